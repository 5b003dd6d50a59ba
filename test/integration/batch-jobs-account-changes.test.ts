import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeAccount } from '../../src/domain/accounts/accounts.service.js';
import { createKey, createUser } from '../support/accounts.js';
import { runCli } from '../support/cli.js';
import { databaseTargets, type DatabaseTarget, type TestDatabase } from '../support/databases.js';
import { until } from '../support/eventually.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/**
 * A server on `target` with the helpers these tests share. Its quota recheck is left at the
 * default of 300 s: a job that resumes within these tests' waits was resumed by the account
 * change, not by the recheck.
 */
function jobServer(target: DatabaseTarget) {
  let db: TestDatabase;
  let server: TestServer;

  async function customer(limits: { dailyQuota: number; overageAllowed?: boolean }) {
    const plan = await createPlan(db, { maxActiveBatchJobs: 3, ...limits });
    const user = await createUser(server.services, { plan });
    return { id: user.id, email: user.email, key: await createKey(server.services, user.id) };
  }
  const submit = async (key: string, vins: readonly string[]) => {
    const res = await fetch(`${server.url}/api/v1/batch-jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv' },
      body: `${vins.join('\n')}\n`,
    });
    expect(res.status).toBe(202);
    return (await res.json()).data as { id: string };
  };
  /** Read from the database: a suspended account's key no longer answers. */
  const row = (id: string) => db.db.selectFrom('batch_jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const usedToday = async (accountId: string) => {
    const rows = await db.db.selectFrom('usage_counters').select(['used', 'overage']).where('account_id', '=', accountId).execute();
    return rows.reduce((sum, r) => sum + r.used + r.overage, 0);
  };
  const jobData = async (key: string, id: string) =>
    (await (await server.call('GET', `/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } })).json()).data;
  const settled = (key: string, id: string, state: string, ms = 30_000) =>
    until(
      () => jobData(key, id),
      (j) => j.state === state,
      ms,
    );

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { BATCH_JOB_POLL_MS: '100', RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });
  return {
    get db() {
      return db;
    },
    get server() {
      return server;
    },
    customer,
    submit,
    row,
    usedToday,
    settled,
  };
}

describe.each(databaseTargets)('bulk jobs follow their account on $name', (target) => {
  const setup = jobServer(target);
  const { customer, submit, row, usedToday, settled } = setup;

  it('suspending an account pauses its running job: nothing more is decoded or billed until it is reactivated, then it finishes', async () => {
    const { id, key } = await customer({ dailyQuota: 1_000_000 });
    const vins = accordVins(20_000, 20_000);
    const submitted = await submit(key, vins);
    await changeAccount(setup.server.services, id, { kind: 'state', state: 'suspended' }, 'test');

    const paused = await row(submitted.id);
    expect(paused).toMatchObject({ state: 'paused_suspended', queue_job_id: null });
    expect(paused.next_index).toBeLessThan(vins.length);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a worker polls every 100 ms
    const later = await row(submitted.id);
    expect(later).toMatchObject({ state: 'paused_suspended', next_index: paused.next_index, billed: paused.billed });
    expect((await setup.server.call('GET', `/api/v1/batch-jobs/${submitted.id}`, { headers: { 'x-api-key': key } })).status).toBe(403);

    await changeAccount(setup.server.services, id, { kind: 'state', state: 'active' }, 'test');
    const done = await settled(key, submitted.id, 'succeeded');
    expect(done).toMatchObject({ processed: vins.length, successful: vins.length, billed: vins.length });
    const usage = (await (await setup.server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data;
    expect(usage).toMatchObject({ usedToday: vins.length });
  });

  it('pauses a quota-paused job for suspension too; reactivated, it is queued at once and can still be cancelled', async () => {
    const { id, key } = await customer({ dailyQuota: 3 });
    const submitted = await submit(key, accordVins(10, 60_000));
    await settled(key, submitted.id, 'paused_quota');
    await changeAccount(setup.server.services, id, { kind: 'state', state: 'suspended' }, 'test');
    expect(await row(submitted.id)).toMatchObject({ state: 'paused_suspended', queue_job_id: null, billed: 3 });
    await changeAccount(setup.server.services, id, { kind: 'state', state: 'active' }, 'test');
    // Queued at once; its quota still spent, it pauses for quota again and bills nothing more.
    const resumed = await row(submitted.id);
    expect(['queued', 'running', 'paused_quota']).toContain(resumed.state);
    expect(resumed.queue_job_id).not.toBeNull();
    expect(await settled(key, submitted.id, 'paused_quota', 10_000)).toMatchObject({ billed: 3, processed: 3 });
    const cancelled = await setup.server.call('POST', `/api/v1/batch-jobs/${submitted.id}/cancel`, { headers: { 'x-api-key': key } });
    expect((await cancelled.json()).data).toMatchObject({ state: 'cancelled', billed: 3 });
    expect(await usedToday(id)).toBe(3);
  });

  it('a server starting resumes the suspension-paused jobs of an account reactivated by hand', async () => {
    const { id, key } = await customer({ dailyQuota: 3 });
    const submitted = await submit(key, accordVins(10, 65_000));
    await settled(key, submitted.id, 'paused_quota');
    await changeAccount(setup.server.services, id, { kind: 'state', state: 'suspended' }, 'test');
    // Reactivated by a statement, not an account change: nothing queues the job.
    await setup.db.db.updateTable('accounts').set({ state: 'active' }).where('id', '=', id).execute();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await row(submitted.id)).toMatchObject({ state: 'paused_suspended', queue_job_id: null });
    const second = await startTestServer(setup.db, { env: { BATCH_JOB_POLL_MS: '100', RATE_LIMIT_PER_MINUTE: '100000' } });
    try {
      // Its worker's first sweep queues the job; its quota still spent, it pauses for quota again.
      const resumed = await until(
        () => row(submitted.id),
        (job) => job.state === 'paused_quota',
        10_000,
      );
      expect(resumed).toMatchObject({ billed: 3, next_index: 3 });
      expect(resumed.queue_job_id).not.toBeNull();
    } finally {
      await second.close();
    }
  });

  it('resumes a quota-paused job as soon as its plan changes to one with room, not at the next recheck', async () => {
    const { id, key } = await customer({ dailyQuota: 4 });
    const vins = accordVins(12, 70_000);
    const submitted = await submit(key, vins);
    expect(await settled(key, submitted.id, 'paused_quota')).toMatchObject({ billed: 4, processed: 4 });
    const bigger = await createPlan(setup.db, { dailyQuota: 1000, maxActiveBatchJobs: 3 });
    const changed = Date.now();
    await changeAccount(setup.server.services, id, { kind: 'plan', plan: bigger }, 'test');
    expect(await settled(key, submitted.id, 'succeeded', 10_000)).toMatchObject({ billed: 12, processed: 12 });
    expect(Date.now() - changed).toBeLessThan(10_000);
    expect(await usedToday(id)).toBe(12);
  });

  it('resumes a quota-paused job as soon as overage is turned on, billing the rest as overage', async () => {
    const { id, key } = await customer({ dailyQuota: 4, overageAllowed: true });
    const submitted = await submit(key, accordVins(9, 80_000));
    expect(await settled(key, submitted.id, 'paused_quota')).toMatchObject({ billed: 4 });
    await changeAccount(setup.server.services, id, { kind: 'overage', enabled: true }, 'test');
    expect(await settled(key, submitted.id, 'succeeded', 10_000)).toMatchObject({ billed: 9, processed: 9 });
    const usage = (await (await setup.server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data;
    expect(usage).toMatchObject({ usedToday: 4, overageToday: 5 });
  });
});

// The admin command is another process: it needs a database other processes reach (PostgreSQL).
describe.each(databaseTargets.filter((t) => t.name === 'postgres'))('bulk jobs follow `vin-gateway admin` on $name', (target) => {
  const setup = jobServer(target);
  const { customer, submit, row, settled } = setup;

  it('follows `suspend`, `set-plan` and `activate` run beside the server', { timeout: 120_000 }, async () => {
    const { email, key } = await customer({ dailyQuota: 4 });
    const submitted = await submit(key, accordVins(12, 90_000));
    await settled(key, submitted.id, 'paused_quota');
    const env = { DATABASE_URL: setup.db.url!, LOG_LEVEL: 'warn' };
    const admin = async (...args: string[]) => {
      const result = await runCli(['admin', ...args, '--email', email], { env });
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
    };
    await admin('suspend');
    expect(await row(submitted.id)).toMatchObject({ state: 'paused_suspended', billed: 4 });
    // A larger plan while suspended: still nothing runs.
    await admin('set-plan', '--plan', await createPlan(setup.db, { dailyQuota: 1000, maxActiveBatchJobs: 3 }));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await row(submitted.id)).toMatchObject({ state: 'paused_suspended', billed: 4 });
    // Reactivated by the command: the server's worker finds the queued delivery at its next poll.
    await admin('activate');
    expect(await settled(key, submitted.id, 'succeeded', 10_000)).toMatchObject({ billed: 12, processed: 12 });
  });
});
