/**
 * Bulk job benchmark (npm run bench:jobs), on PostgreSQL, one gateway process:
 *   0. the fresh server's first 10,000-VIN job, end to end, against a later job of the same size;
 *   1. baseline: the same kind of list through POST /api/v1/batch-decode, 1,000 VINs a request,
 *      one request after another (decode + billing, no storage);
 *   2. a 100,000-VIN job (realistic: real VINs' patterns with new serials, ~20 % repeats, 1 %
 *      malformed, never seen by this process) from submission to `succeeded`: decoding, billing
 *      and result storage, end to end, in VINs/s and as a ratio to the baseline;
 *   3. p99 latency of single decodes with no job running, then while a job runs in the same
 *      process, and their ratio, measured twice: with autocannon (8 connections; it counts whole
 *      milliseconds, so a p99 of 3-4 ms makes a coarse ratio) and with a client of 8 keep-alive
 *      connections timing each request with performance.now() (microseconds).
 * `-- --first-only` runs part 0 alone.
 * PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (a scratch
 * database is created and dropped).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { openStateDatabase } from '../src/data/db.js';
import { migrateToLatest } from '../src/data/migrations/index.js';
import { createAccount } from '../src/domain/accounts/accounts.service.js';
import { createApiKey } from '../src/domain/accounts/api-keys.service.js';
import { systemClock } from '../src/infra/clock.js';
import { fleetVins } from '../test/support/vins.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const JOB_SIZE = 100_000;
/** The first job of a fresh server (target: ≥ 8,000 VINs/s end to end), and a later one of the same size. */
const FIRST_JOB_SIZE = 10_000;
const FIRST_JOB_TARGET = 8_000;
const DECODE_VIN = '1HGCM82633A004352';

function startGateway(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, [process.env.BENCH_GATEWAY_BIN ?? 'bin/vin-gateway.js', 'serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  // BENCH_GATEWAY_LOG=<file>: the gateway's output kept (e.g. with NODE_OPTIONS=--trace-gc);
  // BENCH_GATEWAY_BIN=<file>: another entry to start it by (a wrapper that profiles it).
  if (process.env.BENCH_GATEWAY_LOG) {
    const log = createWriteStream(process.env.BENCH_GATEWAY_LOG);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  }
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /GraphiQL at (http:\/\/\S+)\/graphql/.exec(out);
      if (match) resolve({ url: match[1]!, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code}: ${out}`)));
  });
}

async function runJob(url: string, key: string, vins: readonly string[]): Promise<{ seconds: number; job: any }> {
  const began = performance.now();
  const res = await fetch(`${url}/api/v1/batch-jobs`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'text/csv' },
    body: `vin\n${vins.join('\n')}\n`,
  });
  if (res.status !== 202) throw new Error(`submission failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()).data;
  for (;;) {
    const job = (await (await fetch(`${url}/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } })).json()).data;
    if (job.state === 'succeeded') return { seconds: (performance.now() - began) / 1000, job };
    if (!['queued', 'running'].includes(job.state)) throw new Error(`job ended ${job.state}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function p99(url: string, key: string, seconds: number): Promise<{ p99: number; p50: number; rps: number }> {
  const result = await autocannon({
    url: `${url}/api/v1/decode`,
    method: 'POST',
    connections: 8,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ vin: DECODE_VIN }),
  });
  if (result.non2xx > 0) throw new Error(`${result.non2xx} single decodes failed`);
  return { p99: result.latency.p99, p50: result.latency.p50, rps: result.requests.average };
}

/** The latency percentile `q` (0..1) of sorted samples, in ms. */
function percentile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Single decodes over 8 keep-alive connections, each request timed with performance.now() from
 * write to the last byte of its answer: sub-millisecond figures where autocannon has whole ones.
 */
async function p99Fine(url: string, key: string, seconds: number): Promise<{ p99: number; p50: number; rps: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const body = JSON.stringify({ vin: DECODE_VIN });
  const target = new URL(`${url}/api/v1/decode`);
  const samples: number[] = [];
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const began = performance.now();
      const req = http.request(
        target,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'x-api-key': key, 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) reject(new Error(`single decode answered ${res.statusCode}`));
            samples.push(performance.now() - began);
            resolve();
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (performance.now() < until) await once();
    }),
  );
  agent.destroy();
  samples.sort((a, b) => a - b);
  return { p99: percentile(samples, 0.99), p50: percentile(samples, 0.5), rps: samples.length / seconds };
}

async function main() {
  const dbName = `vg_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  let gateway: { url: string; child: ChildProcess } | undefined;
  try {
    const state = await openStateDatabase({ url: dbUrl.toString(), dataDir: '.' });
    await migrateToLatest(state.db);
    await state.db
      .insertInto('plans')
      .values({
        code: 'bench',
        name: 'bench',
        daily_quota: 2_000_000_000,
        batch_cap: 1000,
        webhooks_allowed: true,
        overage_allowed: true,
        batch_jobs_allowed: true,
        max_active_batch_jobs: 10,
      })
      .execute();
    const deps = { db: state.db, clock: systemClock };
    const keyFor = async (name: string) => {
      const account = await createAccount(deps, { email: `${name}@example.com`, password: 'bench password 123', plan: 'bench' }, 'bench');
      return (await createApiKey(deps, account.id, name)).key;
    };
    const [batchKey, jobKey, loadKey, decodeKey] = [
      await keyFor('batch'),
      await keyFor('job'),
      await keyFor('load'),
      await keyFor('decode'),
    ];
    await state.close();
    gateway = await startGateway({
      DATABASE_URL: dbUrl.toString(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_PER_MINUTE: '1000000000',
      BATCH_JOB_POLL_MS: '100',
    });
    const { url } = gateway;
    // Before anything else: the server's first job, its patterns never seen by this process.
    const first = await runJob(url, jobKey, fleetVins(FIRST_JOB_SIZE, { seed: 11 }));
    const firstRate = FIRST_JOB_SIZE / first.seconds;
    // Warm-up: every WMI read, the decode VIN cached, pools filled.
    await runJob(url, jobKey, fleetVins(5_000, { seed: 1 }));
    await p99(url, decodeKey, 2);
    const later = await runJob(url, jobKey, fleetVins(FIRST_JOB_SIZE, { seed: 12 }));
    const laterRate = FIRST_JOB_SIZE / later.seconds;
    const firstLine = `  a fresh server's first ${FIRST_JOB_SIZE.toLocaleString('en-US')}-VIN job       ${firstRate.toFixed(0).padStart(7)} VINs/s  (${(firstRate / laterRate).toFixed(2)}× a later job of the same size, ${laterRate.toFixed(0)} VINs/s; target ≥ ${FIRST_JOB_TARGET.toLocaleString('en-US')}: ${firstRate >= FIRST_JOB_TARGET ? 'PASS' : 'MISS'})`;
    if (process.argv.includes('--first-only')) {
      console.log(firstLine);
      return;
    }

    const baselineVins = fleetVins(JOB_SIZE, { seed: 2 });
    const batchBegan = performance.now();
    for (let from = 0; from < baselineVins.length; from += 1000) {
      const res = await fetch(`${url}/api/v1/batch-decode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': batchKey },
        body: JSON.stringify({ vins: baselineVins.slice(from, from + 1000) }),
      });
      if (res.status !== 200) throw new Error(`batch-decode failed: ${res.status}`);
      await res.arrayBuffer();
    }
    const batchRate = JOB_SIZE / ((performance.now() - batchBegan) / 1000);

    const { seconds, job } = await runJob(url, jobKey, fleetVins(JOB_SIZE, { seed: 3 }));
    const jobRate = JOB_SIZE / seconds;

    // Each client measures with no job, then during a job of its own (started half a second before).
    const duringJob = async (seed: number, measure: () => Promise<{ p99: number; p50: number; rps: number }>) => {
      const loaded = runJob(url, loadKey, fleetVins(JOB_SIZE, { seed }));
      await new Promise((resolve) => setTimeout(resolve, 500));
      const busy = await measure();
      await loaded;
      return busy;
    };
    const idle = await p99(url, decodeKey, 5);
    const busy = await duringJob(4, () => p99(url, decodeKey, 5));
    const idleFine = await p99Fine(url, decodeKey, 5);
    const busyFine = await duringJob(5, () => p99Fine(url, decodeKey, 5));

    const cores = (await import('node:os')).cpus().length;
    console.log(`bulk job benchmark on PostgreSQL, ${cores} cores, ${JOB_SIZE.toLocaleString('en-US')} VINs a list`);
    console.log(firstLine);
    console.log(`  baseline: batch-decode, 1,000 a request      ${batchRate.toFixed(0).padStart(7)} VINs/s`);
    console.log(
      `  bulk job end to end (bill + store results)   ${jobRate.toFixed(0).padStart(7)} VINs/s  (${(jobRate / batchRate).toFixed(2)}× the baseline; ${job.billed} billed, ${job.duplicates} repeats, ${job.failed} failures)`,
    );
    const ms = (n: number) => n.toFixed(2);
    console.log('  single decodes (autocannon, whole ms):');
    console.log(`    no job:        p50 ${idle.p50} ms, p99 ${idle.p99} ms, ${idle.rps.toFixed(0)} req/s`);
    console.log(
      `    a job running: p50 ${busy.p50} ms, p99 ${busy.p99} ms, ${busy.rps.toFixed(0)} req/s  (p99 ${(busy.p99 / Math.max(idle.p99, 1)).toFixed(2)}× without)`,
    );
    console.log('  single decodes (performance.now() per request):');
    console.log(`    no job:        p50 ${ms(idleFine.p50)} ms, p99 ${ms(idleFine.p99)} ms, ${idleFine.rps.toFixed(0)} req/s`);
    console.log(
      `    a job running: p50 ${ms(busyFine.p50)} ms, p99 ${ms(busyFine.p99)} ms, ${busyFine.rps.toFixed(0)} req/s  (p99 ${(busyFine.p99 / idleFine.p99).toFixed(2)}× without)`,
    );
    console.log(
      `  load average at the end: ${(await import('node:os'))
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    gateway?.child.kill('SIGTERM');
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
