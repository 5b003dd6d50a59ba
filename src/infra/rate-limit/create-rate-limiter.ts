import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitDecisionRecord {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetMs: number;
}

export interface RateLimitStore {
  readonly limit: number;
  consume(identity: string, points?: number): Promise<RateLimitDecisionRecord>;
  /** Another limit in the same store (same Redis connection), counted apart under `name`; made once per name and limit. */
  allowance(name: string, limit: number): RateLimitStore;
  close(): Promise<void>;
}

/**
 * Fixed windows. With a Redis URL the counters live in Redis and are updated atomically there,
 * so every replica sees the same count; otherwise they are per process.
 */
export function createRateLimitStore(options: { limit: number; windowSeconds: number; redisUrl?: string | undefined; keyPrefix?: string }): RateLimitStore {
  const redis = options.redisUrl ? new Redis(options.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 2, lazyConnect: false }) : undefined;
  const prefix = options.keyPrefix ?? 'vg:rl';
  const allowances = new Map<string, RateLimitStore>();

  function store(keyPrefix: string, limit: number): RateLimitStore {
    const common = { points: limit, duration: options.windowSeconds, keyPrefix };
    const limiter: RateLimiterAbstract = redis ? new RateLimiterRedis({ ...common, storeClient: redis, useRedisPackage: false }) : new RateLimiterMemory(common);
    return {
      limit,
      async consume(identity, points = 1) {
        try {
          const res = await limiter.consume(identity, points);
          return { allowed: true, limit, remaining: res.remainingPoints, resetMs: res.msBeforeNext };
        } catch (error) {
          if (error instanceof RateLimiterRes) return { allowed: false, limit, remaining: 0, resetMs: error.msBeforeNext };
          throw error;
        }
      },
      allowance(name, otherLimit) {
        const key = `${name}:${otherLimit}`;
        let found = allowances.get(key);
        if (!found) allowances.set(key, (found = store(`${prefix}:${name}`, otherLimit)));
        return found;
      },
      async close() {
        if (redis) await redis.quit().catch(() => redis.disconnect());
      },
    };
  }

  return store(prefix, options.limit);
}
