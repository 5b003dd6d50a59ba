import { rateLimitedError, type RateLimiter } from '../rate-limit/rate-limiter.js';
import type { KeyLookupGuard } from './authenticate.js';

/** Unknown or revoked API keys one client address may present a minute before it is refused. */
export const FAILED_KEYS_PER_MINUTE_PER_ADDRESS = 30;

/** A KeyLookupGuard counting failures per client address in the shared rate-limit store. */
export function keyLookupGuard(limiter: RateLimiter, address: string): KeyLookupGuard {
  const failures = limiter.allowance('failed-keys', FAILED_KEYS_PER_MINUTE_PER_ADDRESS);
  return {
    async admit() {
      // Zero points: reads the count without adding to it; refused once the allowance is used up.
      const decision = await failures.consume(address, 0);
      if (!decision.allowed || decision.remaining <= 0) throw rateLimitedError(decision, 'unknown or revoked API keys from one address');
    },
    async failed() {
      await failures.consume(address);
    },
  };
}
