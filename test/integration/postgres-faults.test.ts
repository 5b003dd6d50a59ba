import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startFaultProxyFor, type FaultProxy } from '../support/fault-proxy.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { registerWebhook, sendTestEvent } from '../../src/domain/webhooks/webhooks.service.js';
import { systemClock } from '../../src/infra/clock.js';

// Faults of a real PostgreSQL server, broken through a proxy this test owns.
const postgres = databaseTargets.filter((t) => t.name === 'postgres');

const CONNECT_TIMEOUT_MS = 1000;
const STATEMENT_TIMEOUT_MS = 1000;
/** pg's client-side query timeout: the statement timeout plus its grace (src/data/bounded-postgres-pool.ts). */
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1000;
/** Slack for a loaded 2-core machine on top of each bound. */
const MARGIN_MS = 2000;

const LIMITS = {
  DATABASE_POOL_SIZE: '4',
  DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
  DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
  // Every request reads its API key from the database, so every request needs it.
  AUTH_CACHE_TTL_MS: '0',
};

/** A request that needs the database; how it ended and how long it took. */
async function timedUsage(
  server: TestServer,
  key: string,
): Promise<{ status: number; ms: number; retryAfter: string | null; code?: string }> {
  const started = performance.now();
  // The abort only keeps a hang from stalling the run: the assertions on `ms` are what pin the bound.
  const res = await fetch(`${server.url}/api/v1/usage`, { headers: { 'x-api-key': key }, signal: AbortSignal.timeout(30_000) });
  const body = (await res.json()) as { error?: { code: string } };
  return {
    status: res.status,
    ms: performance.now() - started,
    retryAfter: res.headers.get('retry-after'),
    ...(body.error ? { code: body.error.code } : {}),
  };
}

/** Polls until the request succeeds again; returns how long that took after the link came back. */
async function recoveryMs(server: TestServer, key: string): Promise<number> {
  const started = performance.now();
  for (;;) {
    if ((await timedUsage(server, key)).status === 200) return performance.now() - started;
    if (performance.now() - started > 20_000) throw new Error('no recovery within 20 s');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(postgres)('PostgreSQL unreachable or partitioned, on $name', (target) => {
  let db: TestDatabase;
  let proxy: FaultProxy;
  let server: TestServer;
  let key: string;

  beforeAll(async () => {
    db = await target.open();
    proxy = await startFaultProxyFor(db.url!);
    server = await startTestServer(undefined, { env: { DATABASE_URL: proxy.through(db.url!), ...LIMITS } });
    key = await createKey({ db: db.db, clock: systemClock }, (await createUser({ db: db.db, clock: systemClock })).id);
  });
  afterEach(() => proxy.restore());
  afterAll(async () => {
    await server?.close();
    await proxy?.close();
    await db?.close();
  });

  it('cut: requests answer 503 UNAVAILABLE with Retry-After within the connect timeout, and succeed again soon after the link returns', async () => {
    expect((await timedUsage(server, key)).status).toBe(200);
    proxy.cut();
    const answers = await Promise.all(Array.from({ length: 8 }, () => timedUsage(server, key)));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, code: 'UNAVAILABLE', retryAfter: '5' });
      expect(answer.ms).toBeLessThan(CONNECT_TIMEOUT_MS + MARGIN_MS);
    }
    proxy.restore();
    const ms = await recoveryMs(server, key);
    console.log(
      `PostgreSQL cut: slowest 503 after ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; recovered ${Math.round(ms)} ms after restore`,
    );
    expect(ms).toBeLessThan(1000 + MARGIN_MS);
  });

  it('partition: requests answer 503 UNAVAILABLE within the query timeout instead of hanging, pooled or new connections alike', async () => {
    // Warm connections in the pool (their next query meets the partition) ...
    await Promise.all(Array.from({ length: 4 }, () => timedUsage(server, key)));
    proxy.stall();
    // ... and more requests than the pool holds (the rest wait for a connection, then open new ones).
    const answers = await Promise.all(Array.from({ length: 10 }, () => timedUsage(server, key)));
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, code: 'UNAVAILABLE', retryAfter: '5' });
      expect(answer.ms).toBeLessThan(QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + MARGIN_MS);
    }
    proxy.restore();
    const ms = await recoveryMs(server, key);
    console.log(
      `PostgreSQL partition: slowest 503 after ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms; recovered ${Math.round(ms)} ms after restore`,
    );
    expect(ms).toBeLessThan(1000 + MARGIN_MS);
  });

  it('a statement the server cancels at DATABASE_STATEMENT_TIMEOUT_MS answers 503, and the connection stays usable', async () => {
    // A lock held elsewhere makes every read of the API keys wait: the server gives up on it.
    const answer = await db.db.connection().execute(async (conn) => {
      await sql`begin`.execute(conn);
      await sql`lock table api_keys in access exclusive mode`.execute(conn);
      try {
        return await timedUsage(server, key);
      } finally {
        await sql`rollback`.execute(conn);
      }
    });
    expect(answer).toMatchObject({ status: 503, code: 'UNAVAILABLE', retryAfter: '5' });
    expect(answer.ms).toBeLessThan(STATEMENT_TIMEOUT_MS + MARGIN_MS);
    // Cancelled by the server (SQLSTATE 57014), not abandoned by the client a second later.
    const messages = server.logs.map((line) => (line.err as { message?: string } | undefined)?.message);
    expect(messages).toContain('canceling statement due to statement timeout');
    expect((await timedUsage(server, key)).status).toBe(200);
  });
});

describe.each(postgres)('the database dropped under a running gateway, on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('answers 503 UNAVAILABLE (SQLSTATE 3D000 and the sessions it ended), not 500', async () => {
    db = await target.open();
    server = await startTestServer(undefined, { env: { DATABASE_URL: db.url!, ...LIMITS } });
    const key = await createKey({ db: db.db, clock: systemClock }, (await createUser({ db: db.db, clock: systemClock })).id);
    expect((await timedUsage(server, key)).status).toBe(200);
    const name = new URL(db.url!).pathname.slice(1);
    await db.close(); // drops it, ending every session on it (the gateway's too)
    const answers = [await timedUsage(server, key), await timedUsage(server, key)];
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 503, code: 'UNAVAILABLE', retryAfter: '5' });
      expect(answer.ms).toBeLessThan(CONNECT_TIMEOUT_MS + MARGIN_MS);
    }
    const messages = server.logs.map((line) => (line.err as { message?: string } | undefined)?.message);
    expect(messages).toContain(`database "${name}" does not exist`);
  });
});

describe.each(postgres)('recovery after PostgreSQL comes back, on $name', (target) => {
  let db: TestDatabase;
  let proxy: FaultProxy;
  let server: TestServer;
  let receiver: WebhookReceiver;

  beforeAll(async () => {
    db = await target.open();
    proxy = await startFaultProxyFor(db.url!);
    receiver = await startWebhookReceiver(200);
    server = await startTestServer(undefined, {
      env: {
        DATABASE_URL: proxy.through(db.url!),
        // Production's pool and connect timeout: 40 decodes at once on a loaded machine must not
        // time out waiting for a connection once the database is back.
        DATABASE_POOL_SIZE: '10',
        DATABASE_CONNECT_TIMEOUT_MS: '3000',
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_TIMEOUT_MS),
        AUTH_CACHE_TTL_MS: '2000', // as in production: a known key is served from memory for a while
        RATE_LIMIT_PER_MINUTE: '100000',
        QUOTA_LEASES: 'on',
        QUOTA_LEASE_SETTLE_MS: '50',
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        WEBHOOKS_POLL_INTERVAL_MS: '100',
        WEBHOOKS_TIMEOUT_MS: '2000',
        WEBHOOKS_CLAIM_LEASE_MS: '5000',
      },
    });
  });
  afterAll(async () => {
    proxy?.restore();
    await server?.close();
    await receiver?.close();
    await proxy?.close();
    await db?.close();
  });

  it('bills exactly the decodes answered before, during and after a cut, and delivers the webhook events queued before and during it', async () => {
    const deps = { db: db.db, clock: systemClock, config: { webhooksAllowPrivate: true } };
    const plan = await createPlan(db, { dailyQuota: 1_000_000, webhooksAllowed: true });
    const user = await createUser(deps, { plan });
    const key = await createKey(deps, user.id);
    const caller = { accountId: user.id, plan: { webhooksAllowed: true } };
    const hook = await registerWebhook(deps, caller, { url: receiver.url, events: ['api_key.revoked'] });
    const counters = () =>
      db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', user.id).executeTakeFirstOrThrow();

    let answered = 0;
    let vinOffset = 0;
    const decodeAll = async (n: number): Promise<number[]> => {
      const statuses = await Promise.all(
        accordVins(n, vinOffset).map((vin) => server.post('/api/v1/decode', { vin }, { 'x-api-key': key }).then((r) => r.status)),
      );
      vinOffset += n;
      answered += statuses.filter((s) => s === 200).length;
      return statuses;
    };

    expect(await decodeAll(40)).toEqual(Array(40).fill(200));
    await expect.poll(async () => (await counters()).reserved, { timeout: 5_000, interval: 20 }).toBeGreaterThan(0); // a lease is held

    const settlementFailures = () =>
      server.logs.filter((line) => line.msg === 'settling a quota lease failed; retrying at the next settlement').length;
    const failedBeforeTheCut = settlementFailures();
    const before = await sendTestEvent(deps, caller, hook.id);
    proxy.cut();
    const during = await sendTestEvent(deps, caller, hook.id); // the test's own connection still reaches the server
    // While cut: answered from the lease and cached credentials, or refused with 503; never a 500.
    const statuses = await decodeAll(40);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    // Settlements fail meanwhile; their units wait.
    await expect.poll(settlementFailures, { timeout: 10_000, interval: 25 }).toBeGreaterThan(failedBeforeTheCut);

    proxy.restore();
    const restoredAt = performance.now();
    await expect.poll(async () => (await decodeAll(1))[0], { timeout: 10_000, interval: 25 }).toBe(200);
    console.log(
      `after a cut: decodes succeed again ${Math.round(performance.now() - restoredAt)} ms after restore; ${statuses.filter((s) => s === 200).length} of 40 answered during the cut`,
    );
    expect(await decodeAll(40)).toEqual(Array(40).fill(200));

    // Every answered decode billed exactly once, and the leases given back once idle.
    await expect.poll(counters, { timeout: 15_000, interval: 50 }).toEqual({ used: answered, reserved: 0 });
    // Both events delivered: the one queued before the cut and the one queued during it.
    await expect
      .poll(() => new Set(receiver.received.map((r) => r.headers['webhook-id'])), { timeout: 15_000, interval: 50 })
      .toEqual(new Set([before.eventId, during.eventId]));
    // The receiver holds an event before the gateway has read its answer: the record follows.
    const deliveryStatuses = async () =>
      (await db.db.selectFrom('webhook_deliveries').select('status').where('webhook_id', '=', hook.id).execute()).map((r) => r.status);
    await expect.poll(deliveryStatuses, { timeout: 5_000, interval: 50 }).toEqual(['delivered', 'delivered']);
  });
});
