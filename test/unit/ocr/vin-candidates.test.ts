import { describe, expect, it } from 'vitest';
import { correctionsOf } from '../../../src/domain/ocr/confusables.js';
import type { OcrLine } from '../../../src/domain/ocr/ocr-port.js';
import { rawReadsOfLine, readsOfBarcode } from '../../../src/domain/ocr/vin-candidates.js';

/** A line as the engine would return it, words split on spaces, every symbol at `conf`. */
function line(text: string, conf = 90): OcrLine {
  let x = 0;
  const words = text.split(' ').map((w) => {
    const bbox = { x0: x, y0: 0, x1: x + w.length * 10, y1: 20 };
    x += w.length * 10 + 10;
    return { text: w, confidence: conf, bbox, symbols: [...w].map((c) => ({ text: c, confidence: conf })) };
  });
  return { text, confidence: conf, bbox: { x0: 0, y0: 0, x1: x, y1: 20 }, words };
}

describe('VIN candidates in an OCR line', () => {
  it('finds a VIN after its label, across the spaces labels print, and maps I/O/Q', () => {
    expect(rawReadsOfLine(line('VIN: 1HGCM82633A004352')).map((r) => r.vin)).toEqual(['1HGCM82633A004352']);
    expect(rawReadsOfLine(line('VIN 1HG CM826 3 3A 004352')).map((r) => r.vin)).toContain('1HGCM82633A004352');
    expect(rawReadsOfLine(line('IHGCM82633AOO4352')).map((r) => r.vin)).toEqual(['1HGCM82633A004352']);
    expect(rawReadsOfLine(line('VIN 1HGCM82633A004352'))[0]!.labelled).toBe(true);
  });

  it('ignores windows running through label words or with too few digits', () => {
    expect(rawReadsOfLine(line('5 GVWR 2403 KG 5298 LB'))).toEqual([]);
    expect(rawReadsOfLine(line('THIS VEHICLE CONFORMS TO ALL'))).toEqual([]);
  });

  it('leaves out a code named as another kind of number (label, part, lot), however VIN-like', () => {
    // 1HGCM82633A004352's check digit holds: only the label says it is not a VIN here.
    const vins = (text: string) => rawReadsOfLine(line(text)).map((r) => r.vin);
    expect(vins('LABEL NO. 1HGCM82633A004352')).not.toContain('1HGCM82633A004352');
    expect(vins('PART NO 1HGCM82633A004352')).not.toContain('1HGCM82633A004352');
    expect(vins('LOT # 1HGCM82633A004352')).not.toContain('1HGCM82633A004352');
    // The recognizer glues the label's words ("LABELNO.").
    expect(vins('LABELNO. 1HGCM82633A004352')).not.toContain('1HGCM82633A004352');
    // The same code labelled as the VIN, or with no label, or after an unrelated word, is read.
    expect(vins('VIN NO. 1HGCM82633A004352')).toContain('1HGCM82633A004352');
    expect(vins('1HGCM82633A004352')).toContain('1HGCM82633A004352');
    expect(vins('CHASSIS 1HGCM82633A004352')).toContain('1HGCM82633A004352');
  });

  it('takes a VIN from any offset only in a look at one line (stars read as letters)', () => {
    expect(rawReadsOfLine(line('B1HGCM82633A004352B')).map((r) => r.vin)).not.toContain('1HGCM82633A004352');
    expect(rawReadsOfLine(line('B1HGCM82633A004352B'), { anyOffset: true }).map((r) => r.vin)).toContain('1HGCM82633A004352');
  });

  it('reads no VIN in a word longer than two VINs (bars or hatching read as characters), nor across one', () => {
    const bars = '00000000900600600060F0009006006000606006000000000000000600';
    expect(rawReadsOfLine(line(bars), { anyOffset: true })).toEqual([]);
    expect(rawReadsOfLine(line(`1HGCM826 ${bars} 33A004352`), { anyOffset: true }).map((r) => r.vin)).toEqual([]);
    // A VIN beside such a word is still read.
    expect(rawReadsOfLine(line(`${bars} 1HGCM82633A004352`), { anyOffset: true }).map((r) => r.vin)).toContain('1HGCM82633A004352');
  });

  it('reads a glyph whose holes are those of a slashed zero as 0, whatever the engine made of it', () => {
    const read = line('JGTK62W59TPB67410');
    read.words[0]!.symbols[11] = { text: 'B', confidence: 90, shape: 'slashed-zero' };
    expect(rawReadsOfLine(read).map((r) => r.vin)).toEqual(['JGTK62W59TP067410']);
    expect(rawReadsOfLine(line('JGTK62W59TPB67410')).map((r) => r.vin)).toEqual(['JGTK62W59TPB67410']);
  });

  it('reads Code 39 texts with the import prefix I', () => {
    expect(readsOfBarcode('I1HGCM82633A004352')).toContain('1HGCM82633A004352');
  });

  it('proposes confusable substitutions, least confident positions first', () => {
    const conf = Array(17).fill(95);
    conf[16] = 20;
    const corrections = correctionsOf('1HGCM82633A00435Z', conf, 1);
    expect(corrections[0]).toEqual({ vin: '1HGCM82633A004352', edits: 1 });
  });

  it('reads a zero the engine took for @ (slashed or dotted zeros) as a zero, keeping the later characters in place', () => {
    expect(rawReadsOfLine(line('VIN ZACCJABT@FPB63871')).map((r) => r.vin)).toEqual(['ZACCJABT0FPB63871']);
  });

  it('proposes 0 for any letter in the check-digit position, and J for a 3', () => {
    const conf = Array(17).fill(95);
    expect(correctionsOf('1HGCM826R3A004352', conf, 1).map((c) => c.vin)).toContain('1HGCM82603A004352');
    expect(correctionsOf('1334L32FX66273298', conf, 1).map((c) => c.vin)).toContain('1J34L32FX66273298');
  });
});
