/**
 * Enrichment benchmark: `npm run bench:enrichment [-- --vins 400 --seed 7]`.
 * Decode latency (catalog decode + enrichment, one VIN at a time unless said otherwise) against a
 * loopback vPIC replay server that is healthy, slow or down, beside a baseline with enrichment
 * off measured in the same run. The time budget (VPIC_ENRICH_TIMEOUT_MS, 1.5 s) must bound every
 * decode: p99 ≤ budget + 50 ms when vPIC is slow or down (the max is printed too: a pause of the
 * shared event loop — GC, the in-process replay server and PGlite — can add to a single decode).
 */
import { pino } from 'pino';
import { defaultCatalogPath, openCatalog } from '../src/data/catalog/index.js';
import { openStateDatabase } from '../src/data/db.js';
import { migrateToLatest } from '../src/data/migrations/index.js';
import { createVinDecoder, type DecodeResult } from '../src/domain/vin/decoder/index.js';
import { VehicleEnricher, type VehicleEnricherOptions } from '../src/domain/vin/enrichment/vehicle-enricher.js';
import { createVpicApiClient } from '../src/infra/vpic/vpic-api-client.js';
import { startVpicReplayServer, type ReplayMode } from '../test/support/vpic-replay-server.js';
import { generateCorpus } from './decode/corpus.js';
import { percentile } from './decode/stats.js';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : Number(process.argv[i + 1]);
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

const BUDGET_MS = 1500;
const DEFAULTS: VehicleEnricherOptions = {
  timeoutMs: BUDGET_MS,
  ttlDays: 90,
  concurrency: 4,
  callsPerMinute: 100_000,
  breakerFailures: 5,
  breakerCooldownMs: 30_000,
};

interface Row {
  label: string;
  n: number;
  p50: number;
  p99: number;
  max: number;
  bounded: boolean;
}

async function main(): Promise<void> {
  const count = option('vins', 400);
  const seed = option('seed', 7);
  const catalog = await openCatalog({ vpicDbPath: process.env.VPIC_DB_PATH || defaultCatalogPath(process.env.DATA_DIR || './data') });
  // As the gateway builds them: the serial check only where enrichment is on.
  const offDecoder = await createVinDecoder(catalog, { resultCache: false });
  const decoder = await createVinDecoder(catalog, { resultCache: false, serialCheck: true });
  const state = await openStateDatabase({ url: 'memory://', dataDir: '.' });
  await migrateToLatest(state.db);
  const replay = await startVpicReplayServer();
  const corpus = (await generateCorpus(catalog.db, count * 8 + 1700, seed)).vins;
  let next = 0;
  /** Fresh VINs every time: a cached answer would not call vPIC at all. */
  const take = (n: number) => corpus.slice(next, (next += n));
  const logger = pino({ level: 'silent' });

  function enricher(apiUrl: string, options: Partial<VehicleEnricherOptions> = {}): VehicleEnricher {
    return new VehicleEnricher(
      {
        db: state.db,
        source: createVpicApiClient(apiUrl),
        clock: { now: () => new Date() },
        logger,
        elementsByCode: decoder.elementsByCode,
      },
      { ...DEFAULTS, ...options },
    );
  }

  async function decodeOnce(vin: string, e: VehicleEnricher | undefined): Promise<number> {
    const started = performance.now();
    let result: DecodeResult;
    try {
      result = await (e ? decoder : offDecoder).decode(vin);
    } catch {
      return performance.now() - started;
    }
    if (e) await e.enrich([result]);
    return performance.now() - started;
  }

  /** `n` decodes, `parallel` at a time (each timing its own decode); `again` repeats earlier VINs. */
  async function run(label: string, n: number, e: VehicleEnricher | undefined, parallel = 1, again?: string[]): Promise<Row> {
    const vins = again ?? take(n);
    const timings: number[] = [];
    for (let i = 0; i < vins.length; i += parallel)
      timings.push(...(await Promise.all(vins.slice(i, i + parallel).map((vin) => decodeOnce(vin, e)))));
    const sorted = timings.sort((a, b) => a - b);
    const p99 = percentile(sorted, 0.99);
    return { label, n, p50: percentile(sorted, 0.5), p99, max: sorted.at(-1) ?? 0, bounded: p99 <= BUDGET_MS + 50 };
  }

  async function batch(label: string, size: number, e: VehicleEnricher): Promise<Row> {
    const timings: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const outcomes = await decoder.decodeMany(take(size));
      await e.enrich(outcomes.flatMap((o) => ('result' in o ? [o.result] : [])));
      timings.push(performance.now() - started);
    }
    const sorted = timings.sort((a, b) => a - b);
    return {
      label,
      n: 3,
      p50: percentile(sorted, 0.5),
      p99: sorted.at(-1)!,
      max: sorted.at(-1)!,
      bounded: sorted.at(-1)! <= BUDGET_MS + 50,
    };
  }

  const setMode = (mode: ReplayMode) => (replay.mode = mode);
  // Compile every WMI's matchers first: the rows measure enrichment, not first decodes of a WMI.
  for (const vin of corpus) for (const d of [offDecoder, decoder]) await d.decode(vin).catch(() => undefined);

  const rows: Row[] = [];
  rows.push(await run('baseline: enrichment off', count, undefined));
  setMode({ kind: 'healthy' });
  const healthy = enricher(replay.apiUrl);
  const firstHealthy = next;
  rows.push(await run('healthy (vPIC answers at once)', count, healthy));
  rows.push(await run('healthy, second decode (shared cache)', count, healthy, 1, corpus.slice(firstHealthy, firstHealthy + count)));
  setMode({ kind: 'slow', delayMs: 300 });
  rows.push(await run('healthy (vPIC answers in 300 ms)', Math.min(count, 60), enricher(replay.apiUrl)));
  setMode({ kind: 'slow', delayMs: 5000 });
  rows.push(await run('slow (5 s), breaker on', count, enricher(replay.apiUrl)));
  rows.push(await run('slow (5 s), breaker held closed, 8 at once', 48, enricher(replay.apiUrl, { breakerFailures: 1_000_000 }), 8));
  setMode({ kind: 'hang' });
  rows.push(await run('down: accepts, never answers', count, enricher(replay.apiUrl)));
  rows.push(await run('down: connection refused', count, enricher('http://127.0.0.1:9/api')));
  setMode({ kind: 'status', status: 503 });
  rows.push(await run('down: HTTP 503', count, enricher(replay.apiUrl)));
  setMode({ kind: 'healthy' });
  rows.push(await batch('batch of 250, healthy (5 calls of 50)', 250, enricher(replay.apiUrl)));
  setMode({ kind: 'slow', delayMs: 5000 });
  rows.push(await batch('batch of 250, slow, breaker held closed', 250, enricher(replay.apiUrl, { breakerFailures: 1_000_000 })));

  const base = rows[0]!.p50;
  console.log(`decode latency with vPIC enrichment (budget ${BUDGET_MS} ms; ${count} fresh VINs per row unless shown; seed ${seed})`);
  console.log(
    `${'run'.padEnd(44)} ${'n'.padStart(5)} ${'p50 ms'.padStart(9)} ${'p99 ms'.padStart(9)} ${'max ms'.padStart(9)} ${'p50/base'.padStart(9)} ${'+p50 ms'.padStart(8)}  p99 ≤ budget+50`,
  );
  for (const r of rows) {
    console.log(
      `${r.label.padEnd(44)} ${String(r.n).padStart(5)} ${r.p50.toFixed(2).padStart(9)} ${r.p99.toFixed(2).padStart(9)} ${r.max.toFixed(2).padStart(9)} ${(r.p50 / base).toFixed(1).padStart(9)} ${(r.p50 - base).toFixed(2).padStart(8)}  ${r.bounded ? 'PASS' : 'MISS'}`,
    );
  }
  await replay.close();
  await state.close();
  await catalog.close();
}

await main();
