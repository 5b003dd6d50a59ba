import { AppError } from '../../errors.js';
import { normalizeVin } from '../alphabet.js';
import { describeFormatProblem } from '../validate.js';

export interface PreparedVin {
  input: string;
  vin: string;
  /** Positions 1–3, or 1–3 + 12–14 when position 3 is '9' (small manufacturers). */
  wmiCode: string;
  /** Cache key of what the VIN needs compiled: its WMI, position-10 character (and given year). */
  entryKey: string;
}

export function wmiCodeOf(vin: string): string {
  return vin[2] === '9' ? vin.slice(0, 3) + vin.slice(11, 14) : vin.slice(0, 3);
}

/** Normalises and checks the format; a malformed VIN is an INVALID_VIN AppError. */
export function prepareVin(input: string, modelYear?: number): PreparedVin {
  const vin = normalizeVin(input);
  const problem = describeFormatProblem(vin);
  if (problem !== undefined) {
    throw AppError.ofInput('INVALID_VIN', `Invalid VIN: ${problem}`, { vin, reason: problem });
  }
  const wmiCode = wmiCodeOf(vin);
  const yearPart = modelYear === undefined ? '' : `|${modelYear}`;
  return { input, vin, wmiCode, entryKey: `${wmiCode}|${vin[9]}${yearPart}` };
}
