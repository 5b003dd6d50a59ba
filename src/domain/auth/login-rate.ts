import { AppError } from '../errors.js';
import { rateLimitHeaders, type RateLimiter } from '../rate-limit/rate-limiter.js';

/**
 * Every login costs a password hash and makes a session, so logins are limited whatever their
 * outcome, per client address and per account separately (failures are also throttled, more
 * strictly, by the login throttle). Counted in the shared rate-limit store, so across replicas.
 */
export const LOGINS_PER_MINUTE_PER_ADDRESS = 60;
export const LOGINS_PER_MINUTE_PER_ACCOUNT = 20;

export async function admitLoginRate(limiter: RateLimiter, scopes: { account: string; ip: string }): Promise<void> {
  // The address first: a caller over its own allowance uses up nothing of the account's.
  for (const [identity, perMinute] of [
    [scopes.ip, LOGINS_PER_MINUTE_PER_ADDRESS],
    [scopes.account, LOGINS_PER_MINUTE_PER_ACCOUNT],
  ] as const) {
    const decision = await limiter.allowance('login', perMinute).consume(identity);
    if (!decision.allowed) {
      const retryAfter = Math.max(1, Math.ceil(decision.resetMs / 1000));
      throw new AppError('RATE_LIMITED', `too many logins; try again in ${retryAfter} s`, {
        headers: { ...rateLimitHeaders(decision), 'retry-after': String(retryAfter) },
        details: { limit: perMinute, retryAfterSeconds: retryAfter },
      });
    }
  }
}
