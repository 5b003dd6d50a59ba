/**
 * HTTP benchmark (npm run bench:http): one run, side by side, on this machine:
 *   1. a bare node:http server answering a fixed JSON body (the ceiling);
 *   2. POST /api/v1/decode with an API key, a cached VIN and quota accounting on PostgreSQL
 *      (the defaults, quota leases; and without leases, durable or async commits, each in a
 *      gateway of its own);
 *   3. the same decode as a GraphQL query;
 *   4. POST /api/v1/batch-decode with 1,000 distinct VINs (warm catalog).
 * Each figure is printed with its ratio to the bare server. The machine is shared by the load
 * generator, PostgreSQL and the servers, so single runs swing by a third: the scenarios run in
 * interleaved rounds (BENCH_ROUNDS, default 3) and each figure is the median over the rounds.
 * Beside throughput it prints each server's CPU time per request, which moves far less with the
 * host's load than req/s does.
 * PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (a scratch
 * database is created and dropped).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { openStateDatabase } from '../src/data/db.js';
import { migrateToLatest } from '../src/data/migrations/index.js';
import { createAccount } from '../src/domain/accounts/accounts.service.js';
import { createApiKey } from '../src/domain/accounts/api-keys.service.js';
import { computeCheckDigit } from '../src/domain/vin/check-digit.js';
import { systemClock } from '../src/infra/clock.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = 64;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const VIN = '1HGCM82633A004352';

function accordVins(n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const draft = `1HGCM826X3A${String(100000 + i).padStart(6, '0')}`;
    return `${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`;
  });
}

/** Starts a child process and resolves with the URL it prints (`LISTENING <url>` or the gateway banner). */
function startChild(args: string[], env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (http:\/\/\S+)|GraphiQL at (http:\/\/\S+)\/graphql/.exec(out);
      if (match) resolve({ url: (match[1] ?? match[2])!, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
  });
}

const BARE_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ success: true, data: { vin: '${VIN}', modelYear: 2003, make: 'HONDA', model: 'Accord', trim: 'EX-V6', vehicleType: 'PASSENGER CAR', bodyStyle: 'Coupe', engine: { cylinders: 6, displacementL: 3, fuelType: 'Gasoline' }, transmission: null, drivetrain: null, manufacturer: { name: 'AMERICAN HONDA MOTOR CO., INC.', country: 'UNITED STATES (USA)' }, safetyFeatures: [] } });
http.createServer((req, res) => { req.resume(); req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); res.end(body); }); })
  .listen(0, '127.0.0.1', function () { console.log('LISTENING http://127.0.0.1:' + this.address().port); });
`;

interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU time of the server process per request, µs (user + system; Linux /proc). */
  cpuPerRequest: number | undefined;
}

/** CPU ticks (1/100 s) a process has used so far, or undefined where /proc is missing. */
function cpuTicks(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

async function load(name: string, options: autocannon.Options, server?: ChildProcess): Promise<Figure> {
  const before = cpuTicks(server?.pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...options });
  const after = cpuTicks(server?.pid);
  const cpuPerRequest =
    before === undefined || after === undefined ? undefined : ((after - before) * 10_000) / Math.max(1, result.requests.total);
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors,
    cpuPerRequest,
  };
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function medianFigure(runs: Figure[]): Figure {
  return {
    name: runs[0]!.name,
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    cpuPerRequest: runs.every((r) => r.cpuPerRequest !== undefined) ? median(runs.map((r) => r.cpuPerRequest!)) : undefined,
  };
}

async function main() {
  const dbName = `vg_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const children: ChildProcess[] = [];
  try {
    const state = await openStateDatabase({ url: dbUrl.toString(), dataDir: '.' });
    await migrateToLatest(state.db);
    await state.db
      .insertInto('plans')
      .values({ code: 'bench', name: 'bench', daily_quota: 2_000_000_000, batch_cap: 1000, webhooks_allowed: true, overage_allowed: true })
      .execute();
    const deps = { db: state.db, clock: systemClock };
    const account = await createAccount(deps, { email: 'bench@example.com', password: 'bench password 123', plan: 'bench' }, 'bench');
    const { key } = await createApiKey(deps, account.id, 'bench');
    await state.close();

    const bare = await startChild(['-e', BARE_SERVER], {});
    children.push(bare.child);
    const gatewayEnv = {
      DATABASE_URL: dbUrl.toString(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      // The benchmark measures throughput, not the per-key limit.
      RATE_LIMIT_PER_MINUTE: '1000000000',
    };
    // Defaults: quota leases in front of durable commits.
    const gateway = await startChild(['bin/vin-gateway.js', 'serve'], { ...gatewayEnv });
    children.push(gateway.child);
    // The same decode with the usage counter committed asynchronously (README: quota commit mode).
    // Without leases every charge is committed before its answer: durably, or asynchronously (README: quota commit mode).
    const durableGateway = await startChild(['bin/vin-gateway.js', 'serve'], {
      ...gatewayEnv,
      QUOTA_LEASES: 'off',
      QUOTA_COMMIT: 'durable',
    });
    children.push(durableGateway.child);
    const asyncGateway = await startChild(['bin/vin-gateway.js', 'serve'], { ...gatewayEnv, QUOTA_LEASES: 'off', QUOTA_COMMIT: 'async' });
    children.push(asyncGateway.child);
    const headers = { 'content-type': 'application/json', 'x-api-key': key };
    const batchBody = JSON.stringify({ vins: accordVins(1000) });
    const restDecode = (url: string): autocannon.Options => ({
      url: `${url}/api/v1/decode`,
      method: 'POST',
      headers,
      body: JSON.stringify({ vin: VIN }),
    });
    // Warm up: compile the matcher, cache the VIN, fill the connection pool.
    for (const { url } of [gateway, durableGateway, asyncGateway]) {
      await fetch(`${url}/api/v1/decode`, { method: 'POST', headers, body: JSON.stringify({ vin: VIN }) });
      await fetch(`${url}/api/v1/batch-decode`, { method: 'POST', headers, body: batchBody });
      await load('warm-up', { ...restDecode(url), duration: 2 });
    }

    const scenarios: Array<[string, autocannon.Options, ChildProcess]> = [
      ['bare node:http (ceiling)', { url: bare.url, method: 'POST', body: JSON.stringify({ vin: VIN }) }, bare.child],
      ['REST POST /api/v1/decode', restDecode(gateway.url), gateway.child],
      ['REST, leases off (durable)', restDecode(durableGateway.url), durableGateway.child],
      ['REST, leases off, async commit', restDecode(asyncGateway.url), asyncGateway.child],
      [
        'GraphQL decodeVin',
        {
          url: `${gateway.url}/graphql`,
          method: 'POST',
          headers,
          body: JSON.stringify({
            query: `{ decodeVin(vin: "${VIN}") { vin make model modelYear bodyClass engine { cylinders displacementL fuelType } } }`,
          }),
        },
        gateway.child,
      ],
      [
        'REST batch-decode, 1,000 VINs',
        { url: `${gateway.url}/api/v1/batch-decode`, method: 'POST', headers, body: batchBody, connections: 1 },
        gateway.child,
      ],
    ];
    const runs: Figure[][] = scenarios.map(() => []);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [i, [name, options, server]] of scenarios.entries()) {
        const figure = await load(name, options, server);
        runs[i]!.push(figure);
        console.log(`round ${round}/${ROUNDS}  ${name.padEnd(32)} ${figure.rps.toFixed(0).padStart(7)} req/s  p99 ${figure.p99} ms`);
      }
    }
    const figures = runs.map(medianFigure);
    const ceiling = figures[0]!.rps;
    console.log(
      `\nHTTP benchmark: ${CONNECTIONS} connections (batch: 1), medians of ${ROUNDS} interleaved rounds of ${DURATION_S} s, PostgreSQL ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}`,
    );
    console.log('scenario                         req/s     p50 ms   p99 ms   vs bare   non-2xx   server CPU µs/req');
    for (const f of figures) {
      console.log(
        `${f.name.padEnd(32)} ${f.rps.toFixed(0).padStart(7)} ${f.p50.toFixed(1).padStart(9)} ${f.p99.toFixed(1).padStart(8)} ${((f.rps / ceiling) * 100).toFixed(1).padStart(8)} % ${String(f.non2xx).padStart(8)}   ${f.cpuPerRequest === undefined ? '—' : f.cpuPerRequest.toFixed(0).padStart(9)}`,
      );
    }
    const [, rest, restDurable, restAsync, gql, batch] = figures;
    const share = (f: Figure) => `${((f.rps / ceiling) * 100).toFixed(1)} %`;
    console.log('\ntargets: REST >= 25 % of bare with p99 < 50 ms; GraphQL >= 20 %; 1,000-VIN batch p50 < 150 ms');
    console.log(
      `REST ${share(rest!)} (p99 ${rest!.p99} ms); without leases ${share(restDurable!)} durable, ${share(restAsync!)} async commit; GraphQL ${share(gql!)}; batch p50 ${batch!.p50} ms`,
    );
    const verdict = (met: boolean) => (met ? 'PASS' : 'MISS');
    const cpu = (f: Figure) => (f.cpuPerRequest === undefined ? '—' : `${f.cpuPerRequest.toFixed(0)} µs`);
    console.log('per-request targets: REST >= 40 % of bare and <= 70 µs of server CPU; GraphQL >= 35 %');
    console.log(
      `REST ${share(rest!)} ${verdict(rest!.rps >= 0.4 * ceiling)}, ${cpu(rest!)} ${verdict((rest!.cpuPerRequest ?? Infinity) <= 70)}; GraphQL ${share(gql!)} ${verdict(gql!.rps >= 0.35 * ceiling)}`,
    );
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

await main();
