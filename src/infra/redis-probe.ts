import { Redis } from 'ioredis';

/** Asks Redis whether it answers, for /readyz; never queues a command while disconnected. */
export interface RedisProbe {
  /** True when PING is answered within timeoutMs. */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * A connection of its own, so a readiness check neither waits behind the rate limiter's commands
 * nor changes how that client retries. While Redis is down a PING fails at the next failed
 * reconnection or at timeoutMs, whichever comes first; the client keeps reconnecting in the
 * background, so the first check after Redis returns says so.
 */
export function createRedisProbe(url: string): RedisProbe {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    // Reconnect quickly but never give up: readiness must notice when Redis is back.
    retryStrategy: (attempt) => Math.min(attempt * 100, 1000),
  });
  redis.on('error', () => undefined); // reported through ping(); an unhandled 'error' would be logged by ioredis
  return {
    async ping(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
      try {
        return await Promise.race([
          redis.ping().then(
            (reply) => reply === 'PONG',
            () => false,
          ),
          late,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
