import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets, TEST_DATABASE_URL, type TestDatabase } from '../support/databases.js';
import { startFaultProxyFor, type FaultProxy } from '../support/fault-proxy.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { migrations } from '../../src/data/migrations/index.js';

// /readyz against a real PostgreSQL and Redis, each behind a proxy this test owns.
const REDIS_URL = process.env.TEST_REDIS_URL;
const targets = REDIS_URL ? databaseTargets.filter((t) => t.name === 'postgres') : [];

/** The readiness checks answer within 1.5 s (database) and 0.5 s (Redis); slack for a loaded machine. */
const BOUND_MS = 1500 + 2000;

async function readyz(server: TestServer): Promise<{ status: number; ms: number; body: any }> {
  const started = performance.now();
  const res = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(30_000) });
  return { status: res.status, body: await res.json(), ms: performance.now() - started };
}

describe.each(targets)('/readyz with PostgreSQL and Redis, on $name', (target) => {
  let db: TestDatabase;
  let pgProxy: FaultProxy;
  let redisProxy: FaultProxy;
  let server: TestServer;

  beforeAll(async () => {
    db = await target.open();
    pgProxy = await startFaultProxyFor(db.url!);
    redisProxy = await startFaultProxyFor(REDIS_URL!);
    server = await startTestServer(undefined, {
      env: {
        DATABASE_URL: pgProxy.through(db.url!),
        REDIS_URL: redisProxy.through(REDIS_URL!),
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
        DATABASE_STATEMENT_TIMEOUT_MS: '5000',
      },
    });
  });
  afterEach(() => {
    pgProxy.restore();
    redisProxy.restore();
  });
  afterAll(async () => {
    await server?.close();
    await pgProxy?.close();
    await redisProxy?.close();
    await db?.close();
  });

  it('reports every configured dependency: ready when all answer', async () => {
    // The Redis probe's connection opens with the server; on a busy machine its first PING may
    // come after the 0.5 s the check waits, so the first answer may still say "degraded".
    await expect.poll(async () => (await readyz(server)).body.status, { timeout: 10_000, interval: 100 }).toBe('ready');
    const ready = await readyz(server);
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ready',
      checks: { database: 'ok', schema: 'ok', catalog: 'ok', redis: 'ok' },
      catalog: { release: expect.any(String) },
    });
  });

  it('Redis down: still 200 but "degraded", redis "down", within the bound; "ready" again once Redis is back', async () => {
    redisProxy.cut();
    const down = await readyz(server);
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ status: 'degraded', checks: { database: 'ok', schema: 'ok', redis: 'down' } });
    expect(down.ms).toBeLessThan(BOUND_MS);
    redisProxy.stall(); // a partition rather than a refusal: the PING times out
    const silent = await readyz(server);
    expect(silent.body).toMatchObject({ status: 'degraded', checks: { redis: 'down' } });
    expect(silent.ms).toBeLessThan(BOUND_MS);
    redisProxy.restore();
    await expect.poll(async () => (await readyz(server)).body.status, { timeout: 10_000, interval: 100 }).toBe('ready');
  });

  it('PostgreSQL cut or partitioned: 503 UNAVAILABLE with database "down", within the bound (not the statement timeout)', async () => {
    for (const fault of ['cut', 'stall'] as const) {
      pgProxy[fault]();
      const down = await readyz(server);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        success: false,
        error: { code: 'UNAVAILABLE' },
        status: 'unready',
        checks: { database: 'down', schema: 'unknown', redis: 'ok' },
      });
      expect(down.ms).toBeLessThan(BOUND_MS);
      pgProxy.restore();
      await expect.poll(async () => (await readyz(server)).status, { timeout: 10_000, interval: 100 }).toBe(200);
    }
  });

  it('a database without the migrations this code expects (here: dropped and made anew, empty) is 503 with schema "behind"', async () => {
    const name = new URL(db.url!).pathname.slice(1);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`drop database ${name} with (force)`);
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    await expect
      .poll(async () => (await readyz(server)).body, { timeout: 10_000, interval: 100 })
      .toMatchObject({ checks: { schema: 'behind' } });
    const answer = await readyz(server);
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({
      success: false,
      error: { code: 'UNAVAILABLE', message: expect.stringContaining('vin-gateway migrate') },
      status: 'unready',
      checks: { database: 'ok', schema: 'behind' },
      pendingMigrations: Object.keys(migrations),
    });
  });
});
