import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Logger } from '../logger.js';
import { createRateLimitRedis, waitUntilReady } from './redis-client.js';
import { SharedStoreHealth } from './shared-store-health.js';

export interface RateLimitDecisionRecord {
  allowed: boolean;
  limit: number;
  remaining: number;
  resetMs: number;
}

export interface RateLimitStore {
  readonly limit: number;
  /** True while Redis is unreachable and every limit is counted per process (limit ÷ fallback replicas). */
  readonly degraded: boolean;
  consume(identity: string, points?: number): Promise<RateLimitDecisionRecord>;
  /** Another limit in the same store (same Redis connection), counted apart under `name`; made once per name and limit. */
  allowance(name: string, limit: number): RateLimitStore;
  close(): Promise<void>;
}

export interface RateLimitStoreOptions {
  limit: number;
  windowSeconds: number;
  redisUrl?: string | undefined;
  keyPrefix?: string;
  /** Longest wait for Redis (connect or one command) before a request is counted per process. */
  redisTimeoutMs?: number;
  /** Replicas sharing Redis: each enforces limit ÷ this while Redis is unreachable. */
  fallbackReplicas?: number;
  logger: Logger;
}

/** What one process may grant of a shared limit on its own: its share, never more than the whole, at least one. */
export function fallbackLimit(limit: number, replicas: number): number {
  return Math.max(1, Math.floor(limit / replicas));
}

/**
 * Fixed windows. With a Redis URL the counters live in Redis and are updated atomically there,
 * so every replica sees the same count; otherwise they are per process.
 *
 * With Redis unreachable every limit (allowances too) falls back to a per-process counter of
 * limit ÷ fallbackReplicas, so requests keep their answers and headers instead of failing with 503,
 * and count in Redis again as soon as it answers (docs/decisions/0410-redis-unreachable.md).
 */
export async function createRateLimitStore(options: RateLimitStoreOptions): Promise<RateLimitStore> {
  const timeoutMs = options.redisTimeoutMs ?? 500;
  const redis = options.redisUrl ? createRateLimitRedis(options.redisUrl, timeoutMs, options.logger) : undefined;
  const health = redis ? new SharedStoreHealth(redis, options.logger) : undefined;
  // A start with Redis down is a start in the fallback, said once in the log, rather than no start.
  if (redis && health && !(await waitUntilReady(redis, timeoutMs)))
    health.markDown(new Error(`Redis did not answer within ${timeoutMs} ms of start-up`));
  const prefix = options.keyPrefix ?? 'vg:rl';
  const replicas = options.fallbackReplicas ?? 1;
  const allowances = new Map<string, RateLimitStore>();

  function store(keyPrefix: string, limit: number): RateLimitStore {
    const common = { points: limit, duration: options.windowSeconds, keyPrefix };
    if (!redis || !health) {
      const memory = new RateLimiterMemory(common);
      return limitOf(limit, (identity, points) => decide(memory, limit, identity, points));
    }
    const shared = new RateLimiterRedis({ ...common, storeClient: redis, useRedisPackage: false, rejectIfRedisNotReady: true });
    const ownShare = fallbackLimit(limit, replicas);
    const local = new RateLimiterMemory({ ...common, points: ownShare });
    return limitOf(limit, async (identity, points) => {
      // Known down: straight to this process's count, without waiting for Redis to fail again.
      if (health.degraded) return decide(local, ownShare, identity, points);
      try {
        return await decide(shared, limit, identity, points);
      } catch (error) {
        health.markDown(error);
        return decide(local, ownShare, identity, points);
      }
    });
  }

  function limitOf(limit: number, consume: (identity: string, points: number) => Promise<RateLimitDecisionRecord>): RateLimitStore {
    return {
      limit,
      get degraded() {
        return health?.degraded ?? false;
      },
      consume: (identity, points = 1) => consume(identity, points),
      allowance(name, otherLimit) {
        const key = `${name}:${otherLimit}`;
        let found = allowances.get(key);
        if (!found) allowances.set(key, (found = store(`${prefix}:${name}`, otherLimit)));
        return found;
      },
      async close() {
        health?.close();
        if (redis) await redis.quit().catch(() => redis.disconnect());
      },
    };
  }

  return store(prefix, options.limit);
}

/** One decision of a rate-limiter-flexible limiter; a refusal is an answer, any other error is thrown. */
async function decide(limiter: RateLimiterAbstract, limit: number, identity: string, points: number): Promise<RateLimitDecisionRecord> {
  try {
    const res = await limiter.consume(identity, points);
    return { allowed: true, limit, remaining: res.remainingPoints, resetMs: res.msBeforeNext };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, limit, remaining: 0, resetMs: error.msBeforeNext };
    throw error;
  }
}
