import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables/index.js';
import { QUOTA_THRESHOLDS_SQL as THRESHOLDS } from './webhook-outbox.repo.js';

export interface LeaseSettlement {
  accountId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  quota: number;
  /** The process holding the lease. */
  holder: string;
  /**
   * The settlement's number, strictly increasing per holder. A settlement whose outcome is unknown
   * (its reply was lost) is sent again with the same number: the database applies a number once,
   * and answers a repeat with the outcome it recorded.
   */
  settlement: number;
  /** Units granted from the current lease since the last settlement: billed now. */
  consumed: number;
  /** Size of the next lease; 0 gives the lease back. */
  want: number;
  /** A new lease is taken only if at least this many units stay free for everyone else. */
  minFree: number;
  expiresAt: Date;
}

export interface LeaseOutcome {
  /** The day's billed usage after this settlement. */
  used: number;
  /** Units of the new lease (0: none; grant the direct way). */
  leased: number;
  /**
   * The settlement had already been applied (by an attempt whose reply was lost): nothing changed
   * now, and `used` and `leased` are what that attempt recorded. Its lease, if any, expires when
   * that attempt asked.
   */
  replayed: boolean;
}

/**
 * Bills what a holder used from its lease, returns the rest, and takes the next lease, in one
 * atomic step (settle_quota_lease, migrations 0005 and 0007); the quota thresholds the billed units
 * crossed fire in the same transaction. Idempotent by `settlement`: a repeat changes nothing and
 * answers the recorded outcome; a number lower than the holder's last one applied is refused
 * (SQLSTATE 22023), changing nothing.
 */
export async function settleQuotaLease(db: Kysely<Database>, s: LeaseSettlement, at: Date): Promise<LeaseOutcome> {
  const result = await sql<LeaseOutcome>`
    select used, leased, replayed from settle_quota_lease(${s.accountId}, ${s.day}::date, ${s.quota}::int, ${s.holder}::uuid,
      ${s.settlement}::bigint, ${s.consumed}::int, ${s.want}::int, ${s.minFree}::int, ${at}, ${s.expiresAt}, ${THRESHOLDS})`.execute(db);
  return result.rows[0]!;
}
