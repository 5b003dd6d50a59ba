import { describe, expect, it } from 'vitest';
import { baseModelYear, isCarOrLightTruck, planModelYears } from '../../../src/domain/vin/decoder/model-year.js';

const NOW = new Date('2026-10-01T00:00:00Z');
const CAR = { vehicleTypeId: 2, truckTypeId: null };
const TRAILER = { vehicleTypeId: 6, truckTypeId: null };
const anySchema = () => true;

/** A VIN with chosen position 7 and 10 characters. */
function vin(pos7: string, pos10: string): string {
  return `1HGCM8${pos7}63${pos10}A004352`;
}

describe('model year', () => {
  it('maps position 10 to 2010–2039', () => {
    expect(baseModelYear('A')).toBe(2010);
    expect(baseModelYear('H')).toBe(2017);
    expect(baseModelYear('J')).toBe(2018);
    expect(baseModelYear('P')).toBe(2023);
    expect(baseModelYear('R')).toBe(2024);
    expect(baseModelYear('Y')).toBe(2030);
    expect(baseModelYear('1')).toBe(2031);
    expect(baseModelYear('9')).toBe(2039);
    for (const c of ['I', 'O', 'Q', 'U', 'Z', '0']) expect(baseModelYear(c)).toBeUndefined();
  });

  it('knows which vehicles position 7 decides for (carLT)', () => {
    expect(isCarOrLightTruck(CAR)).toBe(true);
    expect(isCarOrLightTruck({ vehicleTypeId: 7, truckTypeId: null })).toBe(true);
    expect(isCarOrLightTruck({ vehicleTypeId: 3, truckTypeId: 1 })).toBe(true);
    expect(isCarOrLightTruck({ vehicleTypeId: 3, truckTypeId: 2 })).toBe(false);
    expect(isCarOrLightTruck(TRAILER)).toBe(false);
  });

  it('for carLT a digit at position 7 means the 1980–2009 cycle, a letter 2010–2039', () => {
    expect(planModelYears(vin('2', 'C'), CAR, NOW, anySchema)).toEqual({ years: [1982], inconclusive: false });
    expect(planModelYears(vin('B', 'C'), CAR, NOW, anySchema)).toEqual({ years: [2012], inconclusive: false });
  });

  it('subtracts 30 from a year past now + 2 for any vehicle, using the injected clock', () => {
    expect(planModelYears(vin('B', 'X'), TRAILER, NOW, anySchema).years).toEqual([1999]);
    expect(planModelYears(vin('B', 'W'), TRAILER, NOW, anySchema)).toEqual({ years: [2028, 1998], inconclusive: true });
    const earlier = new Date('2020-06-01T00:00:00Z');
    expect(planModelYears(vin('B', 'W'), TRAILER, earlier, anySchema)).toEqual({ years: [1998], inconclusive: false });
  });

  it('leaves the cycle open for trailers, buses, motorcycles: two passes', () => {
    expect(planModelYears(vin('B', 'E'), TRAILER, NOW, anySchema)).toEqual({ years: [2014, 1984], inconclusive: true });
  });

  it('swaps a conclusive year without schemas to year ± 30 when those have schemas', () => {
    const only1985 = (y: number) => y === 1985;
    expect(planModelYears(vin('B', 'F'), CAR, NOW, only1985).years).toEqual([1985]);
    const only2015 = (y: number) => y === 2015;
    expect(planModelYears(vin('5', 'F'), CAR, NOW, only2015).years).toEqual([2015]);
    const none = () => false;
    expect(planModelYears(vin('B', 'F'), CAR, NOW, none).years).toEqual([2015]);
    // An open-ended link covers 2040 as well: the swap never goes past now + 2.
    const from2020 = (y: number) => y >= 2020;
    expect(planModelYears(vin('B', 'A'), CAR, NOW, from2020).years).toEqual([2010]);
  });

  it('decodes without a year when position 10 holds no year code', () => {
    expect(planModelYears(vin('B', 'Z'), CAR, NOW, anySchema)).toEqual({ years: [null], inconclusive: false });
  });
});
