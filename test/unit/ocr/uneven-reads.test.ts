import { describe, expect, it } from 'vitest';
import type { OcrLine } from '../../../src/domain/ocr/ocr-port.js';
import { alignToAnchor, unevenReadOfLine } from '../../../src/domain/ocr/uneven-reads.js';
import type { RawRead } from '../../../src/domain/ocr/vin-candidates.js';
import { weighReads } from '../../../src/domain/ocr/vin-verdict.js';

const laid = (read: string, anchor: string) =>
  alignToAnchor(read, anchor)
    ?.map((j) => (j >= 0 ? read[j] : '?'))
    .join('') ?? null;
const read = (vin: string): RawRead => ({
  vin,
  confidence: Array(17).fill(90),
  box: { left: 0, top: 0, width: 10, height: 10 },
  labelled: false,
});
const uneven = (text: string) => ({ text, confidence: Array(text.length).fill(80) });
const catalogOf =
  (...known: string[]) =>
  async (vins: string[]) =>
    new Set(vins.filter((v) => known.includes(v)));

const VIN = '3B63JML19LY260661';

describe('reads a character short or long', () => {
  it('are laid against a read of 17: a missed character leaves a hole, an extra one is dropped', () => {
    expect(laid('3B63JML1LY260661', '3B63JML19LY260681')).toBe('3B63JML1?LY260661');
    expect(laid('3B6JML1LY260661', '3B63JML19LY260681')).toBe('3B6?JML1?LY260661');
    expect(laid('4TM44RPHBEG6982174', '4TM44RPHBE6982174')).toBe('4TM44RPHBE6982174');
  });

  it('are another text when they need more than their length errors and three substitutions, or are three characters off', () => {
    expect(alignToAnchor('XXXXXXXXXXXXXXXX', VIN)).toBeNull();
    expect(alignToAnchor('3B63JML1LY2606', VIN)).toBeNull();
    expect(alignToAnchor(VIN, VIN)).toBeNull();
  });

  it('come from a line of 15, 16, 18 or 19 characters only, I/O/Q mapped', () => {
    const line = (text: string): OcrLine => ({
      text,
      confidence: 80,
      bbox: { x0: 0, y0: 0, x1: 1, y1: 1 },
      words: [{ text, confidence: 80, bbox: { x0: 0, y0: 0, x1: 1, y1: 1 }, symbols: [] }],
    });
    expect(unevenReadOfLine(line('3B63JML1LY26O661'))?.text).toBe('3B63JML1LY260661');
    expect(unevenReadOfLine(line(VIN))).toBeNull();
    expect(unevenReadOfLine(line('3B63JML1LY2606'))).toBeNull();
  });

  it('outvote the one read of 17 where it alone misread a character', async () => {
    const misread = '3B63JML19LY260681';
    const kinds = ['close-0', 'close-1', 'close-2'];
    const withUneven = await weighReads([[read(misread)], [], []], catalogOf(VIN, misread), kinds, [
      [],
      [uneven('3B6JML1LY260661')],
      [uneven('3B63JML1LY260661')],
    ]);
    expect(withUneven!.best.vin).toBe(VIN);
    // Nobody read the VIN exactly: it is a correction, never certain on uneven votes alone.
    expect(withUneven).toMatchObject({ certain: false });
    expect(withUneven!.warnings).toContain('OCR_CORRECTED');
    const without = await weighReads([[read(misread)]], catalogOf(VIN, misread), kinds);
    expect(without!.best.vin).toBe(misread);
  });
});
