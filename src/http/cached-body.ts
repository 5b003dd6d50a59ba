import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

/** A response body prepared once (compressed, tagged) and then served from memory. */
export interface CachedBody {
  body: Buffer;
  /** Absent when compression would not pay (images, tiny files). */
  gzip: Buffer | undefined;
  etag: string;
  headers: OutgoingHttpHeaders;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;

export function cachedBody(content: string | Buffer, headers: OutgoingHttpHeaders & { 'content-type': string }): CachedBody {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  const gzip = COMPRESSIBLE.test(headers['content-type']) && body.length > 256 ? gzipSync(body, { level: 9 }) : undefined;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, gzip, etag, headers };
}

/** Serves a cached body to GET or HEAD: 304 for a matching If-None-Match, gzip when accepted. */
export function sendCached(req: IncomingMessage, res: ServerResponse, cached: CachedBody, extra: OutgoingHttpHeaders = {}): void {
  const common = { ...cached.headers, ...extra, etag: cached.etag, vary: 'accept-encoding' };
  if (req.headers['if-none-match'] === cached.etag) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const gzip = cached.gzip !== undefined && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const body = gzip ? cached.gzip! : cached.body;
  res.writeHead(200, { ...common, 'content-length': body.length, ...(gzip ? { 'content-encoding': 'gzip' } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
