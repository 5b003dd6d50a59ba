import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCheckDigit, hasValidCheckDigit } from '../../../src/domain/vin/check-digit.js';
import { validateVin } from '../../../src/domain/vin/validate.js';

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split('');
const TRANSLITERATION = 'A1B2C3D4E5F6G7H8J1K2L3M4N5P7R9S2T3U4V5W6X7Y8Z9';
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** A second, independent statement of 49 CFR 565.15 to compare against. */
function referenceCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const at = TRANSLITERATION.indexOf(c);
    const value = /\d/.test(c) ? Number(c) : Number(TRANSLITERATION[at + 1]);
    sum += value * WEIGHTS[i]!;
  }
  const r = sum % 11;
  return r === 10 ? 'X' : String(r);
}

const vinArbitrary = fc.array(fc.constantFrom(...VIN_CHARS), { minLength: 17, maxLength: 17 }).map((a) => a.join(''));

describe('check digit (49 CFR 565.15)', () => {
  it.each([
    ['1HGCM82633A004352', '3'],
    ['11111111111111111', '1'],
    ['1M8GDM9AXKP042788', 'X'],
    ['JH4KA7561PC008269', '1'],
  ])('%s has check digit %s', (vin, digit) => {
    expect(computeCheckDigit(vin)).toBe(digit);
  });

  // VINs whose check digit NHTSA's decoder reported as correct (test/fixtures/vins-nhtsa.json).
  it.each(['5UXWX9C37HK965016', 'SHHRL48498T523662', '5J6RL6H80JX223377', 'JB3BE4671DN822659', 'JHMCR6F52EE084680'])(
    '%s carries a correct check digit',
    (vin) => {
      expect(hasValidCheckDigit(vin)).toBe(true);
    },
  );

  it('accepts the published example and refuses a one-character change', () => {
    expect(hasValidCheckDigit('1HGCM82633A004352')).toBe(true);
    expect(hasValidCheckDigit('1HGCM82633A004353')).toBe(false);
    expect(hasValidCheckDigit('1HGCM82643A004352')).toBe(false);
  });

  it('agrees with an independent implementation on random VINs', () => {
    fc.assert(
      fc.property(vinArbitrary, (vin) => computeCheckDigit(vin) === referenceCheckDigit(vin)),
      { numRuns: 2000 },
    );
  });

  it('a VIN carrying its own check digit validates; any other digit in position 9 does not', () => {
    fc.assert(
      fc.property(vinArbitrary, fc.constantFrom(...'0123456789X'.split('')), (raw, other) => {
        const digit = computeCheckDigit(raw)!;
        const good = `${raw.slice(0, 8)}${digit}${raw.slice(9)}`;
        const bad = `${raw.slice(0, 8)}${other}${raw.slice(9)}`;
        return hasValidCheckDigit(good) && hasValidCheckDigit(bad) === (other === digit);
      }),
      { numRuns: 2000 },
    );
  });

  it('is undefined for characters outside the VIN alphabet and wrong lengths', () => {
    expect(computeCheckDigit('1HGCM82633A00435')).toBeUndefined();
    expect(computeCheckDigit('1HGCM82633A0043I2')).toBeUndefined();
    expect(computeCheckDigit('1hgcm82633a004352')).toBeUndefined();
  });
});

describe('validateVin', () => {
  it('normalises case and surrounding whitespace', () => {
    expect(validateVin('  1hgcm82633a004352 ')).toEqual({ vin: '1HGCM82633A004352', isValidFormat: true, checkDigitValid: true });
  });

  it.each(['ABC', '1HGCM82633A0043521', '1HGCM82633A00435I', '1HGCM82633A00435O', '1HGCM82633A00435Q', '1HGCM82633A00435-', ''])(
    '%j is not a well-formed VIN',
    (vin) => {
      expect(validateVin(vin)).toMatchObject({ isValidFormat: false, checkDigitValid: false });
    },
  );

  it('never reports a valid check digit for a malformed VIN', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        const r = validateVin(s);
        return r.isValidFormat || !r.checkDigitValid;
      }),
    );
  });
});
