import { VinGatewayError } from './errors.js';
import { retryAfterOf } from './response-info.js';

export interface RetryOptions {
  /** Retries after the first attempt (default 2). */
  retries?: number;
  /** A Retry-After longer than this is not waited for: the error is thrown (default 30 s). */
  maxDelaySeconds?: number;
  /** How to wait (default: a timer). */
  sleep?: (ms: number) => Promise<void>;
}

/** 409 is IDEMPOTENCY_REQUEST_IN_PROGRESS: the same call, still running; its retry gets its answer. */
const RETRYABLE = new Set([409, 429, 503]);

/**
 * A fetch that retries 409, 429 and 503 as the API asks: after Retry-After seconds (1 s, 2 s …
 * when a 503 names none). A wait longer than maxDelaySeconds — a daily quota used up until
 * midnight — is not a retry but the caller's decision, so that answer is returned as it is.
 *
 * A call with an Idempotency-Key (the billable ones) is also retried when its answer never came
 * (the connection failed), after 1 s, 2 s …: the retry carries the same key, so the gateway
 * replays the answer of a call that did run instead of billing it again.
 */
export function fetchWithRetry(
  fetchImpl: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const retries = options.retries ?? 2;
  const maxDelaySeconds = options.maxDelaySeconds ?? 30;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetchImpl(attempt < retries ? request.clone() : request);
      } catch (error) {
        // A refused redirect is an answer, not a lost one: asking again would be refused again.
        if (attempt >= retries || !request.headers.has('idempotency-key') || error instanceof VinGatewayError) throw error;
        await sleep((attempt + 1) * 1000);
        continue;
      }
      if (!RETRYABLE.has(response.status) || attempt >= retries) return response;
      const delaySeconds = retryAfterOf(response.headers) ?? (response.status === 503 ? attempt + 1 : null);
      if (delaySeconds === null || delaySeconds > maxDelaySeconds) return response;
      await response.body?.cancel();
      await sleep(delaySeconds * 1000);
    }
  };
}
