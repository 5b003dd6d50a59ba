import { randomUUID } from 'node:crypto';
import {
  claimKey,
  deleteExpiredKeys,
  findKey,
  releaseKey,
  storeAnswer,
  trimRefusedAnswers,
  type StoredAnswer,
} from '../../data/repos/idempotency-keys.repo.js';
import type { Logger } from '../../infra/logger.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';

/** How long a key holds its answer (decision 0045): a day, as Stripe keeps them. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** What a lock adds to the image budget: the rest of the request (see idempotencyLockMs). */
const LOCK_MARGIN_MS = 30_000;

/**
 * How long a running request holds its key before another request with the same key may take it
 * over (decision 0521): the longest request is an image decode, whose reading (its wait for a
 * reader included) is cut at the image budget (OCR_DEADLINE_MS); the margin covers the rest of the
 * request (decoding, billing, storing the answer, each bounded by the database's own timeouts).
 * So a lock outlives any request that still runs, and only frees the keys of processes that died
 * mid-request.
 */
export function idempotencyLockMs(imageBudgetMs: number): number {
  return imageBudgetMs + LOCK_MARGIN_MS;
}

/**
 * Stored refusals (4xx answers, never billed) an account keeps (decision 0526): a client replaying
 * garbage with fresh keys must not grow the table by a row per request for a day. The newest are
 * kept; a retry of an older refused request simply runs again and is refused again, unbilled.
 */
export const REFUSED_ANSWERS_KEPT = 100;

/** Expired keys deleted by each new key: more than one a claim, so the table shrinks as it is used. */
const EXPIRED_KEYS_PER_CLAIM = 8;

/** What a request with an idempotency key asks of the store. */
export interface KeyedRequest {
  accountId: string;
  key: string;
  /** A hash of what makes the request what it is: method, path and body (see http/idempotency.ts). */
  requestHash: string;
  /** How long the key is held while the request runs (idempotencyLockMs). */
  lockMs: number;
}

export type { StoredAnswer };

/** A request holding its key: it runs, then keeps its answer for replays or gives the key back. */
export interface HeldKey {
  keep(answer: StoredAnswer): Promise<void>;
  release(): Promise<void>;
}

export type KeyOutcome = { kind: 'run'; held: HeldKey } | { kind: 'replay'; answer: StoredAnswer };

/**
 * Whether an account's key was used in the last 24 hours (its request answered or running): a
 * request sent with it again is answered by the key (replayed, refused as a reuse, or told to wait)
 * rather than by a check made before its body is read.
 */
export async function isKeyInUse(deps: Pick<DomainDeps, 'db' | 'clock'>, accountId: string, key: string): Promise<boolean> {
  const row = await findKey(deps.db, accountId, key);
  return row !== undefined && row.created_at.getTime() >= deps.clock.now().getTime() - IDEMPOTENCY_KEY_TTL_MS;
}

/**
 * Decides what a request with an idempotency key does: run (it now holds the key), or replay the
 * answer the key's first request got. The same key with another request is refused (422
 * IDEMPOTENCY_KEY_REUSED), and so is a second request while the first still runs (409
 * IDEMPOTENCY_REQUEST_IN_PROGRESS, with Retry-After): it never runs twice.
 */
export async function beginKeyedRequest(deps: DomainDeps & { logger: Logger }, request: KeyedRequest): Promise<KeyOutcome> {
  // Read first: a replay, a reused key or a request still running is answered without a write (a
  // claim that finds the key taken still locks its row, a WAL flush each). Only a key that is free,
  // expired or stale is claimed; a claim lost to a concurrent request reads again. Three rounds
  // are plenty: each lost round means another request now holds the key.
  for (let attempt = 0; attempt < 3; attempt++) {
    const now = deps.clock.now();
    const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
    const staleLockBefore = new Date(now.getTime() - request.lockMs);
    const row = await findKey(deps.db, request.accountId, request.key);
    if (row && row.created_at >= expiredBefore) {
      if (row.request_hash !== request.requestHash) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'this Idempotency-Key was used with another request in the last 24 hours; send a new key for a new request',
        );
      }
      if (row.response_status !== null) {
        return {
          kind: 'replay',
          answer: {
            status: row.response_status,
            headers: JSON.parse(row.response_headers ?? '[]') as Array<[string, string]>,
            body: row.response_body ?? '',
          },
        };
      }
      if (row.locked_at !== null && row.locked_at >= staleLockBefore) {
        throw new AppError(
          'IDEMPOTENCY_REQUEST_IN_PROGRESS',
          'a request with this Idempotency-Key is still running; retry after a moment to get its answer',
          {
            headers: { 'retry-after': '1' },
          },
        );
      }
    }
    const lockToken = randomUUID();
    if (await claimKey(deps.db, { ...request, lockToken, now, expiredBefore, staleLockBefore })) {
      await deleteExpiredKeys(deps.db, expiredBefore, EXPIRED_KEYS_PER_CLAIM).catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'deleting expired idempotency keys failed'),
      );
      return { kind: 'run', held: heldKey(deps, request, lockToken) };
    }
  }
  throw new AppError('UNAVAILABLE', 'the Idempotency-Key could not be claimed; retry', { headers: { 'retry-after': '1' } });
}

function heldKey(deps: DomainDeps & { logger: Logger }, request: KeyedRequest, lockToken: string): HeldKey {
  return {
    async keep(answer) {
      const kept = await storeAnswer(deps.db, request.accountId, request.key, lockToken, answer);
      if (!kept) deps.logger.warn({ idempotencyKey: request.key }, 'an idempotency key was taken over before its answer was stored');
      else if (answer.status >= 400) await trimRefusedAnswers(deps.db, request.accountId, REFUSED_ANSWERS_KEPT);
    },
    release: () => releaseKey(deps.db, request.accountId, request.key, lockToken),
  };
}
