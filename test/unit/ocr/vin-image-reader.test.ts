import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogCheckOf, type CatalogCheck } from '../../../src/domain/ocr/catalog-check.js';
import { openUpload } from '../../../src/domain/ocr/image-upload.js';
import { readVin } from '../../../src/domain/ocr/vin-image-reader.js';
import { computeCheckDigit, hasValidCheckDigit } from '../../../src/domain/vin/check-digit.js';
import { createVinDecoder, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { createTesseractOcrEngine, type TesseractOcrEngine } from '../../../src/infra/ocr/ocr-engine.js';
import { textPath } from '../../../bench/ocr/fonts.js';
import { openTestCatalog } from '../../support/catalog.js';

/** The real engine (one tesseract.js worker) on the committed generated images. */
const FIXTURES = resolve(import.meta.dirname, '../../fixtures/ocr');
const truth = JSON.parse(readFileSync(resolve(FIXTURES, 'truth.json'), 'utf8')) as Record<string, { vin: string; barcode: string | null }>;
/** The images whose VIN the catalog cannot decode are named unknown-*. */
const decodable = Object.entries(truth).filter(([file]) => !file.startsWith('unknown-'));

describe('reading VINs from images with the real OCR engine', () => {
  let engine: TesseractOcrEngine;
  let decoder: VinDecoder;
  // The decoder is opened in beforeAll: look it up per call.
  const inCatalog: CatalogCheck = (vins) => catalogCheckOf(decoder)(vins);

  beforeAll(async () => {
    decoder = await createVinDecoder(await openTestCatalog());
    engine = createTesseractOcrEngine({ size: 1, timeoutMs: 20_000, queueLimit: 4 });
  });
  afterAll(async () => {
    await engine?.close();
  });

  it.each(decodable)('%s: the right VIN, verified when it keeps the check digit', async (file, expected) => {
    const page = await openUpload(engine, readFileSync(resolve(FIXTURES, file)));
    // What is read, not how fast: a deadline a loaded machine cannot reach (the first image also starts the worker).
    const reading = await readVin(page, { inCatalog, deadlineMs: 30_000 });
    const wellFormed = hasValidCheckDigit(expected.vin);
    expect(reading).toMatchObject({ vin: expected.vin, verified: wellFormed, source: expected.barcode ? 'barcode' : 'ocr' });
    if (wellFormed) {
      expect(reading!.confidence).toBeGreaterThanOrEqual(0.85);
      expect(reading!.warnings).not.toContain('OCR_UNVERIFIED');
    } else {
      // A VIN that fails its check digit is never stated, however it was read (decision 0309).
      expect(reading!.warnings).toContain('OCR_UNVERIFIED');
    }
  });

  it('reads a light-on-dark label (the plain label negated), its text turned dark for the first look', async () => {
    const sharp = (await import('sharp')).default;
    const negated = await sharp(readFileSync(resolve(FIXTURES, 'label-plain.jpg')))
      .negate({ alpha: false })
      .jpeg({ quality: 92 })
      .toBuffer();
    const reading = await readVin(await openUpload(engine, negated), { inCatalog, deadlineMs: 30_000 });
    expect(reading).toMatchObject({ vin: truth['label-plain.jpg']!.vin, verified: true, source: 'ocr' });
  });

  it.each([
    ['unknown-code39.jpg', 'barcode'],
    ['unknown-label.jpg', 'ocr'],
  ] as const)('%s: a VIN the catalog cannot decode is still read, with certainty, from its %s', async (file, source) => {
    const page = await openUpload(engine, readFileSync(resolve(FIXTURES, file)));
    expect(await inCatalog([truth[file]!.vin])).toHaveProperty('size', 0);
    const reading = await readVin(page, { inCatalog, deadlineMs: 30_000 });
    expect(reading).toMatchObject({ vin: truth[file]!.vin, certain: true, verified: false, source });
    expect(reading!.confidence).toBeGreaterThanOrEqual(0.85);
    expect(reading!.warnings).not.toContain('OCR_UNVERIFIED');
  });

  it('reads the bars of a light-on-dark barcode label (the Code 39 label negated)', async () => {
    const sharp = (await import('sharp')).default;
    const negated = await sharp(readFileSync(resolve(FIXTURES, 'label-code39.jpg')))
      .negate({ alpha: false })
      .jpeg({ quality: 92 })
      .toBuffer();
    const reading = await readVin(await openUpload(engine, negated), { inCatalog, deadlineMs: 30_000 });
    expect(reading).toMatchObject({ vin: truth['label-code39.jpg']!.vin, certain: true, source: 'barcode' });
  });

  it('reads the bars of a barcode label photographed a few degrees off', async () => {
    const sharp = (await import('sharp')).default;
    const turned = await sharp(readFileSync(resolve(FIXTURES, 'label-code39.jpg')))
      .rotate(6, { background: '#ffffff' })
      .jpeg({ quality: 92 })
      .toBuffer();
    const reading = await readVin(await openUpload(engine, turned), { inCatalog, deadlineMs: 30_000 });
    expect(reading).toMatchObject({ vin: truth['label-code39.jpg']!.vin, certain: true, source: 'barcode' });
  });

  it('names a VIN without a check digit, read by every kind of look, as a suggestion only', async () => {
    const file = 'unknown-european.jpg';
    const reading = await readVin(await openUpload(engine, readFileSync(resolve(FIXTURES, file))), { inCatalog, deadlineMs: 30_000 });
    expect(reading).toMatchObject({ vin: truth[file]!.vin, certain: false, verified: false, source: 'ocr' });
    expect(reading!.warnings).toContain('OCR_UNVERIFIED');
  });

  it('names a VIN without a check digit that one shape twin would make valid, as a suggestion only', async () => {
    // TMBJJ7NE8F0123456: a Z for its 2 in position 13 and the check digit would hold. Every reader
    // may take one for the other, so agreeing looks prove nothing the check digit could not.
    const file = 'unknown-european-twin.jpg';
    const reading = await readVin(await openUpload(engine, readFileSync(resolve(FIXTURES, file))), { inCatalog, deadlineMs: 30_000 });
    expect(reading).toMatchObject({ certain: false, verified: false, source: 'ocr' });
    expect(reading!.warnings).toContain('OCR_UNVERIFIED');
    // Uncertain, the catalog weighs in: the VIN as read is the answer or one of its alternatives.
    expect([reading!.vin, ...reading!.alternatives.map((a) => a.vin)]).toContain(truth[file]!.vin);
  });

  it('states no VIN for a 17-character code labelled as a label number, and reads the same code labelled VIN', async () => {
    const sharp = (await import('sharp')).default;
    // 1HGCM82633A004352 (the catalog decodes it, its check digit holds) under two labels.
    const label = async (name: string) => {
      const prefix = textPath('dejavuSansBold', name, 40, 110, 22);
      const code = textPath('dejavuMonoBold', '1HGCM82633A004352', 40 + prefix.width + 16, 110, 24);
      const print = textPath('dejavuSansBold', 'MFD BY: HONDA OF AMERICA MFG. INC.', 40, 60, 20);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="180"><rect width="640" height="180" fill="#f2f2f2"/><g fill="#111"><path d="${print.d}"/><path d="${prefix.d}"/><path d="${code.d}"/></g></svg>`;
      return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
    };
    const labelled = await readVin(await openUpload(engine, await label('VIN')), { inCatalog, deadlineMs: 30_000 });
    expect(labelled).toMatchObject({ vin: '1HGCM82633A004352', verified: true });
    const other = await readVin(await openUpload(engine, await label('LABEL NO.')), { inCatalog, deadlineMs: 30_000 });
    expect(other?.vin).not.toBe('1HGCM82633A004352');
    expect(other === null || other.warnings.includes('OCR_UNVERIFIED')).toBe(true);
  });

  it('answers no VIN for a document whose VIN field is empty, though a code shaped as a VIN stands beside it', async () => {
    const sharp = (await import('sharp')).default;
    const field = textPath('dejavuSansBold', 'VIN: TO BE ASSIGNED', 40, 70, 26);
    const code = textPath('dejavuMonoBold', '1HGCM82633A004352', 40, 150, 26);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="200"><rect width="640" height="200" fill="#f2f2f2"/><g fill="#111"><path d="${field.d}"/><path d="${code.d}"/></g></svg>`;
    const page = await openUpload(engine, await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer());
    expect(await readVin(page, { inCatalog, deadlineMs: 30_000 })).toBeNull();
  });

  /** A document of print lines: [text, x, baseline y, size, font]. */
  const documentOf = async (lines: Array<[string, number, number, number, 'dejavuSansBold' | 'dejavuMonoBold']>) => {
    const sharp = (await import('sharp')).default;
    const paths = lines.map(([text, x, y, size, font]) => `<path d="${textPath(font, text, x, y, size).d}"/>`).join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="320"><rect width="900" height="320" fill="#f4f2ea"/><g fill="#151515">${paths}</g></svg>`;
    return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  };
  const stated = (reading: Awaited<ReturnType<typeof readVin>>) =>
    reading && !reading.warnings.includes('OCR_UNVERIFIED') ? reading.vin : null;
  const heading: [string, number, number, number, 'dejavuSansBold'] = ['SERVICE ORDER', 40, 50, 28, 'dejavuSansBold'];

  it('states no VIN for a code under a label of another number on the line above, and states it under a VIN label', async () => {
    const under = (label: string) =>
      documentOf([heading, [label, 40, 130, 20, 'dejavuSansBold'], ['1HGCM82633A004352', 40, 170, 28, 'dejavuMonoBold']]);
    const part = await readVin(await openUpload(engine, await under('PART NO.')), { inCatalog, deadlineMs: 30_000 });
    expect(stated(part)).toBeNull();
    const vin = await readVin(await openUpload(engine, await under('VIN')), { inCatalog, deadlineMs: 30_000 });
    expect(stated(vin)).toBe('1HGCM82633A004352');
  });

  it('answers no VIN when the VIN field is a rule to write on, though a code shaped as a VIN stands under it', async () => {
    const page = await documentOf([
      heading,
      ['VIN:', 40, 120, 22, 'dejavuSansBold'],
      ['__________________', 110, 120, 22, 'dejavuMonoBold'],
      ['1HGCM82633A004352', 40, 200, 28, 'dejavuMonoBold'],
    ]);
    expect(await readVin(await openUpload(engine, page), { inCatalog, deadlineMs: 30_000 })).toBeNull();
  });

  it('states no VIN for a code that holds I, O or Q, though mapped to digits it keeps every rule of a VIN', async () => {
    const draft = '1HGOM8Q6X3A004352';
    const mapped = draft.replace(/O|Q/g, '0');
    const digit = computeCheckDigit(mapped)!;
    const code = `${draft.slice(0, 8)}${digit}${draft.slice(9)}`;
    expect(hasValidCheckDigit(`${mapped.slice(0, 8)}${digit}${mapped.slice(9)}`)).toBe(true);
    const reading = await readVin(await openUpload(engine, await documentOf([heading, [code, 40, 150, 30, 'dejavuMonoBold']])), {
      inCatalog,
      deadlineMs: 30_000,
    });
    expect(stated(reading)).toBeNull();
  });

  it('states neither of two codes on one row named as an order and a stock number', async () => {
    const page = await documentOf([heading, ['ORDER 1HGCM82633A004352  STOCK 2HGFG12878H500235', 40, 150, 24, 'dejavuMonoBold']]);
    expect(stated(await readVin(await openUpload(engine, page), { inCatalog, deadlineMs: 30_000 }))).toBeNull();
  });

  it('finds nothing on a page without a VIN', async () => {
    const sharp = (await import('sharp')).default;
    const blank = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#dddddd' } })
      .jpeg()
      .toBuffer();
    expect(await readVin(await openUpload(engine, blank), { inCatalog })).toBeNull();
  });
});
