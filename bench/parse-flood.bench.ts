/**
 * Parse flood benchmark (npm run bench:parse-flood [-- --bin <checkout>/bin/vin-gateway.js]): a
 * legitimate client's GraphQL latency while one address without credentials sends the flood of
 * issue 25 (eight keep-alive connections, each a new token-dense document every 137 ms: see
 * test/support/graphql-flood.ts). Its baseline, measured in the same run on the same server, is the
 * same client with no flood, in alternating rounds of quiet and flood so that other load on the
 * machine weighs on both. It prints the client's p50/p99 in both, their ratio, the flood's answers,
 * and the server's RSS before, at its peak and 10 s after the flood. `--bin` measures another
 * checkout (the code before decision 0512, say). PostgreSQL: TEST_DATABASE_URL, DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/test (a scratch database is created and dropped).
 */
import http from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { percentile, residentBytes, startFlood, timeRequests } from '../test/support/graphql-flood.js';
import { openTestCatalog, testCatalogPath } from '../test/support/catalog.js';
import { withScratchDatabase } from './startup/scratch-database.js';
import { serveUntilListening } from './startup/serve-process.js';

const HERE = resolve(import.meta.dirname, '..');
const { values: args } = parseArgs({
  options: {
    bin: { type: 'string', default: join(HERE, 'bin', 'vin-gateway.js') },
    rounds: { type: 'string', default: '4' },
    'round-seconds': { type: 'string', default: '3' },
  },
});
const ROUNDS = Number(args.rounds);
const ROUND_MS = Number(args['round-seconds']) * 1000;
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function measure(databaseUrl: string): Promise<true> {
  await openTestCatalog();
  const server = await serveUntilListening(
    args.bin,
    {
      PORT: '4719',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      VPIC_DB_PATH: testCatalogPath(),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    },
    HERE,
  );
  const url = 'http://127.0.0.1:4719';
  try {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const body = JSON.stringify({ query: '{ validateVin(vin: "1HGCM82633A004352") { isValidFormat checkDigitValid } }' });
    const victim = () =>
      new Promise<void>((done, fail) => {
        const req = http.request(
          `${url}/graphql`,
          {
            method: 'POST',
            agent,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77', 'content-length': Buffer.byteLength(body) },
          },
          (res) => {
            res.resume();
            res.on('end', () => (res.statusCode === 200 ? done() : fail(new Error(`victim answered ${res.statusCode}`))));
          },
        );
        req.on('error', fail);
        req.end(body);
      });
    await timeRequests(200, victim);
    const rssBefore = residentBytes(server.pid);
    let rssPeak = rssBefore;
    const quiet: number[] = [];
    const flooded: number[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < ROUNDS; round++) {
      quiet.push(...(await timeRequests(Infinity, victim, ROUND_MS)));
      const flood = startFlood(url, { address: '203.0.113.7', connections: 8, perConnectionPerSecond: 7.3 });
      await sleep(500);
      flooded.push(...(await timeRequests(Infinity, victim, ROUND_MS)));
      rssPeak = Math.max(rssPeak, residentBytes(server.pid));
      await flood.stop();
      for (const [status, count] of flood.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
    }
    await sleep(10_000);
    const rssAfter = residentBytes(server.pid);
    agent.destroy();
    const row = (name: string, times: number[]) =>
      `| ${name} | ${times.length} | ${percentile(times, 50).toFixed(2)} | ${percentile(times, 99).toFixed(2)} |`;
    console.log(`node ${process.version}, bin ${args.bin}, ${ROUNDS} rounds of ${ROUND_MS / 1000} s quiet + ${ROUND_MS / 1000} s flood`);
    console.log('| legitimate client | requests | p50 ms | p99 ms |\n|---|---|---|---|');
    console.log(row('baseline (no flood)', quiet));
    console.log(row('under the flood', flooded));
    console.log(
      `ratio to baseline: p50 × ${(percentile(flooded, 50) / percentile(quiet, 50)).toFixed(2)}, p99 × ${(percentile(flooded, 99) / percentile(quiet, 99)).toFixed(2)}`,
    );
    console.log(`flood answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
    console.log(
      `server RSS: ${(rssBefore / MB).toFixed(0)} MB before, ${(rssPeak / MB).toFixed(0)} MB at the peak, ${(rssAfter / MB).toFixed(0)} MB 10 s after`,
    );
    return true;
  } finally {
    await server.stop();
  }
}

const ran = await withScratchDatabase(ADMIN_URL, measure);
if (ran === undefined) {
  console.error(`no PostgreSQL at ${ADMIN_URL}: set TEST_DATABASE_URL`);
  process.exitCode = 1;
}
