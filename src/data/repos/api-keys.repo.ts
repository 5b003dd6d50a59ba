import type { Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, Database } from '../tables/index.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

export function insertApiKey(
  db: Kysely<Database>,
  row: { account_id: string; name: string; prefix: string; last4: string; key_hash: string; created_at: Date },
): Promise<ApiKeyRow> {
  return db.insertInto('api_keys').values(row).returningAll().executeTakeFirstOrThrow();
}

export function findApiKeyByHash(db: Kysely<Database>, keyHash: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('key_hash', '=', keyHash).executeTakeFirst();
}

export function findApiKeyById(db: Kysely<Database>, id: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listApiKeysOfAccount(db: Kysely<Database>, accountId: string): Promise<ApiKeyRow[]> {
  return db.selectFrom('api_keys').selectAll().where('account_id', '=', accountId).orderBy('created_at', 'desc').execute();
}

/** Revokes a key if it is still live; undefined when it was already revoked (or does not exist). */
export function revokeApiKeyRow(db: Kysely<Database>, id: string, now: Date): Promise<ApiKeyRow | undefined> {
  return db
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function touchApiKeyLastUsed(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', id).execute();
}
