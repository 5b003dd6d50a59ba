import { AppError } from '../errors.js';

export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Milliseconds until the window resets. */
  resetMs: number;
}

/** A counter store that is exact across replicas when they share it (Redis), or per process (memory). */
export interface RateLimiter {
  readonly limit: number;
  /**
   * True while the shared store is unreachable and every limit is counted per process (each
   * process enforcing its share of the limit); for readiness reports and metrics.
   */
  readonly degraded: boolean;
  consume(identity: string, points?: number): Promise<RateLimitDecision>;
  /**
   * Another limit per window in the same store, counted apart under `name` (logins, anonymous
   * fields): shared across replicas exactly as the main limit is. Made once, at start-up.
   */
  allowance(name: string, limit: number): RateLimiter;
  /** Closes the store (every allowance made from it too). */
  close(): Promise<void>;
}

/** The standard headers describing a decision (IETF RateLimit fields plus the common X- variants). */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  const reset = String(Math.max(1, Math.ceil(decision.resetMs / 1000)));
  const remaining = String(Math.max(0, decision.remaining));
  return {
    'ratelimit-limit': String(decision.limit),
    'ratelimit-remaining': remaining,
    'ratelimit-reset': reset,
    'x-ratelimit-limit': String(decision.limit),
    'x-ratelimit-remaining': remaining,
    'x-ratelimit-reset': reset,
  };
}

/** 429 RATE_LIMITED for a refused decision; `what` names what is counted ("requests"). */
export function rateLimitedError(decision: RateLimitDecision, what = 'requests'): AppError {
  const retryAfter = Math.max(1, Math.ceil(decision.resetMs / 1000));
  return new AppError('RATE_LIMITED', `rate limit of ${decision.limit} ${what} per minute reached; retry in ${retryAfter} s`, {
    headers: { ...rateLimitHeaders(decision), 'retry-after': String(retryAfter) },
    details: { limit: decision.limit, retryAfterSeconds: retryAfter },
  });
}
