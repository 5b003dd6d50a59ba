import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, createUser } from '../support/accounts.js';
import { csvObjects, FORMULA_VALUES, quotedCsv } from '../support/csv-records.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const run = promisify(execFile);
const CLIENT_DIR = join(resolve(import.meta.dirname, '../..'), 'client');
const require = createRequire(import.meta.url);
const INSTALLED_BESIDE = ['openapi-fetch', 'openapi-typescript-helpers', 'graphql'];

/** Submits the CSV on stdin's place (INPUT), waits for the job and prints its CSV results, all through the client. */
const PROGRAM = `
import { createVinGatewayClient } from '@vin-gateway/client';
const client = createVinGatewayClient({ baseUrl: process.env.BASE_URL, apiKey: process.env.API_KEY });
const job = await client.submitBatchJob(process.env.INPUT, 'csv');
await client.waitForBatchJob(job.id);
const { body } = await client.batchJobResults(job.id, 'csv');
process.stdout.write(await new Response(body).text());
`;

/**
 * CSV results as an integrator gets them: through the typed client installed from its npm pack
 * tarball, against a live gateway. A cell a spreadsheet would run as a formula arrives neutralised,
 * and error details arrive in their own column.
 */
describe('CSV results downloaded with the client installed from its tarball', () => {
  const target = databaseTargets[0]!;
  let scratch: string;
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'vin-gateway-client-csv-'));
    const packed = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: CLIENT_DIR });
    const [tarball] = JSON.parse(packed.stdout) as Array<{ filename: string }>;
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'outsider', private: true, type: 'module' }));
    for (const name of INSTALLED_BESIDE)
      cpSync(dirname(require.resolve(`${name}/package.json`)), join(scratch, 'node_modules', name), { recursive: true });
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${tarball!.filename}`], { cwd: scratch });
    writeFileSync(join(scratch, 'program.mjs'), PROGRAM);
    db = await target.open();
    server = await startTestServer(db, { env: { BATCH_JOB_POLL_MS: '100' } });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await db?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('neutralises every formula prefix and carries the details column', { timeout: 120_000 }, async () => {
    const plan = await createPlan(db, { maxActiveBatchJobs: 2, dailyQuota: 100 });
    const key = await createKey(server.services, (await createUser(server.services, { plan })).id);
    const [vin] = accordVins(1, 30000);
    const input = `ref,vin\n${FORMULA_VALUES.map((v, i) => `${i},${quotedCsv(v)}`).join('\n')}\n8,${vin}\n9,NOT-A-VIN\n`;
    const env = { ...process.env, BASE_URL: server.url, API_KEY: key, INPUT: input };
    const { stdout } = await run(process.execPath, [join(scratch, 'program.mjs')], { cwd: scratch, env });
    const records = csvObjects(stdout);
    expect(records.map((r) => r.vin)).toEqual([...FORMULA_VALUES.map((v) => `'${v}`), vin, 'NOT-A-VIN']);
    expect(records.map((r) => r.line)).toEqual(['2', '3', '4', '5', '6', '7']);
    for (const record of records) for (const cell of Object.values(record)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const failed = records.filter((r) => r.status === 'error');
    expect(failed).toHaveLength(FORMULA_VALUES.length + 1);
    for (const record of failed) expect(record.errorCode).toBe('INVALID_VIN');
    expect(records[FORMULA_VALUES.length]).toMatchObject({ status: 'success', details: '' });
    expect(failed.some((r) => r.details !== '' && typeof JSON.parse(r.details!) === 'object')).toBe(true);
  });
});
