import type { Kysely } from 'kysely';
import { readPendingMigrations } from '../data/repos/schema-status.repo.js';
import type { Database } from '../data/tables/index.js';
import type { RedisProbe } from '../infra/redis-probe.js';

/**
 * A readiness check answers before a load balancer's probe gives up on it (HAProxy and Docker
 * default to a few seconds), even when the database is partitioned and its own query timeout is
 * longer.
 */
export const DATABASE_CHECK_MS = 1500;
export const REDIS_CHECK_MS = 500;

export interface ReadinessChecks {
  database: 'ok' | 'down';
  /** ok: every migration this code expects is applied; behind: some are not; unknown: the database is down. */
  schema: 'ok' | 'behind' | 'unknown';
  catalog: 'ok';
  /** Only with REDIS_URL. Down is not unready: rate limits then count per process. */
  redis?: 'ok' | 'down';
}

export interface ReadinessReport {
  /** ready: serve; degraded: serve, Redis is down; unready: take this process out of the pool. */
  status: 'ready' | 'degraded' | 'unready';
  checks: ReadinessChecks;
  pendingMigrations?: string[];
  /** Why the database check failed, for the log. */
  databaseError?: unknown;
}

/** What /readyz checks: the state database answers and holds the schema this code expects; Redis answers PING. */
export async function checkReadiness(db: Kysely<Database>, redis: RedisProbe | undefined): Promise<ReadinessReport> {
  const [database, redisUp] = await Promise.all([checkDatabase(db), redis?.ping(REDIS_CHECK_MS)]);
  const checks: ReadinessChecks = {
    database: database.pending ? 'ok' : 'down',
    schema: !database.pending ? 'unknown' : database.pending.length === 0 ? 'ok' : 'behind',
    catalog: 'ok',
    ...(redis ? { redis: redisUp ? 'ok' : 'down' } : {}),
  };
  const status = checks.database === 'ok' && checks.schema === 'ok' ? (checks.redis === 'down' ? 'degraded' : 'ready') : 'unready';
  return {
    status,
    checks,
    ...(database.pending && database.pending.length > 0 ? { pendingMigrations: database.pending } : {}),
    ...(database.error !== undefined ? { databaseError: database.error } : {}),
  };
}

/**
 * checkReadiness for /readyz, which anyone may call: requests that arrive while a check runs share
 * its answer. Each check costs the database three queries, and a flood of concurrent probes queued
 * them ahead of every other request (a decode's usage read went from 1 ms to 150–650 ms under 100
 * connections probing); now at most one check is in flight, and a probe after it checks anew.
 */
export function sharedReadinessCheck(db: Kysely<Database>, redis: RedisProbe | undefined): () => Promise<ReadinessReport> {
  let running: Promise<ReadinessReport> | undefined;
  return () =>
    (running ??= checkReadiness(db, redis).finally(() => {
      running = undefined;
    }));
}

async function checkDatabase(db: Kysely<Database>): Promise<{ pending?: string[]; error?: unknown }> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the state database did not answer within ${DATABASE_CHECK_MS} ms`)), DATABASE_CHECK_MS);
  });
  try {
    const pending = await Promise.race([readPendingMigrations(db), late]);
    return { pending };
  } catch (error) {
    return { error };
  } finally {
    clearTimeout(timer);
  }
}
