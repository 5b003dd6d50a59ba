/** The composition of the metrics: what is read when scraped, how requests are labelled, the listener. */
import type { Server } from 'node:http';
import { createRouteMatcher } from '../../rest-adapter/route-matcher.js';
import { ROUTES } from '../../rest-adapter/route-table.js';
import { OPENAPI_PATH } from '../../rest-adapter/openapi/document.js';
import type { StateDatabase } from '../data/db.js';
import { outboxLagSeconds } from '../data/repos/webhook-outbox-lag.repo.js';
import { DASHBOARD_PATH } from '../http/dashboard-site.js';
import { DOCS_PATH } from '../http/docs-page.js';
import { GRAPHIQL_ASSETS_PATH } from '../http/graphiql-page.js';
import { METRICS_PATH, startMetricsListener } from '../http/metrics-endpoint.js';
import type { RouteLabeler } from '../http/request-metrics.js';
import type { Clock } from '../infra/clock.js';
import { GatewayMetrics } from '../infra/metrics/gateway-metrics.js';
import type { Config } from '../config.js';

/** Paths outside the REST table that are labelled as they are; anything else is "unmatched". */
const FIXED_PATHS = new Set(['/', '/api/v1', '/api/v1/', '/graphql', '/healthz', '/readyz', METRICS_PATH, OPENAPI_PATH]);

/** Metrics exist only where something serves them: a token for the public port, or a port of their own. */
export function metricsWanted(config: Config): boolean {
  return config.metrics.token !== undefined || config.metrics.port !== undefined;
}

export function createGatewayMetrics(stateDb: StateDatabase, clock: Clock, ocrQueueDepth: () => number): GatewayMetrics {
  const pool = stateDb.pool;
  const embedded = stateDb.kind !== 'postgres';
  return new GatewayMetrics({
    databasePool: () => {
      if (!pool) return { inUse: 0 };
      const inUse = pool.totalCount - pool.idleCount;
      // The embedded database has one connection whatever the pool says: only "in use" means something.
      return embedded ? { inUse } : { inUse, idle: pool.idleCount, waiting: pool.waitingCount };
    },
    outboxLagSeconds: () => outboxLagSeconds(stateDb.db, clock.now()).catch(() => Number.NaN),
    ocrQueueDepth,
  });
}

/** Labels a request by its REST route pattern ("GET /api/v1/usage"), or a fixed path, never the raw path. */
export function createRouteLabeler(): RouteLabeler {
  const match = createRouteMatcher(ROUTES);
  return (method, path) => {
    if (FIXED_PATHS.has(path)) return path;
    if (path.startsWith('/api/v1/')) {
      const found = match(method, path);
      return found.kind === 'found' ? `${found.route.method} ${found.route.path}` : 'unmatched';
    }
    // GraphiQL's script, stylesheet and fonts count with its page (operation "none").
    if (path.startsWith(`${GRAPHIQL_ASSETS_PATH}/`)) return '/graphql';
    if (path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`)) return DOCS_PATH;
    if (path === DASHBOARD_PATH || path.startsWith(`${DASHBOARD_PATH}/`)) return DASHBOARD_PATH;
    return 'unmatched';
  };
}

/** The METRICS_PORT listener, when configured. */
export async function startMetricsPort(config: Config, metrics: GatewayMetrics | undefined): Promise<Server | undefined> {
  if (!metrics || config.metrics.port === undefined) return undefined;
  return startMetricsListener(metrics, config.metrics.port, config.metrics.host);
}
