import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorEnvelope } from '../rest-adapter/envelope.js';
import { createRestHandler, sendError } from '../rest-adapter/handler.js';
import { OPENAPI_PATH, openApiDocumentText } from '../rest-adapter/openapi/document.js';
import { createRouteLabeler } from '../rest-adapter/route-labeler.js';
import { BodyBudget } from './http/body-budget.js';
import { cachedBody, sendCached } from './http/cached-body.js';
import { createDashboardSite, DASHBOARD_PATH } from './http/dashboard-site.js';
import { DOCS_PATH, serveDocs } from './http/docs-page.js';
import { GRAPHIQL_ASSETS_PATH, serveGraphiQLAsset } from './http/graphiql-page.js';
import { discardBody, isAnswered, sendJson } from './http/http-io.js';
import { createContext, type AppServices } from './context.js';
import { createDirectExecutor } from './graphql/direct-executor.js';
import { createDocumentAdmission } from './graphql/document-admission.js';
import { classifyError } from './graphql/errors.js';
import { createOperationExecutor } from './graphql/operation-executor.js';
import { getSchema } from './graphql/schema.js';
import { createGraphQLServer, createYogaDocumentCache } from './graphql/yoga.js';
import { applyCors } from './http/cors.js';
import { handleGraphQL } from './http/graphql-route.js';
import { StreamSlots } from './http/stream-slots.js';
import { sharedReadinessCheck, type ReadinessReport } from './http/readiness.js';
import { ROOT_OPENAPI_PATH, sendServiceIndex } from './http/index-links.js';
import { requestInfoFrom } from './http/request-info.js';
import { parseRequestTarget, type RequestTarget } from './http/request-target.js';
import { stampRequestId } from './http/gateway-response.js';
import { createOperationLabeler, graphqlRequestOf } from './http/graphql-operation-label.js';
import { bearerMatches, METRICS_PATH, sendMetrics } from './http/metrics-endpoint.js';
import { noteOperation } from './http/request-labels.js';
import { withRequestMetrics } from './http/request-metrics.js';
import type { GatewayMetrics } from './infra/metrics/gateway-metrics.js';

export type HttpHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Whether the server is shutting down (see http/connection-drain.ts). */
export interface DrainState {
  readonly draining: boolean;
}

/** The one HTTP entry point: /graphql, /api/v1/*, /dashboard, /docs, /healthz, /readyz and the index of links at /. */
export interface AppOptions {
  /** Counts every request; with a token, /metrics is served on this port to that bearer only. */
  metrics?: { registry: GatewayMetrics; token: string | undefined };
  /** Read at request time: while draining, /readyz answers 503 and responses close their connection. */
  lifecycle?: DrainState;
}

export function createApp(services: AppServices, options: AppOptions = {}): HttpHandler {
  const lifecycle = options.lifecycle ?? { draining: false };
  const schema = getSchema();
  const metrics = options.metrics;
  const operationLabel = metrics ? createOperationLabeler(schema) : undefined;
  const yogaDocuments = createYogaDocumentCache();
  // One executor runs every operation, whichever path brought it (decision 0611).
  const executor = createOperationExecutor(schema);
  const yoga = createGraphQLServer(schema, services.logger, services.config.corsOrigins, yogaDocuments, executor);
  const direct = createDirectExecutor(schema, { executor });
  // Documents either path has parsed and kept cost nothing to run again, whoever sends them.
  const admitDocument = createDocumentAdmission({
    isKnown: (query) => direct.knows(query) || yogaDocuments.get(query) !== undefined,
    accountTokensPerMinute: services.config.accountParseTokensPerMinute,
  });
  // Streams an account may hold open on this replica (decision 0523).
  const streams = new StreamSlots(services.config.streamsPerAccount);
  // One budget for every body this server reads, whichever route reads it.
  const bodies = new BodyBudget(services.config.maxBufferedBodyBytes);
  metrics?.registry.watchBufferedBodies(() => bodies.bytes);
  const rest = createRestHandler(schema, {
    bodies,
    config: services.config,
    logger: services.logger,
    createContext: (info) => createContext(services, info),
    executor,
  });
  // Built once at start-up; every request is then served from memory like a static file.
  const dashboard = createDashboardSite();
  // Built on its first request (generating it from the route table is a start-up's worth of work
  // few starts need), then served from memory the same way.
  let openApi: ReturnType<typeof cachedBody> | undefined;
  const checkReady = sharedReadinessCheck(services.db, services.redisProbe);
  const openApiBody = () =>
    (openApi ??= cachedBody(openApiDocumentText(), {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, max-age=300',
    }));

  async function route(req: IncomingMessage, res: ServerResponse, url: RequestTarget, info: ReturnType<typeof requestInfoFrom>) {
    const path = url.pathname;
    if (path === METRICS_PATH && metrics?.token !== undefined)
      return guardedMetrics(req, res, info.requestId, metrics.registry, metrics.token);
    if (services.config.role === 'worker' && path !== '/healthz' && path !== '/readyz') return workerOnly(res, info.requestId, req, path);
    if (path === '/graphql') {
      const noteGraphQL =
        operationLabel &&
        ((body: Buffer | undefined) => noteOperation(req, operationLabel(graphqlRequestOf(url, req.headers['content-type'], body))));
      return handleGraphQL(
        req,
        res,
        url,
        info,
        { yoga, direct, bodies, admitDocument, streams, ...(noteGraphQL ? { noteRequest: noteGraphQL } : {}) },
        services,
      );
    }
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (isRead && (path === '/' || path === '/api/v1' || path === '/api/v1/')) return sendServiceIndex(req, res, path !== '/');
    if (path === '/api/v1' || path.startsWith('/api/v1/') || (path === ROOT_OPENAPI_PATH && isRead)) {
      if (applyCors(req, res, services.config.corsOrigins)) return;
      if ((path === OPENAPI_PATH || path === ROOT_OPENAPI_PATH) && isRead) return sendCached(req, res, openApiBody());
      return rest(req, res, url, info);
    }
    if (path.startsWith(`${GRAPHIQL_ASSETS_PATH}/`) && serveGraphiQLAsset(req, res, path)) return;
    if ((path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`)) && serveDocs(req, res, path)) return;
    if ((path === DASHBOARD_PATH || path.startsWith(`${DASHBOARD_PATH}/`)) && dashboard(req, res, path)) return;
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (path === '/readyz') {
      // Shutting down: load balancers take this replica out while its requests in flight finish.
      if (lifecycle.draining)
        return sendError(res, info.requestId, {
          code: 'UNAVAILABLE',
          message: 'the server is shutting down',
          details: { shuttingDown: true },
        });
      return readiness(services, await checkReady(), res, info.requestId);
    }
    sendError(res, info.requestId, { code: 'NOT_FOUND', message: `no route ${req.method} ${path}` });
  }

  const handler: HttpHandler = (req, res) => {
    const info = requestInfoFrom(req, services.config.trustProxy);
    stampRequestId(res, info.requestId);
    // While draining, each response ends its keep-alive connection so the drain is not held by it.
    if (lifecycle.draining) res.setHeader('connection', 'close');
    let url: RequestTarget;
    try {
      url = parseRequestTarget(req.url ?? '/');
    } catch {
      return sendError(res, info.requestId, { code: 'VALIDATION_ERROR', message: 'the request URL is malformed' });
    }
    route(req, res, url, info).catch((error: unknown) => {
      const pub = classifyError(error);
      if (pub.internal !== undefined) services.logger.error({ err: pub.internal, requestId: info.requestId }, 'unexpected error');
      if (res.headersSent) return res.destroy();
      // An answer already settled stands: the failure came after it (and is logged above).
      if (isAnswered(res)) return;
      sendError(res, info.requestId, pub);
    });
  };
  return metrics ? withRequestMetrics(handler, metrics.registry, createRouteLabeler()) : handler;
}

/** A worker replica (ROLE=worker) serves only its health and metrics: requests belong to the API replicas. */
function workerOnly(res: ServerResponse, requestId: string, req: IncomingMessage, path: string): void {
  discardBody(req);
  sendError(res, requestId, {
    code: 'NOT_FOUND',
    message: `no route ${req.method} ${path}: this replica runs background work only (ROLE=worker) and serves /healthz, /readyz and /metrics`,
  });
}

/** /metrics on the public port: only to `Authorization: Bearer <METRICS_TOKEN>`. */
async function guardedMetrics(
  req: IncomingMessage,
  res: ServerResponse,
  requestId: string,
  registry: GatewayMetrics,
  token: string,
): Promise<void> {
  req.resume();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    return sendError(res, requestId, { code: 'NOT_FOUND', message: `no route ${req.method} ${METRICS_PATH}; this path accepts GET, HEAD` });
  }
  if (!bearerMatches(req.headers.authorization, token)) {
    res.setHeader('www-authenticate', 'Bearer');
    return sendError(res, requestId, { code: 'UNAUTHENTICATED', message: 'metrics need Authorization: Bearer <METRICS_TOKEN>' });
  }
  await sendMetrics(req, res, registry);
}

/**
 * /readyz: 200 while this process can serve (status "ready", or "degraded" when Redis is down:
 * rate limits then count per process); 503 UNAVAILABLE while the state database is unreachable or
 * lacks migrations this code expects, so a load balancer takes the process out of its pool.
 */
function readiness(services: AppServices, report: ReadinessReport, res: ServerResponse, requestId: string): void {
  // Enrichment never makes the service unready: a decode answers from the catalog without it.
  const enrichment = services.enricher ? { mode: 'online', circuit: services.enricher.circuit } : { mode: 'off' };
  const body = {
    status: report.status,
    checks: report.checks,
    ...(report.pendingMigrations ? { pendingMigrations: report.pendingMigrations } : {}),
    catalog: { release: services.catalogRelease?.release ?? null, enrichment },
    // The image reader never makes the service unready: an image waits for its models at worst.
    imageReader: services.ocr.readerState(),
  };
  if (report.status !== 'unready') return sendJson(res, 200, body);
  services.logger.warn(
    { err: report.databaseError, checks: report.checks, pendingMigrations: report.pendingMigrations, requestId },
    'readiness check failed',
  );
  const message =
    report.checks.database === 'down'
      ? 'the state database is not reachable'
      : `the state database lacks migrations this version expects: ${report.pendingMigrations?.join(', ')} (run \`vin-gateway migrate\`)`;
  // The error envelope every 503 has, with the same fields as a 200 beside it.
  sendJson(res, 503, { ...errorEnvelope({ code: 'UNAVAILABLE', message, details: { ...report.checks } }, requestId), ...body }, [
    ['retry-after', '5'],
  ]);
}
