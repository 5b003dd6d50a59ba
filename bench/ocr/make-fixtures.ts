/**
 * Writes the small committed image set the OCR tests read (test/fixtures/ocr/): `npx tsx
 * bench/ocr/make-fixtures.ts`. Deterministic. For each kind it takes the first seed whose image
 * the reader reads right (the tests pin behaviour; the benchmark measures the rate on fresh sets).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { catalogCheckOf } from '../../src/domain/ocr/catalog-check.js';
import { openUpload } from '../../src/domain/ocr/image-upload.js';
import { readVin } from '../../src/domain/ocr/vin-image-reader.js';
import { createVinDecoder } from '../../src/domain/vin/decoder/index.js';
import { createTesseractOcrEngine } from '../../src/infra/ocr/ocr-engine.js';
import { openTestCatalog } from '../../test/support/catalog.js';
import { generateSample, type Difficulty, type Sample } from './generate.js';
import { truthVins } from './truth-vins.js';

const OUT = resolve(import.meta.dirname, '../../test/fixtures/ocr');
const KINDS: Array<{ name: string; difficulty: Difficulty; wanted: (s: Sample) => boolean }> = [
  { name: 'label-plain', difficulty: 'clean', wanted: (s) => s.barcode === null && /^[1-5]/.test(s.truth) },
  { name: 'label-code39', difficulty: 'clean', wanted: (s) => s.barcode === 'code39' },
  { name: 'label-datamatrix', difficulty: 'hard', wanted: (s) => s.barcode === 'datamatrix' },
  { name: 'plate-metal', difficulty: 'hard', wanted: (s) => s.style === 'stamped' || s.style === 'embossed' },
  { name: 'label-tilted', difficulty: 'hard', wanted: (s) => s.style === 'label' && s.barcode === null && Math.abs(s.degradation.rotateDeg) > 3 },
];

const catalog = await openTestCatalog();
const decoder = await createVinDecoder(catalog);
const inCatalog = catalogCheckOf(decoder);
const engine = createTesseractOcrEngine({ size: 1, timeoutMs: 20_000, queueLimit: 4 });
const truths = await truthVins(decoder, 60, 11);
mkdirSync(OUT, { recursive: true });
const index: Record<string, { vin: string; style: string; font: string; barcode: string | null; difficulty: string }> = {};
for (const kind of KINDS) {
  for (let seed = 1; seed < 400; seed++) {
    const sample = await generateSample(truths[seed % truths.length]!, kind.difficulty, seed);
    if (!kind.wanted(sample)) continue;
    const reading = await readVin(await openUpload(engine, sample.bytes), { inCatalog });
    if (reading?.vin !== sample.truth || !reading.verified) continue;
    const file = `${kind.name}.${sample.format === 'jpeg' ? 'jpg' : 'png'}`;
    writeFileSync(resolve(OUT, file), sample.bytes);
    index[file] = { vin: sample.truth, style: sample.style, font: sample.font, barcode: sample.barcode, difficulty: kind.difficulty };
    break;
  }
}
writeFileSync(resolve(OUT, 'truth.json'), `${JSON.stringify(index, null, 2)}\n`);
await engine.close();
await catalog.close();
console.log(index);
process.exit(0);
