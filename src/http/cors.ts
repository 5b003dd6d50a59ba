import type { IncomingMessage, ServerResponse } from 'node:http';
import { varyByOrigin } from './gateway-response.js';

/**
 * CORS for the REST paths: only origins listed in CORS_ORIGINS get the headers a browser needs to
 * read responses (with credentials). Answers preflight requests itself; returns true when it did.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  const allowed = typeof origin === 'string' && allowedOrigins.includes(origin);
  if (allowed) {
    res.setHeader('access-control-allow-origin', origin);
    res.setHeader('access-control-allow-credentials', 'true');
    res.setHeader(
      'access-control-expose-headers',
      'x-request-id, retry-after, ratelimit-limit, ratelimit-remaining, ratelimit-reset, x-quota-limit, x-quota-remaining, x-quota-reset, x-decode-warnings, x-enriched-fields, x-ocr-confidence, x-ocr-character-confidence, x-ocr-unsure-characters, idempotent-replayed',
    );
  }
  varyByOrigin(res);
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
    res.setHeader('access-control-allow-headers', 'content-type, authorization, x-api-key, x-request-id, idempotency-key');
    res.setHeader('access-control-max-age', '600');
  }
  res.writeHead(204);
  res.end();
  return true;
}
