import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/infra/clock.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startFaultProxyFor, type FaultProxy } from '../support/fault-proxy.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { TEST_JWT_SECRET } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const REDIS_URL = process.env.TEST_REDIS_URL;
// A gateway process of its own (its stderr is what an operator sees), sharing a PostgreSQL database with the test.
const postgres = REDIS_URL ? databaseTargets.filter((t) => t.name === 'postgres') : [];

describe.skipIf(postgres.length === 0)('a gateway process whose Redis goes away (needs TEST_DATABASE_URL and TEST_REDIS_URL)', () => {
  let db: TestDatabase;
  let proxy: FaultProxy;
  let gateway: GatewayProcess;
  let key: string;
  const vins = accordVins(20);

  beforeAll(async () => {
    db = await postgres[0]!.open();
    proxy = await startFaultProxyFor(REDIS_URL!);
    gateway = await startGatewayProcess({
      DATABASE_URL: db.url!,
      REDIS_URL: proxy.through(REDIS_URL!),
      JWT_SECRET: TEST_JWT_SECRET,
      RATE_LIMIT_PER_MINUTE: '10',
      RATE_LIMIT_FALLBACK_REPLICAS: '2',
      LOG_LEVEL: 'info',
    });
    const user = await createUser({ db: db.db, clock: systemClock });
    key = await createKey({ db: db.db, clock: systemClock }, user.id);
  }, 120_000);
  afterAll(async () => {
    await gateway?.stop();
    await proxy?.close();
    await db?.close();
  });

  async function decode(vin: string): Promise<{ ms: number; status: number; limit: string | null; remaining: string | null }> {
    const started = performance.now();
    const res = await fetch(`${gateway.url}/api/v1/decode`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify({ vin }),
    });
    await res.arrayBuffer();
    return {
      ms: performance.now() - started,
      status: res.status,
      limit: res.headers.get('ratelimit-limit'),
      remaining: res.headers.get('ratelimit-remaining'),
    };
  }

  it('answers decodes at once within its share of the limit, logs the outage once, and counts in Redis again when it is back', async () => {
    expect(await decode(vins[0]!)).toMatchObject({ status: 200, limit: '10', remaining: '9' });

    proxy.cut();
    const during = [];
    for (let i = 1; i <= 6; i++) during.push(await decode(vins[i]!));
    console.log(`decodes with Redis cut: ${during.map((d) => `${d.status} in ${d.ms.toFixed(0)} ms`).join(', ')}`);
    // 10 a minute shared by 2 replicas: 5 for this process on its own, then 429.
    expect(during.slice(0, 5)).toEqual(
      Array.from({ length: 5 }, (_, i) => expect.objectContaining({ status: 200, limit: '5', remaining: String(4 - i) })),
    );
    expect(during[5]).toMatchObject({ status: 429, limit: '5', remaining: '0' });
    // Answered in milliseconds, not after seconds of retries (generous: the machine is shared).
    for (const d of during) expect(d.ms).toBeLessThan(1_000);

    proxy.restore();
    let back: Awaited<ReturnType<typeof decode>> | undefined;
    await expect
      .poll(
        async () => {
          back = await decode(vins[7]!);
          return back.limit;
        },
        { timeout: 15_000, interval: 200 },
      )
      .toBe('10');
    // The decode before the cut is still counted in Redis.
    expect(back).toMatchObject({ status: 200, remaining: '8' });

    const log = gateway.stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string });
    expect(log.filter((l) => l.msg === 'rate limiter falling back to per-process counts')).toHaveLength(1);
    expect(log.filter((l) => l.msg === 'rate limiter counting in Redis again')).toHaveLength(1);
    expect(gateway.stderr).not.toContain('[ioredis]');
  });
});
