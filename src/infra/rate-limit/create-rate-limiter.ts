import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimitStore {
  readonly limit: number;
  consume(identity: string, points?: number): Promise<{ allowed: boolean; limit: number; remaining: number; resetMs: number }>;
  close(): Promise<void>;
}

/**
 * Fixed one-minute windows. With a Redis URL the counter lives in Redis and is updated atomically
 * there, so every replica sees the same count; otherwise it is per process.
 */
export function createRateLimitStore(options: { limit: number; windowSeconds: number; redisUrl?: string | undefined; keyPrefix?: string }): RateLimitStore {
  let redis: Redis | undefined;
  let limiter: RateLimiterAbstract;
  const common = { points: options.limit, duration: options.windowSeconds, keyPrefix: options.keyPrefix ?? 'vg:rl' };
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, { enableOfflineQueue: true, maxRetriesPerRequest: 2, lazyConnect: false });
    limiter = new RateLimiterRedis({ ...common, storeClient: redis, useRedisPackage: false });
  } else {
    limiter = new RateLimiterMemory(common);
  }
  return {
    limit: options.limit,
    async consume(identity, points = 1) {
      try {
        const res = await limiter.consume(identity, points);
        return { allowed: true, limit: options.limit, remaining: res.remainingPoints, resetMs: res.msBeforeNext };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, limit: options.limit, remaining: 0, resetMs: error.msBeforeNext };
        }
        throw error;
      }
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
