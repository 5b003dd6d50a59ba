import { sql, type Kysely } from 'kysely';
import type { Database } from '../tables/index.js';
import { quotaThresholdOutboxCtes } from './webhook-outbox.repo.js';

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

/**
 * Charges up to `units` in ONE atomic statement: the row lock of the UPSERT serialises concurrent
 * charges of an account, every SET expression reads the row as it was, so the quota can never be
 * overshot however many processes charge at once. `last_granted` carries what this statement
 * granted out through RETURNING. The same statement records the quota thresholds it crossed and
 * their webhook events (outbox), so a charge and its events commit or vanish together.
 */
export interface ChargeOptions {
  /**
   * async: the statement's own transaction commits without waiting for the WAL flush
   * (synchronous_commit off for this transaction only). The charge stays atomic and exact; a
   * PostgreSQL crash may lose charges acknowledged in the last 3 × wal_writer_delay (0.6 s by
   * default). Saves the flush wait and its CPU on every charge.
   */
  commit?: 'durable' | 'async';
}

export async function chargeUsage(db: Kysely<Database>, req: ChargeRequest, at: Date = new Date(), options: ChargeOptions = {}): Promise<ChargeResult> {
  const { accountId, day, units: n, quota: q } = req;
  const grant = sql<number>`least(${n}::int, greatest(${q}::int - u.used, 0))`;
  const result = await sql<{ used: number; overage: number; last_granted: number }>`
    with charged as (
    insert into usage_counters as u (account_id, day, used, overage, last_granted)
    values (${accountId}, ${day}::date, least(${n}::int, ${q}::int), ${req.overage ? sql`greatest(${n}::int - ${q}::int, 0)` : sql`0`}, least(${n}::int, ${q}::int))
    on conflict (account_id, day) do update set
      used = u.used + ${grant},
      overage = u.overage + ${req.overage ? sql`${n}::int - ${grant}` : sql`0`},
      last_granted = ${grant}
    returning used, overage, last_granted
    ), ${quotaThresholdOutboxCtes({ accountId, day, quota: q, at })}
    select used, overage, last_granted${options.commit === 'async' ? sql`, set_config('synchronous_commit', 'off', true) as commit_mode` : sql``} from charged`.execute(db);
  const row = result.rows[0]!;
  return { granted: row.last_granted, grantedOverage: req.overage ? n - row.last_granted : 0, used: row.used, overageTotal: row.overage };
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
