import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeUsage } from '../../src/data/repos/usage.repo.js';
import { systemClock } from '../../src/infra/clock.js';
import { createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { createPlan } from '../support/plans.js';

describe.each(databaseTargets)('quota charges in async commit mode on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  const request = (accountId: string, units: number) => ({ accountId, day: '2026-06-15', units, quota: 10, overage: false });

  it('turns synchronous_commit off for the charge only: the connection is back to durable commits right after', async () => {
    const plan = await createPlan(db, { dailyQuota: 10 });
    const user = await createUser({ db: db.db, clock: systemClock }, { plan });
    await db.db.connection().execute(async (connection) => {
      const charged = await chargeUsage(connection, request(user.id, 3), new Date(), { commit: 'async' });
      expect(charged).toMatchObject({ granted: 3, used: 3 });
      const after = await sql<{ mode: string }>`select current_setting('synchronous_commit') as mode`.execute(connection);
      expect(after.rows[0]!.mode).toBe('on');
    });
  });

  it('stays exact under concurrency: 20 charges of one unit against a quota of 10 grant exactly 10', async () => {
    const plan = await createPlan(db, { dailyQuota: 10 });
    const user = await createUser({ db: db.db, clock: systemClock }, { plan });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => chargeUsage(db.db, request(user.id, 1), new Date(), { commit: 'async' })),
    );
    expect(results.reduce((sum, r) => sum + r.granted, 0)).toBe(10);
    expect(Math.max(...results.map((r) => r.used))).toBe(10);
  });
});

// Only a real PostgreSQL server counts its WAL flushes (pg_stat_wal).
const postgres = databaseTargets.filter((t) => t.name === 'postgres');

describe.each(postgres)('what async commit saves on $name', (target) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await db?.close();
  });

  /** WAL flushes counted cluster-wide while `charges` charges run one after another on one connection. */
  async function walFlushesDuring(commit: 'durable' | 'async', accountId: string, charges: number): Promise<number> {
    return db.db.connection().execute(async (connection) => {
      const flushes = async () => {
        // This backend's statistics are otherwise published up to 10 s late.
        await sql`select pg_stat_force_next_flush()`.execute(connection);
        await sql`select 1`.execute(connection);
        await sql`select pg_stat_clear_snapshot()`.execute(connection);
        return Number((await sql<{ n: string }>`select wal_sync as n from pg_stat_wal`.execute(connection)).rows[0]!.n);
      };
      const before = await flushes();
      for (let i = 0; i < charges; i++)
        await chargeUsage(connection, { accountId, day: '2026-06-16', units: 1, quota: 1000, overage: false }, new Date(), { commit });
      return (await flushes()) - before;
    });
  }

  it('durable charges wait for a WAL flush each; async charges leave the flushing to the WAL writer', async () => {
    const plan = await createPlan(db, { dailyQuota: 1000 });
    const user = await createUser({ db: db.db, clock: systemClock }, { plan });
    const charges = 30;
    // Other tests share the server and add flushes of their own: the quietest of three tries counts.
    const durable: number[] = [];
    const async: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      durable.push(await walFlushesDuring('durable', user.id, charges));
      async.push(await walFlushesDuring('async', user.id, charges));
    }
    expect(Math.min(...durable)).toBeGreaterThanOrEqual(charges);
    expect(Math.min(...async)).toBeLessThan(charges / 2);
  });
});
