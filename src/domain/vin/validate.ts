import { normalizeVin, VIN_LENGTH, VIN_PATTERN } from './alphabet.js';
import { hasValidCheckDigit } from './check-digit.js';

export interface VinValidation {
  vin: string;
  isValidFormat: boolean;
  checkDigitValid: boolean;
}

export function validateVin(input: string): VinValidation {
  const vin = normalizeVin(input);
  const isValidFormat = VIN_PATTERN.test(vin);
  return { vin, isValidFormat, checkDigitValid: isValidFormat && hasValidCheckDigit(vin) };
}

/** Why a string is not a well-formed VIN, in words a caller can act on; undefined when it is one. */
export function describeFormatProblem(vin: string): string | undefined {
  if (vin.length !== VIN_LENGTH) return `a VIN has ${VIN_LENGTH} characters, this one has ${vin.length}`;
  // One test answers for nearly every VIN; only a malformed one is searched for its first bad character.
  if (VIN_PATTERN.test(vin)) return undefined;
  const bad = [...vin].find((c) => !/[A-HJ-NPR-Z0-9]/.test(c));
  if (bad !== undefined) {
    return /[IOQ]/.test(bad)
      ? `the letters I, O and Q never occur in a VIN (found '${bad}')`
      : `'${bad}' is not a VIN character (digits and letters except I, O, Q)`;
  }
  return undefined;
}
