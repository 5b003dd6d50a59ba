import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { insertWebhook } from '../../src/data/repos/webhooks.repo.js';
import { sendTestEvent } from '../../src/domain/webhooks/webhooks.service.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { eventually, startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

/**
 * Every refused target here is refused BEFORE any connection: the only traffic these tests
 * make goes to loopback, and with the strict setting not even there.
 */
describe.each(databaseTargets)('webhook targets on internal addresses on $name (WEBHOOKS_ALLOW_PRIVATE off)', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let receiver: WebhookReceiver;
  let accountId: string;
  let key: string;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { WEBHOOKS_POLL_INTERVAL_MS: '50' } });
    receiver = await startWebhookReceiver(200);
    accountId = (await createUser(server.services, { plan: 'business' })).id;
    key = await createKey(server.services, accountId);
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
    await db?.close();
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://[::1]/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.1/hook',
    'http://2130706433/hook',
    'https://2130706433/hook',
    'https://0x7f000001/hook',
    'https://localhost/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:a9fe:a9fe]/hook',
    'https://100.64.0.1/hook',
    'https://192.168.0.1/hook',
    'https://[fd00::1]/hook',
    'https://[fe80::1]/hook',
    'https://224.0.0.1/hook',
    'https://0.0.0.0/hook',
    'http://93.184.216.34/hook',
  ])('refuses %s at registration with 400 VALIDATION_ERROR', async (url) => {
    const res = await server.post('/api/v1/webhooks', { url, events: ['quota.threshold'] }, { 'x-api-key': key });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toMatch(/^url (is refused|must use https)/);
  });

  it('refuses again at delivery time: a stored loopback URL (as after a DNS change) gets no request', async () => {
    // Stored behind the registration check, as if the name had resolved to a public address then.
    const webhook = await insertWebhook(db.db, {
      account_id: accountId,
      url: receiver.url,
      events: ['api_key.revoked'],
      secret: 'whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0dGVzdHQ=',
      created_at: new Date(),
    });
    const caller = { accountId, plan: { webhooksAllowed: true } };
    const delivery = await sendTestEvent(server.services, caller, webhook.id);
    const row = await eventually(async () => {
      const r = await db.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', delivery.id).executeTakeFirstOrThrow();
      return r.attempts >= 1 && r;
    });
    expect(row).toMatchObject({
      status: 'pending',
      last_response_code: null,
      last_error: expect.stringContaining('refused: the address 127.0.0.1, a loopback address'),
    });
    expect(receiver.received).toHaveLength(0);
  });

  it('with WEBHOOKS_ALLOW_PRIVATE=true admits loopback and http, still not link-local', async () => {
    const lax = await startTestServer(db, { env: { WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_POLL_INTERVAL_MS: '60000' } });
    try {
      const ok = await lax.post('/api/v1/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['quota.threshold'] }, { 'x-api-key': key });
      expect(ok.status).toBe(201);
      const metadata = await lax.post(
        '/api/v1/webhooks',
        { url: 'http://169.254.169.254/', events: ['quota.threshold'] },
        { 'x-api-key': key },
      );
      expect(metadata.status).toBe(400);
    } finally {
      await lax.close();
    }
  });
});
