import type { Kysely, Selectable } from 'kysely';
import type { Database, RefreshTokensTable } from '../tables/index.js';

export type RefreshTokenRow = Selectable<RefreshTokensTable>;

export async function insertRefreshToken(
  db: Kysely<Database>,
  row: { account_id: string; family_id: string; token_hash: string; created_at: Date; expires_at: Date },
): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute();
}

export function findRefreshTokenByHash(db: Kysely<Database>, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** The token row, locked until the transaction ends: concurrent refreshes of one token queue here. */
export function lockRefreshTokenByHash(db: Kysely<Database>, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();
}

/** Marks a live token as used; undefined when someone used (or revoked) it first. */
export function markRefreshTokenRotated(db: Kysely<Database>, id: string, now: Date): Promise<RefreshTokenRow | undefined> {
  return db
    .updateTable('refresh_tokens')
    .set({ rotated_at: now })
    .where('id', '=', id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function revokeRefreshFamily(db: Kysely<Database>, familyId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeRefreshTokensOfAccount(db: Kysely<Database>, accountId: string, now: Date): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .execute();
}
