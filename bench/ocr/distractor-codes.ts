import { computeCheckDigit } from '../../src/domain/vin/check-digit.js';
import type { Rng } from './random.js';

/**
 * Codes a document carries that are NOT VINs but look like one: 17 characters (or a longer run),
 * letters and digits. Each kind breaks exactly what tells it from a VIN (a rule of 49 CFR 565, a
 * label, a boundary), and otherwise is as VIN-like as it can be: a reader that states one of
 * them has stated a VIN that is not there.
 */
export const DISTRACTOR_KINDS = [
  'tracking',
  'invoice-digits',
  'part-number',
  'ioq-code',
  'order-letters',
  'year-zero',
  'word-run-on',
  'two-codes',
  'empty-field',
] as const;
export type DistractorKind = (typeof DISTRACTOR_KINDS)[number];

/** One line of print: its label (may be '') and its value. `above` puts the label on the line above. */
export interface CodeLine {
  label: string;
  value: string;
  above?: boolean;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const DIGITS = '0123456789';

function draw(rng: Rng, alphabet: string, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += rng.pick([...alphabet]);
  return s;
}

/** `code` with position 9 set so its check digit holds (the adversarial case), or fails. */
function withCheck(code: string, holds: boolean): string {
  const digit = computeCheckDigit(code) ?? '0';
  const fixed = `${code.slice(0, 8)}${digit}${code.slice(9)}`;
  if (holds) return fixed;
  const wrong = digit === '7' ? '3' : '7';
  return `${code.slice(0, 8)}${wrong}${code.slice(9)}`;
}

/** A code shaped as a North American VIN in every way a structure can be checked: only a label can tell. */
export function wellFormedCode(rng: Rng): string {
  const draft = `${rng.pick(['1', '2', '4', '5'])}${draw(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ', 2)}${draw(rng, VIN_CHARS, 6)}${rng.pick([...'ABCDEFGHJKLMNPRSTVWXY123456789'])}${draw(rng, 'ABCDEFGHJKLMNPRSTUVWXYZ', 1)}${draw(rng, DIGITS, 6)}`;
  return withCheck(draft, true);
}

/** The lines a document of this kind carries where a VIN could be. */
export function distractorLines(kind: DistractorKind, rng: Rng): CodeLine[] {
  switch (kind) {
    case 'tracking':
      // A carrier's number: begins TRK, check digit fails; unlabelled half the time.
      return [{ label: rng.pick(['TRACKING NO.', 'Tracking #', '']), value: withCheck(`TRK${draw(rng, VIN_CHARS, 14)}`, false) }];
    case 'invoice-digits':
      // Seventeen digits, the check digit holding.
      return [
        { label: rng.pick(['INVOICE NO.', 'Invoice', 'INV #']), value: withCheck(draw(rng, DIGITS, 17), true), above: rng.chance(0.3) },
      ];
    case 'part-number':
      return [{ label: rng.pick(['PART NO.', 'Part Number', 'P/N SERIAL NO.']), value: wellFormedCode(rng), above: rng.chance(0.3) }];
    case 'ioq-code': {
      // Holds I, O or Q: read as 1 and 0 it would pass the check digit.
      const code = wellFormedCode(rng).split('');
      for (const at of [3, 5, 7]) code[at] = rng.pick(['I', 'O', 'Q']);
      const mapped = code.join('').replace(/I/g, '1').replace(/[OQ]/g, '0');
      const digit = computeCheckDigit(mapped) ?? '0';
      code[8] = digit;
      return [{ label: rng.pick(['', 'CODE', 'ID']), value: code.join('') }];
    }
    case 'order-letters':
      // Only VIN letters and digits, a valid region code, a serial of digits: the check digit fails.
      return [{ label: rng.pick(['ORDER NO.', 'Order #', '']), value: withCheck(wellFormedCode(rng), false) }];
    case 'year-zero': {
      const code = wellFormedCode(rng);
      return [{ label: rng.pick(['', 'STOCK NO.', 'REF']), value: withCheck(`${code.slice(0, 9)}0${code.slice(10)}`, true) }];
    }
    case 'word-run-on':
      // A surname run into digits, printed without a space.
      return [
        {
          label: rng.pick(['NAME/ACCT', 'CUSTOMER', '']),
          value: `${rng.pick(['NAKAMURA', 'WESTBROOK', 'GARCIAHERNANDEZ', 'DUBOIS'])}${draw(rng, DIGITS, 12)}`,
        },
      ];
    case 'two-codes':
      return [{ label: 'ORDER', value: `${wellFormedCode(rng)}  STOCK ${wellFormedCode(rng)}` }];
    case 'empty-field':
      // The VIN field is empty; a code shaped as a VIN in every way stands unlabelled beside it.
      return [
        {
          label: rng.pick(['VIN:', 'V.I.N.', 'Vehicle Identification No.', 'NIV / VIN']),
          value: rng.pick(['TO BE ASSIGNED', 'N/A', '__________________']),
        },
        { label: '', value: wellFormedCode(rng) },
      ];
  }
}
