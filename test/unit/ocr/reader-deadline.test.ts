import { describe, expect, it } from 'vitest';
import type { CatalogCheck } from '../../../src/domain/ocr/catalog-check.js';
import type { OcrLine, OcrPage, OcrPass } from '../../../src/domain/ocr/ocr-port.js';
import { readVin } from '../../../src/domain/ocr/vin-image-reader.js';

/**
 * The reader's deadline on a scripted page: every recognition pass takes PASS_MS of a virtual
 * clock and reads the same line, so how many passes start depends on the deadline alone.
 */
const PASS_MS = 40;
const VIN = '1HGCM82633A004352';

function lineOf(text: string): OcrLine {
  const bbox = { x0: 10, y0: 10, x1: 400, y1: 40 };
  return { text, confidence: 90, bbox, words: [{ text, confidence: 90, bbox, symbols: [...text].map((c) => ({ text: c, confidence: 90 })) }] };
}

function scriptedPage() {
  let clock = 0;
  const calls: Array<{ pass: OcrPass; at: number }> = [];
  let glyphReads = 0;
  const page: OcrPage = {
    width: 640,
    height: 200,
    barcodes: async () => [],
    textBands: () => [{ left: 10, top: 10, width: 390, height: 30 }],
    recognize: async (pass) => {
      calls.push({ pass, at: clock });
      clock += PASS_MS;
      return [lineOf(VIN)];
    },
    dotGlyphs: async () => {
      glyphReads += 1;
      return [];
    },
  };
  return { page, calls, now: () => clock, glyphReads: () => glyphReads };
}

/** A catalog that knows nothing: no read is ever acceptable, so no pass settles the reading. */
const knowsNothing: CatalogCheck = async () => new Set();
const knowsTheVin: CatalogCheck = async (vins) => new Set(vins.filter((v) => v === VIN));

describe('the reader keeps to its deadline', () => {
  it('starts no pass expected to end after the deadline', async () => {
    const { page, calls, now } = scriptedPage();
    const reading = await readVin(page, { inCatalog: knowsNothing, deadlineMs: 150, now });
    // First look 0–40, its closer look 40–80 (both always run), one more 80–120; a fourth would end at 160.
    expect(calls.map((c) => c.at)).toEqual([0, 40, 80]);
    expect(reading?.vin).toBe(VIN);
    expect(reading?.verified).toBe(false);
  });

  it('always takes the first look and the closer look at what it found, however short the deadline', async () => {
    const { page, calls, now } = scriptedPage();
    await readVin(page, { inCatalog: knowsNothing, deadlineMs: 1, now });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.pass.region).toBeUndefined();
    expect(calls[1]!.pass.region).toBeDefined();
  });

  it('runs every look when the deadline allows', async () => {
    const { page, calls, now } = scriptedPage();
    await readVin(page, { inCatalog: knowsNothing, deadlineMs: 60_000, now });
    // First look, 3 closer looks, 4 band looks each at two scales, the larger page look and its 3 closer looks.
    expect(calls).toHaveLength(1 + 3 + 8 + 1 + 3);
  });

  it('reads glyphs only when the first look found no acceptable VIN', async () => {
    const unknown = scriptedPage();
    await readVin(unknown.page, { inCatalog: knowsNothing, deadlineMs: 150, now: unknown.now });
    expect(unknown.glyphReads()).toBe(1);

    const known = scriptedPage();
    const reading = await readVin(known.page, { inCatalog: knowsTheVin, deadlineMs: 150, now: known.now });
    expect(known.glyphReads()).toBe(0);
    // Two kinds of look agreeing on a VIN the catalog knows, with a valid check digit: verified, settled.
    expect(reading).toMatchObject({ vin: VIN, verified: true });
    expect(known.calls).toHaveLength(2);
  });
});
