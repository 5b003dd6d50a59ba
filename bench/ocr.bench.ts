/**
 * VIN-plate OCR benchmark: `npm run bench:ocr [-- --clean 100 --hard 100 --seed 7 --deadline 400]`.
 * Generates labelled images (bench/ocr/generate.ts), then reads each with our reader and with
 * plain single-pass tesseract (same engine, PSM 3, no VIN knowledge) as the baseline, one warm
 * worker each, and prints one table. "False accept" = a wrong VIN returned without a warning
 * (a decode, or a VIN_NOT_FOUND naming it). `--deadline` is the reader's OCR_DEADLINE_MS
 * (default: the server's). `--set DIR` reads a directory of images with a truth.json instead
 * (bench/ocr/image-set.ts), one table row per folder and one for the whole set. `--without
 * glyphs,bands` leaves parts of the reader out (READER_PARTS, `earlier` the whole earlier reader),
 * to measure what each adds. `--answers FILE` writes every
 * image's answer (and whether the earlier reader ran) to a JSON file; `--files FILE` reads only the
 * images such a file lists as read by the earlier reader (the rest read the same either way).
 */
import { createVinDecoder } from '../src/domain/vin/decoder/index.js';
import { catalogCheckOf } from '../src/domain/ocr/catalog-check.js';
import { openUpload } from '../src/domain/ocr/image-upload.js';
import { READER_PARTS, type ReaderPart } from '../src/domain/ocr/reader-parts.js';
import type { OcrPage } from '../src/domain/ocr/ocr-port.js';
import { DEFAULT_DEADLINE_MS, readVin } from '../src/domain/ocr/vin-image-reader.js';
import { decodeGrey, renderVariant } from '../src/infra/ocr/image-prep.js';
import { createTesseractOcrEngine } from '../src/infra/ocr/ocr-engine.js';
import { TesseractPool } from '../src/infra/ocr/tesseract-pool.js';
import { readFile, writeFile } from 'node:fs/promises';
import { openTestCatalog } from '../test/support/catalog.js';
import { baselineVin, formatTable, summarise, type Answer, type Row } from './ocr/evaluate.js';
import { generateSample, type Difficulty, type Sample } from './ocr/generate.js';
import { loadImageSet } from './ocr/image-set.js';
import { truthVins } from './ocr/truth-vins.js';

const MIN_CONFIDENCE = 0.3;

function textOption(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? undefined : process.argv[i + 1];
}

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? undefined : Number(process.argv[i + 1]);
  return value !== undefined && Number.isFinite(value) ? value : fallback;
}

const catalog = await openTestCatalog();
const decoder = await createVinDecoder(catalog);
const inCatalog = catalogCheckOf(decoder);
const engine = createTesseractOcrEngine({ size: 1, timeoutMs: 60_000, queueLimit: 8 });
const plain = new TesseractPool({ size: 1, timeoutMs: 60_000, queueLimit: 8 });
const seed = option('seed', 7);
const deadlineMs = option('deadline', DEFAULT_DEADLINE_MS);
const without = new Set((textOption('without')?.split(',') ?? []).filter((p) => p !== ''));
for (const part of without)
  if (!(READER_PARTS as readonly string[]).includes(part)) throw new Error(`--without: ${part} is none of ${READER_PARTS.join(', ')}`);

/** A reading that failed (an engine timeout on a machine loaded far beyond its cores) answers nothing. */
async function orNothing(read: () => Promise<Answer>): Promise<Answer> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  try {
    return await read();
  } catch (error) {
    console.error(`reading failed: ${(error as Error).message}`);
    const cpu = process.cpuUsage(c0);
    return { vin: null, trusted: false, ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000 };
  }
}

/** Whether the earlier reader ran on the last image read (it alone asks for the page's text bands). */
let fellBack = false;

async function ours(sample: { bytes: Uint8Array }): Promise<Answer> {
  fellBack = false;
  return orNothing(() => oursOnce(sample));
}

function watched(page: OcrPage): OcrPage {
  return new Proxy(page, {
    get(target, key, receiver) {
      if (key === 'textBands') fellBack = true;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

async function oursOnce(sample: { bytes: Uint8Array }): Promise<Answer> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const page = watched(await openUpload(engine, sample.bytes));
  const reading = await readVin(page, { inCatalog, deadlineMs, without: without as Set<ReaderPart> }).finally(() => page.close());
  const ms = performance.now() - t0;
  const used = process.cpuUsage(c0);
  const cpuMs = (used.user + used.system) / 1000;
  if (!reading || reading.confidence < MIN_CONFIDENCE) return { vin: null, trusted: false, ms, cpuMs };
  // What the service would return without OCR_UNVERIFIED: a verified decode, or a VIN read with
  // certainty that the catalog cannot decode (404 naming it).
  return { vin: reading.vin, trusted: !reading.warnings.includes('OCR_UNVERIFIED'), ms, cpuMs };
}

async function baseline(sample: { bytes: Uint8Array }): Promise<Answer> {
  return orNothing(() => baselineOnce(sample));
}

async function baselineOnce(sample: { bytes: Uint8Array }): Promise<Answer> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const grey = await decodeGrey(sample.bytes, 40e6);
  const lines = await plain.recognize(await renderVariant(grey, {}), { psm: 3 });
  const read = baselineVin(lines);
  const used = process.cpuUsage(c0);
  return { vin: read?.vin ?? null, trusted: read?.trusted ?? false, ms: performance.now() - t0, cpuMs: (used.user + used.system) / 1000 };
}

const breakdown: string[] = [];
const noPlain = process.argv.includes('--no-plain');

/** Exact reads of ours per kind of image (plate style; labels with and without a barcode). */
function byKind(samples: Sample[], answers: Answer[]): string {
  const tally = new Map<string, [number, number]>();
  samples.forEach((s, i) => {
    const kind = s.style === 'label' ? (s.barcode ? `label+${s.barcode}` : 'label') : s.style;
    const t = tally.get(kind) ?? [0, 0];
    t[1] += 1;
    if (answers[i]!.vin === s.truth) t[0] += 1;
    tally.set(kind, t);
  });
  return [...tally.entries()]
    .sort()
    .map(([k, [ok, n]]) => `${k} ${ok}/${n}`)
    .join(', ');
}

async function runSet(difficulty: Difficulty, count: number, offset: number): Promise<Row[]> {
  const truths = await truthVins(decoder, count, seed + offset);
  const samples: Sample[] = [];
  for (let i = 0; i < truths.length; i++) samples.push(await generateSample(truths[i]!, difficulty, seed * 1000 + offset + i));
  const a: Answer[] = [];
  const b: Answer[] = [];
  for (const s of samples) {
    a.push(await ours(s));
    b.push(await baseline(s));
  }
  if (process.argv.includes('--verbose')) {
    samples.forEach((s, i) => {
      if (a[i]!.vin !== s.truth)
        console.log(`${s.id} ${s.style} ${s.font} bc=${s.barcode} truth=${s.truth} ours=${a[i]!.vin} trusted=${a[i]!.trusted}`);
    });
  }
  const truthList = samples.map((s) => s.truth);
  breakdown.push(`${difficulty}: ${byKind(samples, a)}`);
  return [summarise(`ours / ${difficulty}`, truthList, a), summarise(`plain tesseract / ${difficulty}`, truthList, b)];
}

// Warm-up: worker start-up is paid once, outside the latencies: a label starts the tesseract
// workers, a plate (found by drawing hard samples until one is) the glyph thread too.
const warm = await generateSample({ vin: '1HGCM82633A004352', make: 'HONDA' }, 'clean', 1);
await ours(warm);
await baseline(warm);
for (let s = 1; ; s++) {
  const plate = await generateSample({ vin: '1HGCM82633A004352', make: 'HONDA' }, 'hard', s);
  if (plate.style === 'label') continue;
  await ours(plate);
  break;
}

/** One image's answer as `--answers` writes it. */
interface Recorded extends Answer {
  file: string;
  folder: string;
  truth: string;
  fallback: boolean;
}
const recorded: Recorded[] = [];

/** A directory of images with a truth.json: one row per folder, ours and plain tesseract. */
async function runImageSet(dir: string): Promise<Row[]> {
  // `--only easy,hard` reads only those folders; `--no-plain` leaves the plain baseline out (quicker runs).
  const only = textOption('only')?.split(',');
  const filesOf = textOption('files');
  const listed = filesOf
    ? new Set((JSON.parse(await readFile(filesOf, 'utf8')) as Recorded[]).filter((r) => r.fallback).map((r) => r.file))
    : null;
  const images = (await loadImageSet(dir)).filter((i) => (!only || only.includes(i.folder)) && (!listed || listed.has(i.file)));
  const known = await inCatalog([...new Set(images.map((i) => i.truth).filter((v) => v !== ''))]);
  const rows: Row[] = [];
  const whole: { truths: Array<{ vin: string; inCatalog: boolean }>; answers: Answer[] } = { truths: [], answers: [] };
  for (const folder of [...new Set(images.map((i) => i.folder))]) {
    const inFolder = images.filter((i) => i.folder === folder);
    const a: Answer[] = [];
    const b: Answer[] = [];
    for (const image of inFolder) {
      a.push(await ours(image));
      recorded.push({ file: image.file, folder, truth: image.truth, ...a[a.length - 1]!, fallback: fellBack });
      if (!noPlain) b.push(await baseline(image));
    }
    if (process.argv.includes('--verbose')) {
      inFolder.forEach((s, i) => {
        if (a[i]!.vin !== s.truth || !a[i]!.trusted)
          console.log(`${s.file} ${s.style} truth=${s.truth} ours=${a[i]!.vin} trusted=${a[i]!.trusted} ${Math.round(a[i]!.ms)} ms`);
      });
    }
    // An image without a VIN is not an unknown VIN to name: it counts as one the catalog decodes.
    const truths = inFolder.map((s) => ({ vin: s.truth, inCatalog: s.truth === '' || known.has(s.truth) }));
    rows.push(summarise(`ours / ${folder}`, truths, a));
    if (!noPlain) rows.push(summarise(`plain tesseract / ${folder}`, truths, b));
    whole.truths.push(...truths);
    whole.answers.push(...a);
  }
  // The set as one: its latency percentiles over every image (the issue's targets are per set).
  if (rows.length > 1) rows.push(summarise('ours / whole set', whole.truths, whole.answers));
  return rows;
}

const setDir = textOption('set');
if (setDir) {
  const rows = await runImageSet(setDir);
  console.log(`set ${setDir}, reader deadline ${deadlineMs} ms${without.size > 0 ? `, without ${[...without].join(', ')}` : ''}`);
  console.log(formatTable(rows));
  const answersTo = textOption('answers');
  if (answersTo) await writeFile(answersTo, JSON.stringify(recorded, null, 1));
} else {
  const rows = [...(await runSet('clean', option('clean', 100), 0)), ...(await runSet('hard', option('hard', 100), 500))];
  console.log(`seed ${seed}, reader deadline ${deadlineMs} ms`);
  console.log(formatTable(rows));
  console.log(`\nours, exact by kind: ${breakdown.join('; ')}`);
}
await engine.close();
await plain.close();
await catalog.close();
process.exit(0);
