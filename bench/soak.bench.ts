/**
 * Soak benchmark (npm run bench:soak [-- --minutes 10 --clients 16]): three gateway processes on one
 * PostgreSQL database and one Redis, driven by mixed traffic for minutes, as a fleet runs:
 *   REST decodes, batches of 20, usage reads, GraphQL decodeVin, now and then an image (OCR), and
 *   webhook test events delivered to a loopback receiver;
 * each client its own account and key, its requests spread over the three replicas in turn.
 * It reports throughput, p50/p99 per kind, errors, each replica's RSS at start, end and peak, and
 * checks that the units billed in the database equal the successful answers (exit 1 otherwise).
 * As every benchmark here, it first measures a baseline in the same run: the same clients against
 * a bare node:http server answering a fixed JSON body, and prints the fleet's ratio to it.
 * PostgreSQL: TEST_DATABASE_URL, DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (a
 * scratch database is created and dropped). Redis: TEST_REDIS_URL, REDIS_URL, else
 * redis://127.0.0.1:6379.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openStateDatabase } from '../src/data/db.js';
import { migrateToLatest } from '../src/data/migrations/index.js';
import { createAccount } from '../src/domain/accounts/accounts.service.js';
import { createApiKey } from '../src/domain/accounts/api-keys.service.js';
import { computeCheckDigit } from '../src/domain/vin/check-digit.js';
import { systemClock } from '../src/infra/clock.js';
import { startBareServer, startReplica, type Replica } from './soak/processes.js';
import { startCountingReceiver } from './soak/receiver.js';
import { percentile, Recorder } from './soak/recorder.js';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: process.env.SOAK_MINUTES ?? '10' },
    clients: { type: 'string', default: process.env.SOAK_CLIENTS ?? '16' },
    'baseline-seconds': { type: 'string', default: '15' },
  },
});
const MINUTES = Number(args.minutes);
const CLIENTS = Math.max(1, Math.trunc(Number(args.clients)));
const BASELINE_S = Number(args['baseline-seconds']);
if (!(MINUTES > 0) || !(BASELINE_S > 0)) throw new Error('--minutes and --baseline-seconds must be positive numbers');

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REPLICAS = 3;
const BATCH_SIZE = 20;
/** An image this many ms after the previous one began, one at a time across the fleet: "a few images". */
const IMAGE_EVERY_MS = 10_000;
const LABEL = readFileSync(resolve(import.meta.dirname, '../test/fixtures/ocr/label-plain.jpg'));

/** 2,000 distinct valid Accord VINs: repeated often enough for the result cache, varied enough to miss it. */
const VINS = Array.from({ length: 2000 }, (_, i) => {
  const draft = `1HGCM826X3A${String(100000 + i).padStart(6, '0')}`;
  return `${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`;
});
const randomVin = () => VINS[Math.floor(Math.random() * VINS.length)]!;

type Kind = 'decode' | 'batch' | 'usage' | 'graphql' | 'webhook-test' | 'image';

/** The mix, by weight: decodes dominate, as in production. Images are timed apart (IMAGE_EVERY_MS). */
const MIX: Array<[Kind, number]> = [
  ['decode', 45],
  ['graphql', 30],
  ['batch', 8],
  ['usage', 15],
  ['webhook-test', 2],
];
const MIX_TOTAL = MIX.reduce((sum, [, w]) => sum + w, 0);
function pickKind(): Kind {
  let r = Math.random() * MIX_TOTAL;
  for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind;
  return 'decode';
}

interface Client {
  key: string;
  webhookId: string;
}

/** One request of `kind`; resolves with the HTTP status and the units it should have billed. */
async function send(base: string, client: Client, kind: Kind): Promise<{ status: number; billed: number }> {
  const headers = { 'x-api-key': client.key, 'content-type': 'application/json', accept: 'application/json' };
  switch (kind) {
    case 'decode': {
      const res = await fetch(`${base}/api/v1/decode`, { method: 'POST', headers, body: JSON.stringify({ vin: randomVin() }) });
      await res.arrayBuffer();
      return { status: res.status, billed: res.status === 200 ? 1 : 0 };
    }
    case 'batch': {
      const vins = Array.from({ length: BATCH_SIZE }, randomVin);
      const res = await fetch(`${base}/api/v1/batch-decode`, { method: 'POST', headers, body: JSON.stringify({ vins }) });
      const body = (await res.json()) as { data?: { summary?: { billableCount?: number } } };
      return { status: res.status, billed: res.status === 200 ? (body.data?.summary?.billableCount ?? 0) : 0 };
    }
    case 'usage': {
      const res = await fetch(`${base}/api/v1/usage`, { headers: { 'x-api-key': client.key } });
      await res.arrayBuffer();
      return { status: res.status, billed: 0 };
    }
    case 'graphql': {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          query: 'query($vin: String!) { decodeVin(vin: $vin) { vin make model modelYear } }',
          variables: { vin: randomVin() },
        }),
      });
      const body = (await res.json()) as { data?: { decodeVin?: unknown } };
      return { status: res.status, billed: res.status === 200 && body.data?.decodeVin ? 1 : 0 };
    }
    case 'webhook-test': {
      const res = await fetch(`${base}/api/v1/webhooks/${client.webhookId}/test`, { method: 'POST', headers: { 'x-api-key': client.key } });
      await res.arrayBuffer();
      return { status: res.status, billed: 0 };
    }
    case 'image': {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(LABEL)], { type: 'image/jpeg' }), 'label.jpg');
      const res = await fetch(`${base}/api/v1/decode-from-image`, { method: 'POST', headers: { 'x-api-key': client.key }, body: form });
      await res.arrayBuffer();
      return { status: res.status, billed: res.status === 200 ? 1 : 0 };
    }
  }
}

/** The baseline: the same clients and HTTP client against a bare server, for BASELINE_S. */
async function measureBaseline(): Promise<number> {
  const bare = await startBareServer();
  try {
    const until = performance.now() + BASELINE_S * 1000;
    let done = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < until) {
          const res = await fetch(`${bare.url}/api/v1/decode`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ vin: randomVin() }),
          });
          await res.arrayBuffer();
          done++;
        }
      }),
    );
    return done / BASELINE_S;
  } finally {
    await bare.stop();
  }
}

async function main() {
  const dbName = `vg_bench_soak_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${dbName}`;
  const replicas: Replica[] = [];
  const receiver = await startCountingReceiver();
  let failed = false;
  try {
    console.log(
      `soak: ${MINUTES} min, ${CLIENTS} clients, ${REPLICAS} replicas, PostgreSQL ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}, Redis ${REDIS_URL}`,
    );
    const baselineRps = await measureBaseline();
    console.log(`baseline (bare node:http, same clients): ${baselineRps.toFixed(0)} req/s`);

    const state = await openStateDatabase({ url: dbUrl.toString(), dataDir: '.' });
    await migrateToLatest(state.db);
    await state.db
      .insertInto('plans')
      .values({ code: 'soak', name: 'soak', daily_quota: 2_000_000_000, batch_cap: 1000, webhooks_allowed: true, overage_allowed: false })
      .execute();
    const deps = { db: state.db, clock: systemClock };
    const keys: string[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const account = await createAccount(deps, { email: `soak-${i}@example.com`, password: 'soak password 123', plan: 'soak' }, 'bench');
      keys.push((await createApiKey(deps, account.id, 'soak')).key);
    }

    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL,
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      // The soak measures a fleet under load, not the per-account limit.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      WEBHOOKS_ALLOW_PRIVATE: 'true',
      WEBHOOKS_POLL_INTERVAL_MS: '200',
      OCR_WORKERS: '1',
      METRICS_PORT: '0',
    };
    // One after another: the first unpacks the catalog if it is not there yet, the others reuse it.
    for (let i = 0; i < REPLICAS; i++) replicas.push(await startReplica(env));
    console.log(`replicas: ${replicas.map((r) => `${r.url} (pid ${r.pid})`).join(', ')}`);

    const clients: Client[] = [];
    for (const key of keys) {
      const res = await fetch(`${replicas[0]!.url}/api/v1/webhooks`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ url: receiver.url, events: ['api_key.revoked'] }),
      });
      if (res.status !== 201) throw new Error(`registering a webhook failed: ${res.status} ${await res.text()}`);
      clients.push({ key, webhookId: ((await res.json()) as { data: { id: string } }).data.id });
    }

    const rssAtStart = replicas.map((r) => r.rssMb());
    const peak = [...rssAtStart];
    const sampler = setInterval(() => replicas.forEach((r, i) => (peak[i] = Math.max(peak[i]!, r.rssMb()))), 1000);
    const recorder = new Recorder();
    let expectedBilled = 0;
    let webhookTests = 0;
    let nextImageAt = performance.now() + 2000;
    let imagesInFlight = 0;
    let turn = 0;
    const startedAt = performance.now();
    const until = startedAt + MINUTES * 60_000;
    let lastReport = startedAt;
    await Promise.all(
      clients.map(async (client, c) => {
        let n = c;
        while (performance.now() < until) {
          let kind = pickKind();
          // One image at a time, the next one IMAGE_EVERY_MS after the last began: on a slow host
          // images never pile up into a queue of their own.
          if (imagesInFlight === 0 && performance.now() >= nextImageAt) {
            nextImageAt = performance.now() + IMAGE_EVERY_MS;
            kind = 'image';
          }
          if (kind === 'image') imagesInFlight++;
          const replica = replicas[(n++ + turn++) % REPLICAS]!;
          const t0 = performance.now();
          try {
            const { status, billed } = await send(replica.url, client, kind);
            recorder.record(kind, performance.now() - t0, status);
            expectedBilled += billed;
            if (kind === 'webhook-test' && status < 300) webhookTests++;
          } catch (error) {
            recorder.record(kind, performance.now() - t0, 0);
            if (recorder.networkErrors++ < 3) console.error(`${kind} on ${replica.url} failed: ${(error as Error).message}`);
          } finally {
            if (kind === 'image') imagesInFlight--;
          }
          if (performance.now() - lastReport > 30_000) {
            lastReport = performance.now();
            const minute = ((lastReport - startedAt) / 60_000).toFixed(1);
            console.log(
              `  ${minute} min: ${recorder.total} requests, ${recorder.errors} errors, RSS ${replicas.map((r) => `${r.rssMb().toFixed(0)}`).join(' / ')} MB`,
            );
          }
        }
      }),
    );
    const elapsedS = (performance.now() - startedAt) / 1000;
    clearInterval(sampler);
    const rssAtEnd = replicas.map((r) => r.rssMb());
    replicas.forEach((r, i) => (peak[i] = Math.max(peak[i]!, rssAtEnd[i]!, r.peakRssMb())));
    const scraped = await Promise.all(replicas.map((r) => r.scrape()));

    // Webhook deliveries are asynchronous: give the outbox a moment to drain before counting.
    const drainUntil = performance.now() + 15_000;
    while (receiver.count < webhookTests && performance.now() < drainUntil) await new Promise((r) => setTimeout(r, 200));
    // A graceful stop bills what quota leases granted and have not settled yet.
    await Promise.all(replicas.splice(0).map((r) => r.stop()));
    const billed = (await sql<{ units: string }>`select coalesce(sum(used + overage), 0) as units from usage_counters`.execute(state.db))
      .rows[0]!;
    await state.close();

    const rps = recorder.total / elapsedS;
    console.log(
      `\nSoak: ${MINUTES} min × ${CLIENTS} clients over ${REPLICAS} replicas (PostgreSQL + Redis), ${elapsedS.toFixed(0)} s measured`,
    );
    console.log('kind            requests   req/s     p50 ms    p99 ms    errors');
    for (const row of recorder.rows()) {
      console.log(
        `${row.kind.padEnd(14)} ${String(row.count).padStart(9)} ${(row.count / elapsedS).toFixed(1).padStart(8)} ${row.p50.toFixed(1).padStart(9)} ${row.p99.toFixed(1).padStart(9)} ${String(row.errors).padStart(9)}`,
      );
    }
    const all = recorder.allLatencies();
    console.log(
      `${'all'.padEnd(14)} ${String(recorder.total).padStart(9)} ${rps.toFixed(1).padStart(8)} ${percentile(all, 50).toFixed(1).padStart(9)} ${percentile(all, 99).toFixed(1).padStart(9)} ${String(recorder.errors).padStart(9)}`,
    );
    console.log(
      `vs baseline: ${((rps / baselineRps) * 100).toFixed(1)} % of the bare server's ${baselineRps.toFixed(0)} req/s with the same clients`,
    );
    if (recorder.errors > 0) console.log(`error statuses: ${JSON.stringify(recorder.statusesOfErrors())}`);
    console.log('\nreplica   RSS start MB   RSS end MB   RSS peak MB   requests (its /metrics)');
    replicas.length = 0;
    rssAtStart.forEach((start, i) => {
      console.log(
        `${String(i + 1).padEnd(9)} ${start.toFixed(0).padStart(12)} ${rssAtEnd[i]!.toFixed(0).padStart(12)} ${peak[i]!.toFixed(0).padStart(13)}   ${scraped[i]!.requests}`,
      );
    });
    console.log(`\nwebhook test events accepted: ${webhookTests}, deliveries received: ${receiver.count}`);
    const billedUnits = Number(billed.units);
    const balanced = billedUnits === expectedBilled;
    console.log(
      `billing: ${expectedBilled} successful decodes answered, ${billedUnits} units billed in the database → ${balanced ? 'equal' : 'MISMATCH'}`,
    );
    if (!balanced) failed = true;
  } finally {
    await Promise.all(replicas.map((r) => r.stop()));
    await receiver.close();
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    await admin.end();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
