import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { changeAccount } from '../../src/domain/accounts/accounts.service.js';
import { ManualClock, systemClock } from '../../src/infra/clock.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';
import { openTestCatalog, testCatalogPath } from '../support/catalog.js';

describe.each(databaseTargets)('daily quota, usage and batch on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let serverB: TestServer;
  const clock = new ManualClock('2026-06-15T10:00:00Z');

  /** A fresh account on a plan with the given limits, and an API key for it. */
  async function customer(limits: { dailyQuota: number; batchCap?: number; overageAllowed?: boolean }, overage = false) {
    const plan = await createPlan(db, limits);
    const user = await createUser(server.services, { plan });
    if (overage) await changeAccount(server.services, user.id, { kind: 'overage', enabled: true }, 'test');
    return { key: await createKey(server.services, user.id), id: user.id };
  }
  const usage = async (key: string, on = server) =>
    (await (await on.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data;
  const decode = (key: string, vin: string) => server.post('/api/v1/decode', { vin }, { 'x-api-key': key });
  const batch = (key: string, vins: unknown, on = server) => on.post('/api/v1/batch-decode', { vins }, { 'x-api-key': key });

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { clock });
    serverB = await startTestServer(db, { clock, env: { RESPONSE_SHAPE: 'B' } });
  });
  afterAll(async () => {
    await server?.close();
    await serverB?.close();
    await db?.close();
  });

  it('grants exactly the quota to 20 concurrent decodes: 5 succeed, 15 get 429 QUOTA_EXCEEDED', async () => {
    const { key } = await customer({ dailyQuota: 5 });
    const vins = accordVins(20);
    const responses = await Promise.all(vins.map((vin) => decode(key, vin)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = await responses.find((r) => r.status === 429)!.json();
    expect(refused.error.code).toBe('QUOTA_EXCEEDED');
    expect(await usage(key)).toMatchObject({ dailyQuota: 5, usedToday: 5, remainingToday: 0, overageToday: 0 });
  });

  it('answers usage in shape A and B without billing it (each read counts once against the rate limit)', async () => {
    const { key } = await customer({ dailyQuota: 7 });
    await decode(key, accordVins(1)[0]!);
    let remaining = Infinity;
    for (let i = 0; i < 20; i++) {
      const read = await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } });
      expect(read.status).toBe(200);
      const left = Number(read.headers.get('x-ratelimit-remaining'));
      expect(left).toBeLessThan(remaining);
      remaining = left;
    }
    expect(await usage(key)).toEqual({
      plan: expect.stringMatching(/^test_/),
      dailyQuota: 7,
      usedToday: 1,
      remainingToday: 6,
      overageEnabled: false,
      overageToday: 0,
      periodEndsAt: '2026-06-16T00:00:00.000Z',
    });
    expect(await usage(key, serverB)).toEqual({ dailyQuota: 7, usedToday: 1, remainingToday: 6 });
    const anonymous = await server.call('GET', '/api/v1/usage');
    expect(anonymous.status).toBe(401);
  });

  it('splits a batch at the quota boundary: the rest fail with QUOTA_EXCEEDED, unbilled; 429 once nothing is left', async () => {
    const { key } = await customer({ dailyQuota: 5 });
    for (const vin of accordVins(3)) expect((await decode(key, vin)).status).toBe(200);
    const res = await batch(key, accordVins(4, 100));
    expect(res.status).toBe(200);
    expect(res.headers.get('x-quota-remaining')).toBe('0');
    const { data } = await res.json();
    expect(data.summary).toEqual({ totalSubmitted: 4, successful: 2, failed: 2, duplicates: 0, billableCount: 2 });
    expect(data.results.map((r: { status: string; errorCode?: string }) => r.errorCode ?? r.status)).toEqual([
      'success',
      'success',
      'QUOTA_EXCEEDED',
      'QUOTA_EXCEEDED',
    ]);
    expect((await usage(key)).usedToday).toBe(5);
    const none = await batch(key, accordVins(2, 200));
    expect(none.status).toBe(429);
    expect((await none.json()).error.code).toBe('QUOTA_EXCEEDED');
    // a batch with nothing decodable has nothing to bill: 200 with its errors, not 429
    const failures = await batch(key, ['ABC', 'AAAAA1234AA123456']);
    expect(failures.status).toBe(200);
    expect((await failures.json()).data.summary).toMatchObject({ successful: 0, failed: 2, billableCount: 0 });
  });

  it('with overage on, decodes past the quota succeed and count as overage; off, they get 429', async () => {
    const on = await customer({ dailyQuota: 2, overageAllowed: true }, true);
    for (const vin of accordVins(5)) expect((await decode(on.key, vin)).status).toBe(200);
    expect(await usage(on.key)).toMatchObject({ usedToday: 2, remainingToday: 0, overageEnabled: true, overageToday: 3 });
    const batchOn = await (await batch(on.key, accordVins(3, 50))).json();
    expect(batchOn.data.summary.successful).toBe(3);
    expect((await usage(on.key)).overageToday).toBe(6);

    const off = await customer({ dailyQuota: 2, overageAllowed: true }, false);
    const statuses = [];
    for (const vin of accordVins(3)) statuses.push((await decode(off.key, vin)).status);
    expect(statuses).toEqual([200, 200, 429]);
    expect(await usage(off.key)).toMatchObject({ usedToday: 2, overageToday: 0, overageEnabled: false });
  });

  it('starts a new quota at 00:00 UTC', async () => {
    const { key } = await customer({ dailyQuota: 2 });
    clock.set('2026-06-15T23:59:58Z');
    try {
      for (const vin of accordVins(2)) expect((await decode(key, vin)).status).toBe(200);
      expect((await decode(key, accordVins(1, 9)[0]!)).status).toBe(429);
      clock.set('2026-06-16T00:00:01Z');
      const res = await decode(key, accordVins(1, 9)[0]!);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-quota-reset')).toBe('2026-06-17T00:00:00.000Z');
      expect(await usage(key)).toMatchObject({ usedToday: 1, remainingToday: 1, periodEndsAt: '2026-06-17T00:00:00.000Z' });
    } finally {
      clock.set('2026-06-15T10:00:00Z');
    }
  });

  it('decodes duplicates once and bills neither them nor failures', async () => {
    const { key } = await customer({ dailyQuota: 100 });
    const [a, b] = accordVins(2, 300);
    const res = await batch(key, [a, ` ${a!.toLowerCase()} `, 'ABC', b, 'AAAAA1234AA123456', a, b]);
    const { data } = await res.json();
    expect(data.summary).toEqual({ totalSubmitted: 7, successful: 2, failed: 2, duplicates: 3, billableCount: 2 });
    expect(data.results.map((r: { vin: string }) => r.vin)).toEqual([a, 'ABC', b, 'AAAAA1234AA123456']);
    expect(data.results[1]).toMatchObject({ status: 'error', errorCode: 'INVALID_VIN' });
    expect(data.results[3]).toMatchObject({ status: 'error', errorCode: 'VIN_NOT_FOUND' });
    expect(data.results[0].vehicle.model).toBe('Accord');
    expect((await usage(key)).usedToday).toBe(2);
  });

  it('answers batches in shape B with results, successCount and failureCount', async () => {
    const { key } = await customer({ dailyQuota: 100 });
    const res = await batch(key, [...accordVins(2, 400), 'ABC'], serverB);
    const { data } = await res.json();
    expect(Object.keys(data)).toEqual(['results', 'successCount', 'failureCount', 'duplicates']);
    expect(data).toMatchObject({ successCount: 2, failureCount: 1 });
    expect(data.results[0].vehicle).toMatchObject({ decodeStatus: 'success', normalizedVin: accordVins(1, 400)[0] });
  });

  it('gives every decoded batch item its warnings in both shapes: a wrong check digit is not silent', async () => {
    const { key } = await customer({ dailyQuota: 100 });
    const [good] = accordVins(1, 800);
    const wrong = `${good!.slice(0, 8)}${good![8] === '0' ? '1' : '0'}${good!.slice(9)}`;
    for (const on of [server, serverB]) {
      const res = await batch(key, [good, wrong], on);
      expect(res.status).toBe(200);
      const { data } = await res.json();
      expect(data.results.map((r: { status: string }) => r.status)).toEqual(['success', 'success']);
      expect(data.results[0].warnings).toEqual([]);
      expect(data.results[1].warnings).toEqual(['CHECK_DIGIT_MISMATCH']);
    }
  });

  it('decodes a batch of 1,000 on the business cap and refuses 1,001 with BATCH_TOO_LARGE, decoding nothing', async () => {
    const { key } = await customer({ dailyQuota: 100000, batchCap: 1000 });
    const thousand = await batch(key, accordVins(1000, 1000));
    expect(thousand.status).toBe(200);
    const { data } = await thousand.json();
    expect(data.summary).toMatchObject({ totalSubmitted: 1000, successful: 1000, billableCount: 1000 });
    expect(data.results).toHaveLength(1000);
    const over = await batch(key, accordVins(1001, 5000));
    expect(over.status).toBe(400);
    const body = await over.json();
    expect(body.error.code).toBe('BATCH_TOO_LARGE');
    expect(body.error.details).toMatchObject({ batchCap: 1000, submitted: 1001 });
    expect((await usage(key)).usedToday).toBe(1000);
  });

  it("applies each plan's batch cap", async () => {
    const { key } = await customer({ dailyQuota: 1000, batchCap: 10 });
    expect((await batch(key, accordVins(10))).status).toBe(200);
    const res = await batch(key, accordVins(11, 20));
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('BATCH_TOO_LARGE');
    expect((await usage(key)).usedToday).toBe(10);
  });

  it.each([
    ['an empty list', { vins: [] }, /at least one/],
    ['a string', { vins: '1HGCM82633A004352' }, /array of strings/],
    ['an object', { vins: { a: 1 } }, /array of strings/],
    ['null', { vins: null }, /array of strings/],
    ['a missing field', {}, /vins is required/],
    ['numbers', { vins: [1, 2] }, /must be a string/],
    ['mixed items', { vins: ['1HGCM82633A004352', null] }, /must be a string/],
    ['nested arrays', { vins: [['1HGCM82633A004352']] }, /must be a string/],
  ])('refuses %s with 400 VALIDATION_ERROR, unbilled', async (_name, body, message) => {
    const { key } = await customer({ dailyQuota: 10 });
    const res = await server.post('/api/v1/batch-decode', body, { 'x-api-key': key });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe('VALIDATION_ERROR');
    expect(json.error.message).toMatch(message);
    expect((await usage(key)).usedToday).toBe(0);
  });

  it('GraphQL batchDecode returns a union per item and the same summary', async () => {
    const { key } = await customer({ dailyQuota: 10 });
    const res = await server.graphql(
      `query($vins: [String!]!) { batchDecode(vins: $vins) { summary { successful failed duplicates billableCount }
        results { __typename ... on BatchDecodeSuccess { vin vehicle { model } } ... on BatchDecodeError { vin errorCode message } } } }`,
      { vins: [accordVins(1, 700)[0], 'ABC'] },
      { 'x-api-key': key },
    );
    const { data } = await res.json();
    expect(data.batchDecode.summary).toEqual({ successful: 1, failed: 1, duplicates: 0, billableCount: 1 });
    expect(data.batchDecode.results[0]).toEqual({
      __typename: 'BatchDecodeSuccess',
      vin: accordVins(1, 700)[0],
      vehicle: { model: 'Accord' },
    });
    expect(data.batchDecode.results[1]).toMatchObject({ __typename: 'BatchDecodeError', vin: 'ABC', errorCode: 'INVALID_VIN' });
  });
});

// Several gateway processes can share only a real PostgreSQL server (PGlite is single-process).
const postgres = databaseTargets.filter((t) => t.name === 'postgres');

describe.each(postgres)('quota across 3 gateway processes (durable, async commit, leases) on $name', (target) => {
  let db: TestDatabase;
  let gateways: GatewayProcess[] = [];

  beforeAll(async () => {
    db = await target.open();
    await openTestCatalog(); // unpacked before the processes look for it
    const url = db.url!;
    // One durable, one async-commit and one leasing process: the modes may be mixed (e.g. during a rollout).
    const modes: Array<Record<string, string>> = [
      { QUOTA_COMMIT: 'durable', QUOTA_LEASES: 'off' },
      { QUOTA_COMMIT: 'async', QUOTA_LEASES: 'off' },
      { QUOTA_COMMIT: 'async', QUOTA_LEASES: 'on', QUOTA_LEASE_SETTLE_MS: '50' },
    ];
    gateways = await Promise.all(
      modes.map((mode) =>
        startGatewayProcess({
          DATABASE_URL: url,
          VPIC_DB_PATH: testCatalogPath(),
          JWT_SECRET: TEST_JWT_SECRET,
          RATE_LIMIT_PER_MINUTE: '100000',
          ...mode,
        }),
      ),
    );
  }, 120_000);
  afterAll(async () => {
    await Promise.all(gateways.map((g) => g.stop()));
    await db?.close();
  });

  it('grants exactly 5 of 20 concurrent decodes spread over the processes', async () => {
    const plan = await createPlan(db, { dailyQuota: 5 });
    const user = await createUser({ db: db.db, clock: systemClock }, { plan });
    const key = await createKey({ db: db.db, clock: systemClock }, user.id);
    const responses = await Promise.all(
      accordVins(20).map((vin, i) =>
        fetch(`${gateways[i % 3]!.url}/api/v1/decode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ vin }),
        }),
      ),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const usage = await (await fetch(`${gateways[1]!.url}/api/v1/usage`, { headers: { 'x-api-key': key } })).json();
    expect(usage.data).toMatchObject({ usedToday: 5, remainingToday: 0 });
  });

  it('far from the limit, bills every decode exactly once while one process grants from leases', async () => {
    const plan = await createPlan(db, { dailyQuota: 1_000_000 });
    const user = await createUser({ db: db.db, clock: systemClock }, { plan });
    const key = await createKey({ db: db.db, clock: systemClock }, user.id);
    const counters = () =>
      db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', user.id).executeTakeFirstOrThrow();
    let answered = 0;
    for (let round = 0; round < 4; round++) {
      const responses = await Promise.all(
        accordVins(60, round * 60).map((vin, i) =>
          fetch(`${gateways[i % 3]!.url}/api/v1/decode`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-api-key': key },
            body: JSON.stringify({ vin }),
          }),
        ),
      );
      answered += responses.filter((r) => r.status === 200).length;
      // The leasing process takes a lease at its next settlement (every 50 ms) and holds it while it
      // keeps serving (the rounds that follow).
      if (round === 0) await expect.poll(async () => (await counters()).reserved, { timeout: 10_000, interval: 20 }).toBeGreaterThan(0);
    }
    expect(answered).toBe(240);
    // Once the leasing process goes idle it settles and gives its lease back.
    await expect.poll(counters, { timeout: 10_000, interval: 100 }).toEqual({ used: 240, reserved: 0 });
  });
});
