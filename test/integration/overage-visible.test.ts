import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccount } from '../../src/domain/accounts/accounts.service.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/** A decode billed as overage says so: X-Quota-Overage, GraphQL extensions.billing, and usage counts it. */
describe.each(databaseTargets)('overage is visible on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;
  let offset = 0;
  const vins = (n: number) => accordVins(n, 72_000 + (offset += n));

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  async function overageCustomer(dailyQuota: number) {
    const plan = await createPlan(db, { dailyQuota, overageAllowed: true });
    const user = await createUser(server.services, { plan });
    await changeAccount(server.services, user.id, { kind: 'overage', enabled: true }, 'test');
    return createKey(server.services, user.id);
  }
  const usage = async (key: string) => (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data;

  it('REST decode: no header within the quota, X-Quota-Overage: 1 past it', async () => {
    const key = await overageCustomer(1);
    const [first, second] = vins(2);
    const within = await server.post('/api/v1/decode', { vin: first }, { 'x-api-key': key });
    expect(within.status).toBe(200);
    expect(within.headers.get('x-quota-overage')).toBeNull();
    const past = await server.post('/api/v1/decode', { vin: second }, { 'x-api-key': key });
    expect(past.status).toBe(200);
    expect(past.headers.get('x-quota-overage')).toBe('1');
    expect(await usage(key)).toMatchObject({ usedToday: 1, overageToday: 1, overageEnabled: true });
  });

  it('REST batch across the quota: X-Quota-Overage counts the items billed past it', async () => {
    const key = await overageCustomer(2);
    const res = await server.post('/api/v1/batch-decode', { vins: [...vins(5), 'ABC'] }, { 'x-api-key': key });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-quota-overage')).toBe('3');
    expect((await res.json()).data.summary).toMatchObject({ successful: 5, billableCount: 5 });
    expect(await usage(key)).toMatchObject({ usedToday: 2, overageToday: 3 });
  });

  it('GraphQL: extensions.billing names the overage units, with the same header', async () => {
    const key = await overageCustomer(1);
    const [first, second] = vins(2);
    const res = await server.graphql(`{ a: decodeVin(vin: "${first}") { make } b: decodeVin(vin: "${second}") { make } }`, undefined, {
      'x-api-key': key,
    });
    const body = await res.json();
    expect(body.data).toEqual({ a: { make: 'HONDA' }, b: { make: 'HONDA' } });
    expect(body.extensions).toEqual({ billing: { units: 2, overageUnits: 1 } });
    expect(res.headers.get('x-quota-overage')).toBe('1');
    expect(await usage(key)).toMatchObject({ usedToday: 1, overageToday: 1 });
  });

  it('overage charged for a decode nulled by a failing sibling goes back first, and is not announced', async () => {
    const key = await overageCustomer(1);
    const [first, second] = vins(2);
    const res = await server.graphql(
      `{ a: decodeVin(vin: "${first}") { make } b: decodeVin(vin: "${second}") { make } apiKeys { id } }`,
      undefined,
      { 'x-api-key': key },
    );
    const body = await res.json();
    expect(body.data).toBeNull();
    expect(res.headers.get('x-quota-overage')).toBeNull();
    expect(body.extensions).toEqual({ billing: { units: 0, overageUnits: 0 } });
    expect(await usage(key)).toMatchObject({ usedToday: 0, overageToday: 0 });
  });
});
