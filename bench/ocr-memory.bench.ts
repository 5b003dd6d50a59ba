/**
 * Image reader memory and start-up: `npm run bench:ocr-memory [-- --images 200 --set DIR --set DIR]`.
 * Real `vin-gateway serve` processes on a new embedded database and a free port, images posted to
 * `/api/v1/decode-from-image` one at a time with an API key; memory and CPU read from `/proc`, the
 * server and its image-reader processes summed (decision 0520; the tesseract workers and the glyph
 * thread are threads of those processes). Each figure beside a
 * baseline measured in the same run:
 *  - idle RSS with the models loaded (and one tesseract worker started), beside the same server
 *    idle with the reader not loaded (OCR_PRELOAD=false): what the reader costs;
 *  - RSS after N images (cycling the image sets, default 200) beside that idle RSS, and the slope
 *    of RSS over the last 100 images (least squares; flat = under 10 MB per 100 images), and of its
 *    floor (the lowest RSS of each 10 images);
 *  - RSS once the idle workers are released (OCR_WORKER_IDLE_MS, set short for this run);
 *  - the first image after start, posted as soon as the server listens, and once /readyz reports
 *    the reader ready, beside the same image read again warm; the time until /readyz says ready,
 *    beside the time until the server listens;
 *  - the p99 of typed decodes (GET /api/v1/decode/VIN, one every 10 ms) while images are read,
 *    beside the same with no image: how long an image holds up the server's other requests;
 *  - images read per second by CLIENTS clients at once (each an account of its own, posting one
 *    image after another), beside one client's rate over the N images.
 * The servers run with glibc's malloc set as the image and `npm start` set it (decision 0304);
 * `--glibc-defaults` leaves it unset, `--env NAME=VALUE` (repeatable) adds settings (to compare
 * levers). Wall times on a loaded machine say little: the server's CPU time per image is printed
 * beside them.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openTestCatalog, testCatalogPath } from '../test/support/catalog.js';
import { loadImageSet, type SetImage } from './ocr/image-set.js';
import { embeddedKeys } from './startup/embedded-keys.js';
import { processTree, treeRssMb } from './startup/serve-process.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'vin-gateway.js');
/** Idle time after which the bench's servers release their workers (short, to see what it gives back). */
const BENCH_IDLE_MS = 5_000;
const FLAT_MB_PER_100 = 10;
/** Clients posting images at once, and the images they read together, for the throughput row. */
const CLIENTS = 4;
const IMAGES_TOGETHER = 40;
/** The throughput the reader must keep with CLIENTS clients (issue target), images per second. */
const MIN_IMAGES_PER_SECOND = 1.5;
/**
 * RSS read after each answer swings by ±40 MB with the image just read and with when V8 last
 * collected its buffers, which moves a 100-point slope by ~±14 MB/100 on its own; the lowest RSS of
 * each run of 10 images is what the process keeps, and its slope tells growth from that noise.
 */
const FLOOR_RUN = 10;
/** As the Dockerfile and `npm start` set them (test/unit/deployment-files.test.ts keeps the three alike). */
const MALLOC_AS_SHIPPED = { MALLOC_ARENA_MAX: '2' };

function values(name: string): string[] {
  return process.argv.flatMap((a, i) => (a === `--${name}` && process.argv[i + 1] !== undefined ? [process.argv[i + 1]!] : []));
}
const imageCount = Number(values('images')[0] ?? 200);
const setDirs = values('set').length > 0 ? values('set') : ['../shared/ocr-dev-scenes', '../shared/ocr-dev'];
const extraEnv: Record<string, string> = {
  ...(process.argv.includes('--glibc-defaults') ? {} : MALLOC_AS_SHIPPED),
  ...Object.fromEntries(values('env').map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)])),
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

interface Server {
  url: string;
  pid: number;
  listenMs: number;
  startedAt: number;
  stop(): Promise<void>;
}

/** `serve` as its own process; resolves once it prints where it listens. */
function startServer(env: Record<string, string>): Promise<Server> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--max-semi-space-size=8', BIN, 'serve'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  return new Promise((resolveStart, reject) => {
    let stderr = '';
    const timer = setTimeout(() => reject(new Error(`serve did not start in 120 s: ${stderr}`)), 120_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /GraphiQL at (http:\/\/\S+)\/graphql/.exec(stderr);
      if (!match) return;
      clearTimeout(timer);
      child.stderr.removeAllListeners('data');
      child.stderr.resume();
      resolveStart({
        url: match[1]!,
        pid: child.pid!,
        listenMs: performance.now() - startedAt,
        startedAt,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${stderr}`));
    });
  });
}

/** Posts one image; resolves with the wall time and the status. */
async function postImage(server: Server, key: string, image: SetImage): Promise<{ ms: number; status: number }> {
  const form = new FormData();
  const type = image.file.endsWith('.png') ? 'image/png' : 'image/jpeg';
  form.append('image', new Blob([new Uint8Array(image.bytes)], { type }), image.file.split('/').pop());
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/v1/decode-from-image`, { method: 'POST', headers: { 'x-api-key': key }, body: form });
  await res.arrayBuffer();
  return { ms: performance.now() - t0, status: res.status };
}

async function readerState(server: Server): Promise<string> {
  const res = await fetch(`${server.url}/readyz`);
  return ((await res.json()) as { imageReader?: string }).imageReader ?? 'absent';
}

/** Polls /readyz until the reader is ready; the time since the process was spawned. */
async function untilReaderReady(server: Server): Promise<number> {
  for (;;) {
    const state = await readerState(server);
    if (state === 'ready') return performance.now() - server.startedAt;
    if (state === 'failed') throw new Error('the image reader failed to load');
    await sleep(50);
  }
}

/** Polls until RSS stops falling for `quietMs` (the workers' memory is handed back asynchronously). */
async function settledRss(pid: number, quietMs = 3000): Promise<number> {
  let last = treeRssMb(pid);
  for (let since = performance.now(); performance.now() - since < quietMs;) {
    await sleep(500);
    const now = treeRssMb(pid);
    if (now < last - 1) since = performance.now();
    last = now;
  }
  return last;
}

/** CPU time the server and its image-reader processes have used so far (all their threads), in ms. */
function cpuMs(pid: number): number {
  return processTree(pid).reduce((sum, p) => {
    // Fields 14 and 15 (utime, stime) after the command name, which may hold spaces.
    const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return sum + ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  }, 0);
}

/** Least-squares slope of ys (one every `step` images) against their index, per 100 images. */
function slopePer100(ys: number[], step = 1): number {
  const n = ys.length;
  const mx = (n - 1) / 2;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  ys.forEach((y, x) => {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  });
  return (100 * num) / den / step;
}

/** The lowest RSS of each run of `size` images: what stays held, without the garbage of the image in hand. */
function floors(rss: number[], size: number): number[] {
  return Array.from({ length: Math.floor(rss.length / size) }, (_, i) => Math.min(...rss.slice(i * size, (i + 1) * size)));
}

const mb = (v: number) => `${v.toFixed(0).padStart(5)} MB`;
const ms = (v: number) => `${v.toFixed(0).padStart(6)} ms`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');

/** Typed decodes one after another (10 ms apart) until `done`: their p99 and slowest, in ms. */
async function typedDecodes(server: Server, key: string, done: () => boolean): Promise<{ p99: number; max: number; count: number }> {
  const took: number[] = [];
  while (!done()) {
    const t0 = performance.now();
    const res = await fetch(`${server.url}/api/v1/decode/1HGCM82633A004352`, { headers: { 'x-api-key': key } });
    await res.arrayBuffer();
    took.push(performance.now() - t0);
    await sleep(10);
  }
  took.sort((a, b) => a - b);
  return { p99: took[Math.floor(took.length * 0.99)] ?? 0, max: took.at(-1) ?? 0, count: took.length };
}

/** Typed decodes with no image being read (3 s), then while `images` are posted one at a time. */
async function decodesBesideImages(server: Server, key: string, images: SetImage[]) {
  const quietUntil = performance.now() + 3000;
  const quiet = await typedDecodes(server, key, () => performance.now() > quietUntil);
  let reading = true;
  const posting = (async () => {
    for (const image of images) await postImage(server, key, image);
    reading = false;
  })();
  const busy = await typedDecodes(server, key, () => !reading);
  await posting;
  return { quiet, busy };
}

/** `keys.length` clients, one key each, posting the images one after another between them: images read a second, and the answers' statuses. */
async function imagesTogether(
  server: Server,
  keys: string[],
  images: SetImage[],
): Promise<{ perSecond: number; statuses: Map<number, number> }> {
  const statuses = new Map<number, number>();
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    keys.map(async (key) => {
      while (next < images.length) {
        const { status } = await postImage(server, key, images[next++]!);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return { perSecond: images.length / ((performance.now() - t0) / 1000), statuses };
}

async function main(): Promise<void> {
  await openTestCatalog(); // unpacked once, shared by the servers
  const images = (await Promise.all(setDirs.map((d) => loadImageSet(resolve(ROOT, d))))).flat();
  if (images.length === 0) throw new Error(`no images in ${setDirs.join(', ')}`);
  const first = images[0]!;
  const scratch = mkdtempSync(join(tmpdir(), 'vg-bench-ocr-memory-'));
  const loadBefore = load();
  try {
    const dataDir = join(scratch, 'data');
    const keys = await embeddedKeys(dataDir, CLIENTS, 'ocr-memory');
    const key = keys[0]!;
    const env = {
      DATA_DIR: dataDir,
      VPIC_DB_PATH: testCatalogPath(),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      OCR_WORKER_IDLE_MS: String(BENCH_IDLE_MS),
      ...extraEnv,
    };

    // Baseline: the same server, the reader not loaded.
    const bare = await startServer({ ...env, OCR_PRELOAD: 'false' });
    await sleep(3000);
    const bareMb = await settledRss(bare.pid);
    await bare.stop();

    // The first image, posted as soon as the server listens (it waits for the models loading).
    const early = await startServer(env);
    const earlyFirst = await postImage(early, key, first);
    await early.stop();

    // The memory run: ready, idle, the first image, the same again warm, then N images.
    const server = await startServer(env);
    const readyMs = await untilReaderReady(server);
    const idleMb = await settledRss(server.pid);
    const firstReady = await postImage(server, key, first);
    const warm = await postImage(server, key, first);
    const cpuBefore = cpuMs(server.pid);
    const wallMs: number[] = [];
    const rss: number[] = [];
    const statuses = new Map<number, number>();
    let peakMb = 0;
    for (let i = 0; i < imageCount; i++) {
      const answer = await postImage(server, key, images[i % images.length]!);
      wallMs.push(answer.ms);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      rss.push(treeRssMb(server.pid));
      peakMb = Math.max(peakMb, rss.at(-1)!);
      if ((i + 1) % 25 === 0) process.stderr.write(`  ${i + 1} images: RSS ${rss.at(-1)!.toFixed(0)} MB (load ${load()})\n`);
    }
    const cpuPerImage = (cpuMs(server.pid) - cpuBefore) / imageCount;
    const wallP50 = [...wallMs].sort((a, b) => a - b)[Math.floor(wallMs.length / 2)]!;
    const afterMb = rss.at(-1)!;
    const slope = slopePer100(rss.slice(-100));
    const floorSlope = slopePer100(floors(rss.slice(-100), FLOOR_RUN), FLOOR_RUN);
    await sleep(BENCH_IDLE_MS);
    const releasedMb = await settledRss(server.pid);
    const beside = await decodesBesideImages(server, key, images.slice(0, 20));
    const cpuBeforeTogether = cpuMs(server.pid);
    const together = await imagesTogether(
      server,
      keys,
      Array.from({ length: IMAGES_TOGETHER }, (_, i) => images[i % images.length]!),
    );
    const cpuPerImageTogether = (cpuMs(server.pid) - cpuBeforeTogether) / IMAGES_TOGETHER;
    await server.stop();
    const onePerSecond = imageCount / (wallMs.reduce((a, b) => a + b, 0) / 1000);

    const settings = Object.entries(extraEnv)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    console.log(`node ${process.version}; ${images.length} images from ${setDirs.join(', ')}; ${settings || 'default settings'}`);
    console.log(`load average before ${loadBefore}, after ${load()} (2 cores; timings under load are noisy)`);
    console.log(`  idle RSS, reader not loaded (baseline)       ${mb(bareMb)}`);
    console.log(
      `  idle RSS, models + 1 worker loaded           ${mb(idleMb)}  (+${(idleMb - bareMb).toFixed(0)} MB; limit 400)  ${verdict(idleMb <= 400)}`,
    );
    console.log(
      `  RSS after ${String(imageCount).padEnd(4)} images                     ${mb(afterMb)}  (+${(afterMb - idleMb).toFixed(0)} MB over idle; limit 600)  ${verdict(afterMb <= 600)}`,
    );
    console.log(`  peak RSS (VmHWM)                             ${mb(peakMb)}`);
    console.log(
      `  RSS slope over the last ${String(Math.min(100, imageCount)).padEnd(3)} images           ${slope.toFixed(1).padStart(5)} MB/100 images (flat: under ${FLAT_MB_PER_100})  ${verdict(Math.abs(slope) < FLAT_MB_PER_100)}`,
    );
    console.log(
      `  slope of its floor (lowest of each ${FLOOR_RUN})        ${floorSlope.toFixed(1).padStart(5)} MB/100 images  ${verdict(Math.abs(floorSlope) < FLAT_MB_PER_100)}`,
    );
    console.log(`  RSS once idle workers are released (${BENCH_IDLE_MS / 1000} s)  ${mb(releasedMb)}`);
    console.log(`  server listening (baseline)                  ${ms(server.listenMs)}`);
    console.log(`  /readyz reports the reader ready             ${ms(readyMs)} after spawn`);
    console.log(`  same image, warm (baseline)                  ${ms(warm.ms)}`);
    console.log(`  first image once ready                       ${ms(firstReady.ms)}  (limit 1,500)  ${verdict(firstReady.ms <= 1500)}`);
    console.log(`  first image posted as the server listens     ${ms(earlyFirst.ms)}  (status ${earlyFirst.status})`);
    console.log(`  per image over the ${imageCount}: server CPU ${ms(cpuPerImage)}, wall p50 ${ms(wallP50)}`);
    console.log(`  answers: ${[...statuses.entries()].map(([s, n]) => `${s} ×${n}`).join(', ')}`);
    console.log(`  typed decodes, no image (baseline)           p99 ${ms(beside.quiet.p99)}, slowest ${ms(beside.quiet.max)}`);
    console.log(
      `  typed decodes while 20 images are read       p99 ${ms(beside.busy.p99)}, slowest ${ms(beside.busy.max)} (${(beside.busy.p99 / beside.quiet.p99).toFixed(1)}× the baseline, ${beside.busy.count} decodes)`,
    );
    console.log(`  images a second, one client (baseline)       ${onePerSecond.toFixed(2).padStart(6)}`);
    console.log(
      `  images a second, ${CLIENTS} clients at once           ${together.perSecond.toFixed(2).padStart(6)}  (${(together.perSecond / onePerSecond).toFixed(2)}× one client; limit ${MIN_IMAGES_PER_SECOND})  ${verdict(together.perSecond >= MIN_IMAGES_PER_SECOND)}; answers ${[...together.statuses.entries()].map(([s, n]) => `${s} ×${n}`).join(', ')}; server CPU ${cpuPerImageTogether.toFixed(0)} ms an image`,
    );
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
