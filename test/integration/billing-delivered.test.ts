import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createKey, createUser, loginAs } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/**
 * Decision 0044: a unit is billed only when its vehicle reaches the caller. These are the issue's
 * reproductions: a decode beside a non-null sibling that fails nulls the whole answer, and must
 * then bill nothing, whether the units were granted from a lease in memory or charged directly.
 */
const modes = [
  { name: 'direct charges', env: { QUOTA_LEASES: 'off' } },
  { name: 'quota leases', env: { QUOTA_LEASES: 'on', QUOTA_LEASE_SETTLE_MS: '20' } },
] as const;

describe.each(databaseTargets)('billing what reaches the caller on $name', (target) => {
  describe.each(modes)('with $name', (mode) => {
    let db: TestDatabase;
    let server: TestServer;
    let vinOffset = 0;
    const expectedBilled = new Map<string, number>();

    beforeAll(async () => {
      db = await target.open();
      server = await startTestServer(db, { env: { ...mode.env } });
    });
    afterAll(async () => {
      await server?.close();
      // Closing settles every lease: the database then holds every unit billed, and nothing else.
      for (const [accountId, expected] of expectedBilled) expect(await billedInDatabase(accountId)).toBe(expected);
      await db?.close();
    });

    const billedInDatabase = async (accountId: string) => {
      const row = await db.db
        .selectFrom('usage_counters')
        .select(['used', 'overage'])
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return (row?.used ?? 0) + (row?.overage ?? 0);
    };
    const reserved = async (accountId: string) =>
      (await db.db.selectFrom('usage_counters').select('reserved').where('account_id', '=', accountId).executeTakeFirst())?.reserved ?? 0;
    const usedToday = async (key: string) =>
      (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data.usedToday as number;
    const freshVins = (n: number) => {
      vinOffset += n;
      return accordVins(n, 60_000 + vinOffset);
    };

    /** A pro account with a key and a (non-admin) access token; with leases on, holding a lease already. */
    async function customer() {
      const user = await createUser(server.services);
      const key = await createKey(server.services, user.id);
      const { token } = await loginAs(server, user);
      let billed = 0;
      if (mode.env.QUOTA_LEASES === 'on') {
        // One decode, then the next settlement takes a lease: later grants come from memory.
        expect((await server.post('/api/v1/decode', { vin: freshVins(1)[0] }, { 'x-api-key': key })).status).toBe(200);
        billed = 1;
        await expect.poll(() => reserved(user.id), { timeout: 10_000 }).toBeGreaterThan(0);
      }
      expectedBilled.set(user.id, billed);
      return { id: user.id, key, token, billed };
    }

    it.each([
      [
        'decodeVin beside adminAccounts, with an API key',
        'key',
        (vin: string) => `{ decodeVin(vin: "${vin}") { make } adminAccounts { total } }`,
      ],
      [
        'decodeVin beside adminAccounts, with a non-admin token',
        'token',
        (vin: string) => `{ decodeVin(vin: "${vin}") { make } adminAccounts { total } }`,
      ],
      [
        'decodeVin beside webhook(id: unknown)',
        'key',
        (vin: string) => `{ decodeVin(vin: "${vin}") { make } webhook(id: "${randomUUID()}") { id } }`,
      ],
      ['decodeVin beside apiKeys, with an API key', 'key', (vin: string) => `{ decodeVin(vin: "${vin}") { make } apiKeys { id } }`],
      [
        'decodeVin beside webhookDeliveries(unknown)',
        'key',
        (vin: string) => `{ decodeVin(vin: "${vin}") { make } webhookDeliveries(id: "${randomUUID()}") { id } }`,
      ],
    ])('%s: data null, nothing billed', async (_name, credential, document) => {
      const who = await customer();
      const res = await server.graphql(
        document(freshVins(1)[0]!),
        undefined,
        credential === 'key' ? { 'x-api-key': who.key } : bearer(who.token),
      );
      const body = await res.json();
      expect(body.data).toBeNull();
      expect(body.errors.length).toBeGreaterThan(0);
      expect(await usedToday(who.key)).toBe(who.billed);
      // The quota header set when the unit was charged counts it free again.
      if (mode.env.QUOTA_LEASES === 'off') expect(res.headers.get('x-quota-remaining')).toBe(String(10_000 - who.billed));
    });

    it('batchDecode of 2 VINs beside adminAccounts: data null, nothing billed', async () => {
      const who = await customer();
      const res = await server.graphql(
        `query($vins: [String!]!) { batchDecode(vins: $vins) { results { ... on BatchDecodeSuccess { vehicle { make } } } } adminAccounts { total } }`,
        { vins: freshVins(2) },
        { 'x-api-key': who.key },
      );
      const body = await res.json();
      expect(body.data).toBeNull();
      expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await usedToday(who.key)).toBe(who.billed);
    });

    it('bills a decode that reaches the caller, says so in extensions.billing, and still bills REST decodes', async () => {
      const who = await customer();
      const res = await server.graphql(
        `{ a: decodeVin(vin: "${freshVins(1)[0]}") { make } b: decodeVin(vin: "INVALID") { make } }`,
        undefined,
        { 'x-api-key': who.key },
      );
      const body = await res.json();
      expect(body.data.a).toEqual({ make: 'HONDA' });
      expect(body.data.b).toBeNull();
      expect(body.extensions).toEqual({ billing: { units: 1, overageUnits: 0 } });
      expect((await server.post('/api/v1/decode', { vin: freshVins(1)[0] }, { 'x-api-key': who.key })).status).toBe(200);
      const batch = await server.post('/api/v1/batch-decode', { vins: freshVins(3) }, { 'x-api-key': who.key });
      expect(batch.status).toBe(200);
      expectedBilled.set(who.id, who.billed + 5);
      // With leases, the usage answer counts units once the next settlement (every 20 ms, later on a
      // loaded machine) has written them.
      await expect.poll(() => usedToday(who.key), { timeout: 10_000 }).toBe(who.billed + 5);
    });
  });
});
