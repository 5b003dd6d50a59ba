export interface RetryOptions {
    /** Retries after the first attempt (default 2). */
    retries?: number;
    /** A Retry-After longer than this is not waited for: the error is thrown (default 30 s). */
    maxDelaySeconds?: number;
    /** How to wait (default: a timer). */
    sleep?: (ms: number) => Promise<void>;
}
/**
 * A fetch that retries 409, 429 and 503 as the API asks: after Retry-After seconds (1 s, 2 s …
 * when a 503 names none). A wait longer than maxDelaySeconds — a daily quota used up until
 * midnight — is not a retry but the caller's decision, so that answer is returned as it is.
 *
 * A call with an Idempotency-Key (the billable ones) is also retried when its answer never came
 * (the connection failed), after 1 s, 2 s …: the retry carries the same key, so the gateway
 * replays the answer of a call that did run instead of billing it again.
 */
export declare function fetchWithRetry(fetchImpl: (request: Request) => Promise<Response>, options?: RetryOptions): (request: Request) => Promise<Response>;
