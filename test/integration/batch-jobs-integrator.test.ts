import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, createUser } from '../support/accounts.js';
import { csvObjects, FORMULA_VALUES, quotedCsv } from '../support/csv-records.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { until } from '../support/eventually.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/** What an integrator relies on in bulk jobs: keyed submission, compressed uploads refused, file lines, safe CSV. */
describe.each(databaseTargets)('bulk jobs an integrator can trust on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;

  async function customer(dailyQuota = 10_000) {
    const plan = await createPlan(db, { maxActiveBatchJobs: 5, dailyQuota });
    const user = await createUser(server.services, { plan });
    return createKey(server.services, user.id);
  }
  const submit = (key: string, body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/api/v1/batch-jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv', ...headers },
      body,
    });
  const jobData = async (key: string, id: string) =>
    (await (await server.call('GET', `/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } })).json()).data;
  const settled = (key: string, id: string) =>
    until(
      () => jobData(key, id),
      (j) => j.state === 'succeeded',
    );
  const results = async (key: string, id: string, format: 'jsonl' | 'csv') =>
    (await server.call('GET', `/api/v1/batch-jobs/${id}/results?format=${format}`, { headers: { 'x-api-key': key } })).text();
  const jsonLines = (text: string) =>
    text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
  const jobsOf = async (key: string) =>
    (await (await server.call('GET', '/api/v1/batch-jobs', { headers: { 'x-api-key': key } })).json()).data.jobs as Array<{ id: string }>;
  const usedToday = async (key: string) =>
    (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data.usedToday;
  const graphqlUpload = (key: string, file: string, headers: Record<string, string> = {}) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($f: File!) { submitBatchJob(file: $f) { id total } }', variables: { f: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', new Blob([file], { type: 'text/csv' }), 'vins.csv');
    return fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'graphql-require-preflight': '1', ...headers },
      body: form,
    });
  };

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { BATCH_JOB_POLL_MS: '100', RATE_LIMIT_PER_MINUTE: '100000' } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('answers a keyed REST submission sent twice with the same job, billed once, and refuses the key with another file', async () => {
    const key = await customer();
    const file = `vin\n${accordVins(12, 21000).join('\n')}\n`;
    const first = await submit(key, file, { 'idempotency-key': 'upload-1' });
    expect(first.status).toBe(202);
    const job = (await first.json()).data;
    const again = await submit(key, file, { 'idempotency-key': 'upload-1' });
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('location')).toBe(`/api/v1/batch-jobs/${job.id}`);
    expect((await again.json()).data.id).toBe(job.id);

    const other = await submit(key, `vin\n${accordVins(3, 22000).join('\n')}\n`, { 'idempotency-key': 'upload-1' });
    expect(other.status).toBe(422);
    expect((await other.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');

    expect((await jobsOf(key)).map((j) => j.id)).toEqual([job.id]);
    expect(await settled(key, job.id)).toMatchObject({ billed: 12 });
    expect(await usedToday(key)).toBe(12);
  });

  it('answers a keyed GraphQL submission sent twice with the same job, and refuses the key with another file', async () => {
    const key = await customer();
    const file = accordVins(7, 23000).join('\n');
    const first = await graphqlUpload(key, file, { 'idempotency-key': 'gql-upload-1' });
    const job = (await first.json()).data.submitBatchJob;
    expect(job).toMatchObject({ total: 7 });
    const again = await graphqlUpload(key, file, { 'idempotency-key': 'gql-upload-1' });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).data.submitBatchJob.id).toBe(job.id);

    const other = await graphqlUpload(key, accordVins(2, 24000).join('\n'), { 'idempotency-key': 'gql-upload-1' });
    expect(other.status).toBe(422);
    expect((await other.json()).errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');

    expect((await jobsOf(key)).map((j) => j.id)).toEqual([job.id]);
    expect(await settled(key, job.id)).toMatchObject({ billed: 7 });
    expect(await usedToday(key)).toBe(7);
  });

  it('refuses a compressed upload with 415 on REST and GraphQL, and queues nothing', async () => {
    const key = await customer();
    const gzipped = gzipSync(`vin\n${accordVins(50, 25000).join('\n')}\n`);
    const rest = await submit(key, gzipped, { 'content-encoding': 'gzip' });
    expect(rest.status).toBe(415);
    expect((await rest.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const graphql = await graphqlUpload(key, gzipped.toString('latin1'), { 'content-encoding': 'gzip' });
    expect(graphql.status).toBe(415);
    expect((await graphql.json()).errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await jobsOf(key)).toEqual([]);
    // identity is the body as sent: accepted.
    expect((await submit(key, accordVins(1, 25100)[0]!, { 'content-encoding': 'identity' })).status).toBe(202);
  });

  it('gives each result the line of the file it came from, beside its index, in JSON lines and CSV', async () => {
    const key = await customer();
    const [a, b, c] = accordVins(3, 26000);
    // Line 1 the header, 2 and 4–5 blank, CRLF endings on some.
    const csv = await submit(key, `id,vin\r\n\r\n1,${a}\r\n\n\n2,${b}\n3,${c}`);
    const csvJob = (await csv.json()).data;
    await settled(key, csvJob.id);
    expect(jsonLines(await results(key, csvJob.id, 'jsonl')).map((l) => [l.index, l.line, l.vin])).toEqual([
      [0, 3, a],
      [1, 6, b],
      [2, 7, c],
    ]);
    expect(csvObjects(await results(key, csvJob.id, 'csv')).map((r) => [r.index, r.line, r.vin])).toEqual([
      ['0', '3', a],
      ['1', '6', b],
      ['2', '7', c],
    ]);

    const ndjson = await submit(key, `\n${JSON.stringify(a)}\n\n${JSON.stringify({ vin: b })}\n`, {
      'content-type': 'application/x-ndjson',
    });
    const ndjsonJob = (await ndjson.json()).data;
    await settled(key, ndjsonJob.id);
    expect(jsonLines(await results(key, ndjsonJob.id, 'jsonl')).map((l) => [l.index, l.line])).toEqual([
      [0, 2],
      [1, 4],
    ]);
  });

  it('counts the VINs of a file over the cap as the cap counts them', async () => {
    const key = await customer();
    const refusal = async (body: string) => {
      const res = await submit(key, body);
      expect(res.status).toBe(400);
      return (await res.json()).error;
    };
    expect((await refusal('x\n'.repeat(1_000_001))).details).toEqual({ maxVins: 1_000_000, submitted: 1_000_001 });
    // A header and blank lines are not VINs.
    expect((await refusal(`vin\n\n${'x\n\n'.repeat(1_000_003)}`)).details).toEqual({ maxVins: 1_000_000, submitted: 1_000_003 });
  });

  it('neutralises cells a spreadsheet would run and carries error details in the CSV', async () => {
    const key = await customer();
    const [vin] = accordVins(1, 27000);
    const res = await submit(key, `ref,vin\n${FORMULA_VALUES.map((v, i) => `${i},${quotedCsv(v)}`).join('\n')}\n9,${vin}\n10,NOT-A-VIN\n`);
    const job = (await res.json()).data;
    await settled(key, job.id);
    const records = csvObjects(await results(key, job.id, 'csv'));
    const lines = jsonLines(await results(key, job.id, 'jsonl'));
    expect(records.slice(0, FORMULA_VALUES.length).map((r) => r.vin)).toEqual(FORMULA_VALUES.map((v) => `'${v}`));
    for (const record of records) for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(records[FORMULA_VALUES.length]!.vin).toBe(vin);
    const withDetails = lines.filter((l) => l.details !== undefined);
    expect(withDetails.length).toBeGreaterThan(0);
    for (const line of withDetails) expect(JSON.parse(records[line.index]!.details!)).toEqual(line.details);
  });

  it('keeps no value longer than a VIN can be: its line fails with a short fixed message', async () => {
    const key = await customer();
    const [vin] = accordVins(1, 28000);
    const long = 'A'.repeat(100_000);
    const res = await submit(key, `vin\n${long}\n${vin}\n${'B'.repeat(65)}\n`);
    const job = (await res.json()).data;
    await settled(key, job.id);
    const text = await results(key, job.id, 'jsonl');
    expect(text.length).toBeLessThan(5000);
    const lines = jsonLines(text);
    expect(lines.map((l) => [l.line, l.status, l.errorCode])).toEqual([
      [2, 'error', 'INVALID_VIN'],
      [3, 'success', undefined],
      [4, 'error', 'INVALID_VIN'],
    ]);
    expect(lines[0].message).toBe(lines[2].message);
    expect(lines[0].vin.length).toBeLessThanOrEqual(20);
  });
});
