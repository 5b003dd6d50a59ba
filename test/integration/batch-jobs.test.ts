import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { deleteExpiredBatchJobs } from '../../src/data/repos/batch-jobs.repo.js';
import { changeAccount } from '../../src/domain/accounts/accounts.service.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { until } from '../support/eventually.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

describe.each(databaseTargets)('bulk decode jobs on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;

  async function customer(limits: {
    dailyQuota: number;
    overageAllowed?: boolean;
    maxActiveBatchJobs?: number;
    webhooksAllowed?: boolean;
  }) {
    const plan = await createPlan(db, { maxActiveBatchJobs: 3, ...limits });
    const user = await createUser(server.services, { plan });
    return { id: user.id, key: await createKey(server.services, user.id) };
  }
  const submit = (key: string, body: BodyInit, contentType?: string) =>
    fetch(`${server.url}/api/v1/batch-jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, ...(contentType ? { 'content-type': contentType } : {}) },
      body,
    });
  const upload = (key: string, text: string, name = 'vins.csv') => {
    const form = new FormData();
    form.append('file', new Blob([text]), name);
    return submit(key, form);
  };
  const job = async (key: string, id: string) => server.call('GET', `/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } });
  const jobData = async (key: string, id: string) => (await (await job(key, id)).json()).data;
  const settled = (key: string, id: string, state = 'succeeded') =>
    until(
      () => jobData(key, id),
      (j) => j.state === state,
    );
  const results = async (key: string, id: string, format = 'jsonl') => {
    const res = await server.call('GET', `/api/v1/batch-jobs/${id}/results?format=${format}`, { headers: { 'x-api-key': key } });
    expect(res.status).toBe(200);
    return { res, text: await res.text() };
  };
  const code404 = async (res: Promise<Response>) => (await (await res).json()).error.code;
  const usage = async (key: string) => (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, {
      // Tests poll jobs every 50 ms, and every authenticated request counts (decision 0522): the
      // rate limit is raised out of their way.
      env: {
        BATCH_JOB_POLL_MS: '100',
        BATCH_JOB_QUOTA_RECHECK_SECONDS: '1',
        WEBHOOKS_ALLOW_PRIVATE: 'true',
        RATE_LIMIT_PER_MINUTE: '100000',
      },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('decodes a CSV in input order, bills each first-seen success once, and serves the results as JSONL and CSV', async () => {
    const { key } = await customer({ dailyQuota: 10_000 });
    const vins = accordVins(2500);
    // Repeats (one in another case) and two VINs that are not decodable, spread over the chunks.
    const input = [...vins.slice(0, 1200), vins[3]!, 'NOT-A-VIN', ...vins.slice(1200), vins[2000]!.toLowerCase(), 'ZZZZZZZZZZZZZZZZZ'];
    const res = await upload(key, `id,vin\n${input.map((v, i) => `${i},${v}`).join('\n')}\n`);
    expect(res.status).toBe(202);
    const submitted = (await res.json()).data;
    expect(submitted).toMatchObject({ total: input.length, inputFormat: 'csv', billed: 0 });
    expect(res.headers.get('location')).toBe(`/api/v1/batch-jobs/${submitted.id}`);
    expect(res.headers.get('retry-after')).toBe('2');

    const done = await settled(key, submitted.id);
    expect(done).toMatchObject({
      total: input.length,
      processed: input.length,
      successful: 2500,
      duplicates: 2,
      failed: 2,
      billed: 2500,
      progress: 1,
    });
    expect(done.expiresAt).not.toBeNull();
    expect((await job(key, submitted.id)).headers.get('retry-after')).toBeNull();
    expect(await usage(key)).toMatchObject({ usedToday: 2500 });

    const { res: jsonl, text } = await results(key, submitted.id);
    expect(jsonl.headers.get('content-type')).toBe('application/x-ndjson');
    expect(jsonl.headers.get('x-batch-job-state')).toBe('succeeded');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.index)).toEqual(input.map((_, i) => i));
    expect(lines.map((l) => l.vin)).toEqual(input);
    expect(lines[0]).toMatchObject({ status: 'success', vehicle: { vin: vins[0], make: 'HONDA', modelYear: 2003 } });
    expect(lines[1200]).toMatchObject({ status: 'success', duplicateOf: 3, vehicle: { vin: vins[3] } });
    expect(lines[1201]).toMatchObject({ status: 'error', errorCode: 'INVALID_VIN' });
    expect(lines[input.length - 2]).toMatchObject({ status: 'success', duplicateOf: 2002 });
    expect(lines.filter((l) => l.status === 'success' && l.duplicateOf === undefined)).toHaveLength(2500);

    const { res: csv, text: csvText } = await results(key, submitted.id, 'csv');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const records = csvText.trimEnd().split('\r\n');
    expect(records[0]).toMatch(/^index,line,vin,status,duplicateOf,errorCode,message,details,warnings,vehicle\.vin,/);
    expect(records).toHaveLength(input.length + 1);
    expect(records[1]).toMatch(new RegExp(`^0,2,${vins[0]},success,,,,,`));
  });

  it('accepts a JSON array and JSON lines as the raw body', async () => {
    const { key } = await customer({ dailyQuota: 1000 });
    const vins = accordVins(30, 5000);
    const array = await submit(key, JSON.stringify(vins.slice(0, 10)), 'application/json');
    expect(array.status).toBe(202);
    const lines = await submit(
      key,
      vins
        .slice(10)
        .map((vin) => JSON.stringify({ vin }))
        .join('\n'),
      'application/x-ndjson',
    );
    expect(lines.status).toBe(202);
    const [a, b] = [(await array.json()).data, (await lines.json()).data];
    expect(a).toMatchObject({ inputFormat: 'json', total: 10 });
    expect(b).toMatchObject({ inputFormat: 'jsonl', total: 20 });
    expect(await settled(key, a.id)).toMatchObject({ successful: 10, billed: 10 });
    expect(await settled(key, b.id)).toMatchObject({ successful: 20, billed: 20 });
    expect(await usage(key)).toMatchObject({ usedToday: 30 });
  });

  it('pauses when the quota runs out with the granted part downloadable, and resumes when overage is turned on', async () => {
    const { id, key } = await customer({ dailyQuota: 5, overageAllowed: true });
    const vins = accordVins(12, 7000);
    const input = [vins[0]!, 'BAD', ...vins.slice(1)];
    const res = await upload(key, input.join('\n'), 'list.txt');
    const submitted = (await res.json()).data;
    const paused = await settled(key, submitted.id, 'paused_quota');
    // Five successes billed; the line after the fifth success is where it stopped.
    expect(paused).toMatchObject({ successful: 5, failed: 1, billed: 5, processed: 6 });
    expect((await job(key, submitted.id)).headers.get('retry-after')).toBe('300');
    const partial = (await results(key, submitted.id)).text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(partial.map((l) => l.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(await usage(key)).toMatchObject({ usedToday: 5, remainingToday: 0 });

    await changeAccount(server.services, id, { kind: 'overage', enabled: true }, 'test');
    const done = await settled(key, submitted.id);
    expect(done).toMatchObject({ successful: 12, failed: 1, billed: 12, processed: 13 });
    expect(await usage(key)).toMatchObject({ usedToday: 5, overageToday: 7 });
    const all = (await results(key, submitted.id)).text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(all.map((l) => l.index)).toEqual(input.map((_, i) => i));
  });

  it('cancels a paused job: it keeps what it stored and bills nothing more', async () => {
    const { key } = await customer({ dailyQuota: 3 });
    const submitted = (await (await upload(key, accordVins(10, 9000).join('\n'))).json()).data;
    await settled(key, submitted.id, 'paused_quota');
    // The delivery queued to recheck the quota (in 1 s here) comes after the cancel and must find nothing to do.
    const { queue_job_id: recheck } = await db.db
      .selectFrom('batch_jobs')
      .select('queue_job_id')
      .where('id', '=', submitted.id)
      .executeTakeFirstOrThrow();
    const res = await server.call('POST', `/api/v1/batch-jobs/${submitted.id}/cancel`, { headers: { 'x-api-key': key } });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ state: 'cancelled', billed: 3, processed: 3 });
    await until(
      async () => (await sql<{ state: string }>`select state from pgboss.job where id = ${recheck}::uuid`.execute(db.db)).rows[0]?.state,
      (state) => state === 'completed',
    );
    expect(await jobData(key, submitted.id)).toMatchObject({ state: 'cancelled', billed: 3 });
    expect(await usage(key)).toMatchObject({ usedToday: 3 });
    const listed = (await (await server.call('GET', '/api/v1/batch-jobs', { headers: { 'x-api-key': key } })).json()).data.jobs;
    expect(listed.map((j: { id: string }) => j.id)).toEqual([submitted.id]);
  });

  it('refuses bad submissions with stable codes and bills nothing', async () => {
    const { key } = await customer({ dailyQuota: 100 });
    const code = async (res: Response) => [res.status, (await res.json()).error.code];
    expect(await code(await upload(key, '\n\n'))).toEqual([400, 'VALIDATION_ERROR']);
    expect(await code(await upload(key, 'make,model\nHonda,Accord\n'))).toEqual([400, 'VALIDATION_ERROR']);
    expect(await code(await submit(key, '[1, 2]', 'application/json'))).toEqual([400, 'VALIDATION_ERROR']);
    expect(await code(await submit(key, '{"vin": ', 'application/x-ndjson'))).toEqual([400, 'VALIDATION_ERROR']);
    expect(await code(await submit(key, 'x\n'.repeat(1_000_001), 'text/csv'))).toEqual([400, 'BATCH_TOO_LARGE']);
    expect(await code(await submit(key, new Uint8Array(50 * 1024 * 1024 + 1), 'text/csv'))).toEqual([413, 'PAYLOAD_TOO_LARGE']);

    const free = await createUser(server.services, { plan: 'free' });
    expect(await code(await upload(await createKey(server.services, free.id), accordVins(1)[0]!))).toEqual([403, 'PLAN_UPGRADE_REQUIRED']);

    const other = await customer({ dailyQuota: 100 });
    const theirs = (await (await upload(other.key, accordVins(2, 11000).join('\n'))).json()).data;
    expect(await code(await job(key, theirs.id))).toEqual([404, 'NOT_FOUND']);
    expect(await code(await job(key, 'not-a-uuid'))).toEqual([404, 'NOT_FOUND']);
    expect(await code(await server.call('GET', `/api/v1/batch-jobs/${theirs.id}/results`, { headers: { 'x-api-key': key } }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(await code(await server.call('POST', `/api/v1/batch-jobs/${theirs.id}/cancel`, { headers: { 'x-api-key': key } }))).toEqual([
      404,
      'NOT_FOUND',
    ]);
    expect(await usage(key)).toMatchObject({ usedToday: 0 });
  });

  it('limits unfinished jobs per account to what the plan says', async () => {
    const { key } = await customer({ dailyQuota: 1, maxActiveBatchJobs: 1 });
    const first = await upload(key, accordVins(3, 12000).join('\n'));
    expect(first.status).toBe(202);
    const second = await upload(key, accordVins(3, 13000).join('\n'));
    expect(second.status).toBe(429);
    expect((await second.json()).error).toMatchObject({ code: 'RATE_LIMITED', details: { maxActiveJobs: 1, activeJobs: 1 } });
  });

  it('writes batch_job.completed for subscribed endpoints when a job ends, and deletes the job with its results after the retention', async () => {
    const { id, key } = await customer({ dailyQuota: 100, webhooksAllowed: true });
    const hook = await server.post(
      '/api/v1/webhooks',
      { url: 'http://127.0.0.1:9/hooks', events: ['batch_job.completed'] },
      { 'x-api-key': key },
    );
    expect(hook.status).toBe(201);
    const submitted = (await (await upload(key, accordVins(3, 15000).join('\n'))).json()).data;
    const done = await settled(key, submitted.id);
    const events = await db.db.selectFrom('webhook_events').select(['type', 'data']).where('account_id', '=', id).execute();
    expect(events).toEqual([
      {
        type: 'batch_job.completed',
        data: {
          accountId: id,
          batchJob: {
            id: submitted.id,
            state: 'succeeded',
            total: 3,
            successful: 3,
            failed: 0,
            duplicates: 0,
            billed: 3,
            finishedAt: done.finishedAt,
            expiresAt: done.expiresAt,
          },
        },
      },
    ]);
    // Kept BATCH_JOB_RETENTION_DAYS (7) after the end, then deleted with its lines.
    expect(new Date(done.expiresAt).getTime() - new Date(done.finishedAt).getTime()).toBe(7 * 86_400_000);
    await deleteExpiredBatchJobs(db.db, new Date(new Date(done.expiresAt).getTime() - 1000));
    expect((await job(key, submitted.id)).status).toBe(200);
    expect(await deleteExpiredBatchJobs(db.db, new Date(new Date(done.expiresAt).getTime() + 1000))).toBeGreaterThanOrEqual(1);
    expect(await code404(job(key, submitted.id))).toBe('NOT_FOUND');
    const { rows } = await sql<{ n: string }>`select count(*) as n from batch_job_results where job_id = ${submitted.id}`.execute(db.db);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('streams progress over SSE through a GraphQL subscription as it happens, ending with the job', async () => {
    const { key } = await customer({ dailyQuota: 5 });
    const submitted = (await (await upload(key, accordVins(10, 16000).join('\n'))).json()).data;
    await settled(key, submitted.id, 'paused_quota');
    const subscribe = (apiKey: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-api-key': apiKey },
        body: JSON.stringify({
          query: 'subscription($id: ID!) { batchJobProgress(id: $id) { state processed total } }',
          variables: { id: submitted.id },
        }),
      });
    const res = await subscribe(key);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const progress = () =>
      [...text.matchAll(/^data: (.+)$/gm)]
        .map((m) => JSON.parse(m[1]!))
        .filter((e) => e.data)
        .map((e) => e.data.batchJobProgress);
    // The paused job's state arrives while the job is still unfinished: the answer is streamed.
    while (progress().length === 0) text += (await reader.read()).value ?? '';
    expect(progress()[0]).toEqual({ state: 'paused_quota', processed: 5, total: 10 });
    await server.call('POST', `/api/v1/batch-jobs/${submitted.id}/cancel`, { headers: { 'x-api-key': key } });
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) text += chunk.value;
    expect(progress().at(-1)).toEqual({ state: 'cancelled', processed: 5, total: 10 });

    const other = await customer({ dailyQuota: 10 });
    expect(await (await subscribe(other.key)).text()).toContain('NOT_FOUND');
  });

  it('submits and reads a job over GraphQL with an upload', async () => {
    const { key } = await customer({ dailyQuota: 100 });
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($f: File!) { submitBatchJob(file: $f) { id state total } }', variables: { f: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', new Blob([accordVins(4, 14000).join('\n')]), 'vins.csv');
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'graphql-require-preflight': '1' },
      body: form,
    });
    const body = await res.json();
    expect(body.errors).toBeUndefined();
    expect(body.data.submitBatchJob).toMatchObject({ state: 'queued', total: 4 });
    const id = body.data.submitBatchJob.id;
    const done = await until(
      async () =>
        (
          await (
            await server.graphql('query($id: ID!) { batchJob(id: $id) { state billed progress } }', { id }, { 'x-api-key': key })
          ).json()
        ).data.batchJob,
      (j) => j.state === 'succeeded',
    );
    expect(done).toMatchObject({ billed: 4, progress: 1 });
  });
});
