import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../tables/index.js';

export interface OutboxEvent {
  accountId: string;
  type: string;
  data: Record<string, unknown>;
  at: Date;
  /** Only this endpoint (test events); otherwise every enabled endpoint subscribed to the type. */
  webhookId?: string;
}

/**
 * Writes an event and one pending delivery per subscribed, enabled endpoint, in ONE statement on
 * the caller's transaction (the outbox). Nothing is written when no endpoint wants the event.
 * Returns the ids of the deliveries created.
 */
export async function enqueueWebhookEvent(db: Kysely<Database>, event: OutboxEvent): Promise<string[]> {
  const subscribers = event.webhookId
    ? sql`select id from webhooks where id = ${event.webhookId} and account_id = ${event.accountId}`
    : sql`select id from webhooks where account_id = ${event.accountId} and enabled and ${event.type} = any(events)`;
  const result = await sql<{ id: string }>`
    with subscribers as (${subscribers}),
    ev as (
      insert into webhook_events (account_id, type, data, created_at)
      select ${event.accountId}, ${event.type}, ${JSON.stringify(event.data)}::jsonb, ${event.at}
      where exists (select 1 from subscribers)
      returning id
    )
    insert into webhook_deliveries (event_id, webhook_id, status, next_attempt_at, created_at)
    select ev.id, s.id, 'pending', ${event.at}, ${event.at} from ev cross join subscribers s
    returning id`.execute(db);
  return result.rows.map((r) => r.id);
}

export const QUOTA_THRESHOLDS = [80, 90, 100] as const;

/**
 * CTEs that continue a quota charge statement whose CTE `charged` returns `used` and
 * `last_granted`: thresholds crossed between the usage before (used - last_granted) and after
 * the charge are recorded once per account, day and threshold (the primary key plus
 * `on conflict do nothing` makes that exact across processes), and each newly fired one becomes
 * an outbox event for the account's subscribed endpoints, all in the charge's own statement.
 */
export function quotaThresholdOutboxCtes(req: { accountId: string; day: string; quota: number; at: Date }): RawBuilder<unknown> {
  const { accountId, day, quota, at } = req;
  const thresholds = sql.join(QUOTA_THRESHOLDS.map((t) => sql`(${sql.lit(t)})`));
  return sql`
    crossed as (
      insert into quota_thresholds_fired (account_id, day, threshold, fired_at)
      select ${accountId}, ${day}::date, t.threshold, ${at}
      from charged c cross join (values ${thresholds}) as t(threshold)
      where (c.used - c.last_granted)::bigint * 100 < t.threshold::bigint * ${quota}::int
        and c.used::bigint * 100 >= t.threshold::bigint * ${quota}::int
      on conflict do nothing
      returning threshold
    ),
    threshold_subscribers as (
      select id from webhooks where account_id = ${accountId} and enabled and 'quota.threshold' = any(events)
    ),
    threshold_events as (
      insert into webhook_events (account_id, type, data, created_at)
      select ${accountId}, 'quota.threshold',
        jsonb_build_object('accountId', ${accountId}::text, 'day', ${day}::text, 'threshold', x.threshold, 'used', c.used, 'quota', ${quota}::int),
        ${at}
      from crossed x cross join charged c
      where exists (select 1 from threshold_subscribers)
      returning id
    ),
    threshold_deliveries as (
      insert into webhook_deliveries (event_id, webhook_id, status, next_attempt_at, created_at)
      select e.id, s.id, 'pending', ${at}, ${at} from threshold_events e cross join threshold_subscribers s
    )`;
}
