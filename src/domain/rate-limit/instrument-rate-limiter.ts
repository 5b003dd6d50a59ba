import type { RateLimiter } from './rate-limiter.js';
import type { GatewayMetrics } from '../../infra/metrics/gateway-metrics.js';

/**
 * Counts refusals per limit. The main limit is "requests"; the others are named where the code
 * makes them (login, failed-keys, public), so the label takes a handful of values.
 */
export function instrumentRateLimiter(limiter: RateLimiter, metrics: GatewayMetrics, name = 'requests'): RateLimiter {
  return {
    limit: limiter.limit,
    get degraded() {
      return limiter.degraded;
    },
    async consume(identity, points) {
      const decision = await limiter.consume(identity, points);
      if (!decision.allowed) metrics.rateLimitRefusals.inc({ limit: name });
      return decision;
    },
    allowance: (otherName, limit) => instrumentRateLimiter(limiter.allowance(otherName, limit), metrics, otherName),
    close: () => limiter.close(),
  };
}
