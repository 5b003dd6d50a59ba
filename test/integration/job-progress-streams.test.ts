import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { eventually, until } from '../support/eventually.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const TOKEN = 'metrics-token-for-stream-tests-0123';
const STREAMS = 8;

describe.each(databaseTargets)('job progress streams on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, {
      env: { METRICS_TOKEN: TOKEN, STREAMS_PER_ACCOUNT: String(STREAMS), BATCH_JOB_POLL_MS: '100', BATCH_JOB_QUOTA_RECHECK_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** The job-progress gauges of /metrics: streams watching, and job readers feeding them. */
  const gauges = async () => {
    const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    const read = (name: string) => Number(new RegExp(`^${name} (\\d+)$`, 'm').exec(text)?.[1] ?? NaN);
    return { watchers: read('vin_gateway_job_progress_watchers'), pollers: read('vin_gateway_job_progress_pollers') };
  };

  /** A job that stays unfinished: paused for quota after its first 5 of 10 VINs. */
  async function pausedJob() {
    const plan = await createPlan(db, { dailyQuota: 5, maxActiveBatchJobs: 3 });
    const key = await createKey(server.services, (await createUser(server.services, { plan })).id);
    const form = new FormData();
    form.append('file', new Blob([accordVins(10, 17000).join('\n')]), 'vins.csv');
    const submitted = (
      await (await fetch(`${server.url}/api/v1/batch-jobs`, { method: 'POST', headers: { 'x-api-key': key }, body: form })).json()
    ).data;
    await until(
      async () => (await (await server.call('GET', `/api/v1/batch-jobs/${submitted.id}`, { headers: { 'x-api-key': key } })).json()).data,
      (j) => j.state === 'paused_quota',
    );
    return { key, id: submitted.id as string };
  }

  /** Opens a stream and waits for its first event; abort() closes its connection. */
  async function openStream(key: string, id: string) {
    const abort = new AbortController();
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'x-api-key': key },
      body: JSON.stringify({ query: 'subscription($id: ID!) { batchJobProgress(id: $id) { state processed } }', variables: { id } }),
      signal: abort.signal,
    });
    if (res.status !== 200) return { res, abort };
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!/^data: .*batchJobProgress/m.test(text)) text += (await reader.read()).value ?? '';
    expect(text).toContain('"state":"paused_quota"');
    return { res, abort };
  }

  it('feeds every stream on a job from one reader, and stops it and them as soon as their clients close', async () => {
    const { key, id } = await pausedJob();
    expect(await gauges()).toEqual({ watchers: 0, pollers: 0 });
    const streams = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await openStream(key, id));
    expect(streams.map((s) => s.res.status)).toEqual(Array(STREAMS).fill(200));
    expect(await gauges()).toEqual({ watchers: STREAMS, pollers: 1 });
    for (const stream of streams) stream.abort.abort();
    await eventually(async () => {
      const now = await gauges();
      return now.watchers === 0 && now.pollers === 0;
    });
  });

  it('answers 429 RATE_LIMITED past the open streams an account may hold, and takes streams again once they close', async () => {
    const { key, id } = await pausedJob();
    const streams = [];
    for (let i = 0; i < STREAMS; i++) streams.push(await openStream(key, id));
    const refused = await openStream(key, id);
    expect(refused.res.status).toBe(429);
    expect((await refused.res.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another account's streams are its own.
    const other = await pausedJob();
    const theirs = await openStream(other.key, other.id);
    expect(theirs.res.status).toBe(200);
    theirs.abort.abort();
    for (const stream of streams) stream.abort.abort();
    const again = await eventually(async () => {
      const stream = await openStream(key, id);
      if (stream.res.status === 200) return stream;
      await stream.res.body?.cancel();
      return undefined;
    });
    again.abort.abort();
    await eventually(async () => (await gauges()).pollers === 0);
  });
});
