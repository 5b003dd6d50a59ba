import type { OcrLine, OcrRect } from './ocr-port.js';

// What the label before a code says it is, read as a person reads a form: the words to its left
// on its line, or a line of label alone directly above it.

export type LabelKind = 'vin' | 'other';

/**
 * Labels of a VIN field, as the words read with case, accents and punctuation dropped and run
 * together: VIN, V.I.N., Vehicle Identification No./Number, the Canadian NIV and "No
 * d'identification", Veh. Ident. No., Chassis No.; bilingual "NIV / VIN".
 */
const VIN_LABEL =
  /^(VIN|NIV|NIVVIN|VINNIV|VEHICLEIDENTIFICATION|VEHIDENT|VEHICLEIDENT|IDENT|IDENTIFICATION|NODIDENTIFICATION|NUMERODIDENTIFICATION|NDIDENTIFICATION|CHASSIS)(NO|NR|NUMBER|NUMERO|CODE)?$/;

/**
 * Labels of the numbers a VIN is mistaken for: a code after one is that number, whatever its
 * check digit says. "N" is the N° of "Part N°" once its degree sign is dropped.
 */
const OTHER_LABEL =
  /^(TRACKING|TRACK|ORDER|PURCHASEORDER|STOCK|PART|PARTS|SERIAL|SN|INVOICE|INV|PO|REFERENCE|REF|LOT|CLAIM|LABEL|BATCH|CONTROL|TAG|ENGINE|KEY|CERT|CUSTOMER|ACCOUNT|ACCT|WAYBILL|SHIPMENT|CONSIGNMENT)(NO|NR|N|NUMBER|NUMERO|ID|CODE)?$/;

/**
 * What a label field says when it holds no VIN. A VIN label followed by one of these, or by
 * nothing but a rule to write on, is an empty VIN field: the document has no VIN yet.
 */
const EMPTY_VALUE = /^(TOBEASSIGNED|TBA|TBD|NA|NONE|NIL|PENDING|UNASSIGNED|NOTASSIGNED|NOTAPPLICABLE|UNKNOWN|AVENIR)$/;

/**
 * Digits a label's letter is misread as, read back as the letter: "V1N", "N0.", "5TOCK". Only
 * these: any looser and ordinary words would start to match.
 */
const LABEL_LETTER: Readonly<Record<string, string>> = { '0': 'O', '1': 'I', '5': 'S', '8': 'B', '6': 'G', '|': 'I', '!': 'I' };

/** A label's words as matched: upper case, accents and punctuation dropped, confusable digits as letters. */
export function labelText(words: string[]): string {
  return words
    .join('')
    .normalize('NFD')
    .replace(/[|!]/g, (c) => LABEL_LETTER[c]!)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/[0-9]/g, (c) => LABEL_LETTER[c] ?? c);
}

/** A label of either kind, spelled by these words exactly (after labelText). */
export function labelKindOf(words: string[]): LabelKind | null {
  const text = labelText(words);
  if (text === '' || /[0-9]/.test(text)) return null;
  if (VIN_LABEL.test(text)) return 'vin';
  if (OTHER_LABEL.test(text)) return 'other';
  // "P/N SERIAL NO.": a label of another number may follow an abbreviation the rules do not know.
  for (let k = 1; text.length - k >= OTHER_SUFFIX_MIN; k++) if (OTHER_LABEL.test(text.slice(k))) return 'other';
  return null;
}

/** The shortest label of another number that counts at the end of a longer label ("SERIALNO", not "PO" of "EXPO"). */
const OTHER_SUFFIX_MIN = 6;

/** Words a label may run to ("VEHICLE IDENTIFICATION NO."). */
const MAX_LABEL_WORDS = 4;

/**
 * The label just before `before` (words of the line before the code, nearest last): the
 * fewest nearest words that spell one. `prefix` is what the code's own word holds before the
 * code ("VIN" of "VIN1HGCM…", read without a space).
 */
export function labelBefore(words: string[], prefix = ''): LabelKind | null {
  if (prefix !== '') {
    const kind = labelKindOf([prefix]);
    if (kind) return kind;
  }
  for (let k = 1; k <= Math.min(MAX_LABEL_WORDS, words.length); k++) {
    const kind = labelKindOf([...words.slice(words.length - k), prefix]);
    if (kind) return kind;
  }
  return null;
}

/**
 * A line that is a label alone, directly above `line`: its bottom within a line's height of
 * `line`'s top, overlapping the start of `line` across. Forms and labels print a field's name
 * above its value as often as beside it.
 */
export function labelAbove(line: OcrLine, lines: OcrLine[]): LabelKind | null {
  const height = line.bbox.y1 - line.bbox.y0;
  const above = lines
    .filter(
      (l) => l !== line && l.bbox.y1 <= line.bbox.y0 + height / 2 && line.bbox.y0 - l.bbox.y1 <= height && startsOver(l.bbox, line.bbox),
    )
    .sort((a, b) => b.bbox.y1 - a.bbox.y1)[0];
  return above ? labelKindOf(above.words.map((w) => w.text)) : null;
}

/** `label` lies across the start of `value` (its left edge no further right than a third in). */
function startsOver(label: OcrRect, value: OcrRect): boolean {
  return label.x0 <= value.x0 + (value.x1 - value.x0) / 3 && label.x1 >= value.x0;
}

/**
 * A VIN field with nothing in it: a VIN label followed on its line by an empty value ("TO BE
 * ASSIGNED", "N/A") or by a rule to write on, or a line of such a value under a VIN label.
 */
export function isEmptyVinField(line: OcrLine, lines: OcrLine[]): boolean {
  const words = line.words.map((w) => w.text);
  for (let k = 1; k <= Math.min(MAX_LABEL_WORDS, words.length); k++) {
    if (labelKindOf(words.slice(0, k)) !== 'vin') continue;
    const rest = words.slice(k);
    if (isEmptyValue(rest)) return true;
    if (labelText(rest) === '' && /_{3,}|-{4,}/.test(line.text)) return true;
  }
  return isEmptyValue(words) && labelAbove(line, lines) === 'vin';
}

function isEmptyValue(words: string[]): boolean {
  return EMPTY_VALUE.test(labelText(words));
}
