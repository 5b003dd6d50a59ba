import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { settleQuotaLease, type LeaseOutcome, type LeaseSettlement } from '../../src/data/repos/quota-lease.repo.js';
import { chargeUsage, findUsage, refundUsage, type ChargeRequest } from '../../src/data/repos/usage.repo.js';
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
    (await db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', accountId).executeTakeFirst()) ?? {
      used: 0,
      reserved: 0,
    };
  const leasesOf = (accountId: string) => db.db.selectFrom('quota_leases').selectAll().where('account_id', '=', accountId).execute();
  const charge = (accountId: string, units: number, quota: number, when: Date) =>
    chargeUsage(db.db, { accountId, day: DAY, units, quota, overage: false }, when);

  type Settle = (settlement: LeaseSettlement, now: Date) => Promise<LeaseOutcome>;
  function leases(options: { settleMs?: number; ttlMs?: number; settle?: Settle; onError?: (error: unknown) => void } = {}): QuotaLeases {
    return new QuotaLeases(
      new ChargeCoalescer((request) => chargeUsage(db.db, request)),
      options.settle ?? ((settlement, now) => settleQuotaLease(db.db, settlement, now)),
      { holder: randomUUID(), settleMs: options.settleMs ?? 20, ttlMs: options.ttlMs ?? 10_000, now: () => new Date() },
      options.onError,
    );
  }

  /**
   * The real settlement, on the real database, whose reply the test can lose: after the commit (the
   * connection drops in the instant between) or before the statement reaches the database.
   */
  function flakySettle() {
    const calls: Array<{ settlement: number; consumed: number; outcome?: LeaseOutcome }> = [];
    let fault: 'after commit' | 'before' | undefined;
    const settle: Settle = async (settlement, now) => {
      const call: (typeof calls)[number] = { settlement: settlement.settlement, consumed: settlement.consumed };
      calls.push(call);
      const lose = fault;
      fault = undefined;
      if (lose === 'before') throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
      const outcome = await settleQuotaLease(db.db, settlement, now);
      if (lose === 'after commit') throw new Error('Connection terminated unexpectedly');
      call.outcome = outcome;
      return outcome;
    };
    return { settle, calls, loseNext: (kind: 'after commit' | 'before') => void (fault = kind) };
  }

  /** Everything a settlement could change for an account. */
  const snapshot = async (accountId: string) => ({
    counters: await db.db.selectFrom('usage_counters').selectAll().where('account_id', '=', accountId).orderBy('day').execute(),
    leases: await leasesOf(accountId),
    records: await db.db
      .selectFrom('quota_lease_settlements')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('day')
      .orderBy('holder')
      .execute(),
    fired: await db.db.selectFrom('quota_thresholds_fired').selectAll().where('account_id', '=', accountId).orderBy('threshold').execute(),
  });

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

  it('takes back undelivered grants (decision 0044): of the current round without billing them, of a settled round and direct ones by a refund', async () => {
    const accountId = await account(1_000_000);
    const refunds: Array<{ units: number; overageUnits: number }> = [];
    const gate = new QuotaLeases(
      new ChargeCoalescer(
        (request) => chargeUsage(db.db, request),
        (request) => {
          refunds.push({ units: request.units, overageUnits: request.overageUnits });
          return refundUsage(db.db, request);
        },
      ),
      (settlement, now) => settleQuotaLease(db.db, settlement, now),
      { holder: randomUUID(), settleMs: 60_000, ttlMs: 10_000, now: () => new Date() },
    );
    const request: ChargeRequest = { accountId, day: DAY, units: 1, quota: 1_000_000, overage: false };
    const refund = (grant: { granted: number; leaseRound?: number }) =>
      gate.refund({ accountId, day: DAY, units: grant.granted, overageUnits: 0, leaseRound: grant.leaseRound });
    const direct = await gate.submit({ ...request, units: 40 });
    expect(direct.leaseRound).toBeUndefined();
    await refund({ granted: 10 }); // ten of a direct charge: refunded in the database
    expect(await counters(accountId)).toEqual({ used: 30, reserved: 0 });
    await gate.settleNow(); // takes a lease
    const leased = await Promise.all(Array.from({ length: 5 }, () => gate.submit(request)));
    expect(leased.every((grant) => grant.leaseRound !== undefined)).toBe(true);
    await refund(leased[0]!); // same round: simply not billed
    expect(refunds).toEqual([{ units: 10, overageUnits: 0 }]);
    expect(gate.unsettled(accountId, DAY)).toBe(4);
    await gate.settleNow(); // bills the four others
    expect((await counters(accountId)).used).toBe(34);
    await refund(leased[1]!); // its round was settled since: refunded in the database
    expect(refunds).toEqual([
      { units: 10, overageUnits: 0 },
      { units: 1, overageUnits: 0 },
    ]);
    await gate.close();
    expect(await counters(accountId)).toEqual({ used: 33, reserved: 0 });
  });

  it('near the limit, leases nothing: 20 concurrent charges against a quota of 5 grant exactly 5', async () => {
    const accountId = await account(5);
    const gate = leases();
    const request: ChargeRequest = { accountId, day: DAY, units: 1, quota: 5, overage: false };
    const results = await Promise.all(Array.from({ length: 20 }, () => gate.submit(request)));
    await gate.settleNow(); // a settlement round between the two waves: it must not lease either
    const more = await Promise.all(Array.from({ length: 5 }, () => gate.submit(request)));
    expect([...results, ...more].reduce((sum, r) => sum + r.granted, 0)).toBe(5);
    expect(await leasesOf(accountId)).toEqual([]);
    await gate.close();
    expect(await counters(accountId)).toEqual({ used: 5, reserved: 0 });
  });

  it('a reservation is never granted twice: direct charges get only what leases left free', async () => {
    const accountId = await account(1_000);
    const lease = await settleQuotaLease(
      db.db,
      { accountId, day: DAY, quota: 1_000, holder: randomUUID(), settlement: 1, consumed: 0, want: 900, minFree: 0, expiresAt: at(60) },
      at(0),
    );
    expect(lease).toEqual({ used: 0, leased: 900, replayed: false });
    const direct = await charge(accountId, 200, 1_000, at(1));
    expect(direct.granted).toBe(100);
    expect(await counters(accountId)).toEqual({ used: 100, reserved: 900 });
  });

  it("a dead holder's lease returns to the pool when it expires; what it never settled goes unbilled", async () => {
    const accountId = await account(1_000);
    const holder = randomUUID();
    await settleQuotaLease(
      db.db,
      { accountId, day: DAY, quota: 1_000, holder, settlement: 1, consumed: 0, want: 900, minFree: 0, expiresAt: at(10) },
      at(0),
    );
    expect((await charge(accountId, 200, 1_000, at(5))).granted).toBe(100); // the lease still holds 900
    expect((await charge(accountId, 200, 1_000, at(11))).granted).toBe(200); // expired: given back first
    expect(await counters(accountId)).toEqual({ used: 300, reserved: 0 });
    expect(await leasesOf(accountId)).toEqual([]);
    // The holder comes back after its lease expired with 50 grants unsettled: billed only as far as
    // the quota still allows, never past it.
    await charge(accountId, 680, 1_000, at(12));
    const late = await settleQuotaLease(
      db.db,
      { accountId, day: DAY, quota: 1_000, holder, settlement: 2, consumed: 50, want: 0, minFree: 0, expiresAt: at(20) },
      at(13),
    );
    expect(late.used).toBe(1_000);
    expect(await counters(accountId)).toEqual({ used: 1_000, reserved: 0 });
  });

  it('takes a lease only while minFree units stay free for everyone else', async () => {
    const accountId = await account(1_000);
    const holder = randomUUID();
    const refused = await settleQuotaLease(
      db.db,
      { accountId, day: DAY, quota: 1_000, holder, settlement: 1, consumed: 0, want: 100, minFree: 950, expiresAt: at(60) },
      at(0),
    );
    expect(refused).toEqual({ used: 0, leased: 0, replayed: false });
    const taken = await settleQuotaLease(
      db.db,
      { accountId, day: DAY, quota: 1_000, holder, settlement: 2, consumed: 0, want: 100, minFree: 900, expiresAt: at(60) },
      at(1),
    );
    expect(taken).toEqual({ used: 0, leased: 100, replayed: false });
    // Settling bills what was used and renews; the reservation follows.
    const renewed = await settleQuotaLease(
      db.db,
      { accountId, day: DAY, quota: 1_000, holder, settlement: 3, consumed: 40, want: 100, minFree: 0, expiresAt: at(60) },
      at(2),
    );
    expect(renewed).toEqual({ used: 40, leased: 100, replayed: false });
    expect(await counters(accountId)).toEqual({ used: 40, reserved: 100 });
  });

  it('fires the quota thresholds that settled usage crosses, once each', async () => {
    const accountId = await account(1_000);
    const holder = randomUUID();
    await settleQuotaLease(
      db.db,
      { accountId, day: DAY, quota: 1_000, holder, settlement: 1, consumed: 0, want: 950, minFree: 0, expiresAt: at(60) },
      at(0),
    );
    await settleQuotaLease(
      db.db,
      { accountId, day: DAY, quota: 1_000, holder, settlement: 2, consumed: 850, want: 100, minFree: 0, expiresAt: at(60) },
      at(1),
    );
    await settleQuotaLease(
      db.db,
      { accountId, day: DAY, quota: 1_000, holder, settlement: 3, consumed: 10, want: 0, minFree: 0, expiresAt: at(60) },
      at(2),
    );
    const fired = await db.db
      .selectFrom('quota_thresholds_fired')
      .select('threshold')
      .where('account_id', '=', accountId)
      .orderBy('threshold')
      .execute();
    expect(fired.map((f) => f.threshold)).toEqual([80]);
    expect(await findUsage(db.db, accountId, DAY)).toEqual({ used: 860, overage: 0 });
  });

  it('a settlement sent again with its number changes nothing and answers the recorded outcome, also after its lease was given back; an older one is refused', async () => {
    const accountId = await account(1_000);
    const holder = randomUUID();
    const settle = (settlement: number, consumed: number, want: number, when: Date) =>
      settleQuotaLease(
        db.db,
        { accountId, day: DAY, quota: 1_000, holder, settlement, consumed, want, minFree: 0, expiresAt: new Date(when.getTime() + 10_000) },
        when,
      );
    expect(await settle(1, 0, 900, at(0))).toEqual({ used: 0, leased: 900, replayed: false });
    // Bills 850 (crossing the 80 % threshold) and renews.
    expect(await settle(2, 850, 100, at(1))).toEqual({ used: 850, leased: 100, replayed: false });
    const billed = await snapshot(accountId);
    expect(billed.counters).toMatchObject([{ used: 850, reserved: 100 }]);
    expect(billed.fired.map((f) => f.threshold)).toEqual([80]);
    // The same settlement again, as after a lost reply, later (a new lease or expiry would show):
    // the outcome recorded, and not one row changed.
    expect(await settle(2, 850, 100, at(5))).toEqual({ used: 850, leased: 100, replayed: true });
    expect(await snapshot(accountId)).toEqual(billed);
    // A stale copy of an earlier settlement arriving late is refused, changing nothing.
    await expect(settle(1, 0, 900, at(6))).rejects.toThrow(/older than the last one applied/);
    expect(await snapshot(accountId)).toEqual(billed);
    // Bills the last 100 and gives the lease back: its row goes, the record stays.
    expect(await settle(3, 100, 0, at(7))).toEqual({ used: 950, leased: 0, replayed: false });
    const givenBack = await snapshot(accountId);
    expect(givenBack.counters).toMatchObject([{ used: 950, reserved: 0 }]);
    expect(givenBack.leases).toEqual([]);
    expect(givenBack.fired.map((f) => f.threshold)).toEqual([80, 90]);
    expect(await settle(3, 100, 0, at(20))).toEqual({ used: 950, leased: 0, replayed: true });
    expect(await snapshot(accountId)).toEqual(givenBack);
  });

  it("a replayed settlement of a lease that expired and was reclaimed meanwhile changes nothing; the holder's next one bills only what is free", async () => {
    const accountId = await account(1_000);
    const holder = randomUUID();
    const settle = (settlement: number, consumed: number, want: number, when: Date) =>
      settleQuotaLease(
        db.db,
        { accountId, day: DAY, quota: 1_000, holder, settlement, consumed, want, minFree: 0, expiresAt: new Date(when.getTime() + 10_000) },
        when,
      );
    expect(await settle(1, 0, 500, at(0))).toEqual({ used: 0, leased: 500, replayed: false });
    expect(await settle(2, 100, 500, at(1))).toEqual({ used: 100, leased: 500, replayed: false }); // reply lost, say
    // The holder stalls; its lease expires and a direct charge takes it back and all that is free.
    expect((await charge(accountId, 1_000, 1_000, at(12))).granted).toBe(900);
    const reclaimed = await snapshot(accountId);
    expect(reclaimed.counters).toMatchObject([{ used: 1_000, reserved: 0 }]);
    expect(await settle(2, 100, 500, at(13))).toEqual({ used: 100, leased: 500, replayed: true });
    expect(await snapshot(accountId)).toEqual(reclaimed);
    // What it granted from the reclaimed lease meanwhile: nothing is free, nothing is billed.
    expect(await settle(3, 40, 0, at(14))).toEqual({ used: 1_000, leased: 0, replayed: false });
    expect(await counters(accountId)).toEqual({ used: 1_000, reserved: 0 });
  });

  it("keeps settlement records 7 days past their day: a holder's first settlement of a day deletes its account's older ones", async () => {
    const accountId = await account(1_000);
    const other = await account(1_000);
    const settleOn = (who: string, day: string) =>
      settleQuotaLease(
        db.db,
        { accountId: who, day, quota: 1_000, holder: randomUUID(), settlement: 1, consumed: 0, want: 0, minFree: 0, expiresAt: at(60) },
        at(0),
      );
    for (const day of ['2026-06-07', '2026-06-08', '2026-06-14']) {
      await settleOn(accountId, day);
      await settleOn(other, day);
    }
    const days = async (who: string) =>
      (
        await db.db
          .selectFrom('quota_lease_settlements')
          .select(sql<string>`day::text`.as('day'))
          .where('account_id', '=', who)
          .orderBy('day')
          .execute()
      ).map((r) => r.day);
    await settleOn(accountId, DAY);
    expect(await days(accountId)).toEqual(['2026-06-08', '2026-06-14', DAY]);
    expect(await days(other)).toEqual(['2026-06-07', '2026-06-08', '2026-06-14']);
  });

  describe('a settlement whose reply is lost', () => {
    // Days as the gateway sees them: requests are for the day of the clock settlements use.
    const request = (accountId: string, quota = 1_000_000): ChargeRequest => ({
      accountId,
      day: quotaDay(new Date()),
      units: 1,
      quota,
      overage: false,
    });
    function counted(gate: QuotaLeases) {
      let granted = 0;
      return {
        charges: async (req: ChargeRequest, n: number) => {
          for (const result of await Promise.all(Array.from({ length: n }, () => gate.submit(req)))) granted += result.granted;
        },
        granted: () => granted,
      };
    }

    it('after it committed is sent again with its number and not billed twice: billed units equal the grants exactly', async () => {
      const accountId = await account(1_000_000);
      const link = flakySettle();
      const errors: unknown[] = [];
      const gate = leases({ settleMs: 60_000, settle: link.settle, onError: (error) => errors.push(error) });
      const load = counted(gate);
      await load.charges(request(accountId), 50); // the direct way
      await gate.settleNow(); // a lease of 100
      await load.charges(request(accountId), 80); // from the lease
      link.loseNext('after commit');
      await gate.settleNow(); // bills the 80 and takes a lease of 160, but the reply never comes
      expect(errors).toHaveLength(1);
      expect(await counters(accountId)).toEqual({ used: 130, reserved: 160 });
      // Billed or not, as far as this process knows: a usage read leaves them out rather than count them twice.
      expect(gate.unsettled(accountId, request(accountId).day)).toBe(0);
      await load.charges(request(accountId), 30); // the direct way meanwhile
      expect(await counters(accountId)).toEqual({ used: 160, reserved: 160 });
      await gate.settleNow(); // the same settlement again: applied already
      const [, lost, again] = link.calls;
      expect(again).toEqual({ settlement: lost!.settlement, consumed: 80, outcome: { used: 130, leased: 160, replayed: true } });
      expect(await counters(accountId)).toEqual({ used: 160, reserved: 160 });
      await load.charges(request(accountId), 100); // from the lease the lost reply carried
      expect(await counters(accountId)).toEqual({ used: 160, reserved: 160 });
      expect(gate.unsettled(accountId, request(accountId).day)).toBe(100);
      await gate.close();
      expect(errors).toHaveLength(1);
      expect(load.granted()).toBe(260);
      expect(await counters(accountId)).toEqual({ used: 260, reserved: 0 });
      expect(await leasesOf(accountId)).toEqual([]);
    });

    it('before it reached the database is applied by the same settlement sent again', async () => {
      const accountId = await account(1_000_000);
      const link = flakySettle();
      const gate = leases({ settleMs: 60_000, settle: link.settle });
      const load = counted(gate);
      await load.charges(request(accountId), 50);
      await gate.settleNow();
      await load.charges(request(accountId), 80);
      link.loseNext('before');
      await gate.settleNow();
      expect(await counters(accountId)).toEqual({ used: 50, reserved: 100 });
      await gate.settleNow();
      const [, lost, again] = link.calls;
      expect(again).toMatchObject({ settlement: lost!.settlement, consumed: 80, outcome: { used: 130, replayed: false } });
      await gate.close();
      expect(load.granted()).toBe(130);
      expect(await counters(accountId)).toEqual({ used: 130, reserved: 0 });
      expect(await leasesOf(accountId)).toEqual([]);
    });

    it('just before close is sent again on close, and the lease it took is given back', async () => {
      const accountId = await account(1_000_000);
      const link = flakySettle();
      const gate = leases({ settleMs: 60_000, settle: link.settle });
      const load = counted(gate);
      await load.charges(request(accountId), 50);
      await gate.settleNow();
      await load.charges(request(accountId), 80);
      link.loseNext('after commit');
      await gate.settleNow();
      await gate.close();
      expect(link.calls.slice(2).map((call) => call.outcome)).toEqual([
        { used: 130, leased: 160, replayed: true },
        { used: 130, leased: 0, replayed: false },
      ]);
      expect(load.granted()).toBe(130);
      expect(await counters(accountId)).toEqual({ used: 130, reserved: 0 });
      expect(await leasesOf(accountId)).toEqual([]);
    });

    it('is given up, unbilled rather than billed twice, once its outcome stayed unknown for more than 6 days after its day', async () => {
      const accountId = await account(1_000_000);
      let clock = at(0);
      const link = flakySettle();
      const errors: Error[] = [];
      const gate = new QuotaLeases(
        new ChargeCoalescer((req) => chargeUsage(db.db, req, clock)),
        link.settle,
        { holder: randomUUID(), settleMs: 60_000, ttlMs: 10_000, now: () => clock },
        (error) => errors.push(error as Error),
      );
      const load = counted(gate);
      const onDay: ChargeRequest = { ...request(accountId), day: DAY };
      await load.charges(onDay, 50);
      await gate.settleNow();
      await load.charges(onDay, 80);
      link.loseNext('after commit');
      await gate.settleNow();
      clock = new Date(Date.UTC(2026, 5, 22, 0, 0, 1)); // the database was out of reach for a week
      await gate.settleNow();
      expect(errors.map((e) => e.message)).toEqual([
        'Connection terminated unexpectedly',
        `gave up settlement ${link.calls[1]!.settlement} of ${DAY}, whose outcome stayed unknown: up to 80 units unbilled`,
      ]);
      expect(link.calls[2]).toMatchObject({ settlement: link.calls[1]!.settlement + 1, consumed: 0 });
      await gate.close();
      expect(load.granted()).toBe(130);
      expect(await counters(accountId)).toEqual({ used: 130, reserved: 0 });
      expect(await leasesOf(accountId)).toEqual([]);
    });
  });

  it('a change of quota ends the lease: one lease per account, day and process, and every grant billed once', async () => {
    const accountId = await account(1_000_000);
    const gate = leases({ settleMs: 60_000 });
    let granted = 0;
    const charges = async (quota: number, n: number) => {
      const req: ChargeRequest = { accountId, day: DAY, units: 1, quota, overage: false };
      for (const result of await Promise.all(Array.from({ length: n }, () => gate.submit(req)))) granted += result.granted;
    };
    await charges(1_000_000, 50);
    await gate.settleNow(); // a lease of 100
    await charges(1_000_000, 40); // from it
    await charges(2_000_000, 20); // the plan changed: the direct way
    expect(await counters(accountId)).toEqual({ used: 70, reserved: 100 });
    await gate.settleNow(); // bills the 40, leases against the new quota (twice the 60 asked for)
    expect(await counters(accountId)).toEqual({ used: 110, reserved: 120 });
    expect((await leasesOf(accountId)).map((l) => l.units)).toEqual([120]);
    await charges(2_000_000, 100); // from the new lease
    expect(await counters(accountId)).toEqual({ used: 110, reserved: 120 });
    await gate.close();
    expect(granted).toBe(210);
    expect(await counters(accountId)).toEqual({ used: 210, reserved: 0 });
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
    const counters = () =>
      db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', user.id).executeTakeFirstOrThrow();
    expect(await decodeAll(accordVins(20))).toEqual(Array(20).fill(200));
    // A lease is held: its reservation shows in the counters once the gate has taken it.
    await expect.poll(async () => (await counters()).reserved, { timeout: 10_000, interval: 25 }).toBeGreaterThan(0);
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

describe.each(postgres)('a settlement and its repeat running at once on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  it('the repeat waits for the first attempt to commit, then answers its outcome: billed once', async () => {
    const plan = await createPlan(db, { dailyQuota: 1_000 });
    const accountId = (await createUser({ db: db.db, clock: systemClock }, { plan })).id;
    const holder = randomUUID();
    const settlement = (n: number, consumed: number) =>
      settleQuotaLease(
        db.db,
        { accountId, day: DAY, quota: 1_000, holder, settlement: n, consumed, want: 100, minFree: 0, expiresAt: at(60) },
        at(1),
      );
    await settlement(1, 0); // a lease of 100
    const waiting = async () =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(db.db)
        ).rows[0]!.n,
      );
    let first: Promise<LeaseOutcome> | undefined;
    let repeat: Promise<LeaseOutcome> | undefined;
    // Another transaction holds the account's counter row: the first attempt (its reply to be lost)
    // and its repeat, sent on another connection, both queue behind it.
    await db.db.transaction().execute(async (trx) => {
      await sql`select 1 from usage_counters where account_id = ${accountId} and day = ${DAY}::date for update`.execute(trx);
      first = settlement(2, 60);
      await expect.poll(waiting, { timeout: 5_000, interval: 10 }).toBe(1);
      repeat = settlement(2, 60);
      await expect.poll(waiting, { timeout: 5_000, interval: 10 }).toBe(2);
    });
    // Whichever got the row first applied it; the other answered its outcome.
    const outcomes = await Promise.all([first!, repeat!]);
    expect(outcomes.map((o) => ({ used: o.used, leased: o.leased }))).toEqual([
      { used: 60, leased: 100 },
      { used: 60, leased: 100 },
    ]);
    expect(outcomes.map((o) => o.replayed).sort()).toEqual([false, true]);
    expect(
      await db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', accountId).executeTakeFirstOrThrow(),
    ).toEqual({
      used: 60,
      reserved: 100,
    });
  });
});

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
    const counters = () =>
      db.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', user.id).executeTakeFirstOrThrow();
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
    // The survivors, idle, give their leases back; the dead replica's lease is left until it expires.
    await expect
      .poll(
        async () => {
          const leases = await db.db.selectFrom('quota_leases').select('expires_at').where('account_id', '=', user.id).execute();
          return leases.every((lease) => new Date(lease.expires_at).getTime() <= Date.now());
        },
        { timeout: 10_000, interval: 25 },
      )
      .toBe(true);
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
    const usage = await db.db
      .selectFrom('usage_counters')
      .select(['used', 'reserved'])
      .where('account_id', '=', user.id)
      .executeTakeFirstOrThrow();
    console.log(`three replicas, one SIGKILLed: ${answered} answered and billed ${usage.used}; ${sum(load.failed)} lost in flight`);
    // A charge commits before its answer is written: a request the kill cut off between the two is
    // billed without an answer. Only those can differ; nothing answered goes unbilled.
    expect(usage.reserved).toBe(0);
    expect(usage.used).toBeGreaterThanOrEqual(answered);
    expect(usage.used).toBeLessThanOrEqual(answered + load.failed[1]!);
  }, 120_000);
});
