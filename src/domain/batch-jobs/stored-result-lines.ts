import type { ResponseShape } from '../../config.js';
import { AppError } from '../errors.js';
import { normalizeVin } from '../vin/alphabet.js';
import { prepareVin } from '../vin/decoder/prepare-vin.js';
import { describeFormatProblem } from '../vin/validate.js';
import { overlongOutcome, resultLine } from './result-lines.js';

/**
 * How result lines are stored (decision 0527). A line whose answer follows from its input alone is
 * stored as a short record and rebuilt when it is downloaded: a value too long to be a VIN (`o`), or
 * one the format check refuses before any decoding (`f`, INVALID_VIN). Its JSON line repeats the
 * value, the reason twice and a long message: ~250 bytes where the record is ~40, and a file of junk
 * was a million of them. The record is `~`, the kind, then tab-separated the input's index, the
 * file line, the index it repeats (each may be empty) and the value as submitted, which holds no
 * tab or newline (input-lines.ts). Every other line is stored as its JSON line, which starts with
 * `{`. The download rebuilds a record with the same functions that write the other lines, so a
 * client receives the bytes it would have received had every line been stored whole.
 */
const MARK = '~';

export type InputOnlyFailure = 'o' | 'f';

/** Whether a value's line fails from its input alone, and how; undefined when it needs decoding. */
export function inputOnlyFailure(vin: string, overlong: boolean): InputOnlyFailure | undefined {
  if (overlong) return 'o';
  return describeFormatProblem(normalizeVin(vin)) === undefined ? undefined : 'f';
}

export function failureRecord(
  kind: InputOnlyFailure,
  index: number,
  line: number | undefined,
  duplicateOf: number | undefined,
  vin: string,
): string {
  return `${MARK}${kind}\t${index}\t${line ?? ''}\t${duplicateOf ?? ''}\t${vin}`;
}

/** The stored lines of a result row (each ending in a newline) as a client receives them. */
export function expandStoredLines(stored: string, shape: ResponseShape): string {
  if (!stored.startsWith(MARK) && !stored.includes(`\n${MARK}`)) return stored;
  let out = '';
  let from = 0;
  while (from < stored.length) {
    const end = stored.indexOf('\n', from);
    const to = end === -1 ? stored.length : end;
    out += stored.charCodeAt(from) === MARK.charCodeAt(0) ? rebuild(stored.slice(from, to), shape) : stored.slice(from, to);
    out += '\n';
    from = to + 1;
  }
  return out;
}

function rebuild(record: string, shape: ResponseShape): string {
  const kind = record[1] as InputOnlyFailure;
  const [index = '', line = '', duplicate = ''] = record.slice(3).split('\t', 3);
  const vin = record.slice(3 + index.length + line.length + duplicate.length + 3);
  const optional = (text: string) => (text === '' ? undefined : Number(text));
  const outcome = kind === 'o' ? overlongOutcome(vin) : { vin, error: formatError(vin) };
  return resultLine(Number(index), optional(line), vin, outcome, shape, optional(duplicate));
}

/** The decoder's own refusal of a value that is not VIN-shaped. */
function formatError(vin: string): AppError {
  try {
    prepareVin(vin);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  // Only values the format check refused are stored as `f` records: a change of that check would
  // have to come with a rewrite of stored results.
  throw new Error(`a stored format failure is a well-formed VIN now: ${vin}`);
}
