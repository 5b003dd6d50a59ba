/**
 * A distractor set for bench/ocr.bench.ts --set: documents that carry NO VIN but VIN-like codes
 * (one folder per kind, bench/ocr/distractor-codes.ts), and documents where one such code stands
 * next to the real VIN (`decoy-easy`, `decoy-hard`). Any VIN stated on a `none-*` image is a false
 * accept. `npx tsx bench/ocr/distractor-set.ts DIR [--per-kind 6] [--decoys 10] [--seed 11]`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createVinDecoder } from '../../src/domain/vin/decoder/index.js';
import { openTestCatalog } from '../../test/support/catalog.js';
import { cleanDegradation, degrade, hardDegradation } from './degrade.js';
import { DISTRACTOR_KINDS, distractorLines, type CodeLine } from './distractor-codes.js';
import { textPath, type FontName } from './fonts.js';
import { Rng } from './random.js';
import { truthVins } from './truth-vins.js';

const HEADERS = ['BILL OF LADING', 'DEALER INVOICE', 'SHIPPING NOTICE', 'SERVICE ORDER', 'PARTS RECEIPT', 'TRANSFER FORM'];

/** A document page: a heading, filler fields, and the code lines (label to the left, or above). */
function documentSvg(lines: CodeLine[], rng: Rng): string {
  const width = 900;
  const height = 520;
  const text: FontName = rng.pick(['dejavuSansBold', 'dejavuCondensed', 'robotoMono', 'oswald']);
  const code: FontName = rng.pick(['dejavuMonoBold', 'robotoMono', 'shareTechMono', 'dejavuSansBold']);
  const paths: string[] = [
    textPath(text, rng.pick(HEADERS), 40, 60, 32).d,
    textPath(text, `DATE: ${rng.int(1, 12)}/${rng.int(1, 28)}/20${rng.int(18, 26)}   PAGE 1 OF 1`, 40, 105, 20).d,
    textPath(text, `CARRIER: ${rng.pick(['NORTHLINE FREIGHT', 'ACME AUTO TRANSPORT', 'PRAIRIE LOGISTICS'])}`, 40, 140, 20).d,
  ];
  let y = 200;
  for (const line of lines) {
    const size = rng.between(26, 34);
    if (line.label !== '' && line.above) {
      paths.push(textPath(text, line.label, 40, y, 20).d);
      y += 40;
      paths.push(textPath(code, line.value, 40, y, size, rng.between(0, 0.06)).d);
    } else {
      const label = line.label === '' ? { d: '', width: 0 } : textPath(text, line.label, 40, y, 22);
      paths.push(label.d, textPath(code, line.value, 40 + label.width + (line.label === '' ? 0 : 16), y, size, rng.between(0, 0.06)).d);
    }
    y += 70;
  }
  paths.push(textPath(text, 'RECEIVED IN GOOD ORDER. SIGNATURE: ____________', 40, Math.max(y, 440), 18).d);
  const ink = rng.pick(['#111', '#1a1a1a', '#202830']);
  const paper = rng.pick(['#ffffff', '#f6f3e8', '#eceff1']);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${paper}"/><g fill="${ink}">${paths
    .filter((d) => d !== '')
    .map((d) => `<path d="${d}"/>`)
    .join('')}</g></svg>`;
}

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(process.argv[i + 1]);
};
const dir = process.argv[2] ?? '';
if (dir === '' || dir.startsWith('--')) throw new Error('usage: distractor-set.ts DIR [--per-kind N] [--decoys N] [--seed N]');
const perKind = arg('per-kind', 6);
const decoys = arg('decoys', 10);
const seed = arg('seed', 11);

const records: Array<{ file: string; vin: string | null; set: string; style: string }> = [];
async function write(folder: string, name: string, svg: string, hard: boolean, rng: Rng, vin: string | null, style: string) {
  const { bytes, format } = await degrade(
    await sharp(Buffer.from(svg)).png().toBuffer(),
    hard ? hardDegradation(rng) : cleanDegradation(rng),
    rng,
  );
  const file = `${folder}/${name}.${format === 'jpeg' ? 'jpg' : 'png'}`;
  await mkdir(join(dir, folder), { recursive: true });
  await writeFile(join(dir, file), bytes);
  records.push({ file, vin, set: folder, style });
}

for (const [k, kind] of DISTRACTOR_KINDS.entries()) {
  for (let i = 0; i < perKind; i++) {
    const rng = new Rng(seed * 10_000 + k * 100 + i);
    await write(`none-${kind}`, `${kind}-${i}`, documentSvg(distractorLines(kind, rng), rng), false, rng, null, kind);
  }
}
const catalog = await openTestCatalog();
const truths = await truthVins(await createVinDecoder(catalog), decoys * 2, seed);
const decoyKinds = DISTRACTOR_KINDS.filter((k) => k !== 'empty-field');
for (let i = 0; i < truths.length; i++) {
  const rng = new Rng(seed * 10_000 + 5_000 + i);
  const kind = rng.pick(decoyKinds);
  const vinLine: CodeLine = { label: rng.pick(['VIN:', 'VIN', 'V.I.N.', 'Vehicle Identification No.', 'NIV/VIN']), value: truths[i]!.vin };
  const lines = rng.chance(0.5) ? [vinLine, ...distractorLines(kind, rng)] : [...distractorLines(kind, rng), vinLine];
  const hard = i % 2 === 1;
  await write(hard ? 'decoy-hard' : 'decoy-easy', `decoy-${kind}-${i}`, documentSvg(lines, rng), hard, rng, truths[i]!.vin, kind);
}
await writeFile(join(dir, 'truth.json'), JSON.stringify(records, null, 1));
await catalog.close();
console.log(`${records.length} images in ${dir}`);
