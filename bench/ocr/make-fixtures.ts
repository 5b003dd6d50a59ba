/**
 * Writes the small committed image set the OCR tests read (test/fixtures/ocr/): `npx tsx
 * bench/ocr/make-fixtures.ts [--missing]`. Deterministic. For each kind it takes the first seed
 * whose image the reader reads right (the tests pin behaviour; the benchmark measures the rate on
 * fresh sets). `--missing` writes only the kinds truth.json does not list yet.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogCheckOf } from '../../src/domain/ocr/catalog-check.js';
import { openUpload } from '../../src/domain/ocr/image-upload.js';
import { readVin } from '../../src/domain/ocr/vin-image-reader.js';
import { createVinDecoder } from '../../src/domain/vin/decoder/index.js';
import { createTesseractOcrEngine } from '../../src/infra/ocr/ocr-engine.js';
import { openTestCatalog } from '../../test/support/catalog.js';
import type { VinReading } from '../../src/domain/ocr/vin-image-reader.js';
import { generateSample, type Difficulty, type Sample, type Truth } from './generate.js';
import { truthVins } from './truth-vins.js';

const OUT = resolve(import.meta.dirname, '../../test/fixtures/ocr');
interface Kind {
  name: string;
  difficulty: Difficulty;
  wanted: (s: Sample) => boolean;
  /** A VIN of its own (default: one the catalog decodes, verified when read). */
  truth?: Truth;
  /** What the reading must be besides the right VIN (default: verified). */
  accepts?: (r: VinReading) => boolean;
}

/** VINs the catalog cannot decode: makers it has no vehicle data for, or no maker at all (TMB). */
const UNKNOWN_NORTH_AMERICAN: Truth = { vin: '4ZZAB12C4HA123456', make: 'STAR' };
const UNKNOWN_LABEL: Truth = { vin: '5ZZKL33D7GB654321', make: 'XTREME GREEN' };
const UNKNOWN_EUROPEAN: Truth = { vin: 'TMBJJ7NE8F0123457', make: 'SKODA' }; // position 9 is no check digit
/** The same but one shape twin (Z for 2 in position 13) away from a VIN whose check digit holds. */
const EUROPEAN_TWIN: Truth = { vin: 'TMBJJ7NE8F0123456', make: 'SKODA' };

const KINDS: Kind[] = [
  { name: 'label-plain', difficulty: 'clean', wanted: (s) => s.barcode === null && /^[1-5]/.test(s.truth) },
  { name: 'label-code39', difficulty: 'clean', wanted: (s) => s.barcode === 'code39' },
  { name: 'label-datamatrix', difficulty: 'hard', wanted: (s) => s.barcode === 'datamatrix' },
  { name: 'plate-metal', difficulty: 'hard', wanted: (s) => s.style === 'stamped' || s.style === 'embossed' },
  {
    name: 'label-tilted',
    difficulty: 'hard',
    wanted: (s) => s.style === 'label' && s.barcode === null && Math.abs(s.degradation.rotateDeg) > 3,
  },
  {
    name: 'unknown-code39',
    difficulty: 'clean',
    truth: UNKNOWN_NORTH_AMERICAN,
    wanted: (s) => s.barcode === 'code39',
    accepts: (r) => r.certain && r.source === 'barcode',
  },
  {
    name: 'unknown-label',
    difficulty: 'clean',
    truth: UNKNOWN_LABEL,
    wanted: (s) => s.barcode === null,
    accepts: (r) => r.certain && r.source === 'ocr',
  },
  {
    name: 'unknown-european',
    difficulty: 'clean',
    truth: UNKNOWN_EUROPEAN,
    wanted: (s) => s.barcode === null,
    accepts: (r) => r.certain && r.source === 'ocr',
  },
  {
    name: 'unknown-european-twin',
    difficulty: 'clean',
    truth: EUROPEAN_TWIN,
    wanted: (s) => s.barcode === null,
    accepts: (r) => !r.certain && r.source === 'ocr',
  },
];

const catalog = await openTestCatalog();
const decoder = await createVinDecoder(catalog);
const inCatalog = catalogCheckOf(decoder);
const engine = createTesseractOcrEngine({ size: 1, timeoutMs: 20_000, queueLimit: 4 });
const truths = await truthVins(decoder, 60, 11);
mkdirSync(OUT, { recursive: true });
type Index = Record<string, { vin: string; style: string; font: string; barcode: string | null; difficulty: string }>;
const indexFile = resolve(OUT, 'truth.json');
const missingOnly = process.argv.includes('--missing');
const index: Index = missingOnly && existsSync(indexFile) ? (JSON.parse(readFileSync(indexFile, 'utf8')) as Index) : {};
for (const kind of KINDS) {
  if (Object.keys(index).some((file) => file.startsWith(`${kind.name}.`))) continue;
  for (let seed = 1; seed < 400; seed++) {
    const sample = await generateSample(kind.truth ?? truths[seed % truths.length]!, kind.difficulty, seed);
    if (!kind.wanted(sample)) continue;
    // A deadline a loaded machine cannot reach: what is read, as in the tests.
    const reading = await readVin(await openUpload(engine, sample.bytes), { inCatalog, deadlineMs: 30_000 });
    if (reading?.vin !== sample.truth || !(kind.accepts ?? ((r) => r.verified))(reading)) continue;
    const file = `${kind.name}.${sample.format === 'jpeg' ? 'jpg' : 'png'}`;
    writeFileSync(resolve(OUT, file), sample.bytes);
    index[file] = { vin: sample.truth, style: sample.style, font: sample.font, barcode: sample.barcode, difficulty: kind.difficulty };
    break;
  }
}
writeFileSync(indexFile, `${JSON.stringify(index, null, 2)}\n`);
await engine.close();
await catalog.close();
console.log(index);
process.exit(0);
