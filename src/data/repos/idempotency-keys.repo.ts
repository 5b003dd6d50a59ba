import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../tables/index.js';

type Db = Kysely<Database>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

export interface KeyClaim {
  accountId: string;
  key: string;
  requestHash: string;
  lockToken: string;
  now: Date;
  /** A row created before this has expired: the key is free again. */
  expiredBefore: Date;
  /** A lock taken before this belongs to a request that cannot still be running. */
  staleLockBefore: Date;
}

/**
 * Claims a key for one request in one statement, so two requests racing with the same key cannot
 * both run: a new key is inserted; an existing one is taken over only when it has expired, or when
 * it is the same request whose first run left a stale lock (its process died mid-request).
 * Returns whether this request now holds the key.
 */
export async function claimKey(db: Db, claim: KeyClaim): Promise<boolean> {
  // A new claim, and what a claim taking over an expired or abandoned row writes over it.
  const claimed = {
    request_hash: claim.requestHash,
    created_at: claim.now,
    lock_token: claim.lockToken,
    locked_at: claim.now,
    response_status: null,
    response_headers: null,
    response_body: null,
  };
  const row = await db
    .insertInto('idempotency_keys')
    .values({ account_id: claim.accountId, key: claim.key, ...claimed })
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'key'])
        .doUpdateSet(claimed)
        .where((eb) =>
          eb.or([
            eb('idempotency_keys.created_at', '<', claim.expiredBefore),
            eb.and([
              eb('idempotency_keys.response_status', 'is', null),
              eb('idempotency_keys.locked_at', '<', claim.staleLockBefore),
              eb('idempotency_keys.request_hash', '=', claim.requestHash),
            ]),
          ]),
        ),
    )
    .returning('lock_token')
    .executeTakeFirst();
  return row?.lock_token === claim.lockToken;
}

export async function findKey(db: Db, accountId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
  return db.selectFrom('idempotency_keys').selectAll().where('account_id', '=', accountId).where('key', '=', key).executeTakeFirst();
}

export interface StoredAnswer {
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** Stores the answer of the request holding the key; false when it no longer holds it. */
export async function storeAnswer(db: Db, accountId: string, key: string, lockToken: string, answer: StoredAnswer): Promise<boolean> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({
      lock_token: null,
      locked_at: null,
      response_status: answer.status,
      response_headers: JSON.stringify(answer.headers),
      response_body: answer.body,
    })
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .where('lock_token', '=', lockToken)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Deletes an account's stored 4xx answers (refusals, which billed nothing) past the newest `keep`
 * of them; returns how many went.
 */
export async function trimRefusedAnswers(db: Db, accountId: string, keep: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', accountId)
    .where('response_status', '>=', 400)
    .where(
      'key',
      'not in',
      db
        .selectFrom('idempotency_keys')
        .select('key')
        .where('account_id', '=', accountId)
        .where('response_status', '>=', 400)
        .orderBy('created_at', 'desc')
        .limit(keep),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Frees a key whose request ended with no answer worth keeping (a 5xx, a 429). */
export async function releaseKey(db: Db, accountId: string, key: string, lockToken: string): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('account_id', '=', accountId)
    .where('key', '=', key)
    .where('lock_token', '=', lockToken)
    .execute();
}

/**
 * Deletes up to `limit` keys created before `expiredBefore`, oldest first. Bounded per call, so
 * it costs a request little whatever has piled up; rows another request is deleting are skipped.
 */
export async function deleteExpiredKeys(db: Db, expiredBefore: Date, limit: number): Promise<number> {
  const result = await db
    .deleteFrom('idempotency_keys')
    .where(({ eb, refTuple, selectFrom }) =>
      eb(
        refTuple('account_id', 'key'),
        'in',
        selectFrom('idempotency_keys')
          .select(['account_id', 'key'])
          .where('created_at', '<', expiredBefore)
          .orderBy('created_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
          .$asTuple('account_id', 'key'),
      ),
    )
    .where('created_at', '<', expiredBefore)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Test and operations helper: how many keys are stored. */
export async function countKeys(db: Db): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from idempotency_keys`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
