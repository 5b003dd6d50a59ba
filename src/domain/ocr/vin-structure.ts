import { VIN_PATTERN } from '../vin/alphabet.js';
import { hasValidCheckDigit } from '../vin/check-digit.js';
import { hasNumericSerialEnd } from './confusables.js';

// What a reading must be, character by character, before the reader may state it: the rules of
// 49 CFR 565 that need no catalog. A 17-character code that breaks one of them is some other
// number (a tracking, order or invoice number), or a VIN misread; either way it is never certain.

/**
 * Model-year codes of position 10 (49 CFR 565.15(d)(1), Table V): the VIN letters less U and Z,
 * and the digits less 0. The year code cycles every 30 years through exactly these.
 */
export const MODEL_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * First characters of a world manufacturer identifier. 49 CFR 565.15(a) makes positions 1–3 the
 * world manufacturer identifier, assigned through SAE International after ISO 3780, whose
 * first character is the geographic region: A–H Africa, J–R Asia, S–Z Europe, 1–5 North America, 6–7
 * Oceania, 8–9 South America. 0 names no region, and I, O and Q are no VIN characters
 * (565.13); nothing else is ruled out without the assignment list, which is the catalog's.
 */
const REGION_CODES = /^[A-HJ-NPR-Z1-9]$/;

export function hasRegionCode(vin: string): boolean {
  return REGION_CODES.test(vin[0] ?? '');
}

export function hasModelYearCode(vin: string): boolean {
  return MODEL_YEAR_CODES.includes(vin[9] ?? '0');
}

/**
 * Every structural rule at once: VIN characters only (565.13), a region code in position 1
 * (565.15(a)), the check digit in position 9 (565.15(c); the product reads VINs of vehicles in
 * the USA and Canada, all of which carry one), a model-year code in position 10 (565.15(d)(1))
 * and a serial ending in digits (565.15(d)(3)).
 */
export function isWellFormedVin(vin: string): boolean {
  return isWellFormedBesideCheckDigit(vin) && hasValidCheckDigit(vin);
}

/**
 * Every structural rule but the check digit: the shape of a VIN made outside North America,
 * whose position 9 is often no check digit (a 0, a letter).
 */
export function isWellFormedBesideCheckDigit(vin: string): boolean {
  return VIN_PATTERN.test(vin) && hasRegionCode(vin) && hasModelYearCode(vin) && hasNumericSerialEnd(vin);
}
