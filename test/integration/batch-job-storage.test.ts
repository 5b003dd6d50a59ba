import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBatchJob } from '../../src/data/repos/batch-jobs.repo.js';
import { expirePausedJobs } from '../../src/domain/batch-jobs/paused-expiry.js';
import { OVERLONG_VALUE_MESSAGE } from '../../src/domain/batch-jobs/batch-input.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { until } from '../support/eventually.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/** The storage rules of bulk jobs: a byte budget per plan, over-long lines kept short, inputs gone at the end, paused jobs expiring. */
describe.each(databaseTargets)('bulk job storage on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;

  async function customer(limits: { dailyQuota: number; batchJobStorageBytes?: number }) {
    const plan = await createPlan(db, { maxActiveBatchJobs: 3, ...limits });
    const user = await createUser(server.services, { plan });
    return { id: user.id, key: await createKey(server.services, user.id) };
  }
  const submit = (key: string, text: string) =>
    fetch(`${server.url}/api/v1/batch-jobs`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'text/csv' }, body: text });
  const jobData = async (key: string, id: string) =>
    (await (await server.call('GET', `/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } })).json()).data;
  const settled = (key: string, id: string, state = 'succeeded') =>
    until(
      () => jobData(key, id),
      (j) => j.state === state,
    );
  const used = async (key: string) => {
    const data = (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data;
    return data.usedToday + data.overageToday;
  };
  const inputRows = async (jobId: string) =>
    Number(
      (
        await db.db
          .selectFrom('batch_job_inputs')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('job_id', '=', jobId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { BATCH_JOB_POLL_MS: '100', RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('refuses an upload larger than the plan can ever hold with 413, and one past what is held now with 429; neither is billed', async () => {
    const { key } = await customer({ dailyQuota: 10_000, batchJobStorageBytes: 3000 });
    const tooBig = await submit(key, `vin\n${accordVins(200).join('\n')}\n`);
    expect(tooBig.status).toBe(413);
    const tooBigError = (await tooBig.json()).error;
    expect(tooBigError.code).toBe('PAYLOAD_TOO_LARGE');
    expect(tooBigError.details).toMatchObject({ limitBytes: 3000 });

    const first = await submit(key, `vin\n${accordVins(60).join('\n')}\n`);
    expect(first.status).toBe(202);
    const done = await settled(key, (await first.json()).data.id);
    expect(done.billed).toBe(60);

    // The first job's results are retained: the same file again no longer fits beside them.
    const again = await submit(key, `vin\n${accordVins(60).join('\n')}\n`);
    expect(again.status).toBe(429);
    const error = (await again.json()).error;
    expect(error.code).toBe('RATE_LIMITED');
    expect(error.details.usedBytes).toBeGreaterThan(0);
    expect(error.details.freesAt).toBe(done.expiresAt);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(86_400);
    expect(await used(key)).toBe(60);
  });

  it('stores an over-long line as a short INVALID_VIN, never echoing it, and deletes the inputs when the job ends', async () => {
    const { key } = await customer({ dailyQuota: 10_000 });
    const long = 'X'.repeat(200_000);
    const vins = accordVins(3);
    const res = await submit(key, `vin\n${vins[0]}\n${long}\n${vins[1]}\n${vins[2]}\n`);
    expect(res.status).toBe(202);
    const { id } = (await res.json()).data;
    const done = await settled(key, id);
    expect(done).toMatchObject({ total: 4, successful: 3, failed: 1, billed: 3 });

    const results = await (await server.call('GET', `/api/v1/batch-jobs/${id}/results`, { headers: { 'x-api-key': key } })).text();
    const lines = results
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.index)).toEqual([0, 1, 2, 3]);
    expect(lines[1]).toMatchObject({ status: 'error', errorCode: 'INVALID_VIN', message: OVERLONG_VALUE_MESSAGE });
    expect(lines[1].vin.length).toBeLessThanOrEqual(21);
    expect(results.length).toBeLessThan(10_000);
    const row = (await findBatchJob(db.db, id))!;
    expect(Number(row.result_bytes)).toBeLessThan(10_000);
    // Ended: no input left.
    expect(await inputRows(id)).toBe(0);
    expect(Number(row.input_bytes)).toBe(0);
  });

  it('stores lines that are not VINs as short records, and downloads them as whole lines', async () => {
    const { key } = await customer({ dailyQuota: 10_000 });
    const vins = accordVins(2);
    const junk = Array.from({ length: 300 }, (_, i) => `IOQ-${String(i).padStart(13, '0')}`);
    const res = await submit(key, `vin\n${vins[0]}\n${junk.join('\n')}\n${junk[0]}\nshort\n${vins[1]}\n`);
    expect(res.status).toBe(202);
    const { id } = (await res.json()).data;
    const done = await settled(key, id);
    expect(done).toMatchObject({ total: 304, successful: 2, failed: 301, duplicates: 1, billed: 2 });

    const download = async (format: string) =>
      (await server.call('GET', `/api/v1/batch-jobs/${id}/results?format=${format}`, { headers: { 'x-api-key': key } })).text();
    const text = await download('jsonl');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((l) => l.index)).toEqual([...Array(304).keys()]);
    expect(lines[1]).toEqual({
      index: 1,
      line: 3,
      vin: junk[0],
      status: 'error',
      errorCode: 'INVALID_VIN',
      message: expect.stringMatching(/^Invalid VIN: /),
      details: { vin: junk[0], reason: expect.any(String) },
    });
    expect(lines[301]).toMatchObject({ vin: junk[0], status: 'error', duplicateOf: 1, errorCode: 'INVALID_VIN' });
    expect(lines[302]).toMatchObject({
      vin: 'short',
      errorCode: 'INVALID_VIN',
      message: 'Invalid VIN: a VIN has 17 characters, this one has 5',
    });
    expect(lines[303]).toMatchObject({ vin: vins[1], status: 'success' });
    const csv = await download('csv');
    expect(csv.trimEnd().split('\n')).toHaveLength(305);
    expect(csv).not.toContain('~f');

    // Stored as records of ~40 bytes, not as the ~250-byte lines the download gives.
    const row = (await findBatchJob(db.db, id))!;
    expect(Number(row.result_bytes)).toBeLessThan(text.length / 3);
  });

  it('holds a file of junk to the budget with the results it will store, before storing anything', async () => {
    const { key } = await customer({ dailyQuota: 10_000, batchJobStorageBytes: 20_000 });
    // 600 values that are not VINs: 10.8 KB of file, ~13 KB of stored input, and ~18 KB of results.
    const junk = Array.from({ length: 600 }, (_, i) => `IOQ-${String(i).padStart(13, '0')}`);
    const res = await submit(key, `${junk.join('\n')}\n`);
    expect(res.status).toBe(413);
    const error = (await res.json()).error;
    expect(error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(error.details.limitBytes).toBe(20_000);
    expect(error.details.uploadBytes).toBeGreaterThan(20_000);
    expect(error.message).toMatch(/results of those that are not VINs/);
    const jobs = (await (await server.call('GET', '/api/v1/batch-jobs', { headers: { 'x-api-key': key } })).json()).data;
    expect(jobs.jobs).toEqual([]);
    expect(await used(key)).toBe(0);

    // The same count of real VINs fits: their results are billed and held by the quota.
    const fits = await submit(key, `${accordVins(600).join('\n')}\n`);
    expect(fits.status).toBe(202);
  });

  it('ends a job paused past the expiry as failed, unbilled beyond what it stored, its input deleted', async () => {
    const { key } = await customer({ dailyQuota: 5 });
    const res = await submit(key, `vin\n${accordVins(20).join('\n')}\n`);
    const { id } = (await res.json()).data;
    const paused = await settled(key, id, 'paused_quota');
    expect(paused.billed).toBe(5);
    expect(await inputRows(id)).toBeGreaterThan(0);

    // Not yet: paused for less than the expiry.
    const now = server.services.clock.now();
    expect(await expirePausedJobs(db.db, new Date(now.getTime() + 6 * 86_400_000), 7, 7)).toBe(0);
    expect(await expirePausedJobs(db.db, new Date(now.getTime() + 8 * 86_400_000), 7, 7)).toBe(1);
    const ended = await jobData(key, id);
    expect(ended).toMatchObject({ state: 'failed', billed: 5, processed: 5 });
    expect(ended.error).toMatch(/paused for more than 7 days/);
    expect(await inputRows(id)).toBe(0);
    expect(await used(key)).toBe(5);
  });
});
