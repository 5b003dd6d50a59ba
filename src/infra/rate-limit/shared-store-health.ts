import type { Redis } from 'ioredis';
import type { Logger } from '../logger.js';

/** How often Redis is asked whether it is back while the limits count per process. */
const PROBE_INTERVAL_MS = 1000;

/**
 * Whether the rate limits count in Redis or, because Redis failed, per process. The first failure
 * switches every limit to its per-process fallback at once (later requests do not wait for Redis to
 * fail again) and is logged once; a PING every second, and ioredis reconnecting, switch back.
 */
export class SharedStoreHealth {
  private down = false;
  private probing = false;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly redis: Redis,
    private readonly logger: Logger,
  ) {
    redis.on('ready', () => void this.probe());
  }

  /** True while the counts are per process. */
  get degraded(): boolean {
    return this.down;
  }

  markDown(error: unknown): void {
    if (this.down || this.closed) return;
    this.down = true;
    this.logger.warn({ err: describe(error) }, 'rate limiter falling back to per-process counts');
    this.timer = setInterval(() => void this.probe(), PROBE_INTERVAL_MS).unref();
  }

  close(): void {
    this.closed = true;
    clearInterval(this.timer);
  }

  private async probe(): Promise<void> {
    if (!this.down || this.probing || this.closed) return;
    this.probing = true;
    try {
      await this.redis.ping();
      this.down = false;
      clearInterval(this.timer);
      this.logger.info('rate limiter counting in Redis again');
    } catch {
      // Still unreachable: the next probe tries again.
    } finally {
      this.probing = false;
    }
  }
}

/** The error as one short line: the outage is logged once, without ioredis internals. */
function describe(error: unknown): { message: string; code?: string } {
  const e = error as { message?: unknown; code?: unknown };
  return { message: typeof e?.message === 'string' ? e.message : String(error), ...(typeof e?.code === 'string' ? { code: e.code } : {}) };
}
