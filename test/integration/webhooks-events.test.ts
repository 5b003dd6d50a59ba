import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import type { Database } from '../../src/data/tables/index.js';
import { changeAccount } from '../../src/domain/accounts/accounts.service.js';
import { registerWebhook } from '../../src/domain/webhooks/webhooks.service.js';
import { ManualClock, systemClock } from '../../src/infra/clock.js';
import { bearer, createKey, createUser, loginAs } from '../support/accounts.js';
import { openTestCatalog, testCatalogPath } from '../support/catalog.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { eventually } from '../support/eventually.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../support/webhook-receiver.js';

/** The verified payloads of one account's events, in arrival order. */
function eventsOf(receiver: WebhookReceiver, secret: string, accountId: string, type?: string): any[] {
  return receiver.received
    .filter((r) => JSON.parse(r.body).data.accountId === accountId)
    .map((r) => verifyWebhook(secret, r))
    .filter((p) => type === undefined || p.type === type);
}

/**
 * Waits for `count` events of `type` at the receiver, then until every delivery of the account's
 * events of that type is finished: a delivered row is never sent again, so what the receiver holds
 * then is all it will ever get, and "exactly once" is a count, not a silence of some length.
 */
async function waitForEvents(
  db: Kysely<Database>,
  receiver: WebhookReceiver,
  secret: string,
  accountId: string,
  type: string,
  count: number,
): Promise<any[]> {
  await eventually(() => eventsOf(receiver, secret, accountId, type).length >= count, 15_000);
  await eventually(async () => {
    const unfinished = await db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
      .select('webhook_deliveries.id')
      .where('webhook_events.account_id', '=', accountId)
      .where('webhook_events.type', '=', type)
      .where('webhook_deliveries.status', '=', 'pending')
      .execute();
    return unfinished.length === 0;
  }, 15_000);
  return eventsOf(receiver, secret, accountId, type);
}

describe.each(databaseTargets)('webhook events on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let receiver: WebhookReceiver;
  let adminToken: string;
  const clock = new ManualClock(Date.now());

  /** A pro-like account on its own plan, with one webhook for `events` (through GraphQL domain rules). */
  async function subscriber(events: string[], dailyQuota = 10_000) {
    const plan = await createPlan(db, { dailyQuota, webhooksAllowed: true });
    const user = await createUser(server.services, { plan });
    const hook = await registerWebhook(
      server.services,
      { accountId: user.id, plan: { webhooksAllowed: true } },
      { url: receiver.url, events },
    );
    return { user, secret: hook.secret };
  }

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { clock, env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_POLL_INTERVAL_MS: '25' } });
    receiver = await startWebhookReceiver(200);
    adminToken = (await loginAs(server, await createUser(server.services, { role: 'admin' }))).token;
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
    await db?.close();
  });

  it('api_key.revoked fires once when the owner revokes a key and once when an admin does; never the key itself', async () => {
    const { user, secret } = await subscriber(['api_key.revoked']);
    const { token } = await loginAs(server, user);
    const created = (await (await server.post('/api/v1/api-keys', { name: 'ci' }, bearer(token))).json()).data;
    expect((await server.call('DELETE', `/api/v1/api-keys/${created.apiKey.id}`, { headers: bearer(token) })).status).toBe(200);
    expect((await server.call('DELETE', `/api/v1/api-keys/${created.apiKey.id}`, { headers: bearer(token) })).status).toBe(200);
    const other = (await (await server.post('/api/v1/api-keys', { name: 'laptop' }, bearer(token))).json()).data;
    expect((await server.call('POST', `/api/v1/admin/api-keys/${other.apiKey.id}/revoke`, { headers: bearer(adminToken) })).status).toBe(
      200,
    );

    const events = await waitForEvents(db.db, receiver, secret, user.id, 'api_key.revoked', 2);
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        {
          accountId: user.id,
          apiKey: { id: created.apiKey.id, name: 'ci', prefix: created.apiKey.prefix, last4: created.apiKey.last4 },
          revokedBy: 'owner',
          revokedAt: expect.any(String),
        },
        expect.objectContaining({ apiKey: expect.objectContaining({ id: other.apiKey.id, name: 'laptop' }), revokedBy: 'admin' }),
      ]),
    );
    expect(JSON.stringify(receiver.received.map((r) => r.body))).not.toContain(created.key);
  });

  it('subscription.updated fires once per real change of plan, overage or state (admin API and the CLI path)', async () => {
    const { user, secret } = await subscriber(['subscription.updated']);
    const setPlan = (plan: string) =>
      server.call('PUT', `/api/v1/admin/accounts/${user.id}/plan`, { headers: bearer(adminToken), body: { plan } });
    expect((await setPlan('business')).status).toBe(200);
    expect((await setPlan('business')).status).toBe(200); // no change, no event
    await changeAccount(server.services, user.id, { kind: 'overage', enabled: true }, 'cli');
    await changeAccount(server.services, user.id, { kind: 'state', state: 'suspended' }, 'cli');

    const events = await waitForEvents(db.db, receiver, secret, user.id, 'subscription.updated', 3);
    expect(events).toHaveLength(3);
    const planEvent = events.find((e) => e.data.changed.includes('plan'));
    expect(planEvent.data).toEqual({
      accountId: user.id,
      changed: ['plan'],
      previous: { plan: expect.stringMatching(/^test_/), overageEnabled: false, state: 'active' },
      current: { plan: 'business', overageEnabled: false, state: 'active' },
    });
    expect(events.map((e) => e.data.changed)).toEqual(expect.arrayContaining([['plan'], ['overageEnabled'], ['state']]));
    expect(events.find((e) => e.data.changed[0] === 'state').data.current.state).toBe('suspended');
  });

  it('quota.threshold fires at 80, 90 and 100 % exactly once each under 15 concurrent decodes', async () => {
    const { user, secret } = await subscriber(['quota.threshold'], 10);
    const key = await createKey(server.services, user.id);
    const statuses = await Promise.all(
      accordVins(15).map((vin) => server.post('/api/v1/decode', { vin }, { 'x-api-key': key }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    await server.post('/api/v1/decode', { vin: accordVins(1, 50)[0] }, { 'x-api-key': key });

    const events = await waitForEvents(db.db, receiver, secret, user.id, 'quota.threshold', 3);
    expect(events.map((e) => e.data.threshold).sort((a, b) => a - b)).toEqual([80, 90, 100]);
    for (const event of events) {
      expect(event.data).toMatchObject({ accountId: user.id, quota: 10, day: clock.now().toISOString().slice(0, 10) });
      expect(event.data.used).toBeGreaterThanOrEqual((event.data.threshold / 100) * 10);
    }
  });

  it('writes no outbox rows for accounts without a subscribed, enabled webhook', async () => {
    const { user, secret } = await subscriber(['api_key.revoked'], 5);
    const key = await createKey(server.services, user.id);
    for (const vin of accordVins(5, 100)) expect((await server.post('/api/v1/decode', { vin }, { 'x-api-key': key })).status).toBe(200);
    const fired = await db.db.selectFrom('quota_thresholds_fired').select('threshold').where('account_id', '=', user.id).execute();
    expect(fired.map((f) => f.threshold).sort((a, b) => a - b)).toEqual([80, 90, 100]);
    const outbox = await db.db.selectFrom('webhook_events').select('type').where('account_id', '=', user.id).execute();
    expect(outbox).toEqual([]);
    // With nothing in the outbox there is nothing to send: the receiver has nothing either.
    expect(eventsOf(receiver, secret, user.id)).toEqual([]);
  });
});

// Several gateway processes can share only a real PostgreSQL server (PGlite is single-process).
const postgres = databaseTargets.filter((t) => t.name === 'postgres');

describe.each(postgres)('quota thresholds across 2 gateway processes on $name', (target) => {
  let db: TestDatabase;
  let receiver: WebhookReceiver;
  let gateways: GatewayProcess[] = [];

  beforeAll(async () => {
    db = await target.open();
    await openTestCatalog();
    receiver = await startWebhookReceiver(200);
    const env = {
      DATABASE_URL: db.url!,
      VPIC_DB_PATH: testCatalogPath(),
      JWT_SECRET: TEST_JWT_SECRET,
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOKS_POLL_INTERVAL_MS: '50',
    };
    gateways = await Promise.all([0, 1].map(() => startGatewayProcess(env)));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    await receiver?.close();
    await db?.close();
  });

  it('50 concurrent decodes over 2 processes: each threshold fires and is delivered exactly once', async () => {
    const deps = { db: db.db, clock: systemClock, config: { webhooksAllowPrivate: true } };
    const plan = await createPlan(db, { dailyQuota: 40, webhooksAllowed: true });
    const user = await createUser(deps, { plan });
    const key = await createKey(deps, user.id);
    const hook = await registerWebhook(
      deps,
      { accountId: user.id, plan: { webhooksAllowed: true } },
      { url: receiver.url, events: ['quota.threshold'] },
    );
    const statuses = await Promise.all(
      accordVins(50).map((vin, i) =>
        fetch(`${gateways[i % 2]!.url}/api/v1/decode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ vin }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(40);
    const events = await waitForEvents(db.db, receiver, hook.secret, user.id, 'quota.threshold', 3);
    expect(events.map((e) => e.data.threshold).sort((a, b) => a - b)).toEqual([80, 90, 100]);
    expect(receiver.received).toHaveLength(3);
    expect(await db.db.selectFrom('webhook_events').select('id').where('account_id', '=', user.id).execute()).toHaveLength(3);
  }, 60_000);
});
