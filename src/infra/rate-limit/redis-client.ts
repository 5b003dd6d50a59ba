import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/**
 * The Redis connection of the rate limits, set to fail fast: with the server unreachable a command
 * is refused at once (no offline queue, no retries) or gives up after `timeoutMs`, so a request
 * never waits on Redis for longer than that and the per-process fallback answers instead.
 * It keeps reconnecting in the background for as long as the process lives.
 */
export function createRateLimitRedis(url: string, timeoutMs: number, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    // Reconnect forever, at most every 2 s: Redis coming back is noticed without a restart.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2000),
    lazyConnect: false,
  });
  // Without a listener ioredis prints every failed reconnect as "[ioredis] Unhandled error event" on
  // stderr. The outage itself is logged once by the limiter; each attempt only at debug level.
  redis.on('error', (error: Error) => logger.debug({ err: error }, 'redis connection error'));
  return redis;
}

/** Resolves true once Redis is ready, or false after `timeoutMs` (the process starts either way). */
export function waitUntilReady(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      clearTimeout(timer);
      redis.off('ready', onReady);
      resolve(ready);
    };
    const onReady = () => done(true);
    const timer = setTimeout(() => done(false), timeoutMs);
    redis.on('ready', onReady);
  });
}
