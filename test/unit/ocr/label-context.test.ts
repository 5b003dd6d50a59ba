import { describe, expect, it } from 'vitest';
import { labelNeighbours, rowsOf } from '../../../src/domain/ocr/label-neighbours.js';
import { labelKindOf } from '../../../src/domain/ocr/label-rules.js';
import type { OcrLine, OcrRegion } from '../../../src/domain/ocr/ocr-port.js';
import { ReadingTally } from '../../../src/domain/ocr/reading-tally.js';
import { otherNumberBoxes, rawReadsOfLine, type RawRead } from '../../../src/domain/ocr/vin-candidates.js';

const ACCORD = '1HGCM82633A004352';

/** A level region of the page: its top-left corner, its length along the text and its height. */
function region(x: number, y: number, length: number, height = 30): OcrRegion {
  return { rect: { origin: { x, y }, along: { x: 1, y: 0 }, across: { x: 0, y: 1 }, length, height }, score: 0.9 };
}

/** A line as the scene model reads one region: one word per space, every character at `confidence`. */
function lineOf(text: string, x: number, y: number, confidence = 95): OcrLine {
  let left = x;
  const words = text.split(' ').map((w) => {
    const bbox = { x0: left, y0: y, x1: left + 14 * w.length, y1: y + 30 };
    left = bbox.x1 + 12;
    return { text: w, confidence, bbox, symbols: [...w].map((c) => ({ text: c, confidence })) };
  });
  return { text, confidence, bbox: { x0: x, y0: y, x1: left - 12, y1: y + 30 }, words };
}

describe('the print around a code', () => {
  const code = region(200, 300, 250);
  const labelLeft = region(80, 302, 90);
  const labelAbove = region(200, 255, 120);
  const valueBesideLabelAbove = region(340, 255, 150);
  const farAbove = region(200, 100, 120);
  const farRight = region(900, 300, 120);
  const nextColumnBelow = region(200, 400, 120);

  it('is what stands beside it on its line, the line just above its start, and what stands beside that', () => {
    const found = labelNeighbours([code.rect], [code, labelLeft, labelAbove, valueBesideLabelAbove, farAbove, farRight, nextColumnBelow]);
    expect(found).toEqual(expect.arrayContaining([labelLeft, labelAbove, valueBesideLabelAbove]));
    expect(found).not.toContain(code);
    expect(found).not.toContain(farAbove);
    expect(found).not.toContain(farRight);
    expect(found).not.toContain(nextColumnBelow);
  });

  it('joins the lines of one row, left to right, and keeps a line alone on its row as it was read', () => {
    const label = lineOf('INV #', 80, 302);
    const value = lineOf('18927114338432222', 200, 300);
    const heading = lineOf('DEALER INVOICE', 80, 100);
    const rows = rowsOf([value, heading, label]);
    expect(rows).toContain(heading);
    const row = rows.find((r) => r !== heading)!;
    expect(row.words.map((w) => w.text)).toEqual(['INV', '#', '18927114338432222']);
    expect(rawReadsOfLine(row)).toEqual([]);
    // Read alone, the same code is a VIN-shaped read.
    expect(rawReadsOfLine(value).map((r) => r.vin)).toEqual(['18927114338432222']);
  });

  it('does not join two reads of much the same stretch of print', () => {
    const a = lineOf(ACCORD, 200, 300);
    const b = lineOf(ACCORD, 205, 301);
    expect(rowsOf([a, b])).toEqual([a, b]);
  });
});

describe('labels the rules know', () => {
  it.each(['NIV / VIN', 'NIV/VIN', 'VIN / NIV'])('%s, bilingual, labels a VIN', (label) =>
    expect(labelKindOf(label.split(' '))).toBe('vin'),
  );

  it.each(['P/N SERIAL NO.', 'CUSTOMER PART NO.', 'Part N°'])('%s labels another number', (label) =>
    expect(labelKindOf(label.split(' '))).toBe('other'),
  );

  it.each(['SERVICE ORDER', 'EXPO', 'PARTS RECEIPT', 'KEVIN'])('%s is no label of another number', (text) =>
    expect(labelKindOf(text.split(' '))).not.toBe('other'),
  );

  it('names a code as another number when a label of one is run into it, but not a VIN label or a short abbreviation', () => {
    expect(otherNumberBoxes(lineOf(`ORDER${ACCORD}`, 10, 10))).toHaveLength(1);
    expect(otherNumberBoxes(lineOf(`0RDER${ACCORD}`, 10, 10))).toHaveLength(1);
    expect(otherNumberBoxes(lineOf(`VIN${ACCORD}`, 10, 10))).toEqual([]);
    expect(otherNumberBoxes(lineOf(`SN${ACCORD}`, 10, 10))).toEqual([]);
  });
});

describe('letters no VIN holds', () => {
  const oneRead = (line: OcrLine) => rawReadsOfLine(line).filter((r) => !r.cut);

  it('marks a code whose I, O or Q the reader read surely, once mapped to digits', () => {
    const [read] = oneRead(lineOf('1AXOZQX063P613597', 10, 10, 95));
    expect(read).toMatchObject({ vin: '1AX0Z0X063P613597', foreignLetter: true });
  });

  it('does not mark an O read unsurely (a zero the reader hesitated on)', () => {
    const line = lineOf('4KBA6AEJOTG935044', 10, 10, 99);
    line.words[0]!.symbols[8]!.confidence = 60;
    expect(oneRead(line)[0]?.foreignLetter).toBeUndefined();
  });

  it('does not mark a VIN because of the letters of a label run into it', () => {
    const reads = rawReadsOfLine(lineOf(`VIN${ACCORD}`, 10, 10, 99));
    expect(reads.find((r) => r.vin === ACCORD)?.foreignLetter).toBeUndefined();
  });

  it('leaves out of the weighing, from then on, every look at a code so marked', async () => {
    const tally = new ReadingTally(async (vins) => new Set(vins));
    const box = { left: 10, top: 10, width: 238, height: 30 };
    const read = (vin: string, extra: Partial<RawRead> = {}): RawRead => ({
      vin,
      confidence: Array(17).fill(95),
      box,
      labelled: false,
      ...extra,
    });
    const sure = '1AX0Z0X063P613597';
    tally.noteForeignLetters([read(sure, { foreignLetter: true })]);
    await tally.weigh([read(sure)], 'close-0');
    await tally.weigh([read(sure)], 'close-1');
    expect(tally.verdict).toBeNull();
  });
});

describe('labels noted after the reads they name', () => {
  it('take those reads out when the tally is weighed again', async () => {
    const tally = new ReadingTally(async (vins) => new Set(vins));
    const line = lineOf(ACCORD, 200, 300);
    const reads = rawReadsOfLine(line);
    await tally.weigh(reads, 'scene');
    await tally.weigh(reads, 'close-0');
    expect(tally.verdict).toMatchObject({ best: { vin: ACCORD }, certain: true });
    tally.noteLabels(rowsOf([line, lineOf('PART NO.', 60, 302)]));
    await tally.reweigh();
    expect(tally.verdict).toBeNull();
  });
});
