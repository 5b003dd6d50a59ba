import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chooseCoding, type ContentCoding } from './content-encoding.js';
import { contentHash, readPrecompressed } from './precompressed.js';

/** A response body prepared once (compressed, tagged) and then served from memory. */
export interface CachedBody {
  body: Buffer;
  /** Absent when compression would not pay (images, tiny files). */
  gzip: Buffer | undefined;
  /** Only from the build (dist/precompressed): absent for a body the build did not see. */
  br: Buffer | undefined;
  etag: string;
  headers: OutgoingHttpHeaders;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/;

export function isCompressible(contentType: string, length: number): boolean {
  return COMPRESSIBLE.test(contentType) && length > 256;
}

export function cachedBody(content: string | Buffer, headers: OutgoingHttpHeaders & { 'content-type': string }): CachedBody {
  const body = typeof content === 'string' ? Buffer.from(content) : content;
  const hash = contentHash(body);
  const etag = `"${hash}"`;
  if (!isCompressible(headers['content-type'], body.length)) return { body, gzip: undefined, br: undefined, etag, headers };
  const built = readPrecompressed(hash);
  return { body, gzip: built.gzip ?? gzipSync(body, { level: 9 }), br: built.br, etag, headers };
}

/** Each coding is its own representation, with its own ETag (RFC 9110 §8.8.3). */
const etagOf = (cached: CachedBody, coding: ContentCoding | undefined) => (coding ? `${cached.etag.slice(0, -1)}-${coding}"` : cached.etag);

/**
 * Serves a cached body to GET or HEAD: brotli or gzip as Accept-Encoding prefers (with Vary), 304
 * for an If-None-Match naming any of its representations.
 */
export function sendCached(req: IncomingMessage, res: ServerResponse, cached: CachedBody, extra: OutgoingHttpHeaders = {}): void {
  const available: ContentCoding[] = [...(cached.br ? (['br'] as const) : []), ...(cached.gzip ? (['gzip'] as const) : [])];
  const coding = chooseCoding(req.headers['accept-encoding'], available);
  const etag = etagOf(cached, coding);
  const common = { ...cached.headers, ...extra, etag, vary: 'accept-encoding' };
  // Any coding's tag names the same content: a client holding one of them has it.
  const tags = new Set([cached.etag, etagOf(cached, 'br'), etagOf(cached, 'gzip')]);
  const matches = String(req.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => tags.has(tag.trim().replace(/^W\//, '')));
  if (matches) {
    res.writeHead(304, common);
    res.end();
    return;
  }
  const body = coding === 'br' ? cached.br! : coding === 'gzip' ? cached.gzip! : cached.body;
  res.writeHead(200, { ...common, 'content-length': body.length, ...(coding ? { 'content-encoding': coding } : {}) });
  res.end(req.method === 'HEAD' ? undefined : body);
}
