import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { plateSvg } from '../../../bench/ocr/plate-svg.js';
import { Rng } from '../../../bench/ocr/random.js';
import { readDotGlyphs } from '../../../src/infra/ocr/dot-reader.js';
import { GlyphThread } from '../../../src/infra/ocr/glyph-thread.js';
import { decodeGrey, renderVariant } from '../../../src/infra/ocr/image-prep.js';
import { TesseractPool } from '../../../src/infra/ocr/tesseract-pool.js';
import { findTextBands } from '../../../src/infra/ocr/text-bands.js';
import { eventually } from '../../support/eventually.js';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/ocr');
const VIN = (JSON.parse(readFileSync(resolve(FIXTURES, 'truth.json'), 'utf8')) as Record<string, { vin: string }>)['label-plain.jpg']!.vin;
/** Short, so the test sees a release; a busy worker must still outlive it. */
const IDLE_MS = 300;

/** The plain label's whole page, read by tesseract as the reader's page look reads it. */
async function labelPage(): Promise<Buffer> {
  return renderVariant(await decodeGrey(readFileSync(resolve(FIXTURES, 'label-plain.jpg')), 40e6), {});
}

const textOf = (lines: Array<{ text: string }>) => lines.map((l) => l.text.replace(/\s+/g, '')).join('\n');

describe('idle OCR workers are released and started again on demand', () => {
  let pool: TesseractPool | undefined;
  let thread: GlyphThread | undefined;
  afterEach(async () => {
    await pool?.close();
    await thread?.close();
  });

  it('terminates an idle tesseract worker after the idle period, and a later page is still read right', async () => {
    const page = await labelPage();
    pool = new TesseractPool({ size: 1, timeoutMs: 60_000, queueLimit: 4, idleMs: IDLE_MS });
    expect(pool.liveWorkers).toBe(0);

    expect(textOf(await pool.recognize(page, { psm: 3 }))).toContain(VIN);
    // Two recognitions in a row reuse the worker: its idle time starts again after each.
    expect(textOf(await pool.recognize(page, { psm: 3 }))).toContain(VIN);
    expect(pool.liveWorkers).toBe(1);

    await eventually(() => pool!.liveWorkers === 0, 30_000);

    // A new worker is started for the next page and reads it as the first did.
    expect(textOf(await pool.recognize(page, { psm: 3 }))).toContain(VIN);
    expect(pool.liveWorkers).toBe(1);
    await eventually(() => pool!.liveWorkers === 0, 30_000);
  });

  it('keeps a worker without an idle period', async () => {
    pool = new TesseractPool({ size: 1, timeoutMs: 60_000, queueLimit: 4 });
    await pool.warm();
    expect(pool.liveWorkers).toBe(1);
    // A warm pool of a quiet server keeps its worker: the release is what idleMs asks for only.
    expect(textOf(await pool.recognize(await labelPage(), { psm: 3 }))).toContain(VIN);
    expect(pool.liveWorkers).toBe(1);
  });

  it('stops the idle glyph thread after the idle period, and a later read answers the same', async () => {
    const plate = await plateSvg('1GCMFDGP7EV193042', 'dotpeen', 'dejavuMonoBold', new Rng(5));
    const grey = await decodeGrey(await sharp(Buffer.from(plate.svg)).png().toBuffer(), 40e6);
    const band = findTextBands(grey.pixels, grey.width, grey.height)[0]!;
    const expected = readDotGlyphs(grey, band);
    thread = new GlyphThread({ timeoutMs: 30_000, queueLimit: 4, idleMs: IDLE_MS });
    expect(thread.started).toBe(false);

    expect(await thread.read(grey, band)).toEqual(expected);
    await eventually(() => !thread!.started, 30_000);

    expect(await thread.read(grey, band)).toEqual(expected);
    expect(thread.started).toBe(true);
    await eventually(() => !thread!.started, 30_000);
  });
});
