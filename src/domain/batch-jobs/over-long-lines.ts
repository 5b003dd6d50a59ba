import { AppError } from '../errors.js';
import type { DecodeOutcome } from '../vin/decoder/index.js';

/**
 * A trimmed line longer than this is no VIN however it is spelled (17 characters, with room for
 * separators and noise a decode would still reject with its own message). Such a line is neither
 * stored whole nor echoed back: its input line keeps a marker, its length and its first characters
 * (decision 0525), so a 50 MB "VIN" costs the database a few bytes.
 */
export const MAX_VIN_LINE_CHARS = 64;

/** Characters of an over-long line kept to show which line it was. */
const KEPT_CHARS = 20;

/** No VIN or CSV cell starts with a control character: the marker cannot be mistaken for input. */
const MARKER = '\u0001';

/** The input line stored for `vin`: itself, or the marker with its length and first characters. */
export function storedVinLine(vin: string): string {
  if (vin.length <= MAX_VIN_LINE_CHARS) return vin;
  return `${MARKER}${vin.length}:${[...vin.slice(0, KEPT_CHARS)].map((c) => (c < ' ' ? ' ' : c)).join('')}`;
}

/** For a stored over-long line: what to show as its VIN and its error; undefined for any other line. */
export function overLongOutcome(line: string): { shown: string; outcome: DecodeOutcome } | undefined {
  if (!line.startsWith(MARKER)) return undefined;
  const colon = line.indexOf(':');
  const length = Number(line.slice(1, colon));
  const shown = `${line.slice(colon + 1)}…`;
  const error = new AppError('INVALID_VIN', `Invalid VIN: a line longer than ${MAX_VIN_LINE_CHARS} characters is not a VIN`, {
    details: { length },
  });
  return { shown, outcome: { vin: shown, error } };
}
