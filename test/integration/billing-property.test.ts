import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createKey, createUser, loginAs } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/**
 * Decision 0044 as a property: whatever mix of billed fields, aliases, failing nullable and
 * non-null siblings, fragments and credentials an operation has, the units billed are the decoded
 * vehicles its answer carries. Billed fields: decodeVin and batchDecode (decodeVinImage, the third,
 * goes through the same tab and is covered in decode-from-image.test.ts's neighbours).
 */

type VinKind = 'good' | 'bad' | 'unknown';
type VehicleSelection = 'fields' | 'typename' | 'fragment' | 'inline';
type BatchSelection = 'vehicle' | 'vehicleTwice' | 'noVehicle' | 'summaryOnly';
type Sibling = 'usage' | 'validateVin' | 'me' | 'adminAccounts' | 'apiKeys' | 'webhook' | 'webhookDeliveries' | 'failingDecode';
type Billed =
  | { kind: 'decode'; vin: VinKind; selection: VehicleSelection }
  | { kind: 'batch'; vins: Array<VinKind | 'duplicate'>; selection: BatchSelection };

interface Operation {
  billed: Billed[];
  siblings: Sibling[];
  /** How the root fields are written: as they are, in an inline fragment on Query, or in a named one. */
  wrap: 'none' | 'inline' | 'named';
  caller: 'key' | 'token' | 'admin';
}

const decodeArb = fc.record({
  kind: fc.constant('decode' as const),
  vin: fc.constantFrom<VinKind>('good', 'good', 'bad', 'unknown'),
  selection: fc.constantFrom<VehicleSelection>('fields', 'typename', 'fragment', 'inline'),
});
// One operation may name batchDecode once (operation-cost.ts): at most one batch in each.
const batchArb = fc.record({
  kind: fc.constant('batch' as const),
  vins: fc.array(fc.constantFrom<VinKind | 'duplicate'>('good', 'good', 'bad', 'unknown', 'duplicate'), { minLength: 1, maxLength: 4 }),
  selection: fc.constantFrom<BatchSelection>('vehicle', 'vehicle', 'vehicleTwice', 'noVehicle', 'summaryOnly'),
});

const operationArb: fc.Arbitrary<Operation> = fc
  .record({
    decodes: fc.array(decodeArb, { maxLength: 3 }),
    batch: fc.option(batchArb, { nil: undefined }),
    siblings: fc.uniqueArray(
      fc.constantFrom<Sibling>('usage', 'validateVin', 'me', 'adminAccounts', 'apiKeys', 'webhook', 'webhookDeliveries', 'failingDecode'),
      { maxLength: 2 },
    ),
    wrap: fc.constantFrom('none' as const, 'inline' as const, 'named' as const),
    caller: fc.constantFrom('key' as const, 'token' as const, 'admin' as const),
  })
  .filter((op) => op.decodes.length > 0 || op.batch !== undefined)
  .map(({ decodes, batch, ...rest }): Operation => ({ ...rest, billed: batch ? [...decodes, batch] : decodes }));

const VEHICLE_FRAGMENTS = 'fragment VehicleBits on Vehicle { make ...VehicleYear } fragment VehicleYear on Vehicle { modelYear }';

/** The document of an operation, and where the vehicles of each billed field are in its answer. */
function documentOf(op: Operation, goodVins: () => string): { query: string; count(data: Record<string, unknown> | null): number } {
  let usesVehicleFragments = false;
  const vehicle = (selection: VehicleSelection) => {
    if (selection === 'fragment') usesVehicleFragments = true;
    return { fields: 'make model', typename: '__typename', fragment: '...VehicleBits', inline: '... on Vehicle { model }' }[selection];
  };
  const vinOf = (kind: VinKind) => (kind === 'good' ? goodVins() : kind === 'bad' ? 'ABC' : 'AAAAA1234AA123456');
  const counters: Array<(data: Record<string, unknown>) => number> = [];
  const fields = op.billed.map((billed, i) => {
    const alias = `billed${i}`;
    if (billed.kind === 'decode') {
      counters.push((data) => (data[alias] == null ? 0 : 1));
      return `${alias}: decodeVin(vin: "${vinOf(billed.vin)}") { ${vehicle(billed.selection)} }`;
    }
    const first = goodVins();
    const vins = billed.vins.map((kind) => (kind === 'duplicate' ? first : kind === 'good' ? goodVins() : vinOf(kind)));
    const list = JSON.stringify(vins);
    const success = {
      vehicle: `vehicle { ${vehicle('fields')} }`,
      vehicleTwice: `v1: vehicle { make } v2: vehicle { ...VehicleBits }`,
      noVehicle: 'vin',
      summaryOnly: undefined,
    }[billed.selection];
    if (billed.selection === 'vehicleTwice') usesVehicleFragments = true;
    counters.push((data) => {
      const results = (data[alias] as { results?: Array<Record<string, unknown>> } | null)?.results ?? [];
      const keys = billed.selection === 'vehicle' ? ['vehicle'] : billed.selection === 'vehicleTwice' ? ['v1', 'v2'] : [];
      return results.filter((item) => keys.some((key) => item[key] != null)).length;
    });
    return success === undefined
      ? `${alias}: batchDecode(vins: ${list}) { summary { successful } }`
      : `${alias}: batchDecode(vins: ${list}) { summary { successful } results { ... on BatchDecodeSuccess { status ${success} } ... on BatchDecodeError { errorCode } } }`;
  });
  const siblings = op.siblings.map(
    (sibling) =>
      ({
        usage: 'usage { usedToday }',
        validateVin: 'validateVin(vin: "ABC") { isValidFormat }',
        me: 'me { id }',
        adminAccounts: 'adminAccounts { total }',
        apiKeys: 'apiKeys { id }',
        webhook: `webhook(id: "${randomUUID()}") { id }`,
        webhookDeliveries: `webhookDeliveries(id: "${randomUUID()}") { id }`,
        failingDecode: 'failing: decodeVin(vin: "ABC") { make }',
      })[sibling],
  );
  const roots = [...fields, ...siblings].join('\n');
  const body = op.wrap === 'none' ? roots : op.wrap === 'inline' ? `... on Query { ${roots} }` : '...Roots';
  const query = [
    `query { ${body} }`,
    op.wrap === 'named' ? `fragment Roots on Query { ${roots} }` : '',
    usesVehicleFragments ? VEHICLE_FRAGMENTS : '',
  ].join('\n');
  return { query, count: (data) => (data === null ? 0 : counters.reduce((sum, count) => sum + count(data), 0)) };
}

const modes = [
  { name: 'direct charges', env: { QUOTA_LEASES: 'off' }, runs: 40 },
  { name: 'quota leases', env: { QUOTA_LEASES: 'on', QUOTA_LEASE_SETTLE_MS: '50' }, runs: 40 },
] as const;

describe.each(databaseTargets)('units billed == vehicles delivered, over random operations, on $name', (target) => {
  describe.each(modes)('with $name', (mode) => {
    let db: TestDatabase;
    let server: TestServer;
    let serverClosed = false;

    beforeAll(async () => {
      db = await target.open();
      server = await startTestServer(db, { env: { ...mode.env, RATE_LIMIT_PER_MINUTE: '1000000' } });
    });
    afterAll(async () => {
      if (!serverClosed) await server?.close();
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
    const usedToday = async (key: string) =>
      (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data.usedToday as number;

    it('bills exactly the decoded vehicles each answer carries', async () => {
      const user = await createUser(server.services);
      const admin = await createUser(server.services, { role: 'admin' });
      const accounts = {
        user: { id: user.id, key: await createKey(server.services, user.id), token: (await loginAs(server, user)).token, expected: 0 },
        admin: { id: admin.id, key: await createKey(server.services, admin.id), token: (await loginAs(server, admin)).token, expected: 0 },
      };
      let offset = 0;
      const goodVins = () => accordVins(1, 90_000 + offset++)[0]!;

      await fc.assert(
        fc.asyncProperty(operationArb, async (op) => {
          const account = op.caller === 'admin' ? accounts.admin : accounts.user;
          const headers = op.caller === 'key' ? { 'x-api-key': account.key } : bearer(account.token);
          const { query, count } = documentOf(op, goodVins);
          const res = await server.graphql(query, undefined, headers);
          const body = await res.json();
          expect(body.errors?.filter((e: { extensions: { code: string } }) => e.extensions.code === 'VALIDATION_ERROR') ?? []).toEqual([]);
          const delivered = count(body.data);
          account.expected += delivered;
          // What the answer says it billed is what it delivered …
          expect(body.extensions?.billing?.units ?? 0).toBe(delivered);
          // … and, charged directly, the account's usage moves by exactly that at once.
          if (mode.env.QUOTA_LEASES === 'off') expect(await usedToday(account.key)).toBe(account.expected);
        }),
        { numRuns: mode.runs },
      );
      expect(accounts.user.expected + accounts.admin.expected).toBeGreaterThan(0);
      // Closing settles every lease: the database holds exactly the units delivered.
      await server.close();
      serverClosed = true;
      expect(await billedInDatabase(accounts.user.id)).toBe(accounts.user.expected);
      expect(await billedInDatabase(accounts.admin.id)).toBe(accounts.admin.expected);
    });
  });
});
