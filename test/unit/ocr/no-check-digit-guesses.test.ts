import { beforeAll, describe, expect, it } from 'vitest';
import { catalogCheckOf, type CatalogCheck } from '../../../src/domain/ocr/catalog-check.js';
import type { RawRead } from '../../../src/domain/ocr/vin-candidates.js';
import { weighReads } from '../../../src/domain/ocr/vin-verdict.js';
import { hasValidCheckDigit } from '../../../src/domain/vin/check-digit.js';
import { createVinDecoder, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { openTestCatalog } from '../../support/catalog.js';

// VINs made outside North America, whose position 9 is no check digit, as the looks of the reader
// read two plates of the dev set: every look reads the VIN whole, and the glyph reader's guesses
// (strings its second choices allow) include ones whose check digit holds and that the test
// catalog decodes. The reads are the reader's own, kinds and per-character confidences included.

const box = { left: 0, top: 0, width: 10, height: 10 };
const conf = (...values: number[]): number[] => values;
const firm = (vin: string, confidence: number[], cut = false): RawRead => ({
  vin,
  confidence,
  box,
  labelled: false,
  ...(cut ? { cut } : {}),
});
const guess = (vin: string, confidence: number[]): RawRead => ({ ...firm(vin, confidence), guess: true });
const even = (c: number) => Array<number>(17).fill(c);

/** A BMW plate (WBA…, position 9 an M): a W read as 4 and the M as 7 make the check digit hold. */
const BMW = 'WBA1R2DYMGE902544';
const bmwLooks = (): { passes: RawRead[][]; kinds: string[] } => ({
  kinds: ['scene', 'page', 'dots', 'close-0', 'close-1', 'close-2', 'band-0', 'band-1', 'band-2', 'band-3'],
  passes: [
    [firm(BMW, even(99))],
    [firm('WBA1R2DYMGE902541', even(98), true), firm('BA1R2DYMGE9025414', even(98), true)],
    [
      firm(BMW, even(98)),
      guess('4BA1R2DY7GE902544', conf(25, 98, 99, 99, 96, 99, 98, 98, 0, 98, 99, 99, 99, 99, 99, 98, 98)),
      guess('48A1R2DY5GE902544', conf(25, 96, 99, 99, 96, 99, 98, 98, 0, 98, 99, 99, 99, 99, 99, 98, 98)),
      guess('4BA182DY3GE902544', conf(25, 98, 99, 99, 93, 99, 98, 98, 0, 98, 99, 99, 99, 99, 99, 98, 98)),
      guess('46A1R2DY2GE902544', conf(25, 93, 99, 99, 96, 99, 98, 98, 0, 98, 99, 99, 99, 99, 99, 98, 98)),
    ],
    [firm(BMW, even(98))],
    [firm(BMW, even(98))],
    [firm(BMW, conf(71, 99, 98, 96, 98, 98, 99, 99, 98, 99, 98, 98, 98, 98, 98, 99, 86))],
    [firm(BMW, even(98))],
    [],
    [firm('WBA1R2DYMGE902541', even(98), true), firm('BA1R2DYMGE9025414', even(98), true)],
    [firm(BMW, conf(98, 98, 99, 75, 97, 98, 99, 98, 98, 99, 98, 97, 98, 98, 98, 98, 98))],
  ],
});

/** A Fiat plate (ZFA…, position 9 a U) the test catalog does not decode; a G read as 6 it does. */
const FIAT = 'ZFAWEJ3GURZ455605';
const fiatLooks = (): { passes: RawRead[][]; kinds: string[] } => ({
  kinds: ['scene', 'page', 'dots', 'close-0', 'close-1', 'close-2', 'band-0', 'band-1', 'band-2', 'band-3'],
  passes: [
    [firm(FIAT, even(99))],
    [firm(FIAT, conf(0, 98, 99, 98, 99, 98, 98, 98, 99, 99, 98, 98, 99, 98, 99, 98, 0))],
    [
      firm(FIAT, even(97)),
      guess('2FAWEJ3G0R2455605', conf(95, 98, 97, 95, 99, 97, 99, 98, 89, 97, 93, 98, 98, 98, 98, 98, 95)),
      guess('2FAWE33G0RZ4S5605', conf(95, 98, 97, 95, 99, 93, 99, 98, 89, 97, 99, 98, 94, 98, 98, 98, 95)),
      guess('2FAWBJ3G0RZ455605', conf(95, 98, 97, 95, 91, 97, 99, 98, 89, 97, 99, 98, 98, 98, 98, 98, 95)),
      guess('2EAWE33G0RZ455605', conf(95, 92, 97, 95, 99, 93, 99, 98, 89, 97, 99, 98, 98, 98, 98, 98, 95)),
    ],
    [firm(FIAT, conf(3, 98, 98, 98, 99, 98, 98, 99, 98, 99, 99, 98, 99, 98, 99, 98, 21))],
    [firm(FIAT, conf(27, 98, 98, 99, 99, 99, 99, 99, 99, 98, 99, 98, 99, 99, 99, 99, 99))],
    [firm(FIAT, conf(34, 98, 99, 99, 99, 98, 99, 99, 99, 99, 99, 97, 99, 99, 99, 99, 34))],
    [firm(FIAT, conf(0, 98, 99, 98, 98, 98, 98, 98, 98, 99, 98, 98, 99, 98, 99, 99, 0))],
    [],
    [firm(FIAT, conf(0, 98, 98, 98, 99, 98, 98, 98, 98, 99, 98, 98, 98, 99, 99, 98, 4))],
    [firm(FIAT, conf(0, 98, 99, 98, 98, 97, 98, 99, 98, 99, 99, 98, 99, 98, 99, 99, 0))],
  ],
});

describe('a VIN without a check digit that every look read whole', () => {
  let decoder: VinDecoder;
  const inCatalog: CatalogCheck = (vins) => catalogCheckOf(decoder)(vins);
  beforeAll(async () => {
    decoder = await createVinDecoder(await openTestCatalog());
  });

  it('is named as read, flagged, not swapped for a guess whose check digit holds after two changes', async () => {
    expect(hasValidCheckDigit(BMW)).toBe(false);
    expect(hasValidCheckDigit('4BA1R2DY7GE902544')).toBe(true);
    // The premise: the catalog decodes the guess (and knows its model), which is what let it win.
    expect((await inCatalog(['4BA1R2DY7GE902544'])).size).toBe(1);
    const { passes, kinds } = bmwLooks();
    const v = await weighReads(passes, inCatalog, kinds);
    expect(v!.best.vin).toBe(BMW);
    expect(v).toMatchObject({ certain: false, verified: false });
    expect(v!.warnings).toEqual(['OCR_UNVERIFIED', 'CHECK_DIGIT_MISMATCH']);
    expect(v!.confidence).toBeGreaterThanOrEqual(0.3);
  });

  it('is named as read, flagged, though the catalog decodes only a correction no look read', async () => {
    expect((await inCatalog([FIAT])).size).toBe(0);
    const { passes, kinds } = fiatLooks();
    const v = await weighReads(passes, inCatalog, kinds);
    expect(v!.best.vin).toBe(FIAT);
    expect(v).toMatchObject({ certain: false, verified: false });
    expect(v!.warnings).toContain('OCR_UNVERIFIED');
    expect(v!.warnings).not.toContain('OCR_CORRECTED');
    expect(v!.confidence).toBeGreaterThanOrEqual(0.3);
  });

  it('still yields to a one-character correction a North American VIN needs for its check digit', async () => {
    // The same shapes, the VIN read whole being North American: its check digit must hold, so the
    // rule does not apply and a correction may be chosen (here, by the check digit and catalog).
    const misread = '1HGCM82633A0043S2';
    const kinds = ['close-0', 'close-1', 'dots'];
    const v = await weighReads([[firm(misread, even(95))], [firm(misread, even(95))], [firm(misread, even(95))]], inCatalog, kinds);
    expect(v!.best.vin).not.toBe(misread);
    expect(hasValidCheckDigit(v!.best.vin)).toBe(true);
  });
});
