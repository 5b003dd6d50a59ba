import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http-io.js';

/**
 * What `GET /` and `GET /api/v1` answer: where everything is, so a first request that is not
 * yet an API call still leads somewhere (the start banner names these addresses).
 */
export const SERVICE_LINKS = {
  graphql: '/graphql',
  graphiql: '/graphql',
  rest: '/api/v1',
  docs: '/docs',
  openapi: '/api/v1/openapi.json',
  dashboard: '/dashboard',
  health: '/healthz',
  ready: '/readyz',
} as const;

/**
 * Where tools look for an OpenAPI document first. It answers the same bytes as
 * /api/v1/openapi.json rather than a redirect: the API never redirects (a client that followed one
 * could carry its key elsewhere).
 */
export const ROOT_OPENAPI_PATH = '/openapi.json';

const LABELS: Record<keyof typeof SERVICE_LINKS, string> = {
  graphql: 'GraphQL endpoint (POST)',
  graphiql: 'GraphiQL, the GraphQL explorer (in a browser)',
  rest: 'REST API',
  docs: 'API documentation',
  openapi: 'OpenAPI 3.1 document of the REST API',
  dashboard: 'Dashboard',
  health: 'Liveness',
  ready: 'Readiness',
};

function html(): string {
  const items = Object.entries(SERVICE_LINKS)
    .filter(([name]) => name !== 'graphql')
    .map(([name, href]) => `<li><a href="${href}">${LABELS[name as keyof typeof SERVICE_LINKS]}</a> <code>${href}</code></li>`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>vin-gateway</title></head><body><h1>vin-gateway</h1><p>VIN decoding for USA/Canada vehicles.</p><ul>${items.join('')}</ul></body></html>`;
}

/** `/` is for people and programs alike: a browser gets a page, anything else JSON. */
export function sendServiceIndex(req: IncomingMessage, res: ServerResponse, envelope: boolean): void {
  const accept = req.headers.accept ?? '';
  if (!envelope && accept.includes('text/html')) {
    const body = html();
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const links = { service: 'vin-gateway', links: SERVICE_LINKS };
  sendJson(res, 200, envelope ? { success: true, data: links } : links);
}
