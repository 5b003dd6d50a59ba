import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { changeAccount } from '../../src/domain/accounts/accounts.service.js';
import { sendTestEvent } from '../../src/domain/webhooks/webhooks.service.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const PER_ENDPOINT = 2;

describe.each(databaseTargets)('webhook delivery across accounts on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  const receivers: WebhookReceiver[] = [];

  async function receiver(behaviour: Parameters<typeof startWebhookReceiver>[0]) {
    const r = await startWebhookReceiver(behaviour);
    receivers.push(r);
    return r;
  }
  async function accountWithWebhook(url: string, plan = 'pro') {
    const user = await createUser(server.services, { plan });
    const key = await createKey(server.services, user.id);
    const res = await server.post('/api/v1/webhooks', { url, events: ['subscription.updated'] }, { 'x-api-key': key });
    expect(res.status).toBe(201);
    const { id } = (await res.json()).data as { id: string };
    return { user, key, id, caller: { accountId: user.id, plan: { webhooksAllowed: true } } };
  }

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, {
      env: {
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        WEBHOOKS_POLL_INTERVAL_MS: '25',
        WEBHOOKS_TIMEOUT_MS: '8000',
        WEBHOOKS_CLAIM_LEASE_MS: '20000',
        WEBHOOKS_PER_ENDPOINT: String(PER_ENDPOINT),
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all(receivers.map((r) => r.close()));
    await db?.close();
  });

  it("does not hold up one account's event behind another's endpoint that never answers", async () => {
    const silent = await receiver('hang');
    const slow = await accountWithWebhook(silent.url);
    for (let i = 0; i < 90; i++) await sendTestEvent(server.services, slow.caller, slow.id);
    await silent.waitFor(PER_ENDPOINT);

    const ok = await receiver(200);
    const other = await accountWithWebhook(ok.url);
    const queuedAt = Date.now();
    await sendTestEvent(server.services, other.caller, other.id);
    const [request] = await ok.waitFor(1, 5_000);
    expect(request!.receivedAt - queuedAt).toBeLessThan(2_000);
    // The silent endpoint never held more than its share of connections.
    expect(silent.received).toHaveLength(PER_ENDPOINT);
  });

  it("pauses a downgraded account's deliveries, lets its owner list and delete the endpoints, and resumes on upgrade", async () => {
    const inbox = await receiver(200);
    const account = await accountWithWebhook(inbox.url);
    const second = await server.post(
      '/api/v1/webhooks',
      { url: inbox.url, events: ['subscription.updated'] },
      { 'x-api-key': account.key },
    );
    const secondId = (await second.json()).data.id as string;
    await changeAccount(server.services, account.user.id, { kind: 'plan', plan: 'free' }, 'test');
    await changeAccount(server.services, account.user.id, { kind: 'overage', enabled: false }, 'test');
    // A poll after the downgrade has passed the paused account's deliveries over.
    await server.webhooks.settled();
    expect(inbox.received).toHaveLength(0);

    const headers = { 'x-api-key': account.key };
    const list = await server.call('GET', '/api/v1/webhooks', { headers });
    expect(list.status).toBe(200);
    expect((await list.json()).data.webhooks).toHaveLength(2);
    expect((await server.call('GET', `/api/v1/webhooks/${account.id}/deliveries`, { headers })).status).toBe(200);
    expect((await server.call('POST', `/api/v1/webhooks/${account.id}/test`, { headers })).status).toBe(403);
    expect((await server.call('PATCH', `/api/v1/webhooks/${account.id}`, { headers, body: { events: ['quota.threshold'] } })).status).toBe(
      403,
    );
    const disabled = await server.call('PATCH', `/api/v1/webhooks/${secondId}`, { headers, body: { enabled: false } });
    expect((await disabled.json()).data.webhook).toMatchObject({ enabled: false });
    const deleted = await server.call('DELETE', `/api/v1/webhooks/${secondId}`, { headers });
    expect((await deleted.json()).data).toEqual({ id: secondId, deleted: true });

    await changeAccount(server.services, account.user.id, { kind: 'plan', plan: 'pro' }, 'test');
    const delivered = await inbox.waitFor(2, 5_000);
    const types = delivered.map((r) => JSON.parse(r.body).data.changed);
    expect(types).toEqual(expect.arrayContaining([['plan'], ['plan']]));
  });
});
