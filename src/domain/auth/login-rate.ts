import { AppError } from '../errors.js';
import { rateLimitHeaders, type RateLimiter } from '../rate-limit/rate-limiter.js';

/**
 * Every login costs a password hash, and a successful one makes a session. Logins are limited per
 * client address whatever their outcome, and successful ones per account too (failures are
 * throttled, more strictly, by the login throttle). The account's limit counts only logins that
 * knew the password: counted before the password check, anyone could use it up and keep the
 * account's owner out (decision 0513). Counted in the shared rate-limit store, so across replicas.
 */
export const LOGINS_PER_MINUTE_PER_ADDRESS = 60;
export const LOGINS_PER_MINUTE_PER_ACCOUNT = 20;

/** Before the password check: the caller's address. */
export function admitLoginRate(limiter: RateLimiter, ipScope: string): Promise<void> {
  return consume(limiter, ipScope, LOGINS_PER_MINUTE_PER_ADDRESS);
}

/** After the password check succeeded: the account's sessions. */
export function admitSessionRate(limiter: RateLimiter, accountScope: string): Promise<void> {
  return consume(limiter, accountScope, LOGINS_PER_MINUTE_PER_ACCOUNT);
}

async function consume(limiter: RateLimiter, identity: string, perMinute: number): Promise<void> {
  const decision = await limiter.allowance('login', perMinute).consume(identity);
  if (decision.allowed) return;
  const retryAfter = Math.max(1, Math.ceil(decision.resetMs / 1000));
  throw new AppError('RATE_LIMITED', `too many logins; try again in ${retryAfter} s`, {
    headers: { ...rateLimitHeaders(decision), 'retry-after': String(retryAfter) },
    details: { limit: perMinute, retryAfterSeconds: retryAfter },
  });
}
