import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVinGatewayClient, VinGatewayError } from '@vin-gateway/client';
import type { StateDatabase } from '../../src/data/db.js';
import { changeAccount } from '../../src/domain/accounts/accounts.service.js';
import { ManualClock } from '../../src/infra/clock.js';
import { bearer, createKey, createUser, loginAs } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const HISTORY = `query($days: Int) { usageHistory(days: $days) { day used overage } }`;
// Quota leases off: both servers then see the same usage at once (no grants unsettled in one of them).
const ENV = { QUOTA_LEASES: 'off' };

describe.each(databaseTargets)('GET /api/v1/usage/history on $name', (target) => {
  let db: StateDatabase;
  let shapeA: TestServer;
  let shapeB: TestServer;
  let key: string;
  let token: string;
  const clock = new ManualClock('2026-03-01T09:00:00Z');

  beforeAll(async () => {
    db = await target.open();
    shapeA = await startTestServer(db, { clock, env: ENV });
    shapeB = await startTestServer(db, { clock, env: { ...ENV, RESPONSE_SHAPE: 'B' } });
    const plan = await createPlan(db, { dailyQuota: 2, overageAllowed: true });
    const user = await createUser(shapeA.services, { plan });
    await changeAccount(shapeA.services, user.id, { kind: 'overage', enabled: true }, 'test');
    key = await createKey(shapeA.services, user.id);
    token = (await loginAs(shapeA, user)).token;
    const vins = accordVins(6, 60);
    clock.set('2026-02-27T23:30:00Z');
    for (const vin of vins.slice(0, 3)) expect((await shapeA.post('/api/v1/decode', { vin }, { 'x-api-key': key })).status).toBe(200);
    clock.set('2026-03-01T09:00:00Z');
    expect((await shapeB.post('/api/v1/decode', { vin: vins[3] }, { 'x-api-key': key })).status).toBe(200);
  });
  afterAll(async () => {
    await shapeA?.close();
    await shapeB?.close();
    await db?.close();
  });

  const rest = (server: TestServer, query: string, headers: Record<string, string> = { 'x-api-key': key }) =>
    server.call('GET', `/api/v1/usage/history${query}`, { headers });
  const graphql = async (days?: number) =>
    (await (await shapeA.graphql(HISTORY, days === undefined ? {} : { days }, { 'x-api-key': key })).json()).data.usageHistory;

  it("answers GraphQL's usageHistory numbers in both shapes, for a given window and the default one", async () => {
    for (const server of [shapeA, shapeB]) {
      const response = await rest(server, '?days=4');
      expect(response.status).toBe(200);
      const { data } = await response.json();
      expect(data.history).toEqual([
        { day: '2026-02-26', used: 0, overage: 0 },
        { day: '2026-02-27', used: 2, overage: 1 },
        { day: '2026-02-28', used: 0, overage: 0 },
        { day: '2026-03-01', used: 1, overage: 0 },
      ]);
      expect(data.history).toEqual(await graphql(4));
      const byDefault = (await (await rest(server, '', bearer(token))).json()).data.history;
      expect(byDefault).toHaveLength(30);
      expect(byDefault).toEqual(await graphql());
      expect((await (await rest(server, '?days=90')).json()).data.history).toEqual(await graphql(90));
    }
  });

  it('refuses days outside 1–90 or not an integer with 400 VALIDATION_ERROR, in both shapes', async () => {
    for (const server of [shapeA, shapeB]) {
      for (const days of ['0', '91', '-3', '2.5', 'ten', '1e1']) {
        const response = await rest(server, `?days=${days}`);
        expect(response.status, days).toBe(400);
        expect((await response.json()).error.code, days).toBe('VALIDATION_ERROR');
      }
      expect((await rest(server, '?days=7', {})).status).toBe(401);
    }
  });

  it('is a method of the typed client, whose errors carry the code', async () => {
    for (const server of [shapeA, shapeB]) {
      const client = createVinGatewayClient({ baseUrl: server.url, apiKey: key });
      const { history, requestId } = await client.usageHistory(4);
      expect(history).toEqual(await graphql(4));
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect((await client.usageHistory()).history).toHaveLength(30);
      await expect(client.usageHistory(91)).rejects.toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
      await expect(client.usageHistory(0)).rejects.toBeInstanceOf(VinGatewayError);
    }
  });
});
