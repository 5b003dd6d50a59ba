/**
 * Model year from VIN position 10, following vPIC's spVinDecode rules:
 * the letter/digit gives a year in 2010–2039; which 30-year cycle applies is decided by
 * position 7 for passenger cars, MPVs and light trucks ("carLT"), by the now + 2 limit for
 * everyone, and otherwise left open: both cycles are decoded and the better pass wins.
 */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** 2010–2039 for a valid position-10 character, undefined for I O Q U Z 0 and others. */
export function baseModelYear(char: string): number | undefined {
  const index = YEAR_CODES.indexOf(char);
  return index === -1 || char.length !== 1 ? undefined : 2010 + index;
}

export interface WmiVehicleKind {
  vehicleTypeId: number | null;
  truckTypeId: number | null;
}

/** Passenger car (2), MPV (7), or truck (3) of truck type 1: position 7 decides the cycle. */
export function isCarOrLightTruck(kind: WmiVehicleKind): boolean {
  return kind.vehicleTypeId === 2 || kind.vehicleTypeId === 7 || (kind.vehicleTypeId === 3 && kind.truckTypeId === 1);
}

export interface ModelYearPlan {
  /** Years to decode, one pass each; [null] when position 10 gives no year. */
  years: Array<number | null>;
  /** Both cycles remain possible (the decoder picks the better pass). */
  inconclusive: boolean;
}

/**
 * @param hasSchemaFor whether the WMI has VIN schemas for a year (used for the ±30 swap)
 */
export function planModelYears(vin: string, kind: WmiVehicleKind, now: Date, hasSchemaFor: (year: number) => boolean): ModelYearPlan {
  const base = baseModelYear(vin[9] ?? '');
  if (base === undefined) return { years: [null], inconclusive: false };
  let year = base;
  let conclusive = false;
  if (isCarOrLightTruck(kind)) {
    if (/[0-9]/.test(vin[6] ?? '')) year -= 30;
    conclusive = true;
  }
  if (year > now.getUTCFullYear() + 2) {
    year -= 30;
    conclusive = true;
  }
  if (!conclusive) return { years: [year, year - 30], inconclusive: true };
  if (!hasSchemaFor(year)) {
    // Open-ended schema links (YearTo NULL) "cover" 2040 too: never swap past the now + 2 limit.
    const latest = now.getUTCFullYear() + 2;
    const swapped = [year - 30, year + 30].find((y) => y >= 1980 && y <= latest && hasSchemaFor(y));
    if (swapped !== undefined) year = swapped;
  }
  return { years: [year], inconclusive: false };
}

/** Both years position 10 can stand for: what a loader must prepare for any plan. */
export function candidateYears(vin: string): number[] | null {
  const base = baseModelYear(vin[9] ?? '');
  return base === undefined ? null : [base, base - 30];
}
