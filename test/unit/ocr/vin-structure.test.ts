import { describe, expect, it } from 'vitest';
import type { RawRead } from '../../../src/domain/ocr/vin-candidates.js';
import { weighReads } from '../../../src/domain/ocr/vin-verdict.js';
import { hasValidCheckDigit } from '../../../src/domain/vin/check-digit.js';

// Every rule of 49 CFR 565 the reader checks without a catalog: a reading that breaks one is
// never stated, however many kinds of look agree on it. Each code below passes every other rule.

const read = (vin: string, cut = false): RawRead => ({
  vin,
  confidence: Array(17).fill(95),
  box: { left: 0, top: 0, width: 10, height: 10 },
  labelled: false,
  ...(cut ? { cut } : {}),
});
const nothingKnown = async () => new Set<string>();
const kinds = ['scene', 'close-0', 'close-1', 'dots'];
const readByAll = (vin: string, cut = false) =>
  weighReads(
    kinds.map(() => [read(vin, cut)]),
    nothingKnown,
    kinds,
  );

describe('the structure a stated VIN must have', () => {
  it('states a VIN that keeps every rule (the control)', async () => {
    expect(await readByAll('1HGCM82633A004352')).toMatchObject({ certain: true, warnings: [] });
  });

  it('never states a code whose check digit fails, even with a valid region code outside North America', async () => {
    const v = await readByAll('WVWZZZ1JZ3W386752');
    expect(hasValidCheckDigit('WVWZZZ1JZ3W386752')).toBe(false);
    expect(v).toMatchObject({ certain: false });
    expect(v!.warnings).toContain('OCR_UNVERIFIED');
  });

  it.each([
    ['0', '17230000006000123'],
    ['U', '1HGCM8263UA004352'],
    ['Z', '1HGCM8263ZA004352'],
  ])('never states a code with %s in position 10 (no model year is coded so)', async (_year, base) => {
    const vin = withCheckDigit(base);
    expect(hasValidCheckDigit(vin)).toBe(true);
    const v = await readByAll(vin);
    expect(v).toMatchObject({ best: { vin }, certain: false });
    expect(v!.warnings).toContain('OCR_UNVERIFIED');
  });

  it('never states a code whose first character names no region (0)', async () => {
    const vin = withCheckDigit('0HGCM82633A004352');
    const v = await readByAll(vin);
    expect(v).toMatchObject({ best: { vin }, certain: false });
  });

  it('never states 17 characters cut out of a longer run of print', async () => {
    const v = await readByAll('1HGCM82633A004352', true);
    expect(v).toMatchObject({ certain: false });
    expect(v!.warnings).toContain('OCR_UNVERIFIED');
  });
});

/** `base` with position 9 set to whatever makes its check digit hold. */
function withCheckDigit(base: string): string {
  for (const c of '0123456789X') {
    const vin = base.slice(0, 8) + c + base.slice(9);
    if (hasValidCheckDigit(vin)) return vin;
  }
  throw new Error('unreachable');
}
