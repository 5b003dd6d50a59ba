import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { AppError } from '../domain/errors.js';
import { budgetExhausted, type BodyBudget } from './body-budget.js';
import { GatewayResponse } from './gateway-response.js';

/** Beyond this much, an oversized upload is no longer drained politely: the connection is cut. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Reads the whole body, refusing more than `limit` bytes whether or not Content-Length was sent,
 * and more than the process-wide `budget` can spare (503). A refused body is drained in the
 * background so the client can still read the answer; what it took of the budget is given back
 * at once, and so is everything else once the body is read or the request goes away.
 */
export function readBody(req: IncomingMessage, limit: number, budget: BodyBudget): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    drain(req);
    return Promise.reject(tooLarge(limit));
  }
  // A large body of known length is copied into its own buffer as it arrives: concatenated at
  // the end, an 18 MB upload held the event loop for ~30 ms in one piece (the copy and the fresh
  // pages it touches). Unwritten pages of that buffer cost no memory, so a client that declares
  // more than it sends holds no more than it sent, as the budget counts.
  let into = Number.isFinite(declared) && declared >= PRESIZED_BODY_BYTES ? Buffer.allocUnsafeSlow(declared) : undefined;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = () => {
      if (done) return false;
      done = true;
      budget.give(size);
      req.off('close', abandoned);
      return true;
    };
    const refuse = (error: AppError) => {
      if (!finish()) return;
      chunks.length = 0;
      into = undefined;
      drain(req);
      reject(error);
    };
    // A client that goes away before the end: nothing will use what it sent.
    const abandoned = () => refuse(new AppError('VALIDATION_ERROR', 'the request body ended early'));
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      if (size + chunk.length > limit) return refuse(tooLarge(limit));
      if (!budget.take(chunk.length)) return refuse(budgetExhausted());
      if (into && size + chunk.length <= into.length) chunk.copy(into, size);
      else {
        // More than was declared (never from Node's parser): the rest is gathered as chunks.
        if (into) chunks.push(into.subarray(0, size));
        into = undefined;
        chunks.push(chunk);
      }
      size += chunk.length;
    });
    req.on('end', () => {
      if (finish()) resolve(into ? into.subarray(0, size) : Buffer.concat(chunks, size));
    });
    req.on('error', (error) => {
      if (finish()) reject(new AppError('VALIDATION_ERROR', 'the request body could not be read', { cause: error }));
    });
    req.on('close', abandoned);
  });
}

/** From this size up, a body whose length is declared is read into a buffer of that length (readBody). */
const PRESIZED_BODY_BYTES = 1024 * 1024;

function tooLarge(limit: number): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `the request body exceeds ${limit} bytes`, { details: { limitBytes: limit } });
}

/**
 * Reads and throws away a body nobody needs, so the client can read the answer and keep-alive
 * connections stay usable; past a sane amount the connection is cut instead.
 */
export function discardBody(req: IncomingMessage): void {
  drain(req);
}

function drain(req: IncomingMessage): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT_BYTES) req.destroy();
  });
  req.resume();
}

/**
 * Refuses a body that is not JSON (decision 0002) with 415 UNSUPPORTED_MEDIA_TYPE, or with 413
 * when it declares more than `limit` bytes (413 wins over 415); the body is drained, never parsed.
 * Both surfaces refuse this way: on /graphql it is also what keeps a cross-site form post (the
 * only media types a page on another site may send without asking first) away from the session
 * mutations (decision 0515).
 */
export async function refuseNonJsonBody(req: IncomingMessage, limit: number, budget: BodyBudget, alsoAccepted = ''): Promise<never> {
  const contentType = req.headers['content-type'];
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) await readBody(req, limit, budget);
  discardBody(req);
  throw new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `send the body as JSON with Content-Type: application/json${alsoAccepted} (got ${contentType ?? 'none'})`,
  );
}

export function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  const type = value.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

export function parseJsonBody(raw: Buffer): unknown {
  const text = raw.toString('utf8');
  if (text.trim() === '') throw new AppError('VALIDATION_ERROR', 'the request body is empty; send a JSON object');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new AppError('VALIDATION_ERROR', `the request body is not valid JSON: ${(error as Error).message}`);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Iterable<[string, string]> = []): void {
  writeJson(res, status, JSON.stringify(body), headers, { 'cache-control': 'no-store' });
}

/** Responses whose answer is settled and waiting for the check phase to be written (see writeJson). */
const queued = new WeakSet<ServerResponse>();

/** Whether `res` has its answer: written, or settled and about to be. Nothing may answer it again. */
export function isAnswered(res: ServerResponse): boolean {
  return res.headersSent || queued.has(res);
}

/**
 * Writes a serialized JSON body with every header in one writeHead (this runs on every response).
 * `set-cookie` may come several times; every other name once, the last value winning.
 *
 * The answer is settled now and written in the event loop's check phase. An answer that needs no
 * database round trip (a leased quota, a cached VIN) is ready inside the socket's read callback;
 * written there, every response is its own wake-up of the client and its own trip through the
 * kernel between two reads. Written after the poll phase, the answers of every connection read in
 * that turn leave together: under load this halved the CPU a request costs (decision 0511).
 */
export function writeJson(
  res: ServerResponse,
  status: number,
  payload: string,
  headers: Iterable<[string, string]>,
  fixed: OutgoingHttpHeaders = {},
): void {
  const all: OutgoingHttpHeaders = {};
  for (const [name, value] of headers) {
    if (name === 'set-cookie') {
      all[name] = withCookie(all[name] ?? res.getHeader(name), value);
    } else {
      all[name] = value;
    }
  }
  Object.assign(all, fixed);
  all['content-type'] = 'application/json; charset=utf-8';
  all['content-length'] = Buffer.byteLength(payload);
  // With the held headers in `all`, none is set before writeHead: node then writes `all` as it is.
  if (res instanceof GatewayResponse) res.takeHeldHeaders(all);
  queued.add(res);
  if (waiting.length === 0) setImmediate(writeWaiting);
  waiting.push({ res, status, headers: all, payload });
}

/** Settled answers, in the order they were settled, for the next check phase. */
let waiting: Array<{ res: ServerResponse; status: number; headers: OutgoingHttpHeaders; payload: string }> = [];

/** Writes every settled answer: one immediate for all the answers of a turn, not one each. */
function writeWaiting(): void {
  const answers = waiting;
  waiting = [];
  for (const { res, status, headers, payload } of answers) {
    queued.delete(res);
    // A client that went away meanwhile has nothing to read it.
    if (res.headersSent || res.destroyed) continue;
    try {
      res.writeHead(status, headers);
      res.end(payload);
    } catch (error) {
      // Fails the process as an immediate of its own did, after the other answers are written.
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/** Set-Cookie may be sent several times: the cookies already set, then `value`. */
export function withCookie(earlier: OutgoingHttpHeader | undefined, value: string): string[] {
  return earlier === undefined ? [value] : [...(Array.isArray(earlier) ? earlier : [String(earlier)]), value];
}
