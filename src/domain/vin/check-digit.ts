/**
 * Check digit of 49 CFR 565.15: transliterate, weight, sum mod 11; a remainder of 10 is 'X'.
 */
const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};

export const POSITION_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** A character's value in the weighted sum (digits as such, letters transliterated). */
export function characterValue(char: string): number | undefined {
  if (char >= '0' && char <= '9') return char.charCodeAt(0) - 48;
  return TRANSLITERATION[char];
}

/** A character position 9 can hold at all: a digit, or X for a remainder of 10. */
export function isCheckDigitCharacter(char: string): boolean {
  return /^[0-9X]$/.test(char);
}

/** The check digit a 17-character VIN must carry in position 9, or undefined for characters outside the VIN alphabet. */
export function computeCheckDigit(vin: string): string | undefined {
  if (vin.length !== POSITION_WEIGHTS.length) return undefined;
  let sum = 0;
  for (let i = 0; i < vin.length; i++) {
    const value = characterValue(vin[i]!);
    if (value === undefined) return undefined;
    sum += value * POSITION_WEIGHTS[i]!;
  }
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

export function hasValidCheckDigit(vin: string): boolean {
  const expected = computeCheckDigit(vin);
  return expected !== undefined && vin[8] === expected;
}
