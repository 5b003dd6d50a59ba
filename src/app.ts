import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'kysely';
import { createRestHandler, sendError } from '../rest-adapter/handler.js';
import { OPENAPI_PATH, openApiDocumentText } from '../rest-adapter/openapi/document.js';
import { cachedBody, sendCached } from './http/cached-body.js';
import { createDashboardSite, DASHBOARD_PATH } from './http/dashboard-site.js';
import { DOCS_PATH, serveDocs } from './http/docs-page.js';
import { sendJson } from './http/http-io.js';
import { createContext, type AppServices } from './context.js';
import { createDirectExecutor } from './graphql/direct-executor.js';
import { classifyError } from './graphql/errors.js';
import { getSchema } from './graphql/schema.js';
import { createGraphQLServer } from './graphql/yoga.js';
import { applyCors } from './http/cors.js';
import { handleGraphQL } from './http/graphql-route.js';
import { sendServiceIndex } from './http/index-links.js';
import { requestInfoFrom } from './http/request-info.js';

export type HttpHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** The one HTTP entry point: /graphql, /api/v1/*, /dashboard, /docs, /healthz, /readyz and the index of links at /. */
export function createApp(services: AppServices): HttpHandler {
  const schema = getSchema();
  const yoga = createGraphQLServer(schema, services.logger, services.config.corsOrigins);
  const direct = createDirectExecutor(schema);
  const rest = createRestHandler(schema, {
    config: services.config,
    logger: services.logger,
    createContext: (info) => createContext(services, info),
  });
  // Built once at start-up; every request is then served from memory like a static file.
  const dashboard = createDashboardSite();
  // Built on its first request (generating it from the route table is a start-up's worth of work
  // few starts need), then served from memory the same way.
  let openApi: ReturnType<typeof cachedBody> | undefined;
  const openApiBody = () =>
    (openApi ??= cachedBody(openApiDocumentText(), { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=300' }));

  async function route(req: IncomingMessage, res: ServerResponse, url: URL, info: ReturnType<typeof requestInfoFrom>) {
    const path = url.pathname;
    if (path === '/graphql') return handleGraphQL(req, res, url, info, { yoga, direct }, services);
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    if (isRead && (path === '/' || path === '/api/v1' || path === '/api/v1/')) return sendServiceIndex(req, res, path !== '/');
    if (path === '/api/v1' || path.startsWith('/api/v1/')) {
      if (applyCors(req, res, services.config.corsOrigins)) return;
      if (path === OPENAPI_PATH && (req.method === 'GET' || req.method === 'HEAD')) return sendCached(req, res, openApiBody());
      return rest(req, res, url, info);
    }
    if ((path === DOCS_PATH || path.startsWith(`${DOCS_PATH}/`)) && serveDocs(req, res, path)) return;
    if ((path === DASHBOARD_PATH || path.startsWith(`${DASHBOARD_PATH}/`)) && dashboard(req, res, path)) return;
    if (path === '/healthz') return sendJson(res, 200, { status: 'ok' });
    if (path === '/readyz') return readiness(services, res, info.requestId);
    sendError(res, info.requestId, { code: 'NOT_FOUND', message: `no route ${req.method} ${path}` });
  }

  return (req, res) => {
    const info = requestInfoFrom(req, services.config.trustProxy);
    res.setHeader('x-request-id', info.requestId);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return sendError(res, info.requestId, { code: 'VALIDATION_ERROR', message: 'the request URL is malformed' });
    }
    route(req, res, url, info).catch((error: unknown) => {
      const pub = classifyError(error);
      if (pub.internal !== undefined) services.logger.error({ err: pub.internal, requestId: info.requestId }, 'unexpected error');
      if (res.headersSent) return res.destroy();
      sendError(res, info.requestId, pub);
    });
  };
}

async function readiness(services: AppServices, res: ServerResponse, requestId: string): Promise<void> {
  try {
    await sql`select 1`.execute(services.db);
    // Enrichment never makes the service unready: a decode answers from the catalog without it.
    const enrichment = services.enricher ? { mode: 'online', circuit: services.enricher.circuit } : { mode: 'off' };
    sendJson(res, 200, {
      status: 'ready',
      checks: { database: 'ok', catalog: 'ok' },
      catalog: { release: services.catalogRelease?.release ?? null, enrichment },
    });
  } catch (error) {
    services.logger.warn({ err: error, requestId }, 'readiness check failed');
    sendError(res, requestId, { code: 'UNAVAILABLE', message: 'the state database is not reachable', details: { database: 'down' } });
  }
}
