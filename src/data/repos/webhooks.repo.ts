import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, WebhooksTable } from '../tables/index.js';

export type WebhookRow = Selectable<WebhooksTable>;

/** Columns callers may read back: everything except the signing secret. */
const PUBLIC_COLUMNS = ['id', 'account_id', 'url', 'events', 'enabled', 'disabled_reason', 'created_at', 'updated_at'] as const;
export type PublicWebhookRow = Omit<WebhookRow, 'secret'>;

export function insertWebhook(
  db: Kysely<Database>,
  row: { account_id: string; url: string; events: string[]; secret: string; created_at: Date },
): Promise<WebhookRow> {
  return db
    .insertInto('webhooks')
    .values({ ...row, events: sql<string[]>`${row.events}::text[]` as unknown as string[], updated_at: row.created_at })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function listWebhooksOfAccount(db: Kysely<Database>, accountId: string): Promise<PublicWebhookRow[]> {
  return db.selectFrom('webhooks').select(PUBLIC_COLUMNS).where('account_id', '=', accountId).orderBy('created_at').orderBy('id').execute();
}

export async function countWebhooksOfAccount(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('webhooks')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A webhook only when it belongs to the account: another account's id looks like a missing one. */
export function findWebhookOfAccount(db: Kysely<Database>, accountId: string, id: string): Promise<PublicWebhookRow | undefined> {
  return db.selectFrom('webhooks').select(PUBLIC_COLUMNS).where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
}

export function updateWebhookOfAccount(
  db: Kysely<Database>,
  accountId: string,
  id: string,
  fields: { url?: string; events?: string[]; enabled?: boolean; disabled_reason?: string | null; secret?: string },
  now: Date,
): Promise<PublicWebhookRow | undefined> {
  const { events, ...rest } = fields;
  return db
    .updateTable('webhooks')
    .set({ ...rest, ...(events ? { events: sql<string[]>`${events}::text[]` as unknown as string[] } : {}), updated_at: now })
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .returning(PUBLIC_COLUMNS)
    .executeTakeFirst();
}

export async function deleteWebhookOfAccount(db: Kysely<Database>, accountId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom('webhooks').where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Turns an endpoint off on the receiver's request (410 Gone); its pending deliveries wait. */
export async function disableWebhook(db: Kysely<Database>, id: string, reason: string, now: Date): Promise<void> {
  await db.updateTable('webhooks').set({ enabled: false, disabled_reason: reason, updated_at: now }).where('id', '=', id).execute();
}
