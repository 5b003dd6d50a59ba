import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createRateLimitStore, type RateLimitStore } from '../../src/infra/rate-limit/create-rate-limiter.js';
import { startFaultProxyFor, type FaultProxy } from '../support/fault-proxy.js';
import { capturedLogger } from '../support/log-sink.js';

const REDIS_URL = process.env.TEST_REDIS_URL;
const FALLING_BACK = 'rate limiter falling back to per-process counts';
const BACK = 'rate limiter counting in Redis again';

/** Milliseconds one call takes, with its result. */
async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await call();
  return { ms: performance.now() - started, value };
}

describe.skipIf(!REDIS_URL)('rate limits with Redis unreachable (needs TEST_REDIS_URL)', () => {
  let proxy: FaultProxy | undefined;
  let store: RateLimitStore | undefined;
  afterEach(async () => {
    await store?.close();
    await proxy?.close();
    store = proxy = undefined;
  });

  async function open(options: { redisTimeoutMs: number; limit?: number }) {
    proxy = await startFaultProxyFor(REDIS_URL!);
    const log = capturedLogger();
    const opening = createRateLimitStore({
      limit: options.limit ?? 10,
      windowSeconds: 60,
      redisUrl: proxy.through(REDIS_URL!),
      keyPrefix: `vg:test:${randomUUID()}`,
      redisTimeoutMs: options.redisTimeoutMs,
      fallbackReplicas: 2,
      logger: log.logger,
    });
    return { log, opening };
  }

  it('counts limit ÷ replicas per process at once when Redis is cut, allowances too, and in Redis again once it is back', async () => {
    const { log, opening } = await open({ redisTimeoutMs: 1000 });
    store = await opening;
    const account = randomUUID();
    expect(await store.consume(account)).toMatchObject({ allowed: true, limit: 10, remaining: 9 });
    expect(store.degraded).toBe(false);

    proxy!.cut();
    const calls = [];
    for (let i = 0; i < 6; i++) calls.push(await timed(() => store!.consume(account)));
    console.log(`consume with Redis cut: ${calls.map((c) => c.ms.toFixed(1)).join(', ')} ms`);
    expect(calls.slice(0, 5).map((c) => c.value)).toEqual(
      Array.from({ length: 5 }, (_, i) => expect.objectContaining({ allowed: true, limit: 5, remaining: 4 - i })),
    );
    expect(calls[5]!.value).toMatchObject({ allowed: false, limit: 5, remaining: 0 });
    // Refused at once, not after the 1 s command timeout.
    for (const call of calls) expect(call.ms).toBeLessThan(500);
    expect(store.degraded).toBe(true);

    // Every allowance of the store falls back too, each with its own share.
    const logins = store.allowance('login', 6);
    expect(logins.degraded).toBe(true);
    const address = randomUUID();
    const admitted = [];
    for (let i = 0; i < 4; i++) admitted.push((await logins.consume(address)).allowed);
    expect(admitted).toEqual([true, true, true, false]);
    expect(log.messages(FALLING_BACK)).toBe(1);

    proxy!.restore();
    await expect.poll(() => store!.degraded, { timeout: 15_000, interval: 100 }).toBe(false);
    // Counted in Redis again, where the one request before the cut is still counted.
    expect(await store.consume(account)).toMatchObject({ allowed: true, limit: 10, remaining: 8 });
    expect(await logins.consume(address)).toMatchObject({ allowed: true, limit: 6, remaining: 5 });
    expect(log.messages(FALLING_BACK)).toBe(1);
    expect(log.messages(BACK)).toBe(1);
  });

  it('waits for a stalled Redis once, for the command timeout, and then not at all', async () => {
    const { log, opening } = await open({ redisTimeoutMs: 800 });
    store = await opening;
    const account = randomUUID();
    expect(await store.consume(account)).toMatchObject({ allowed: true, limit: 10 });

    proxy!.stall();
    const first = await timed(() => store!.consume(account));
    const later = [];
    for (let i = 0; i < 3; i++) later.push(await timed(() => store!.consume(account)));
    console.log(`consume with Redis stalled: first ${first.ms.toFixed(0)} ms, then ${later.map((c) => c.ms.toFixed(1)).join(', ')} ms`);
    expect(first.value).toMatchObject({ allowed: true, limit: 5 });
    expect(first.ms).toBeGreaterThanOrEqual(700);
    expect(first.ms).toBeLessThan(5_000);
    for (const call of later) expect(call.ms).toBeLessThan(400);
    expect(store.degraded).toBe(true);

    proxy!.restore();
    await expect.poll(() => store!.degraded, { timeout: 15_000, interval: 100 }).toBe(false);
    // Counted in Redis again. The increment that timed out was held by the stalled link and reached
    // Redis when it came back: it counts there as well as in the fallback (it errs towards refusing).
    expect(await store.consume(account)).toMatchObject({ allowed: true, limit: 10, remaining: 7 });
    expect(log.messages(FALLING_BACK)).toBe(1);
    expect(log.messages(BACK)).toBe(1);
  });

  it('starts with Redis unreachable, in the fallback, and moves to Redis when it comes up', async () => {
    proxy = await startFaultProxyFor(REDIS_URL!);
    proxy.cut();
    const log = capturedLogger();
    const start = await timed(() =>
      createRateLimitStore({
        limit: 4,
        windowSeconds: 60,
        redisUrl: proxy!.through(REDIS_URL!),
        keyPrefix: `vg:test:${randomUUID()}`,
        redisTimeoutMs: 500,
        fallbackReplicas: 2,
        logger: log.logger,
      }),
    );
    store = start.value;
    expect(start.ms).toBeLessThan(3_000);
    expect(store.degraded).toBe(true);
    expect(log.messages(FALLING_BACK)).toBe(1);
    const account = randomUUID();
    expect(await store.consume(account)).toMatchObject({ allowed: true, limit: 2, remaining: 1 });
    proxy.restore();
    await expect.poll(() => store!.degraded, { timeout: 15_000, interval: 100 }).toBe(false);
    expect(await store.consume(account)).toMatchObject({ allowed: true, limit: 4, remaining: 3 });
  });
});
