/**
 * Idempotency-Key benchmark (npm run bench -- idempotency): what a key costs one caller. A gateway
 * (bin/vin-gateway.js serve, quota leases as by default) on PostgreSQL answers POST /api/v1/decode
 * one request at a time, in interleaved rounds:
 *   1. without a key (the baseline, measured in the same run);
 *   2. with a new key (read, claim, decode, store the answer: two commits more);
 *   3. the same request and key again (a replay: one read, no decode, no billing).
 * Each figure is the median latency over all rounds, with its ratio to the baseline.
 * PostgreSQL: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (a scratch
 * database is created and dropped).
 */
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { openStateDatabase } from '../src/data/db.js';
import { migrateToLatest } from '../src/data/migrations/index.js';
import { createAccount } from '../src/domain/accounts/accounts.service.js';
import { createApiKey } from '../src/domain/accounts/api-keys.service.js';
import { computeCheckDigit } from '../src/domain/vin/check-digit.js';
import { systemClock } from '../src/infra/clock.js';
import { withScratchDatabase } from './startup/scratch-database.js';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const PER_ROUND = 100;

const accordVin = (i: number) => {
  const draft = `1HGCM826X3A${String(100000 + (i % 900000)).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`;
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function startGateway(env: Record<string, string>): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, ['bin/vin-gateway.js', 'serve'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  let err = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
      const match = /GraphiQL at (http:\/\/\S+)\/graphql/.exec(err);
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`gateway exited with ${code}: ${err}`)));
  });
  return { url, stop: async () => void (child.kill('SIGTERM'), await exited) };
}

async function run(dbUrl: string): Promise<true> {
  const state = await openStateDatabase({ url: dbUrl, dataDir: '.' });
  await migrateToLatest(state.db);
  await state.db
    .insertInto('plans')
    .values({ code: 'bench', name: 'bench', daily_quota: 2_000_000_000, batch_cap: 1000, webhooks_allowed: true, overage_allowed: true })
    .execute();
  const deps = { db: state.db, clock: systemClock };
  const account = await createAccount(deps, { email: 'bench@example.com', password: 'bench password 123', plan: 'bench' }, 'bench');
  const { key } = await createApiKey(deps, account.id, 'bench');
  await state.close();
  const gateway = await startGateway({
    DATABASE_URL: dbUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_PER_MINUTE: '1000000000',
  });
  try {
    const decode = async (vin: string, idempotencyKey?: string): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`${gateway.url}/api/v1/decode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': key, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
        body: JSON.stringify({ vin }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`decode answered ${res.status}`);
      return performance.now() - started;
    };
    for (let i = 0; i < PER_ROUND; i++) await decode(accordVin(i)); // warm: catalog, caches, connections
    const plain: number[] = [];
    const keyed: number[] = [];
    const replayed: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (let i = 0; i < PER_ROUND; i++) {
        const vin = accordVin(i);
        plain.push(await decode(vin));
        const idempotencyKey = randomUUID();
        keyed.push(await decode(vin, idempotencyKey));
        replayed.push(await decode(vin, idempotencyKey));
      }
    }
    const base = median(plain);
    const line = (name: string, values: number[]) =>
      `${name.padEnd(34)} p50 ${median(values).toFixed(2).padStart(7)} ms   ×${(median(values) / base).toFixed(2)} of no key`;
    console.log(`POST /api/v1/decode, one request at a time, ${ROUNDS} × ${PER_ROUND} each, PostgreSQL`);
    console.log(line('no key (baseline)', plain));
    console.log(line('new Idempotency-Key', keyed));
    console.log(line('same key again (replay)', replayed));
    return true;
  } finally {
    await gateway.stop();
  }
}

const done = await withScratchDatabase(ADMIN_URL, run);
if (done === undefined) {
  console.error(`no PostgreSQL at ${ADMIN_URL}: set BENCH_DATABASE_URL`);
  process.exit(1);
}
