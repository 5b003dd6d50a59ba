import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayMetrics } from '../infra/metrics/gateway-metrics.js';
import { operationOf } from './request-labels.js';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A route's label from method and path: a REST route pattern such as "GET /api/v1/decode/:vin", or a fixed name. */
export type RouteLabeler = (method: string, path: string) => string;

/**
 * Counts every request by route, GraphQL operation and status, and times it to the end of the
 * response. A response the client abandoned before it was sent counts with status "aborted".
 */
export function withRequestMetrics(handler: Handler, metrics: GatewayMetrics, routeOf: RouteLabeler): Handler {
  return (req, res) => {
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const path = pathOf(req.url);
      const route = routeOf(req.method ?? 'GET', path);
      const operation = route === '/graphql' ? (operationOf(req) ?? 'none') : '';
      const status = res.writableFinished ? String(res.statusCode) : 'aborted';
      metrics.httpRequests.inc({ route, operation, status });
      metrics.httpDuration.observe({ route, operation }, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once('finish', record);
    res.once('close', record);
    handler(req, res);
  };
}

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end === -1 ? raw : raw.slice(0, end);
}
