import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables/index.js';

/** Seconds since the oldest delivery still pending was created; 0 when the outbox is empty. */
export async function outboxLagSeconds(db: Kysely<Database>, now: Date): Promise<number> {
  const row = await db
    .selectFrom('webhook_deliveries')
    .select(sql<Date | null>`min(created_at)`.as('oldest'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const oldest = row?.oldest;
  return oldest ? Math.max(0, (now.getTime() - new Date(oldest).getTime()) / 1000) : 0;
}
