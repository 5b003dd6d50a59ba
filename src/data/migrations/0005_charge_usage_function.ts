import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit, add a new migration instead (create or replace the function).
//
// The quota charge as one server-side function: one atomic UPSERT (the row lock serialises
// concurrent charges, every SET expression reads the row as it was, so the quota is never
// overshot), and only when that charge crossed a threshold the once-per-day threshold rows and
// their outbox events, in the same transaction. PL/pgSQL keeps the plans of its statements for the
// connection's life, and the webhook part is neither planned nor run for the common charge that
// crosses nothing: about a third of the server CPU of the one big statement it replaces.
export async function up(db: Kysely<unknown>): Promise<void> {
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
      insert into usage_counters as u (account_id, day, used, overage, last_granted)
      values (p_account, p_day, least(p_units, p_quota),
              case when p_overage then greatest(p_units - p_quota, 0) else 0 end, least(p_units, p_quota))
      on conflict (account_id, day) do update set
        used = u.used + least(p_units, greatest(p_quota - u.used, 0)),
        overage = u.overage + case when p_overage then p_units - least(p_units, greatest(p_quota - u.used, 0)) else 0 end,
        last_granted = least(p_units, greatest(p_quota - u.used, 0))
      returning u.used, u.overage, u.last_granted into v_used, v_overage, v_granted;

      if v_granted > 0 and exists (
        select 1 from unnest(p_thresholds) as t(threshold)
        where (v_used - v_granted)::bigint * 100 < t.threshold::bigint * p_quota
          and v_used::bigint * 100 >= t.threshold::bigint * p_quota
      ) then
        -- The primary key of quota_thresholds_fired makes each threshold fire once per account
        -- and day across processes; each newly fired one becomes an event for the subscribers.
        with crossed as (
          insert into quota_thresholds_fired (account_id, day, threshold, fired_at)
          select p_account, p_day, t.threshold, p_at from unnest(p_thresholds) as t(threshold)
          where (v_used - v_granted)::bigint * 100 < t.threshold::bigint * p_quota
            and v_used::bigint * 100 >= t.threshold::bigint * p_quota
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
                               'used', v_used, 'quota', p_quota),
            p_at
          from crossed x
          where exists (select 1 from subscribers)
          returning webhook_events.id
        )
        insert into webhook_deliveries (event_id, webhook_id, status, next_attempt_at, created_at)
        select e.id, s.id, 'pending', p_at, p_at from events e cross join subscribers s;
      end if;

      return query select v_used, v_overage, v_granted;
    end
    $fn$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function charge_usage(uuid, date, integer, integer, boolean, timestamptz, integer[], boolean)`.execute(db);
}
