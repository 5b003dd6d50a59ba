/** Characters allowed in a VIN (49 CFR 565.13): digits and letters except I, O and Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

export const VIN_LENGTH = 17;

/** Trims surrounding whitespace and upper-cases; the canonical form every lookup uses. */
export function normalizeVin(input: string): string {
  return input.trim().toUpperCase();
}
