import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgBossChunkQueue } from '../../src/data/job-queue/pg-boss-chunk-queue.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { until } from '../support/eventually.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/**
 * A chunk that kills its worker every time: the worker takes the delivery from the queue and dies
 * holding it, so nothing ever reports it failed. pg-boss hands it out again when its lease runs
 * out, up to BATCH_JOB_RETRY_LIMIT times, then gives up on it. The server runs no chunks itself
 * (BATCH_JOB_WORKERS=0): the dying worker is a queue of the test's own on the same database.
 */
describe.each(databaseTargets)('a bulk job whose chunk the queue gave up on on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;
  let dyingWorker: PgBossChunkQueue;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, {
      // The test polls its job every 50 ms for up to a minute: far past the default 100 requests a
      // minute, which would answer 429 instead of the job.
      env: { BATCH_JOB_WORKERS: '0', BATCH_JOB_LEASE_SECONDS: '2', BATCH_JOB_RETRY_LIMIT: '1', RATE_LIMIT_PER_MINUTE: '100000' },
    });
    dyingWorker = new PgBossChunkQueue(db.db, { leaseSeconds: 2, retryLimit: 1, onError: () => undefined });
    await dyingWorker.start();
  });
  afterAll(async () => {
    await dyingWorker?.stop();
    await server?.close();
    await db?.close();
  });

  it('fails it, bills nothing, and frees its place under the plan cap', { timeout: 90_000 }, async () => {
    const plan = await createPlan(db, { maxActiveBatchJobs: 1, dailyQuota: 1000 });
    const user = await createUser(server.services, { plan });
    const key = await createKey(server.services, user.id);
    const submit = () =>
      fetch(`${server.url}/api/v1/batch-jobs`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'text/csv' },
        body: accordVins(5, 29000).join('\n'),
      });
    const submitted = await submit();
    expect(submitted.status).toBe(202);
    const { id } = (await submitted.json()).data;
    const job = async () => {
      const response = await server.call('GET', `/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } });
      expect(response.status).toBe(200);
      return (await response.json()).data;
    };

    // The first delivery and its one retry, each taken and never settled (the worker "crashed").
    const taken: number[] = [];
    while (taken.length < 2) {
      const delivery = await dyingWorker.fetch();
      if (delivery !== undefined && delivery.batchJobId === id) taken.push(delivery.retryCount);
      else await new Promise((resolve) => setTimeout(resolve, 200));
      if (taken.length === 1) expect((await job()).state).toBe('queued');
    }
    expect(taken).toEqual([0, 1]);
    // While its place is held, a second job is over the cap.
    const overCap = await submit();
    expect(overCap.status).toBe(429);
    expect((await overCap.json()).error.details).toMatchObject({ maxActiveJobs: 1, activeJobs: 1 });

    const failed = await until(job, (j) => j.state !== 'queued', 60_000);
    expect(failed).toMatchObject({ state: 'failed', processed: 0, billed: 0 });
    expect(failed.error).toMatch(/could not be completed/);
    expect(failed.finishedAt).not.toBeNull();
    const usage = (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data;
    expect(usage.usedToday).toBe(0);
    // Its place is free again.
    expect((await submit()).status).toBe(202);
  });
});
