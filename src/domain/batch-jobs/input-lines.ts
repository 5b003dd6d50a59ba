/**
 * How a job's input is stored, one line per VIN: `VIN`, then tab-separated the index of the line it
 * repeats (empty when it is first seen), the 1-based line of the file it came from, and `!` when the
 * value was too long to be a VIN (the VIN field then holds a short preview). Lines stored before the
 * file line was kept are `VIN` or `VIN<TAB>repeated index`; they read back without a file line.
 */
export interface InputEntry {
  vin: string;
  duplicateOf: number | undefined;
  line: number | undefined;
  overlong: boolean;
}

export function encodeInputLine(entry: InputEntry): string {
  const fields = [entry.vin, entry.duplicateOf ?? '', entry.line ?? ''];
  if (entry.overlong) fields.push('!');
  return fields.join('\t');
}

export function decodeInputLine(text: string): InputEntry {
  const [vin = '', duplicate, line, flag] = text.split('\t');
  return {
    vin,
    duplicateOf: duplicate === undefined || duplicate === '' ? undefined : Number(duplicate),
    line: line === undefined || line === '' ? undefined : Number(line),
    overlong: flag === '!',
  };
}
