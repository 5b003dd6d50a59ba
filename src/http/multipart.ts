import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { AppError } from '../domain/errors.js';
import type { BodyBudget } from './body-budget.js';
import { discardBody, readBody } from './http-io.js';
import { fileOfBytes } from '../infra/blob-bytes.js';

/** Room a multipart body has beside its file, for its envelope and a few small text fields. */
export const MULTIPART_ENVELOPE_BYTES = 64 * 1024;

/** The image limit (10 MB) plus room for the multipart envelope. */
export const MULTIPART_BODY_LIMIT = 10 * 1024 * 1024 + MULTIPART_ENVELOPE_BYTES;

/**
 * A GraphQL multipart request carries an image or a bulk job's file (at most 50 MB, plus its
 * envelope); each upload's own limit is checked where it is used (an image's stays 10 MB).
 */
export const GRAPHQL_MULTIPART_BODY_LIMIT = 50 * 1024 * 1024 + MULTIPART_ENVELOPE_BYTES;

/** Parts a multipart body may have: an image (or the GraphQL multipart spec's operations, map and file) and room to spare. */
export const MAX_MULTIPART_PARTS = 16;

/**
 * Refuses a multipart body of more parts than MAX_MULTIPART_PARTS before it is parsed, counting its
 * boundary lines in one scan: parsing 150,000 one-byte parts (a 9 MB body) took 0.4 s of CPU and
 * a FormData of 150,000 entries, for any known caller, even one past its rate limit (the limit is
 * counted by the operation, after the body is parsed).
 */
export function assertFewParts(raw: Buffer, contentType: string | undefined): void {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  if (!boundary) return; // the parser refuses it
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  // Each part opens with the delimiter, and the closing delimiter is one more.
  let found = 0;
  for (let at = raw.indexOf(delimiter); at !== -1; at = raw.indexOf(delimiter, at + delimiter.length)) {
    if (++found > MAX_MULTIPART_PARTS + 1) {
      throw new AppError('VALIDATION_ERROR', `the multipart body has more than ${MAX_MULTIPART_PARTS} parts`, {
        details: { maxParts: MAX_MULTIPART_PARTS },
      });
    }
  }
}

export function isMultipart(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase() === 'multipart/form-data';
}

/** A multipart/form-data body read under MULTIPART_BODY_LIMIT (413 beyond) and parsed. */
export async function readMultipartBody(req: IncomingMessage, budget: BodyBudget): Promise<FormData> {
  const contentType = req.headers['content-type'];
  if (!isMultipart(contentType)) {
    discardBody(req);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `send the image as multipart/form-data (got ${contentType ?? 'none'})`);
  }
  const raw = await readBody(req, MULTIPART_BODY_LIMIT, budget);
  assertFewParts(raw, contentType);
  try {
    return await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType! } }).formData();
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', 'the multipart body could not be parsed', { cause: error });
  }
}

/** The uploaded file of the part named `image` or `file` (both accepted, docs/api.md). */
export function imagePart(form: FormData): File {
  const part = form.get('image') ?? form.get('file');
  if (part === null) throw new AppError('VALIDATION_ERROR', 'send the image in a multipart part named image (or file)');
  if (typeof part === 'string') throw new AppError('VALIDATION_ERROR', 'the image part must be a file, not a text field');
  return part;
}

/**
 * A file upload of at most `limit` bytes (a bulk job's input): the part `file` of a
 * multipart/form-data body, or the raw body itself, whose Content-Type names its format.
 */
/**
 * The least the file of an upload can weigh, from the request's Content-Length (undefined when it
 * declares none, as a chunked body): the whole body when raw, less its envelope in a multipart body.
 */
export function declaredUploadBytes(headers: IncomingHttpHeaders): number | undefined {
  const declared = Number(headers['content-length']);
  if (headers['content-length'] === undefined || !Number.isSafeInteger(declared) || declared < 0) return undefined;
  return isMultipart(headers['content-type']) ? Math.max(0, declared - MULTIPART_ENVELOPE_BYTES) : declared;
}

export async function readUploadedFile(req: IncomingMessage, limit: number, budget: BodyBudget): Promise<File> {
  const contentType = req.headers['content-type'];
  if (!isMultipart(contentType)) {
    const raw = await readBody(req, limit, budget);
    return fileOfBytes(new Uint8Array(raw.buffer as ArrayBuffer, raw.byteOffset, raw.byteLength), 'upload', contentType ?? '');
  }
  // The envelope of the parts adds a little to the file's own limit.
  const raw = await readBody(req, limit + MULTIPART_ENVELOPE_BYTES, budget);
  assertFewParts(raw, contentType);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType! } }).formData();
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', 'the multipart body could not be parsed', { cause: error });
  }
  const part = form.get('file');
  if (part === null) throw new AppError('VALIDATION_ERROR', 'send the file in a multipart part named file');
  if (typeof part === 'string') return new File([part], 'upload', { type: '' });
  if (part.size > limit) throw new AppError('PAYLOAD_TOO_LARGE', `the file exceeds ${limit} bytes`, { details: { limitBytes: limit } });
  return part;
}
