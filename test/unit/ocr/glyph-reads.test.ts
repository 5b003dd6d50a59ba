import { describe, expect, it } from 'vitest';
import { readsOfGlyphs } from '../../../src/domain/ocr/glyph-reads.js';
import type { GlyphChoice } from '../../../src/domain/ocr/ocr-port.js';
import { hasValidCheckDigit } from '../../../src/domain/vin/check-digit.js';

const BAND = { left: 0, top: 0, width: 400, height: 40 };

/** One word of glyphs whose first choices spell `text`; `second` adds, per position, a runner-up. */
function glyphs(text: string, second: Record<number, string> = {}): GlyphChoice[][][] {
  return [[...text].map((c, i) => [{ char: c, cost: 0.1 }, ...(second[i] ? [{ char: second[i], cost: 0.15 }] : [])])];
}

describe('VIN reads from classified glyphs', () => {
  it('reads the first choices as they are', () => {
    expect(readsOfGlyphs(glyphs('1HGCM82633A004352'), BAND).map((r) => r.vin)).toContain('1HGCM82633A004352');
  });

  it('lets the check digit pick a runner-up where the first choice breaks it', () => {
    // B first, 8 second at position 6: only 8 makes the check digit hold.
    const reads = readsOfGlyphs(glyphs('1HGCMB2633A004352', { 5: '8' }), BAND).map((r) => r.vin);
    expect(reads).toContain('1HGCMB2633A004352');
    expect(reads).toContain('1HGCM82633A004352');
    expect(reads.filter((v) => v !== '1HGCMB2633A004352').every(hasValidCheckDigit)).toBe(true);
  });

  it('keeps digits in the North American sequence and a digit or X in the check position', () => {
    // A Z first in position 17 and a B in position 9: the rules take the runners-up 2 and 3 (the
    // plain read already takes the digit at 17, where every VIN has one).
    const reads = readsOfGlyphs(glyphs('1HGCM826B3A00435Z', { 8: '3', 16: '2' }), BAND).map((r) => r.vin);
    expect(reads.slice(0, 2)).toEqual(['1HGCM826B3A004352', '1HGCM82633A004352']);
    expect(reads.slice(1).every((v) => hasValidCheckDigit(v) && /^\d{3}$/.test(v.slice(14)))).toBe(true);
  });

  it('reads digits at 15–17 on VINs from outside North America too, and leaves their check position alone', () => {
    // B first and 8 second at 16, and a 0 in position 9 that no check digit backs (as on many imported VINs).
    const reads = readsOfGlyphs(glyphs('ZACCJABT0FPB574B7', { 15: '8' }), BAND).map((r) => r.vin);
    expect(reads[0]).toBe('ZACCJABT0FPB57487');
    // A letter with no digit among its choices stays: the read is then no VIN, and the verdict says so.
    expect(readsOfGlyphs(glyphs('ZACCJABT0FPB574B7'), BAND)[0]!.vin).toBe('ZACCJABT0FPB574B7');
  });

  it('tries every run of 17 glyphs within a word and needs at least 17', () => {
    expect(readsOfGlyphs(glyphs('1HGCM82633A00435'), BAND)).toEqual([]);
    expect(readsOfGlyphs(glyphs('W1HGCM82633A004352'), BAND).map((r) => r.vin)).toContain('1HGCM82633A004352');
    // Words of a label line: no VIN runs across a gap between them.
    const line = [...glyphs('1HGCM8263'), ...glyphs('3A004352')];
    expect(readsOfGlyphs(line, BAND)).toEqual([]);
  });

  it('turns the cost of each character into a confidence', () => {
    const read = readsOfGlyphs(glyphs('1HGCM82633A004352'), BAND)[0]!;
    expect(read.confidence).toEqual(new Array(17).fill(90));
    expect(read.box).toEqual(BAND);
  });
});
