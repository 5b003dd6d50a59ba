import { describe, expect, it } from 'vitest';
import { barcodeCharacters, CONTESTED_CEILING, UNSURE_BELOW } from '../../../src/domain/ocr/character-confidence.js';
import type { RawRead } from '../../../src/domain/ocr/vin-candidates.js';
import { weighReads } from '../../../src/domain/ocr/vin-verdict.js';

const read = (vin: string, conf: number | number[] = 90): RawRead => ({
  vin,
  confidence: Array.isArray(conf) ? conf : Array<number>(17).fill(conf),
  box: { left: 0, top: 0, width: 10, height: 10 },
  labelled: true,
});
const catalogOf =
  (...known: string[]) =>
  async (vins: string[]) =>
    new Set(vins.filter((v) => known.includes(v)));

const ACCORD = '1HGCM82633A004352';

describe('the confidence of each character of a VIN read from an image', () => {
  it('is sure of a character every kind of look read with a high probability, and names all 17 positions', async () => {
    const v = await weighReads([[read(ACCORD, 96)], [read(ACCORD, 94)], [read(ACCORD, 95)]], catalogOf(ACCORD));
    expect(v!.characters.map((c) => c.position)).toEqual([...Array(17).keys()].map((i) => i + 1));
    expect(v!.characters.map((c) => c.character).join('')).toBe(ACCORD);
    // Three kinds of look at a mean 0.95: 0.95 × (1 − 1/8) = 0.83.
    for (const c of v!.characters) expect(c).toMatchObject({ confidence: 0.83, unsure: false });
  });

  it('takes the recognizer’s probability of the character from the reads that agree with it', async () => {
    const unsure = Array<number>(17).fill(95);
    unsure[4] = 40; // the M of the first look
    const v = await weighReads([[read(ACCORD, unsure)], [read(ACCORD, 95)]], catalogOf(ACCORD));
    // Two kinds: (40 + 95) / 2 = 0.675 × 0.75 = 0.51, against 0.95 × 0.75 = 0.71 elsewhere.
    expect(v!.characters[4]).toMatchObject({ character: 'M', confidence: 0.51 });
    expect(v!.characters[0]!.confidence).toBe(0.71);
  });

  it('marks every character unsure when one kind of look alone read the VIN, however clean', async () => {
    const v = await weighReads([[read(ACCORD, 100)]], catalogOf(ACCORD));
    for (const c of v!.characters) expect(c).toMatchObject({ confidence: 0.5, unsure: true });
  });

  it('marks unsure a character the check digit cannot tell from another that looks read there (J and 1)', async () => {
    const truth = '1E9UCVZ12RJ373534';
    const misread = '1E9UCVZ12R1373534';
    const v = await weighReads([[read(misread, 95)], [read(truth, 95)], [read(misread, 95)]], catalogOf(truth, misread));
    expect(v!.best.vin).toBe(misread);
    const plant = v!.characters[10]!;
    expect(plant).toMatchObject({ position: 11, character: '1', unsure: true });
    expect(plant.confidence).toBeLessThanOrEqual(CONTESTED_CEILING);
    // Every other character all three kinds read alike.
    for (const c of v!.characters.filter((c) => c.position !== 11)) expect(c).toMatchObject({ confidence: 0.83, unsure: false });
  });

  it('scores a split the check digit does arbitrate by the share of the kinds of look that read each character', async () => {
    const kinds = ['close-0', 'close-1', 'close-2', 'dots'];
    const other = '1H6CM82633A004352'; // a G read as 6 by the glyph reader: the check digit counts them apart
    const v = await weighReads([[read(ACCORD, 95)], [read(ACCORD, 95)], [read(ACCORD, 95)], [read(other, 95)]], catalogOf(ACCORD), kinds);
    expect(v!.best.vin).toBe(ACCORD);
    // 0.95 × 0.875 × 3/4 = 0.62: three of four kinds agree.
    expect(v!.characters[2]).toMatchObject({ character: 'G', confidence: 0.62, unsure: false });
    expect(v!.characters[0]!.confidence).toBeGreaterThan(0.62);
  });

  it('gives a corrected character no look read nothing', async () => {
    const misread = '1HGCM82633A0043S2';
    const v = await weighReads([[read(misread)], [read(misread)]], catalogOf(ACCORD, misread));
    expect(v!.best.vin).toBe(ACCORD);
    expect(v!.characters[15]).toMatchObject({ position: 16, character: '5', confidence: 0, unsure: true });
  });

  it('gives the same numbers for the same reads', async () => {
    const passes = () => [[read(ACCORD, 91)], [read('1HGCM8Z633A004352', 77)], [read(ACCORD, 88)]];
    const first = await weighReads(passes(), catalogOf(ACCORD));
    const second = await weighReads(passes(), catalogOf(ACCORD));
    expect(second!.characters).toEqual(first!.characters);
  });

  it('is as sure of every character of a barcode as of its reading', () => {
    expect(barcodeCharacters(ACCORD, 1).every((c) => c.confidence === 1 && !c.unsure)).toBe(true);
    expect(barcodeCharacters(ACCORD, 0.4).every((c) => c.unsure)).toBe(true);
    expect(UNSURE_BELOW).toBeGreaterThan(CONTESTED_CEILING);
  });
});
