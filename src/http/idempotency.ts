import { createHash, type Hash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { RequestContext } from '../context.js';
import { AppError } from '../domain/errors.js';
import { beginKeyedRequest, idempotencyLockMs, isKeyInUse, type StoredAnswer } from '../domain/idempotency/idempotency.service.js';

/** An answer ready to write: what a keyed request stores and a replay sends again. */
export type HttpAnswer = StoredAnswer;

/** Printable ASCII without spaces, as the IETF draft and Stripe allow (UUIDs, ULIDs, hashes …). */
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** Headers an answer is not replayed with: each request has its own id, and no answer here sets a cookie. */
const NOT_REPLAYED = new Set(['x-request-id', 'set-cookie', 'content-length', 'connection', 'date', 'transfer-encoding']);

/**
 * The request's Idempotency-Key, or undefined without one. Empty, longer than 255 characters or
 * with characters outside printable ASCII (a space, a second header joined with ", ") is
 * 400 VALIDATION_ERROR: a key the server cannot keep exactly would protect nothing.
 */
export function idempotencyKeyOf(headers: IncomingHttpHeaders): string | undefined {
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw new AppError(
      'VALIDATION_ERROR',
      'Idempotency-Key must be 1 to 255 printable ASCII characters without spaces (a UUID, for example)',
      {
        details: { header: 'Idempotency-Key', maxLength: 255 },
      },
    );
  }
  return value;
}

/**
 * What identifies a request for its key: method, path and body. JSON is hashed in a canonical
 * form (keys sorted, no spacing), so a retry that serialises the same values differently is the
 * same request; uploads by their parts' names, types and bytes, whatever the multipart boundary.
 */
export class RequestFingerprint {
  private readonly hash: Hash;
  constructor(method: string, path: string) {
    this.hash = createHash('sha256').update(`${method} ${path}\n`);
  }
  json(value: unknown): this {
    this.hash.update(canonicalJson(value)).update('\n');
    return this;
  }
  async form(form: FormData): Promise<this> {
    for (const [name, value] of form) {
      this.hash.update(`${JSON.stringify(name)}:`);
      if (typeof value === 'string') this.hash.update(`s${JSON.stringify(value)}\n`);
      else await this.file(value);
    }
    return this;
  }
  /** An uploaded file by its media type and bytes, read as a stream (it is hashed, never copied). */
  async file(file: Blob): Promise<this> {
    this.hash.update(`f${JSON.stringify(file.type)}${file.size}:`);
    const reader = file.stream().getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) this.hash.update(part.value);
    this.hash.update('\n');
    return this;
  }
  digest(): string {
    return this.hash.digest('base64url');
  }
}

/** JSON with object keys sorted at every depth. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Whether an answer is kept for replays (decision 0045): everything the request decided, 2xx and
 * 4xx, as Stripe does. Not 5xx (the request may not have run; a retry must run it) nor 429 (the
 * caller is told to come back later: a replayed refusal would keep refusing for a day).
 */
export function isKeptAnswer(status: number): boolean {
  return status < 500 && status !== 429;
}

/** Whether the caller's Idempotency-Key was used in the last 24 hours (false for an unknown caller). */
export async function isKeyKnown(context: RequestContext, key: string): Promise<boolean> {
  const viewer = await context.viewer();
  return viewer !== null && (await isKeyInUse(context, viewer.accountId, key));
}

/**
 * Runs `produce` at most once per account and key: the first request with a key runs and its
 * answer is kept (isKeptAnswer) before it is sent; a retry with the same request gets that answer
 * again with `Idempotent-Replayed: true`, and runs and bills nothing. Throws AppError for a key
 * reused with another request, or still held by a request that runs. `produce` must answer its
 * own failures (it is not expected to throw); if it throws, the key is given back.
 */
export async function answerOnce(
  context: RequestContext,
  request: { accountId: string; key: string; requestHash: string },
  produce: () => Promise<HttpAnswer>,
  /** Whether the request ran at all: an answer it gave without running is not kept (the key is given back). */
  ran: (answer: HttpAnswer) => boolean = () => true,
): Promise<HttpAnswer> {
  const outcome = await beginKeyedRequest(context, { ...request, lockMs: idempotencyLockMs(context.config.ocrDeadlineMs) });
  if (outcome.kind === 'replay') return { ...outcome.answer, headers: [...outcome.answer.headers, ['idempotent-replayed', 'true']] };
  let answer: HttpAnswer;
  try {
    answer = await produce();
  } catch (error) {
    await outcome.held
      .release()
      .catch((releaseError: unknown) => context.logger.warn({ err: releaseError }, 'giving back an idempotency key failed'));
    throw error;
  }
  try {
    if (isKeptAnswer(answer.status) && ran(answer))
      await outcome.held.keep({ ...answer, headers: answer.headers.filter(([name]) => !NOT_REPLAYED.has(name)) });
    else await outcome.held.release();
  } catch (error) {
    // The answer stands (it may have been billed): the key stays held until its lock goes stale.
    context.logger.error({ err: error }, 'storing the answer of an idempotency key failed');
  }
  return answer;
}
