import { describe, expect, it } from 'vitest';
import { isEmptyVinField, labelAbove, labelKindOf } from '../../../src/domain/ocr/label-rules.js';
import type { OcrLine } from '../../../src/domain/ocr/ocr-port.js';
import { rawReadsOfLine, rawReadsOfLines } from '../../../src/domain/ocr/vin-candidates.js';

/** A line of words split at spaces, laid left to right at height `y`. */
function lineAt(text: string, y = 10): OcrLine {
  let x = 10;
  const words = text.split(' ').map((w) => {
    const bbox = { x0: x, y0: y, x1: x + 12 * w.length, y1: y + 30 };
    x = bbox.x1 + 10;
    return { text: w, confidence: 90, bbox, symbols: [...w].map((c) => ({ text: c, confidence: 90 })) };
  });
  return { text, confidence: 90, bbox: { x0: 10, y0: y, x1: x, y1: y + 30 }, words };
}

const ACCORD = '1HGCM82633A004352';
const vinsOf = (text: string) => rawReadsOfLine(lineAt(text)).map((r) => r.vin);

describe('what a label says a code is', () => {
  it.each([
    'VIN',
    'V.I.N.',
    'VIN#',
    'Vehicle Identification No.',
    'VEHICLE IDENTIFICATION NUMBER',
    'NIV',
    "No d'identification",
    'Chassis No.',
    'V1N:',
    'vin',
  ])('%s labels a VIN', (label) => expect(labelKindOf(label.split(' '))).toBe('vin'));

  it.each([
    'TRACKING NO.',
    'Order #',
    'STOCK',
    'PART NO',
    'Serial No.',
    'INVOICE',
    'P.O.',
    'Reference',
    'REF',
    'LOT',
    'CLAIM NO',
    '5TOCK N0.',
  ])('%s labels another number', (label) => expect(labelKindOf(label.split(' '))).toBe('other'));

  it.each(['DRIVING', 'VINTAGE', 'NOTE', 'POINT', 'ORDERLY', 'REFER', 'PAINT', 'LOTUS', 'VINYL'])('%s is no label', (word) =>
    expect(labelKindOf([word])).toBeNull(),
  );
});

describe('labels decide what a code on a line is', () => {
  it('takes a code labelled VIN on its line as labelled, and refuses one labelled as another number', () => {
    expect(rawReadsOfLine(lineAt(`V.I.N. ${ACCORD}`))[0]).toMatchObject({ vin: ACCORD, labelled: true });
    expect(rawReadsOfLine(lineAt(`Vehicle Identification No. ${ACCORD}`))[0]).toMatchObject({ labelled: true });
    for (const label of ['TRACKING NO.', 'ORDER #', 'STOCK', 'INVOICE', 'PO', 'REF', 'CLAIM', 'SERIAL NO.'])
      expect(vinsOf(`${label} ${ACCORD}`)).toEqual([]);
    expect(rawReadsOfLine(lineAt(`NOTE ${ACCORD}`)).find((r) => r.vin === ACCORD)).toMatchObject({ labelled: false });
  });

  it('reads the label directly above a code', () => {
    const above = lineAt('TRACKING NUMBER', 10);
    const code = lineAt(ACCORD, 50);
    expect(labelAbove(code, [above, code])).toBe('other');
    expect(rawReadsOfLines([above, code])).toEqual([]);
    const vinAbove = lineAt('VIN', 10);
    expect(rawReadsOfLines([vinAbove, code])[0]).toMatchObject({ vin: ACCORD, labelled: true });
    // A label far above, or off to the right, says nothing of the code.
    expect(labelAbove(code, [lineAt('TRACKING NUMBER', -200), code])).toBeNull();
  });

  it('marks 17 characters cut out of a longer run of print as cut, whatever their check digit', () => {
    const cut = rawReadsOfLine(lineAt(`NAKAMURA4026241112`));
    expect(cut.map((r) => r.vin)).toContain('AKAMURA4026241112');
    expect(cut.every((r) => r.cut === true)).toBe(true);
    // A VIN read with its first character dropped and one too many further on: both windows are cut.
    const shifted = rawReadsOfLine(lineAt('1HGCM826333A004352'));
    expect(shifted.length).toBeGreaterThan(0);
    expect(shifted.every((r) => r.cut === true)).toBe(true);
    // Punctuation, a star or a VIN label run into it is a boundary.
    expect(rawReadsOfLine(lineAt(`*${ACCORD}*`))[0]).toMatchObject({ vin: ACCORD });
    expect(rawReadsOfLine(lineAt(`*${ACCORD}*`))[0]!.cut).toBeUndefined();
    expect(rawReadsOfLine(lineAt(`VIN${ACCORD}`)).find((r) => r.vin === ACCORD)).toMatchObject({ labelled: true });
    expect(rawReadsOfLine(lineAt(`VIN${ACCORD}`)).find((r) => r.vin === ACCORD)!.cut).toBeUndefined();
  });
});

describe('an empty VIN field', () => {
  it.each(['VIN: TO BE ASSIGNED', 'VIN N/A', 'V.I.N. ________', 'Vehicle Identification No. TBA', 'NIV: NONE'])('%s is empty', (text) =>
    expect(isEmptyVinField(lineAt(text), [])).toBe(true),
  );

  it('is a line of "TO BE ASSIGNED" under a VIN label too, but not such a line under another label, nor a VIN', () => {
    const value = lineAt('TO BE ASSIGNED', 50);
    expect(isEmptyVinField(value, [lineAt('VIN', 10), value])).toBe(true);
    expect(isEmptyVinField(value, [lineAt('ORDER', 10), value])).toBe(false);
    expect(isEmptyVinField(lineAt(`VIN: ${ACCORD}`), [])).toBe(false);
    expect(isEmptyVinField(lineAt('PART NO. N/A'), [])).toBe(false);
  });
});
