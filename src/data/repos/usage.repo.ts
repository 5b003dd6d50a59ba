import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables/index.js';
import { QUOTA_THRESHOLDS_SQL as THRESHOLDS } from './webhook-outbox.repo.js';

export interface ChargeRequest {
  accountId: string;
  /** UTC day, YYYY-MM-DD. */
  day: string;
  units: number;
  quota: number;
  /** Units past the quota are granted as overage instead of refused. */
  overage: boolean;
}

export interface ChargeResult {
  /** Units granted within the quota. */
  granted: number;
  /** Units granted past the quota (overage). */
  grantedOverage: number;
  used: number;
  overageTotal: number;
}

export interface ChargeOptions {
  /**
   * async: the charge's own transaction commits without waiting for the WAL flush
   * (synchronous_commit off for this transaction only). The charge stays atomic and exact; a
   * PostgreSQL crash may lose charges acknowledged in the last 3 × wal_writer_delay (0.6 s by
   * default). Saves the flush wait and its CPU on every charge.
   */
  commit?: 'durable' | 'async';
}

/**
 * Charges up to `units` in ONE atomic step, the server-side function `charge_usage` (migration
 * 0005): a conditional UPSERT whose row lock serialises concurrent charges of an account, so the
 * quota can never be overshot however many processes charge at once. It reports what it granted,
 * and records the quota thresholds the charge crossed with their webhook events (outbox) in the
 * same transaction, so a charge and its events commit or vanish together.
 */
export async function chargeUsage(
  db: Kysely<Database>,
  req: ChargeRequest,
  at: Date = new Date(),
  options: ChargeOptions = {},
): Promise<ChargeResult> {
  const { accountId, day, units, quota, overage } = req;
  const result = await sql<{ used: number; overage: number; granted: number }>`
    select used, overage, granted
    from charge_usage(${accountId}, ${day}::date, ${units}::int, ${quota}::int, ${overage}, ${at}, ${THRESHOLDS}, ${options.commit === 'async'})`.execute(
    db,
  );
  const row = result.rows[0]!;
  return { granted: row.granted, grantedOverage: overage ? units - row.granted : 0, used: row.used, overageTotal: row.overage };
}

export interface RefundRequest {
  accountId: string;
  /** UTC day, YYYY-MM-DD: the day the units were billed on. */
  day: string;
  /** Units billed within the quota to take back. */
  units: number;
  /** Units billed as overage to take back. */
  overageUnits: number;
}

/**
 * Takes back units a charge billed whose decodes never reached the caller (decision 0044), in one
 * atomic UPDATE. Only units already billed are taken back, so the counters never go below what
 * other charges billed; quota thresholds that were crossed stay crossed (their events are sent once
 * per day), and the units are free for the next charge at once.
 */
export async function refundUsage(db: Kysely<Database>, req: RefundRequest): Promise<boolean> {
  const result = await db
    .updateTable('usage_counters')
    .set((eb) => ({ used: eb('used', '-', req.units), overage: eb('overage', '-', req.overageUnits) }))
    .where('account_id', '=', req.accountId)
    .where('day', '=', sql<string>`${req.day}::date`)
    .where('used', '>=', req.units)
    .where('overage', '>=', req.overageUnits)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function findUsage(db: Kysely<Database>, accountId: string, day: string): Promise<{ used: number; overage: number }> {
  const row = await db
    .selectFrom('usage_counters')
    .select(['used', 'overage'])
    .where('account_id', '=', accountId)
    .where('day', '=', sql<string>`${day}::date`)
    .executeTakeFirst();
  return row ?? { used: 0, overage: 0 };
}

/** The account's billed days from `fromDay` to `toDay` (YYYY-MM-DD, inclusive), oldest first; days without decodes are absent. */
export async function listUsageDays(
  db: Kysely<Database>,
  accountId: string,
  fromDay: string,
  toDay: string,
): Promise<Array<{ day: string; used: number; overage: number }>> {
  return db
    .selectFrom('usage_counters')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'used', 'overage'])
    .where('account_id', '=', accountId)
    .where('day', '>=', sql<string>`${fromDay}::date`)
    .where('day', '<=', sql<string>`${toDay}::date`)
    .orderBy('day')
    .execute();
}
