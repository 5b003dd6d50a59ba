import type { IncomingHttpHeaders } from 'node:http';
import { AppError } from '../domain/errors.js';

/**
 * Refuses a request body sent compressed (any Content-Encoding but identity) with 415
 * UNSUPPORTED_MEDIA_TYPE: the server reads bodies as sent, and a gzip file read as text would be
 * parsed as garbage rather than refused (decision 0057).
 */
export function refuseEncodedBody(headers: IncomingHttpHeaders): void {
  const codings = (headers['content-encoding'] ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length === 0) return;
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', `send the file uncompressed (Content-Encoding ${codings.join(', ')} is not accepted)`, {
    details: { header: 'Content-Encoding', accepted: ['identity'] },
  });
}

/** The encodings static bodies are kept in, best first (brotli is ~30 % smaller than gzip). */
export type ContentCoding = 'br' | 'gzip';

/**
 * The best coding the client accepts among those available: Accept-Encoding with its q-values
 * (RFC 9110 §12.5.3; `q=0` refuses, `*` stands for any coding not named); undefined for identity.
 */
export function chooseCoding(acceptEncoding: string | undefined, available: ReadonlyArray<ContentCoding>): ContentCoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | undefined;
  for (const coding of available) if (weightOf(coding) > 0 && (best === undefined || weightOf(coding) > weightOf(best))) best = coding;
  return best;
}
