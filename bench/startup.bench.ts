/**
 * Start-up benchmark: `npm run bench:startup [-- --runs 5]`.
 * Each figure is the median wall time of real processes of the `vin-gateway` bin, as a multiple
 * of `node -e 0` measured in the same run (the machine is shared: absolute times move, ratios
 * much less):
 *  - `--help`
 *  - `decode <one VIN>` on an unpacked catalog
 *  - `serve` until it listens (embedded database already created), and its RSS once idle
 *  - `serve` on a new embedded database (the first start), its time and peak RSS
 *  - `serve` on PostgreSQL until it listens (BENCH_DATABASE_URL, default the local test server;
 *    a scratch database is created and dropped), when one is reachable
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCatalogPath, openCatalog } from '../src/data/catalog/index.js';
import { withScratchDatabase } from './startup/scratch-database.js';
import { procStatusMb, serveUntilListening } from './startup/serve-process.js';

const HERE = fileURLToPath(new URL('..', import.meta.url));
/** `--bin <checkout>/bin/vin-gateway.js` measures another checkout (an older build, say). */
const binArg = process.argv.indexOf('--bin');
const BIN = binArg === -1 ? join(HERE, 'bin', 'vin-gateway.js') : resolve(process.argv[binArg + 1]!);
const ROOT = resolve(BIN, '../..');

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : Number(process.argv[i + 1]);
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function timeOnce(args: string[], env: Record<string, string> = {}): number {
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${args.join(' ')} exited ${result.status}: ${result.stderr.toString()}`);
  return ms;
}

function firstFixtureVin(): string {
  const fixture = JSON.parse(readFileSync(join(HERE, 'test/fixtures/vins-nhtsa.json'), 'utf8')) as { vins: Array<{ vin: string }> };
  return fixture.vins[0]!.vin;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const ratioLine = (label: string, ms: number, base: number, limit: number) =>
  `  ${label.padEnd(42)} ${ms.toFixed(0).padStart(6)} ms = ${(ms / base).toFixed(1).padStart(5)}× node -e 0 (limit ${limit}×)  ${verdict(ms / base <= limit)}`;

async function main(): Promise<void> {
  const runs = option('runs', 5);
  const vpicDbPath = resolve(process.env.VPIC_DB_PATH || defaultCatalogPath(process.env.DATA_DIR || './data'));
  await (await openCatalog({ vpicDbPath, onProgress: (m) => process.stderr.write(`${m}\n`) })).close();
  const vin = firstFixtureVin();
  const scratch = mkdtempSync(join(tmpdir(), 'vin-bench-startup-'));
  try {
    const base: number[] = [];
    const help: number[] = [];
    const decode: number[] = [];
    // Interleaved, so a burst of load elsewhere on the machine hits every figure alike.
    for (let i = 0; i < runs; i++) {
      base.push(timeOnce(['-e', '0']));
      help.push(timeOnce([BIN, '--help']));
      decode.push(timeOnce([BIN, 'decode', vin], { VPIC_DB_PATH: vpicDbPath }));
    }
    const serveEnv = { VPIC_DB_PATH: vpicDbPath, PORT: '0', LOG_LEVEL: 'warn' };
    const first: Array<{ ms: number; peakMb: number }> = [];
    const again: Array<{ ms: number; idleMb: number; peakMb: number }> = [];
    for (let i = 0; i < Math.max(1, Math.ceil(runs / 2)); i++) {
      const dataDir = join(scratch, `data-${i}`);
      const fresh = await serveUntilListening(BIN, { ...serveEnv, DATA_DIR: dataDir }, ROOT);
      await new Promise((r) => setTimeout(r, 2000)); // the first start's own work (demo account) ends
      first.push({ ms: fresh.ms, peakMb: procStatusMb(fresh.pid, 'VmHWM') });
      await fresh.stop();
      for (let j = 0; j < 2; j++) {
        const warm = await serveUntilListening(BIN, { ...serveEnv, DATA_DIR: dataDir }, ROOT);
        await new Promise((r) => setTimeout(r, 3000)); // idle: let start-up garbage be collected
        again.push({ ms: warm.ms, idleMb: procStatusMb(warm.pid, 'VmRSS'), peakMb: procStatusMb(warm.pid, 'VmHWM') });
        await warm.stop();
      }
    }
    const onPostgres = await withScratchDatabase(
      process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
      async (url) => {
        const times: number[] = [];
        for (let i = 0; i <= runs; i++) {
          const env = {
            ...serveEnv,
            DATABASE_URL: url,
            DATA_DIR: join(scratch, 'pg-data'),
            JWT_SECRET: 'bench-startup-secret-0123456789abcdefXYZ',
          };
          const server = await serveUntilListening(BIN, env, ROOT);
          if (i > 0) times.push(server.ms); // the first start applies the migrations
          await server.stop();
        }
        return median(times);
      },
    );
    const b = median(base);
    const listenMs = median(again.map((r) => r.ms));
    const idleMb = median(again.map((r) => r.idleMb));
    const firstPeakMb = Math.max(...first.map((r) => r.peakMb));
    console.log(`node ${process.version}, ${runs} runs each, medians; bin ${BIN}`);
    console.log(`  node -e 0                                  ${b.toFixed(0).padStart(6)} ms`);
    console.log(ratioLine('vin-gateway --help', median(help), b, 3));
    console.log(ratioLine('vin-gateway decode <VIN>', median(decode), b, 8));
    console.log(ratioLine('vin-gateway serve: listening (embedded)', listenMs, b, 15));
    if (onPostgres !== undefined) console.log(ratioLine('vin-gateway serve: listening (PostgreSQL)', onPostgres, b, 15));
    else console.log('  serve on PostgreSQL: no server reachable (BENCH_DATABASE_URL), not measured');
    console.log(
      `  first start (new embedded database):  ${median(first.map((r) => r.ms))
        .toFixed(0)
        .padStart(6)} ms to listening`,
    );
    console.log(`  RSS idle after start:                 ${idleMb.toFixed(0).padStart(6)} MB (limit 300)  ${verdict(idleMb <= 300)}`);
    console.log(
      `  peak RSS of a later start:            ${median(again.map((r) => r.peakMb))
        .toFixed(0)
        .padStart(6)} MB`,
    );
    console.log(
      `  peak RSS of the first start:          ${firstPeakMb.toFixed(0).padStart(6)} MB (limit 450)  ${verdict(firstPeakMb <= 450)}`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
