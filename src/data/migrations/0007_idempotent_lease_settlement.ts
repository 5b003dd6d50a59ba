import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit, add a new migration instead (create or replace the functions).
//
// Lease settlements that can be retried. A settlement that committed but whose reply was lost (a
// reset link, a client timeout after the commit) used to be retried as a new one, billing its units
// a second time. Now each settlement carries a number, strictly increasing per holder (the process
// keeps it and sends it again until it learns the outcome), and the database remembers, per
// account, day and holder, the last number it applied with its outcome:
//   - the same number again is a replay: nothing changes, the recorded outcome is the answer;
//   - a lower number is a stale copy of a settlement already superseded: refused, nothing changes;
//   - a higher number is a new settlement: applied as before (migration 0005), then recorded.
// The record lives in a table of its own, so it outlives the lease row it settled (given back,
// or reclaimed after its expiry by another process).
//
// Old records: one row per account, day and holder (a gateway process). The first settlement of a
// holder for an account and day deletes that account's records of days more than 7 days earlier.
// The gateway retries an unconfirmed settlement for at most 6 days after its day (see
// src/domain/quota/quota-leases.ts), so no retry can still need a deleted record.
//
// The 10-argument settle_quota_lease of migration 0005 stays, unchanged and not idempotent, for
// processes of the previous version still running during an upgrade; this version calls only the
// 11-argument one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table quota_lease_settlements (
      account_id uuid not null references accounts(id) on delete cascade,
      day date not null,
      holder uuid not null,
      settlement bigint not null,
      used integer not null,
      leased integer not null,
      primary key (account_id, day, holder)
    )`.execute(db);

  await sql`
    create function settle_quota_lease(
      p_account uuid, p_day date, p_quota integer, p_holder uuid, p_settlement bigint, p_consumed integer,
      p_want integer, p_min_free integer, p_at timestamptz, p_expires_at timestamptz, p_thresholds integer[]
    ) returns table (used integer, leased integer, replayed boolean)
    language plpgsql as $fn$
    declare
      v_used integer;
      v_reserved integer;
      v_held integer;
      v_billed integer;
      v_free integer;
      v_lease integer := 0;
      v_last bigint;
      v_last_used integer;
      v_last_leased integer;
    begin
      -- The counter row first (lock order: the counter row, then the leases and their records). An
      -- earlier attempt of this settlement still running elsewhere holds it until it commits or
      -- rolls back; each statement below then sees what it did.
      insert into usage_counters as u (account_id, day, used, overage, last_granted, reserved)
      values (p_account, p_day, 0, 0, 0, 0)
      on conflict (account_id, day) do update set last_granted = u.last_granted
      returning u.used, u.reserved into v_used, v_reserved;

      select s.settlement, s.used, s.leased into v_last, v_last_used, v_last_leased
      from quota_lease_settlements s
      where s.account_id = p_account and s.day = p_day and s.holder = p_holder;
      if v_last = p_settlement then
        return query select v_last_used, v_last_leased, true;
        return;
      elsif v_last > p_settlement then
        raise exception 'quota lease settlement % of holder % is older than the last one applied (%)', p_settlement, p_holder, v_last
          using errcode = '22023';
      elsif v_last is null then
        delete from quota_lease_settlements s where s.account_id = p_account and s.day < p_day - 7;
      end if;

      delete from quota_leases l where l.account_id = p_account and l.day = p_day and l.holder = p_holder
      returning l.units into v_held;
      v_held := coalesce(v_held, 0);
      v_reserved := v_reserved - v_held - reclaim_expired_quota_leases(p_account, p_day, p_at);
      -- A holder grants only from its lease, so what it used fits in what it held. Should its lease
      -- have expired meanwhile (a process stalled past the lease's life), only what is still free is billed.
      v_billed := least(p_consumed, greatest(v_held, p_quota - v_used - v_reserved));
      v_used := v_used + v_billed;

      v_free := p_quota - v_used - v_reserved;
      if p_want > 0 and v_free - p_want >= p_min_free then
        v_lease := p_want;
        insert into quota_leases (account_id, day, holder, units, expires_at) values (p_account, p_day, p_holder, v_lease, p_expires_at);
      end if;
      update usage_counters u set used = v_used, reserved = v_reserved + v_lease
      where u.account_id = p_account and u.day = p_day;
      insert into quota_lease_settlements as s (account_id, day, holder, settlement, used, leased)
      values (p_account, p_day, p_holder, p_settlement, v_used, v_lease)
      on conflict (account_id, day, holder) do update set settlement = excluded.settlement, used = excluded.used, leased = excluded.leased;
      if v_billed > 0 then
        perform fire_quota_thresholds(p_account, p_day, p_quota, v_used - v_billed, v_used, p_at, p_thresholds);
      end if;
      return query select v_used, v_lease, false;
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function settle_quota_lease(uuid, date, integer, uuid, bigint, integer, integer, integer, timestamptz, timestamptz, integer[])`.execute(
    db,
  );
  await sql`drop table quota_lease_settlements`.execute(db);
}
