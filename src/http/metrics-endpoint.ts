import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Config } from '../config.js';
import type { GatewayMetrics } from '../infra/metrics/gateway-metrics.js';

export const METRICS_PATH = '/metrics';

/** Metrics exist only where something serves them: a token for the public port, or a port of their own. */
export function metricsWanted(config: Config): boolean {
  return config.metrics.token !== undefined || config.metrics.port !== undefined;
}

/** Writes the Prometheus exposition text (HEAD: headers only). */
export async function sendMetrics(req: IncomingMessage, res: ServerResponse, metrics: GatewayMetrics): Promise<void> {
  const { contentType, body } = await metrics.scrape();
  res.writeHead(200, { 'content-type': contentType, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Whether `Authorization: Bearer <token>` carries the token. Both sides are hashed first, so the
 * constant-time comparison runs on equal lengths and the time taken tells nothing of the token.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  const given = createHash('sha256')
    .update(match?.[1] ?? '')
    .digest();
  const expected = createHash('sha256').update(token).digest();
  return timingSafeEqual(given, expected) && match !== null;
}

/**
 * The separate listener (METRICS_PORT): /metrics without a token, nothing else. Meant for an
 * address only the scraper reaches (127.0.0.1 by default).
 */
export async function startMetricsListener(metrics: GatewayMetrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    req.resume();
    const path = (req.url ?? '/').split('?', 1)[0];
    if (path !== METRICS_PATH || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('only GET /metrics is served here\n');
      return;
    }
    sendMetrics(req, res, metrics).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('collecting the metrics failed\n');
    });
  });
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}

/** The METRICS_PORT listener, when configured. */
export async function startMetricsPort(config: Config, metrics: GatewayMetrics | undefined): Promise<Server | undefined> {
  if (!metrics || config.metrics.port === undefined) return undefined;
  return startMetricsListener(metrics, config.metrics.port, config.metrics.host);
}
