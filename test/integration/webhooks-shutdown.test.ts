import { afterEach, describe, expect, it } from 'vitest';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

/** The dispatcher's part of a shutdown; the same code on every database, so the first target. */
describe.each(databaseTargets.slice(0, 1))('webhook deliveries in flight at shutdown, on $name', (target) => {
  let db: TestDatabase | undefined;
  let server: TestServer | undefined;
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await server?.close();
    await receiver?.close();
    await db?.close();
    server = receiver = db = undefined;
  });

  async function start(shutdownTimeoutMs: number, behaviour: Parameters<typeof startWebhookReceiver>[0]) {
    db = await target.open();
    server = await startTestServer(db, {
      env: {
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        WEBHOOKS_POLL_INTERVAL_MS: '25',
        WEBHOOKS_TIMEOUT_MS: '20000',
        WEBHOOKS_CLAIM_LEASE_MS: '60000',
        SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
      },
    });
    receiver = await startWebhookReceiver(behaviour);
    const key = await createKey(server.services, (await createUser(server.services, { plan: 'pro' })).id);
    const hook = (
      await (await server.post('/api/v1/webhooks', { url: receiver.url, events: ['api_key.revoked'] }, { 'x-api-key': key })).json()
    ).data;
    const delivery = (await (await server.call('POST', `/api/v1/webhooks/${hook.id}/test`, { headers: { 'x-api-key': key } })).json()).data
      .delivery as { id: string };
    await receiver.waitFor(1); // the delivery is in flight
    const row = () =>
      db!.db
        .selectFrom('webhook_deliveries')
        .select(['status', 'attempts', 'claim_token'])
        .where('id', '=', delivery.id)
        .executeTakeFirstOrThrow();
    return { server, row };
  }

  it('lets a delivery in flight finish and be recorded within SHUTDOWN_TIMEOUT_MS', async () => {
    const { server: running, row } = await start(10_000, { status: 200, delayMs: 800 });
    const report = await running.shutdown();
    server = undefined;
    expect(await row()).toEqual({ status: 'delivered', attempts: 1, claim_token: null });
    expect(report.cutConnections).toBe(0);
  }, 120_000);

  it('hands a delivery still running at the deadline back to the outbox, unrecorded', async () => {
    const { server: running, row } = await start(500, 'hang');
    const began = performance.now();
    await running.shutdown();
    server = undefined;
    const ms = performance.now() - began;
    console.log(`shutdown with a webhook receiver that never answers: ${Math.round(ms)} ms (SHUTDOWN_TIMEOUT_MS 500)`);
    expect(ms).toBeLessThan(5_000);
    expect(await row()).toEqual({ status: 'pending', attempts: 0, claim_token: null });
  }, 120_000);
});
