import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleQuotaLease } from '../../src/data/repos/quota-lease.repo.js';
import { chargeUsage, findUsage, type ChargeRequest } from '../../src/data/repos/usage.repo.js';
import { ChargeCoalescer } from '../../src/domain/quota/charge-coalescer.js';
import { quotaDay } from '../../src/domain/quota/quota-day.js';
import { QuotaLeases } from '../../src/domain/quota/quota-leases.js';
import { systemClock } from '../../src/infra/clock.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startGatewayFleet, type GatewayFleet } from '../support/gateway-fleet.js';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const DAY = '2026-06-15';
const at = (seconds: number) => new Date(Date.UTC(2026, 5, 15, 10, 0, seconds));

describe.each(databaseTargets)('quota leases on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  async function account(dailyQuota: number): Promise<string> {
    const plan = await createPlan(db, { dailyQuota });
    return (await createUser({ db: db.db, clock: systemClock }, { plan })).id;
  }
  const counters = async (accountId: string) =>
    (await db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', accountId).executeTakeFirst()) ?? { used: 0, reserved: 0 };
  const leasesOf = (accountId: string) => db.db.selectFrom('quota_leases').selectAll().where('account_id', '=', accountId).execute();
  const charge = (accountId: string, units: number, quota: number, when: Date) =>
    chargeUsage(db.db, { accountId, day: DAY, units, quota, overage: false }, when);

  function leases(options: { settleMs?: number; ttlMs?: number } = {}): QuotaLeases {
    return new QuotaLeases(
      new ChargeCoalescer((request) => chargeUsage(db.db, request)),
      (settlement, now) => settleQuotaLease(db.db, settlement, now),
      { holder: randomUUID(), settleMs: options.settleMs ?? 20, ttlMs: options.ttlMs ?? 10_000, now: () => new Date() },
    );
  }

  it('far from the limit, grants from a lease in memory and bills every grant exactly once; nothing stays reserved after close', async () => {
    const accountId = await account(1_000_000);
    // Settled by hand (settleNow) rather than by the timer, so every step is deterministic.
    const gate = leases({ settleMs: 60_000 });
    const request: ChargeRequest = { accountId, day: DAY, units: 1, quota: 1_000_000, overage: false };
    const charges = (n: number) => Promise.all(Array.from({ length: n }, () => gate.submit(request)));
    expect((await charges(50)).every((r) => r.granted === 1)).toBe(true); // no lease yet: billed directly
    expect(await counters(accountId)).toEqual({ used: 50, reserved: 0 });
    await gate.settleNow(); // takes a lease sized by the demand seen (2 × 50)
    expect(await counters(accountId)).toEqual({ used: 50, reserved: 100 });
    const fromLease = gate.submit(request);
    // Granted without a round trip: the answer is there before any statement could have run.
    const settledFirst = await Promise.race([fromLease.then(() => 'lease'), new Promise((r) => setImmediate(() => r('database')))]);
    expect(settledFirst).toBe('lease');
    expect((await charges(79)).every((r) => r.granted === 1)).toBe(true);
    // Not billed yet, but this process counts them at once.
    expect(await counters(accountId)).toEqual({ used: 50, reserved: 100 });
    expect(gate.unsettled(accountId, DAY)).toBe(80);
    // Past the lease (20 left), the rest goes the direct way: still every grant exactly once.
    expect((await charges(300)).reduce((sum, r) => sum + r.granted, 0)).toBe(300);
    await gate.settleNow();
    expect((await counters(accountId)).used).toBe(430);
    await gate.close();
    expect(await counters(accountId)).toEqual({ used: 430, reserved: 0 });
    expect(await leasesOf(accountId)).toEqual([]);
  });

  it('near the limit, leases nothing: 20 concurrent charges against a quota of 5 grant exactly 5', async () => {
    const accountId = await account(5);
    const gate = leases();
    const request: ChargeRequest = { accountId, day: DAY, units: 1, quota: 5, overage: false };
    const results = await Promise.all(Array.from({ length: 20 }, () => gate.submit(request)));
    await new Promise((r) => setTimeout(r, 60));
    const more = await Promise.all(Array.from({ length: 5 }, () => gate.submit(request)));
    expect([...results, ...more].reduce((sum, r) => sum + r.granted, 0)).toBe(5);
    expect(await leasesOf(accountId)).toEqual([]);
    await gate.close();
    expect(await counters(accountId)).toEqual({ used: 5, reserved: 0 });
  });

  it('a reservation is never granted twice: direct charges get only what leases left free', async () => {
    const accountId = await account(1_000);
    const lease = await settleQuotaLease(db.db, { accountId, day: DAY, quota: 1_000, holder: randomUUID(), consumed: 0, want: 900, minFree: 0, expiresAt: at(60) }, at(0));
    expect(lease).toEqual({ used: 0, leased: 900 });
    const direct = await charge(accountId, 200, 1_000, at(1));
    expect(direct.granted).toBe(100);
    expect(await counters(accountId)).toEqual({ used: 100, reserved: 900 });
  });

  it("a dead holder's lease returns to the pool when it expires; what it never settled goes unbilled", async () => {
    const accountId = await account(1_000);
    const holder = randomUUID();
    await settleQuotaLease(db.db, { accountId, day: DAY, quota: 1_000, holder, consumed: 0, want: 900, minFree: 0, expiresAt: at(10) }, at(0));
    expect((await charge(accountId, 200, 1_000, at(5))).granted).toBe(100); // the lease still holds 900
    expect((await charge(accountId, 200, 1_000, at(11))).granted).toBe(200); // expired: given back first
    expect(await counters(accountId)).toEqual({ used: 300, reserved: 0 });
    expect(await leasesOf(accountId)).toEqual([]);
    // The holder comes back after its lease expired with 50 grants unsettled: billed only as far as
    // the quota still allows, never past it.
    await charge(accountId, 680, 1_000, at(12));
    const late = await settleQuotaLease(db.db, { accountId, day: DAY, quota: 1_000, holder, consumed: 50, want: 0, minFree: 0, expiresAt: at(20) }, at(13));
    expect(late.used).toBe(1_000);
    expect(await counters(accountId)).toEqual({ used: 1_000, reserved: 0 });
  });

  it('takes a lease only while minFree units stay free for everyone else', async () => {
    const accountId = await account(1_000);
    const holder = randomUUID();
    const refused = await settleQuotaLease(db.db, { accountId, day: DAY, quota: 1_000, holder, consumed: 0, want: 100, minFree: 950, expiresAt: at(60) }, at(0));
    expect(refused).toEqual({ used: 0, leased: 0 });
    const taken = await settleQuotaLease(db.db, { accountId, day: DAY, quota: 1_000, holder, consumed: 0, want: 100, minFree: 900, expiresAt: at(60) }, at(1));
    expect(taken).toEqual({ used: 0, leased: 100 });
    // Settling bills what was used and renews; the reservation follows.
    const renewed = await settleQuotaLease(db.db, { accountId, day: DAY, quota: 1_000, holder, consumed: 40, want: 100, minFree: 0, expiresAt: at(60) }, at(2));
    expect(renewed).toEqual({ used: 40, leased: 100 });
    expect(await counters(accountId)).toEqual({ used: 40, reserved: 100 });
  });

  it('fires the quota thresholds that settled usage crosses, once each', async () => {
    const accountId = await account(1_000);
    const holder = randomUUID();
    await settleQuotaLease(db.db, { accountId, day: DAY, quota: 1_000, holder, consumed: 0, want: 950, minFree: 0, expiresAt: at(60) }, at(0));
    await settleQuotaLease(db.db, { accountId, day: DAY, quota: 1_000, holder, consumed: 850, want: 100, minFree: 0, expiresAt: at(60) }, at(1));
    await settleQuotaLease(db.db, { accountId, day: DAY, quota: 1_000, holder, consumed: 10, want: 0, minFree: 0, expiresAt: at(60) }, at(2));
    const fired = await db.db.selectFrom('quota_thresholds_fired').select('threshold').where('account_id', '=', accountId).orderBy('threshold').execute();
    expect(fired.map((f) => f.threshold)).toEqual([80]);
    expect(await findUsage(db.db, accountId, DAY)).toEqual({ used: 860, overage: 0 });
  });
});

describe.each(databaseTargets)('a gateway with QUOTA_LEASES=on on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { QUOTA_LEASES: 'on', QUOTA_LEASE_SETTLE_MS: '20', RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('bills exactly the decodes it answered while leases were in use, and gives the leases back when idle', async () => {
    const plan = await createPlan(db, { dailyQuota: 1_000_000 });
    const user = await createUser(server.services, { plan });
    const key = await createKey(server.services, user.id);
    const decodeAll = (vins: string[]) =>
      Promise.all(vins.map((vin) => server.post('/api/v1/decode', { vin }, { 'x-api-key': key }).then((r) => r.status)));
    const counters = () => db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', user.id).executeTakeFirstOrThrow();
    expect(await decodeAll(accordVins(20))).toEqual(Array(20).fill(200));
    await new Promise((r) => setTimeout(r, 100));
    expect((await counters()).reserved).toBeGreaterThan(0); // a lease is held
    expect(await decodeAll(accordVins(100, 20))).toEqual(Array(100).fill(200));
    // Idle for ten settlement periods: billed, and the lease given back.
    await expect.poll(counters, { timeout: 5_000, interval: 50 }).toEqual({ used: 120, reserved: 0 });
    const usage = await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json();
    expect(usage.data).toMatchObject({ usedToday: 120, remainingToday: 1_000_000 - 120 });
  });
});

// A process crash needs processes of their own, and several processes a real PostgreSQL server.
const postgres = databaseTargets.filter((t) => t.name === 'postgres');
const REDIS_URL = process.env.TEST_REDIS_URL;

interface FleetLoad {
  /** 200 answers, per replica. */
  answered: number[];
  /** Requests that got no answer or another status, per replica. */
  failed: number[];
}

/**
 * `total` decodes spread round robin over the replicas still alive, `concurrency` at a time, as a
 * load balancer would; `onProgress` runs after each answer (a test kills a replica from there).
 */
async function loadFleet(
  fleet: GatewayFleet,
  alive: boolean[],
  key: string,
  vins: string[],
  options: { concurrency: number; onProgress?: (done: number) => void },
): Promise<FleetLoad> {
  const load: FleetLoad = { answered: fleet.replicas.map(() => 0), failed: fleet.replicas.map(() => 0) };
  let next = 0;
  let done = 0;
  let turn = 0;
  const pick = (): number => {
    for (;;) {
      const index = turn++ % fleet.replicas.length;
      if (alive[index]) return index;
    }
  };
  async function worker(): Promise<void> {
    while (next < vins.length) {
      const vin = vins[next++]!;
      const index = pick();
      try {
        const res = await fetch(`${fleet.replicas[index]!.url}/api/v1/decode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ vin }),
        });
        await res.arrayBuffer();
        if (res.status === 200) load.answered[index]! += 1;
        else load.failed[index]! += 1;
      } catch {
        load.failed[index]! += 1; // the replica died with this request in flight
      }
      options.onProgress?.(++done);
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return load;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function fleetEnv(db: TestDatabase, settings: Record<string, string>): Record<string, string> {
  return {
    DATABASE_URL: db.url!,
    ...(REDIS_URL ? { REDIS_URL } : {}),
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_PER_MINUTE: '100000',
    ...settings,
  };
}

describe.each(postgres)('three leasing replicas, one SIGKILLed under load, on $name', (target) => {
  let db: TestDatabase;
  let fleet: GatewayFleet | undefined;
  beforeAll(async () => {
    db = await target.open();
    fleet = await startGatewayFleet(3, fleetEnv(db, { QUOTA_LEASES: 'on', QUOTA_LEASE_SETTLE_MS: '50', QUOTA_LEASE_TTL_MS: '1000' }));
  }, 180_000);
  afterAll(async () => {
    await fleet?.stop();
    await db?.close();
  });

  it('the others keep answering; billed only for what was answered or cut off in flight, only what the dead replica had not settled goes unbilled, and its reservation returns to the pool', async () => {
    const plan = await createPlan(db, { dailyQuota: 1_000_000 });
    const user = await createUser({ db: db.db, clock: systemClock }, { plan });
    const key = await createKey({ db: db.db, clock: systemClock }, user.id);
    const alive = [true, true, true];
    const counters = () => db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', user.id).executeTakeFirstOrThrow();
    const first = await loadFleet(fleet!, alive, key, accordVins(120), { concurrency: 12 });
    expect(first.answered).toEqual([40, 40, 40]);
    await expect.poll(async () => (await counters()).reserved, { timeout: 5_000, interval: 20 }).toBeGreaterThan(0);
    // Settled before the crash: on a busy machine a settlement period can pass without one.
    await expect.poll(async () => (await counters()).used, { timeout: 5_000, interval: 20 }).toBe(120);

    let killed: Promise<void> | undefined;
    const second = await loadFleet(fleet!, alive, key, accordVins(300, 120), {
      concurrency: 12,
      onProgress: (done) => {
        if (done === 100) {
          alive[0] = false;
          killed = fleet!.replicas[0]!.kill();
        }
      },
    });
    await killed;
    // The survivors answered every request they got; only requests in flight on the dead one failed.
    expect(second.failed.slice(1)).toEqual([0, 0]);
    expect(sum(second.answered.slice(1))).toBeGreaterThan(150);
    const answered = 120 + sum(second.answered);
    // The survivors settle what they granted; the dead one's unsettled grants stay unbilled.
    await new Promise((r) => setTimeout(r, 1_100)); // the dead replica's lease expires
    const next = await chargeUsage(db.db, { accountId: user.id, day: quotaDay(new Date()), units: 1, quota: 1_000_000, overage: false });
    expect(next.granted).toBe(1);
    // Idle survivors give their leases back; the dead one's came back with the charge above.
    await expect.poll(async () => (await counters()).reserved, { timeout: 10_000, interval: 50 }).toBe(0);
    const billed = (await counters()).used - 1;
    console.log(`three leasing replicas, one SIGKILLed: ${answered} answered, ${billed} billed, ${sum(second.failed)} lost in flight`);
    // A grant counts from the moment it is made, before its answer is written: a settlement that
    // lands between the two bills a request the kill then cut off. Only those can be billed
    // unanswered, and only the dead one's unsettled answers can go unbilled.
    expect(billed).toBeLessThanOrEqual(answered + second.failed[0]!);
    expect(billed).toBeGreaterThanOrEqual(answered - second.answered[0]!);
  }, 120_000);
});

describe.each(postgres)('three replicas committing every charge (QUOTA_LEASES=off), one SIGKILLed under load, on $name', (target) => {
  let db: TestDatabase;
  let fleet: GatewayFleet | undefined;
  beforeAll(async () => {
    db = await target.open();
    fleet = await startGatewayFleet(3, fleetEnv(db, { QUOTA_LEASES: 'off' }));
  }, 180_000);
  afterAll(async () => {
    await fleet?.stop();
    await db?.close();
  });

  it('the others keep answering, and billed units equal successful answers, but for requests cut off by the kill', async () => {
    const plan = await createPlan(db, { dailyQuota: 1_000_000 });
    const user = await createUser({ db: db.db, clock: systemClock }, { plan });
    const key = await createKey({ db: db.db, clock: systemClock }, user.id);
    const alive = [true, true, true];
    let killed: Promise<void> | undefined;
    const load = await loadFleet(fleet!, alive, key, accordVins(300), {
      concurrency: 12,
      onProgress: (done) => {
        if (done === 100) {
          alive[1] = false;
          killed = fleet!.replicas[1]!.kill();
        }
      },
    });
    await killed;
    expect([load.failed[0], load.failed[2]]).toEqual([0, 0]);
    const answered = sum(load.answered);
    const usage = await db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', user.id).executeTakeFirstOrThrow();
    console.log(`three replicas, one SIGKILLed: ${answered} answered and billed ${usage.used}; ${sum(load.failed)} lost in flight`);
    // A charge commits before its answer is written: a request the kill cut off between the two is
    // billed without an answer. Only those can differ; nothing answered goes unbilled.
    expect(usage.reserved).toBe(0);
    expect(usage.used).toBeGreaterThanOrEqual(answered);
    expect(usage.used).toBeLessThanOrEqual(answered + load.failed[1]!);
  }, 120_000);
});
