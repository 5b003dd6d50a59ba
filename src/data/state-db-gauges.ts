import type { ScrapeTimeSources } from '../infra/metrics/gateway-metrics.js';
import type { Clock } from '../infra/clock.js';
import type { StateDatabase } from './db.js';
import { outboxLagSeconds } from './repos/webhook-outbox-lag.repo.js';

/** What the state database tells a scrape: its pool's connections and how far the webhook outbox lags. */
export function stateDbGauges(stateDb: StateDatabase, clock: Clock): Pick<ScrapeTimeSources, 'databasePool' | 'outboxLagSeconds'> {
  const pool = stateDb.pool;
  const embedded = stateDb.kind !== 'postgres';
  return {
    databasePool: () => {
      if (!pool) return { inUse: 0 };
      const inUse = pool.totalCount - pool.idleCount;
      // The embedded database has one connection whatever the pool says: only "in use" means something.
      return embedded ? { inUse } : { inUse, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    outboxLagSeconds: () => outboxLagSeconds(stateDb.db, clock.now()).catch(() => Number.NaN),
  };
}
