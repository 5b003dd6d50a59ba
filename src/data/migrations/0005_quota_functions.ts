import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit, add a new migration instead (create or replace the functions).
//
// The quota as server-side functions (PL/pgSQL keeps its statements' plans per connection, and
// the webhook part is neither planned nor run for the common charge that crosses no threshold).
//
// charge_usage: the direct charge, one atomic UPSERT whose row lock serialises concurrent charges
// of an account; every SET expression reads the row as it was, so the quota is never overshot.
//
// Quota leases (settle_quota_lease): a gateway process may reserve a block of an account's daily
// quota and grant decodes from it in memory, settling what it used a few times a second. A lease
// only reserves (usage_counters.reserved); nothing is billed until settled, so a process that dies
// never over-bills: its reservation expires and returns to the pool. Every charge and lease keeps
// used + reserved <= quota. Lock order everywhere: the usage_counters row first, then the leases.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table usage_counters add column reserved integer not null default 0`.execute(db);
  await sql`
    create table quota_leases (
      account_id uuid not null references accounts(id) on delete cascade,
      day date not null,
      holder uuid not null,
      units integer not null check (units > 0),
      expires_at timestamptz not null,
      primary key (account_id, day, holder)
    )`.execute(db);

  // The thresholds a change of usage from p_before to p_after crossed: recorded once per account,
  // day and threshold (primary key), each newly fired one an outbox event for the subscribers.
  await sql`
    create function fire_quota_thresholds(
      p_account uuid, p_day date, p_quota integer, p_before integer, p_after integer,
      p_at timestamptz, p_thresholds integer[]
    ) returns void
    language plpgsql as $fn$
    begin
      if p_after <= p_before or not exists (
        select 1 from unnest(p_thresholds) as t(threshold)
        where p_before::bigint * 100 < t.threshold::bigint * p_quota and p_after::bigint * 100 >= t.threshold::bigint * p_quota
      ) then
        return;
      end if;
      with crossed as (
        insert into quota_thresholds_fired (account_id, day, threshold, fired_at)
        select p_account, p_day, t.threshold, p_at from unnest(p_thresholds) as t(threshold)
        where p_before::bigint * 100 < t.threshold::bigint * p_quota and p_after::bigint * 100 >= t.threshold::bigint * p_quota
        on conflict do nothing
        returning quota_thresholds_fired.threshold
      ),
      subscribers as (
        select w.id from webhooks w
        where w.account_id = p_account and w.enabled and 'quota.threshold' = any(w.events)
      ),
      events as (
        insert into webhook_events (account_id, type, data, created_at)
        select p_account, 'quota.threshold',
          jsonb_build_object('accountId', p_account::text, 'day', p_day::text, 'threshold', x.threshold,
                             'used', p_after, 'quota', p_quota),
          p_at
        from crossed x
        where exists (select 1 from subscribers)
        returning webhook_events.id
      )
      insert into webhook_deliveries (event_id, webhook_id, status, next_attempt_at, created_at)
      select e.id, s.id, 'pending', p_at, p_at from events e cross join subscribers s;
    end
    $fn$`.execute(db);

  // Expired leases of an account and day go back to the pool. The caller holds the counter row.
  await sql`
    create function reclaim_expired_quota_leases(p_account uuid, p_day date, p_at timestamptz) returns integer
    language plpgsql as $fn$
    declare
      v_units integer;
    begin
      with gone as (
        delete from quota_leases
        where account_id = p_account and day = p_day and expires_at <= p_at
        returning units
      )
      select coalesce(sum(units), 0) into v_units from gone;
      if v_units > 0 then
        update usage_counters set reserved = reserved - v_units where account_id = p_account and day = p_day;
      end if;
      return v_units;
    end
    $fn$`.execute(db);

  // The direct charge leaves reserved units alone, and first gives back the leases of dead
  // processes when there are any.
  await sql`
    create function charge_usage(
      p_account uuid, p_day date, p_units integer, p_quota integer, p_overage boolean,
      p_at timestamptz, p_thresholds integer[], p_async boolean
    ) returns table (used integer, overage integer, granted integer)
    language plpgsql as $fn$
    declare
      v_used integer;
      v_overage integer;
      v_granted integer;
    begin
      if p_async then
        -- For this transaction only: the commit does not wait for the WAL flush.
        perform set_config('synchronous_commit', 'off', true);
      end if;
      if exists (select 1 from quota_leases l where l.account_id = p_account and l.day = p_day and l.expires_at <= p_at) then
        perform 1 from usage_counters c where c.account_id = p_account and c.day = p_day for update;
        perform reclaim_expired_quota_leases(p_account, p_day, p_at);
      end if;
      insert into usage_counters as u (account_id, day, used, overage, last_granted)
      values (p_account, p_day, least(p_units, p_quota),
              case when p_overage then greatest(p_units - p_quota, 0) else 0 end, least(p_units, p_quota))
      on conflict (account_id, day) do update set
        used = u.used + least(p_units, greatest(p_quota - u.used - u.reserved, 0)),
        overage = u.overage + case when p_overage then p_units - least(p_units, greatest(p_quota - u.used - u.reserved, 0)) else 0 end,
        last_granted = least(p_units, greatest(p_quota - u.used - u.reserved, 0))
      returning u.used, u.overage, u.last_granted into v_used, v_overage, v_granted;
      if v_granted > 0 then
        perform fire_quota_thresholds(p_account, p_day, p_quota, v_used - v_granted, v_used, p_at, p_thresholds);
      end if;
      return query select v_used, v_overage, v_granted;
    end
    $fn$`.execute(db);

  // One holder's turn: bill what it used from its lease, give the rest back, and take a new lease
  // of up to p_want units when at least p_min_free units would stay free for everyone else
  // (near the limit every charge goes the exact, direct way).
  await sql`
    create function settle_quota_lease(
      p_account uuid, p_day date, p_quota integer, p_holder uuid, p_consumed integer,
      p_want integer, p_min_free integer, p_at timestamptz, p_expires_at timestamptz, p_thresholds integer[]
    ) returns table (used integer, leased integer)
    language plpgsql as $fn$
    declare
      v_used integer;
      v_reserved integer;
      v_held integer;
      v_billed integer;
      v_free integer;
      v_lease integer := 0;
    begin
      insert into usage_counters as u (account_id, day, used, overage, last_granted, reserved)
      values (p_account, p_day, 0, 0, 0, 0)
      on conflict (account_id, day) do update set last_granted = u.last_granted
      returning u.used, u.reserved into v_used, v_reserved;

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
      if v_billed > 0 then
        perform fire_quota_thresholds(p_account, p_day, p_quota, v_used - v_billed, v_used, p_at, p_thresholds);
      end if;
      return query select v_used, v_lease;
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function charge_usage(uuid, date, integer, integer, boolean, timestamptz, integer[], boolean)`.execute(db);
  await sql`drop function settle_quota_lease(uuid, date, integer, uuid, integer, integer, integer, timestamptz, timestamptz, integer[])`.execute(
    db,
  );
  await sql`drop function reclaim_expired_quota_leases(uuid, date, timestamptz)`.execute(db);
  await sql`drop function fire_quota_thresholds(uuid, date, integer, integer, integer, timestamptz, integer[])`.execute(db);
  await sql`drop table quota_leases`.execute(db);
  await sql`alter table usage_counters drop column reserved`.execute(db);
}
