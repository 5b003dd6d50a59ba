import { DASHBOARD_PATH } from '../src/http/dashboard-site.js';
import { DOCS_PATH } from '../src/http/docs-page.js';
import { GRAPHIQL_ASSETS_PATH } from '../src/http/graphiql-page.js';
import { ROOT_OPENAPI_PATH } from '../src/http/index-links.js';
import { METRICS_PATH } from '../src/http/metrics-endpoint.js';
import type { RouteLabeler } from '../src/http/request-metrics.js';
import { OPENAPI_PATH } from './openapi/document.js';
import { createRouteMatcher } from './route-matcher.js';
import { ROUTES } from './route-table.js';

/** Paths outside the REST table that are labelled as they are; anything else is "unmatched". */
const FIXED_PATHS = new Set(['/', '/api/v1', '/api/v1/', '/graphql', '/healthz', '/readyz', METRICS_PATH, OPENAPI_PATH, ROOT_OPENAPI_PATH]);

/**
 * Labels a request by its REST route pattern ("GET /api/v1/usage"), or a fixed path, never the raw
 * path. It lives with the route table it reads; the request metrics (src/http) take it as a function.
 */
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
