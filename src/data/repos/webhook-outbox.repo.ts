import { sql, type Kysely } from 'kysely';
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

/** Percentages of the daily quota that fire quota.threshold once per account and day (migration 0005's functions). */
export const QUOTA_THRESHOLDS = [80, 90, 100] as const;

/** The thresholds as the literal array the quota functions take (constant text: one plan). */
export const QUOTA_THRESHOLDS_SQL = sql.raw(`array[${QUOTA_THRESHOLDS.join(', ')}]::integer[]`);
