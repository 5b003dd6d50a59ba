/**
 * A gateway process on a scratch PostgreSQL database for the isolation rows, with accounts made
 * beside it, more replicas of other roles on the same database when a row asks, a victim that
 * times plain `POST /api/v1/decode` requests, and readings of the process's CPU and memory from
 * /proc. `BENCH_BIN=<checkout>/bin/vin-gateway.js` measures another checkout (the code before a
 * change, say). PostgreSQL: TEST_DATABASE_URL, DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
 */
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { openStateDatabase } from '../../src/data/db.js';
import { migrateToLatest } from '../../src/data/migrations/index.js';
import { createAccount } from '../../src/domain/accounts/accounts.service.js';
import { createApiKey } from '../../src/domain/accounts/api-keys.service.js';
import { systemClock } from '../../src/infra/clock.js';
import { openTestCatalog, testCatalogPath } from '../../test/support/catalog.js';
import { percentile, timeRequests } from '../../test/support/graphql-flood.js';
import { withScratchDatabase } from '../startup/scratch-database.js';
import { serveUntilListening, type ServingProcess } from '../startup/serve-process.js';

const HERE = resolve(import.meta.dirname, '../..');
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BIN = process.env.BENCH_BIN ?? join(HERE, 'bin', 'vin-gateway.js');
const DECODE_VIN = '1HGCM82633A004352';

export interface Replica {
  url: string;
  pid: number;
}

export interface Gateway extends Replica {
  /** The scratch database the processes share (for `pg_database_size`, say). */
  databaseUrl: string;
  /** A new account on `plan` (`free`, `pro` …) and an API key of it. */
  newKey(plan: string, dailyQuota?: number): Promise<string>;
  /** Another `serve` process on the same database and settings, on a port of its own, with `env` on top (`ROLE: 'worker'`). Stopped with the gateway. */
  startReplica(env: Record<string, string>): Promise<Replica>;
}

/** A port free now (other benchmarks may run on this machine at the same time). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function withGateway<T>(env: Record<string, string>, use: (gateway: Gateway) => Promise<T>): Promise<T> {
  await openTestCatalog();
  const result = await withScratchDatabase(ADMIN_URL, async (databaseUrl) => {
    const state = await openStateDatabase({ url: databaseUrl, dataDir: '.' });
    await migrateToLatest(state.db);
    const settings = {
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      VPIC_DB_PATH: testCatalogPath(),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      ...env,
    };
    const server = await serveUntilListening(BIN, { ...settings, PORT: '4731' }, HERE);
    const replicas: ServingProcess[] = [];
    const startReplica = async (more: Record<string, string>) => {
      const port = await freePort();
      const replica = await serveUntilListening(BIN, { ...settings, ...more, PORT: String(port) }, HERE);
      replicas.push(replica);
      return { url: `http://127.0.0.1:${port}`, pid: replica.pid };
    };
    let accounts = 0;
    const deps = { db: state.db, clock: systemClock };
    const newKey = async (plan: string, dailyQuota?: number) => {
      let code = plan;
      if (dailyQuota !== undefined) {
        code = `${plan}_${dailyQuota}_${++accounts}`;
        await state.db
          .insertInto('plans')
          .values({
            code,
            name: code,
            daily_quota: dailyQuota,
            batch_cap: 1000,
            webhooks_allowed: false,
            overage_allowed: false,
            batch_jobs_allowed: true,
            max_active_batch_jobs: 3,
          })
          .execute();
      }
      const email = `isolation-${process.pid}-${++accounts}@example.com`;
      const account = await createAccount(deps, { email, password: 'bench password 123', plan: code }, 'bench');
      return (await createApiKey(deps, account.id, 'bench')).key;
    };
    try {
      return await use({ url: 'http://127.0.0.1:4731', pid: server.pid, databaseUrl, newKey, startReplica });
    } finally {
      await Promise.all(replicas.map((replica) => replica.stop()));
      await server.stop();
      await state.close();
    }
  });
  if (result === undefined) throw new Error(`no PostgreSQL at ${ADMIN_URL}: set TEST_DATABASE_URL`);
  return result;
}

/**
 * The victim: `count` plain decodes with its own key on one keep-alive connection, timed one after
 * another (each account may make 100 requests a minute, so each phase takes a key of its own).
 */
export async function victimDecodes(url: string, key: string, count: number): Promise<{ p50: number; p99: number }> {
  const times = await victimTimes(url, key, count);
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
}

/** victimDecodes' requests, each one's time (ms). */
export async function victimTimes(url: string, key: string, count: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // Bounded in time too: under a heavy attack each request may take seconds.
    return await timeRequests(count, () => decodeOnce(url, agent, key), 30_000);
  } finally {
    agent.destroy();
  }
}

/** One plain decode; fails unless it answers 200. */
function decodeOnce(url: string, agent: http.Agent, key: string): Promise<void> {
  const body = JSON.stringify({ vin: DECODE_VIN });
  return new Promise<void>((done, fail) => {
    const req = http.request(
      `${url}/api/v1/decode`,
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'x-api-key': key, 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => (res.statusCode === 200 ? done() : fail(new Error(`victim answered ${res.statusCode}`))));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

/** Requests one victim key makes in `victimOver` (each account may make 100 a minute). */
export const REQUESTS_PER_KEY = 80;

/**
 * The victim over a stretch of time rather than a count: a decode every `everyMs` (or at once when
 * the last took longer) for `ms`, on one keep-alive connection, each timed, with the next key of
 * `keys` every REQUESTS_PER_KEY requests (keys made beforehand: making an account hashes a
 * password, which would stall this process mid-measurement).
 */
export async function victimOver(url: string, keys: readonly string[], ms: number, everyMs: number): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  const deadline = performance.now() + ms;
  try {
    for (let n = 0; performance.now() < deadline; n++) {
      const key = keys[Math.floor(n / REQUESTS_PER_KEY)];
      if (key === undefined) throw new Error(`victimOver: ${keys.length} keys are too few for ${ms} ms every ${everyMs} ms`);
      const began = performance.now();
      // A keep-alive socket the server closes just as a request goes out is reset: sent again, timed whole.
      await decodeOnce(url, agent, key).catch((error: NodeJS.ErrnoException) =>
        error.code === 'ECONNRESET' ? decodeOnce(url, agent, key) : Promise.reject(error),
      );
      const took = performance.now() - began;
      times.push(took);
      if (took < everyMs) await new Promise((r) => setTimeout(r, everyMs - took));
    }
    return times;
  } finally {
    agent.destroy();
  }
}

/** Keys enough for `victimOver(…, ms, everyMs)`, each a new account on `plan`. */
export async function victimKeysFor(gateway: Gateway, plan: string, ms: number, everyMs: number): Promise<string[]> {
  const keys: string[] = [];
  for (let i = Math.ceil(ms / everyMs / REQUESTS_PER_KEY) + 1; i > 0; i--) keys.push(await gateway.newKey(plan));
  return keys;
}

/** CPU seconds (user + system) the process has used so far, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Resident set in MB, from /proc/<pid>/status. */
export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}
