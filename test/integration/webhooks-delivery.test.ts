import { lookup } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { claimDueDeliveries } from '../../src/data/repos/webhook-deliveries.repo.js';
import { enqueueWebhookEvent } from '../../src/data/repos/webhook-outbox.repo.js';
import { RETRY_DELAYS_MS } from '../../src/domain/webhooks/retry-schedule.js';
import { registerWebhook, sendTestEvent } from '../../src/domain/webhooks/webhooks.service.js';
import { ManualClock, systemClock } from '../../src/infra/clock.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/server.js';
import { eventually, signatureMatches, startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../support/webhook-receiver.js';
import { openTestCatalog, testCatalogPath } from '../support/catalog.js';

/** Longer than the timeout, as the configuration requires; only the manual clock ever reaches it. */
const LEASE_MS = 15_000;
/**
 * Generous for the deliveries that should succeed: the first one of a run on a loaded machine can
 * take over a second (300 ms timed it out, the retry was 5 s away on the manual clock, and the test
 * waited for "delivered" in vain). The timeout itself is tested on a server of its own.
 */
const TIMEOUT_MS = 10_000;
const SHORT_TIMEOUT_MS = 300;

describe.each(databaseTargets)('webhook delivery on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let key: string;
  const receivers: WebhookReceiver[] = [];
  // Starts at the real time (so the library's 5-minute timestamp check passes) and moves only by hand.
  const clock = new ManualClock(Date.now());

  async function receiver(behaviour: Parameters<typeof startWebhookReceiver>[0]) {
    const r = await startWebhookReceiver(behaviour);
    receivers.push(r);
    return r;
  }
  async function webhookTo(url: string, events = ['api_key.revoked']) {
    const res = await server.post('/api/v1/webhooks', { url, events }, { 'x-api-key': key });
    expect(res.status).toBe(201);
    return (await res.json()).data as { id: string; secret: string };
  }
  const sendTest = async (id: string) =>
    (await (await server.call('POST', `/api/v1/webhooks/${id}/test`, { headers: { 'x-api-key': key } })).json()).data.delivery;
  const deliveryRow = (id: string) => db.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const attemptsOf = (id: string) => eventually(async () => ((await deliveryRow(id)).attempts > 0 ? deliveryRow(id) : undefined));

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, {
      clock,
      env: {
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        WEBHOOKS_POLL_INTERVAL_MS: '25',
        WEBHOOKS_TIMEOUT_MS: String(TIMEOUT_MS),
        WEBHOOKS_CLAIM_LEASE_MS: String(LEASE_MS),
      },
    });
    key = await createKey(server.services, (await createUser(server.services, { plan: 'pro' })).id);
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all(receivers.map((r) => r.close()));
    await db?.close();
  });

  it('delivers a signed event whose webhook-id is the event id, and records the attempt', async () => {
    const ok = await receiver(204);
    const hook = await webhookTo(ok.url);
    const delivery = await sendTest(hook.id);
    const [request] = await ok.waitFor(1);
    expect(request!.headers).toMatchObject({ 'content-type': 'application/json', 'webhook-id': delivery.eventId });
    expect(verifyWebhook(hook.secret, request!)).toEqual({
      id: delivery.eventId,
      type: 'webhook.test',
      createdAt: expect.any(String),
      data: expect.any(Object),
    });
    expect(await eventually(async () => (await deliveryRow(delivery.id)).status === 'delivered')).toBe(true);
    expect(
      await db.db
        .selectFrom('webhook_attempts')
        .select(['attempt', 'response_code', 'error'])
        .where('delivery_id', '=', delivery.id)
        .execute(),
    ).toEqual([{ attempt: 1, response_code: 204, error: null }]);
  });

  it('resolves a host name itself and connects to the checked address (the pinned lookup)', async () => {
    const [first] = await lookup('localhost', { all: true, verbatim: true });
    const local = await startWebhookReceiver(200, first!.address);
    receivers.push(local);
    const hook = await webhookTo(local.url.replace(/\/\/[^/]+:/, '//localhost:'));
    expect(hook).toMatchObject({ url: expect.stringMatching(/^http:\/\/localhost:\d+\/hooks$/) });
    const delivery = await sendTest(hook.id);
    const [request] = await local.waitFor(1);
    expect(request!.headers.host).toMatch(/^localhost:\d+$/);
    expect(await eventually(async () => (await deliveryRow(delivery.id)).status === 'delivered')).toBe(true);
  });

  it('410 Gone disables the endpoint and fails the delivery; nothing more is sent to it', async () => {
    const gone = await receiver(410);
    const hook = await webhookTo(gone.url);
    const delivery = await sendTest(hook.id);
    expect(await attemptsOf(delivery.id)).toMatchObject({ status: 'failed', attempts: 1, last_response_code: 410 });
    const listed = (await (await server.call('GET', `/api/v1/webhooks/${hook.id}`, { headers: { 'x-api-key': key } })).json()).data.webhook;
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'the endpoint answered 410 Gone' });
    expect((await server.call('POST', `/api/v1/webhooks/${hook.id}/test`, { headers: { 'x-api-key': key } })).status).toBe(400);
    await server.webhooks.settled();
    expect(gone.received).toHaveLength(1);
  });

  it('does not follow a redirect (to a private address or anywhere): a 3xx is a failed attempt', async () => {
    const inner = await receiver(200);
    const redirecting = await receiver({ status: 302, headers: { location: inner.url } });
    const hook = await webhookTo(redirecting.url);
    const delivery = await sendTest(hook.id);
    expect(await attemptsOf(delivery.id)).toMatchObject({ status: 'pending', last_response_code: 302, last_error: 'HTTP 302' });
    await server.webhooks.settled();
    expect(inner.received).toHaveLength(0);
  });

  it("picks up a delivery claimed by a dispatcher that died, once the claim's lease ends", async () => {
    const ok = await receiver(200);
    const hook = await webhookTo(ok.url);
    const accountId = (await db.db.selectFrom('webhooks').select('account_id').where('id', '=', hook.id).executeTakeFirstOrThrow())
      .account_id;
    // Enqueued and claimed in one transaction by a "dispatcher" that then never records anything.
    const claimed = await db.db.transaction().execute(async (trx) => {
      await enqueueWebhookEvent(trx, { accountId, webhookId: hook.id, type: 'webhook.test', data: { accountId }, at: clock.now() });
      return claimDueDeliveries(trx, clock.now(), LEASE_MS, 100, 100);
    });
    expect(claimed).toHaveLength(1);
    // The dispatcher polls and leaves the claimed row alone while its lease holds.
    await server.webhooks.settled();
    expect(ok.received).toHaveLength(0);
    clock.advance(LEASE_MS + 1);
    const [request] = await ok.waitFor(1);
    expect(request!.headers['webhook-id']).toBe(claimed[0]!.eventId);
    expect(await eventually(async () => (await deliveryRow(claimed[0]!.id)).status === 'delivered')).toBe(true);
  });

  // Moves the shared clock by days: keep it last.
  it('retries on the schedule 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h (±10 % jitter) with the same webhook-id, then fails', async () => {
    const failing = await receiver(500);
    const hook = await webhookTo(failing.url);
    const delivery = await sendTest(hook.id);
    for (let attempt = 1; attempt <= RETRY_DELAYS_MS.length + 1; attempt++) {
      await failing.waitFor(attempt);
      const row = await eventually(async () => {
        const r = await deliveryRow(delivery.id);
        return r.attempts === attempt && r;
      });
      if (attempt > RETRY_DELAYS_MS.length) {
        expect(row).toMatchObject({ status: 'failed', last_response_code: 500 });
        break;
      }
      const delay = row.next_attempt_at.getTime() - row.last_attempt_at!.getTime();
      expect(delay).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[attempt - 1]! * 0.9);
      expect(delay).toBeLessThanOrEqual(RETRY_DELAYS_MS[attempt - 1]! * 1.1);
      clock.set(row.next_attempt_at.getTime() - 1000);
      await server.webhooks.settled();
      expect(failing.received).toHaveLength(attempt);
      clock.set(row.next_attempt_at);
    }
    clock.advance(48 * 3_600_000);
    await server.webhooks.settled();
    expect(failing.received).toHaveLength(8);
    expect(new Set(failing.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery.eventId]));
    expect(new Set(failing.received.map((r) => r.body)).size).toBe(1);
    expect(failing.received.every((r) => signatureMatches(hook.secret, r))).toBe(true);
    const attempts = await db.db
      .selectFrom('webhook_attempts')
      .select(['attempt', 'response_code'])
      .where('delivery_id', '=', delivery.id)
      .orderBy('attempt')
      .execute();
    expect(attempts).toEqual(Array.from({ length: 8 }, (_, i) => ({ attempt: i + 1, response_code: 500 })));
  });
});

describe.each(databaseTargets)('a webhook receiver that never answers, on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let hang: WebhookReceiver;
  let auth: Record<string, string>;

  // A gateway of its own with a short timeout: the other tests' gateway waits long enough for a
  // loaded machine's first delivery.
  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, {
      env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_POLL_INTERVAL_MS: '25', WEBHOOKS_TIMEOUT_MS: String(SHORT_TIMEOUT_MS) },
    });
    auth = { 'x-api-key': await createKey(server.services, (await createUser(server.services, { plan: 'pro' })).id) };
    hang = await startWebhookReceiver('hang');
  });
  afterAll(async () => {
    await server?.close();
    await hang?.close();
    await db?.close();
  });

  it('is cut at the timeout, and a retry is scheduled', async () => {
    const hook = (await (await server.post('/api/v1/webhooks', { url: hang.url, events: ['api_key.revoked'] }, auth)).json()).data as {
      id: string;
    };
    const delivery = (await (await server.call('POST', `/api/v1/webhooks/${hook.id}/test`, { headers: auth })).json()).data.delivery;
    const deliveryRow = () => db.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', delivery.id).executeTakeFirstOrThrow();
    const row = await eventually(async () => ((await deliveryRow()).attempts > 0 ? deliveryRow() : undefined));
    expect(row).toMatchObject({ status: 'pending', last_response_code: null, last_error: `timed out after ${SHORT_TIMEOUT_MS} ms` });
    expect(row.next_attempt_at.getTime()).toBeGreaterThan(row.last_attempt_at!.getTime());
    const [attempt] = await db.db.selectFrom('webhook_attempts').select('duration_ms').where('delivery_id', '=', delivery.id).execute();
    expect(attempt!.duration_ms).toBeGreaterThanOrEqual(SHORT_TIMEOUT_MS - 10);
    expect(attempt!.duration_ms).toBeLessThan(TIMEOUT_MS);
    expect(hang.received).toHaveLength(1);
  });
});

// A real second OS process needs a real PostgreSQL server (PGlite is single-process).
const postgres = databaseTargets.filter((t) => t.name === 'postgres');

describe.each(postgres)('a killed gateway process on $name', (target) => {
  let db: TestDatabase;
  let receiverHook: WebhookReceiver;
  const gateways: GatewayProcess[] = [];
  const env = () => ({
    DATABASE_URL: db.url!,
    VPIC_DB_PATH: testCatalogPath(),
    JWT_SECRET: TEST_JWT_SECRET,
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    WEBHOOKS_POLL_INTERVAL_MS: '50',
    WEBHOOKS_TIMEOUT_MS: '3000',
    WEBHOOKS_CLAIM_LEASE_MS: '4000',
  });

  beforeAll(async () => {
    db = await target.open();
    await openTestCatalog();
    receiverHook = await startWebhookReceiver('hang');
  }, 120_000);
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    await receiverHook?.close();
    await db?.close();
  });

  it('loses nothing: the claimed delivery is sent again, with the same webhook-id, by another process', async () => {
    const deps = { db: db.db, clock: systemClock, config: { webhooksAllowPrivate: true } };
    const user = await createUser(deps, { plan: 'pro' });
    const caller = { accountId: user.id, plan: { webhooksAllowed: true } };
    const hook = await registerWebhook(deps, caller, { url: receiverHook.url, events: ['api_key.revoked'] });
    const delivery = await sendTestEvent(deps, caller, hook.id);

    const first = await startGatewayProcess(env());
    gateways.push(first);
    await receiverHook.waitFor(1, 30_000);
    await first.kill(); // mid-attempt: the receiver has not answered, nothing was recorded
    expect(
      await db.db.selectFrom('webhook_deliveries').select(['status', 'attempts']).where('id', '=', delivery.id).executeTakeFirstOrThrow(),
    ).toEqual({
      status: 'pending',
      attempts: 0,
    });

    receiverHook.answer(200);
    gateways.push(await startGatewayProcess(env()));
    const [, second] = await receiverHook.waitFor(2, 30_000);
    expect(second!.headers['webhook-id']).toBe(receiverHook.received[0]!.headers['webhook-id']);
    expect(verifyWebhook(hook.secret, second!)).toMatchObject({ id: delivery.eventId, type: 'webhook.test' });
    const row = await eventually(async () => {
      const r = await db.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts'])
        .where('id', '=', delivery.id)
        .executeTakeFirstOrThrow();
      return r.status === 'delivered' && r;
    });
    expect(row).toEqual({ status: 'delivered', attempts: 1 });
  }, 90_000);
});
