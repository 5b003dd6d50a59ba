import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { bearer, createKey, createUser, loginAs } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { eventually, startWebhookReceiver, verifyWebhook, type WebhookReceiver } from '../support/webhook-receiver.js';

describe.each(databaseTargets)('webhook management on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let receiver: WebhookReceiver;
  let proKey: string;
  let otherKey: string;

  const call = (method: string, path: string, key: string, body?: unknown) =>
    server.call(method, path, { headers: { 'x-api-key': key }, body });
  const register = (key: string, body: unknown) => server.post('/api/v1/webhooks', body, { 'x-api-key': key });

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_POLL_INTERVAL_MS: '50' } });
    receiver = await startWebhookReceiver(200);
    proKey = await createKey(server.services, (await createUser(server.services, { plan: 'pro' })).id);
    otherKey = await createKey(server.services, (await createUser(server.services, { plan: 'business' })).id);
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
    await db?.close();
  });

  it('registers with 201 { id, url, events, secret, createdAt }; the secret is never shown again', async () => {
    const res = await register(proKey, { url: receiver.url, events: ['quota.threshold', 'api_key.revoked', 'quota.threshold'] });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(Object.keys(data).sort()).toEqual(['createdAt', 'events', 'id', 'secret', 'url']);
    expect(data).toMatchObject({ url: receiver.url, events: ['quota.threshold', 'api_key.revoked'] });
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await (await call('GET', '/api/v1/webhooks', proKey)).json();
    expect(listed.data.webhooks).toEqual([expect.objectContaining({ id: data.id, url: receiver.url, enabled: true })]);
    const one = await (await call('GET', `/api/v1/webhooks/${data.id}`, proKey)).json();
    expect(one.data.webhook).toMatchObject({ id: data.id, events: ['quota.threshold', 'api_key.revoked'] });
    expect(JSON.stringify(listed) + JSON.stringify(one)).not.toContain(data.secret);
  });

  it('registers through GraphQL with a bearer token too', async () => {
    const user = await createUser(server.services, { plan: 'business' });
    const { token } = await loginAs(server, user);
    const res = await server.graphql(
      'mutation($url: String!, $events: [String!]!) { registerWebhook(url: $url, events: $events) { id url events secret } }',
      { url: receiver.url, events: ['subscription.updated'] },
      bearer(token),
    );
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.registerWebhook).toMatchObject({
      url: receiver.url,
      events: ['subscription.updated'],
      secret: expect.stringMatching(/^whsec_/),
    });
  });

  it('updates, rotates the secret, sends a signed test event and lists the delivery without any response body', async () => {
    const created = (await (await register(proKey, { url: receiver.url, events: ['api_key.revoked'] })).json()).data;
    const updated = await (
      await call('PATCH', `/api/v1/webhooks/${created.id}`, proKey, { events: ['subscription.updated'], enabled: false })
    ).json();
    expect(updated.data.webhook).toMatchObject({
      events: ['subscription.updated'],
      enabled: false,
      disabledReason: 'disabled by the account',
    });
    expect((await call('POST', `/api/v1/webhooks/${created.id}/test`, proKey)).status).toBe(400);
    await call('PATCH', `/api/v1/webhooks/${created.id}`, proKey, { enabled: true });
    const rotated = (await (await call('POST', `/api/v1/webhooks/${created.id}/rotate-secret`, proKey)).json()).data;
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(created.secret);

    const before = receiver.received.length;
    const test = await call('POST', `/api/v1/webhooks/${created.id}/test`, proKey);
    expect(test.status).toBe(202);
    const { delivery } = (await test.json()).data;
    expect(delivery).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    const [request] = (await receiver.waitFor(before + 1)).slice(before);
    expect(() => verifyWebhook(created.secret, request!)).toThrow();
    const payload = verifyWebhook(rotated.secret, request!);
    expect(payload).toMatchObject({ id: delivery.eventId, type: 'webhook.test', data: { webhookId: created.id } });
    expect(request!.headers['webhook-id']).toBe(delivery.eventId);

    const deliveries = await eventually(async () => {
      const list = (await (await call('GET', `/api/v1/webhooks/${created.id}/deliveries`, proKey)).json()).data.deliveries;
      return list[0]?.status === 'delivered' && list;
    });
    expect(deliveries[0]).toMatchObject({
      id: delivery.id,
      status: 'delivered',
      attempts: 1,
      lastResponseCode: 200,
      lastError: null,
      nextAttemptAt: null,
    });
    expect(JSON.stringify(deliveries)).not.toContain('never stored');
  });

  it('deletes a webhook; it is gone afterwards', async () => {
    const created = (await (await register(proKey, { url: receiver.url, events: ['api_key.revoked'] })).json()).data;
    const res = await call('DELETE', `/api/v1/webhooks/${created.id}`, proKey);
    expect((await res.json()).data).toEqual({ id: created.id, deleted: true });
    expect((await call('GET', `/api/v1/webhooks/${created.id}`, proKey)).status).toBe(404);
  });

  it('refuses free and starter accounts a webhook with 403 PLAN_UPGRADE_REQUIRED (listing stays open: an empty list)', async () => {
    for (const plan of ['free', 'starter']) {
      const key = await createKey(server.services, (await createUser(server.services, { plan })).id);
      const res = await register(key, { url: receiver.url, events: ['quota.threshold'] });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('PLAN_UPGRADE_REQUIRED');
      expect((await (await call('GET', '/api/v1/webhooks', key)).json()).data).toEqual({ webhooks: [] });
    }
    expect((await server.call('GET', '/api/v1/webhooks')).status).toBe(401);
  });

  it("answers 404 NOT_FOUND for another account's webhook, whatever the operation", async () => {
    const mine = (await (await register(proKey, { url: receiver.url, events: ['api_key.revoked'] })).json()).data;
    const attempts = [
      call('GET', `/api/v1/webhooks/${mine.id}`, otherKey),
      call('PATCH', `/api/v1/webhooks/${mine.id}`, otherKey, { enabled: false }),
      call('DELETE', `/api/v1/webhooks/${mine.id}`, otherKey),
      call('POST', `/api/v1/webhooks/${mine.id}/rotate-secret`, otherKey),
      call('POST', `/api/v1/webhooks/${mine.id}/test`, otherKey),
      call('GET', `/api/v1/webhooks/${mine.id}/deliveries`, otherKey),
      call('GET', '/api/v1/webhooks/not-a-uuid', otherKey),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
    const other = await server.graphql('query($id: ID!) { webhook(id: $id) { id } }', { id: mine.id }, { 'x-api-key': otherKey });
    expect((await other.json()).errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await call('GET', `/api/v1/webhooks/${mine.id}`, proKey)).status).toBe(200);
  });

  it('answers 400 VALIDATION_ERROR for bad input and 413 for a huge body', async () => {
    const bad: unknown[] = [
      {},
      { url: receiver.url },
      { url: 42, events: ['quota.threshold'] },
      { url: receiver.url, events: 'quota.threshold' },
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['quota.exceeded'] },
      { url: receiver.url, events: [1] },
      { url: 'not a url', events: ['quota.threshold'] },
      { url: '/relative/path', events: ['quota.threshold'] },
      { url: 'ftp://127.0.0.1/hook', events: ['quota.threshold'] },
      { url: 'http://user:pass@127.0.0.1/hook', events: ['quota.threshold'] },
      { url: `${receiver.url}?${'a'.repeat(2048)}`, events: ['quota.threshold'] },
      [receiver.url],
    ];
    for (const body of bad) {
      const res = await register(proKey, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_ERROR');
    }
    const huge = await register(proKey, { url: receiver.url, events: Array.from({ length: 200_000 }, () => 'quota.threshold') });
    expect(huge.status).toBe(413);
    const patch = await call('PATCH', '/api/v1/webhooks/00000000-0000-4000-8000-000000000000', proKey, { enabled: 'yes' });
    expect(patch.status).toBe(400);
    const gql = await server.graphql(
      'mutation { registerWebhook(url: 5, events: ["quota.threshold"]) { id } }',
      {},
      { 'x-api-key': proKey },
    );
    expect((await gql.json()).errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });
});
