import { VIN_PATTERN } from '../vin/alphabet.js';
import { applyForced, READ_CHAR } from './confusables.js';
import type { OcrBox, OcrLine, OcrWord } from './ocr-port.js';

/** A 17-character stretch of one OCR line that could be the VIN. */
export interface RawRead {
  /** After the forced I/O/Q mapping: always 17 characters of the VIN alphabet. */
  vin: string;
  /** Per character, 0–100. */
  confidence: number[];
  /** The words it came from, in page coordinates (for a closer second look). */
  box: OcrBox;
  /** The line said "VIN" (or V.I.N., IDENT) before it. */
  labelled: boolean;
  /** Not the reader's best reading but a string its choices allow (a second choice here and there). */
  guess?: boolean;
}

const LABEL = /\b(V\.?\s?I\.?\s?N\.?|IDENT)/i;

/** Words of the text around a VIN on labels: a window running through one is not a VIN. */
const LABEL_RUN = /GVWR|GAWR|PAINT|DATE|TYPE|TRIM/;
const LABEL_WORDS = new Set([
  'GVWR',
  'GAWR',
  'KG',
  'LB',
  'LBS',
  'DATE',
  'MFD',
  'BY',
  'TYPE',
  'PAINT',
  'TRIM',
  'FRT',
  'RR',
  'VIN',
  'TIRE',
  'KPA',
  'PSI',
  'MODEL',
  'NO',
]);

/**
 * Words that name a code as something other than a VIN ("LABEL NO.", "PART NO", "LOT", "CONTROL NO"): a
 * 17-character code right after one is that number, whatever its check digit says. Letters only,
 * as the word reads with its punctuation dropped (the recognizer may glue "NO" to it).
 */
const OTHER_NUMBER_LABEL = /^(LABEL|PART|PARTS|LOT|BATCH|CONTROL|ORDER|STOCK|TAG|REF|INVOICE|ENGINE|KEY|CERT|PO)(NO|NR|NUMBER)?$/;
/** Between such a label and its value: "NO.", "#", "NUMBER". */
const NUMBER_WORD = /^(NO|NR|NUMBER|)$/;

/** The words before `word` name another kind of number: the nearest label word, past "NO." and the like, is not VIN's. */
function followsOtherNumberLabel(words: OcrLine['words'], word: number): boolean {
  for (let w = word - 1; w >= 0 && w >= word - 3; w--) {
    const text = words[w]!.text.toUpperCase().replace(/[^A-Z]/g, '');
    if (NUMBER_WORD.test(text)) continue;
    return OTHER_NUMBER_LABEL.test(text);
  }
  return false;
}

/** Codes this long or longer after such a label are the numbers a VIN could be mistaken for. */
const OTHER_NUMBER_MIN = 13;

/** Where a line shows a long code named as another kind of number: no read of it there is a VIN's. */
export function otherNumberBoxes(line: OcrLine): OcrBox[] {
  return line.words.flatMap((word, w) =>
    word.text.replace(/[^A-Za-z0-9]/g, '').length >= OTHER_NUMBER_MIN && followsOtherNumberLabel(line.words, w) ? [boxOf([word.bbox])] : [],
  );
}

/**
 * A word of more characters than two VINs side by side is no print: a barcode's bars, hatching or
 * grain read as characters. A look at such a strip reads "0000600060…" a hundred long, and two
 * such looks share some 17-character window whose check digit holds by chance (all zeros do).
 */
const MAX_WORD_CHARS = 34;

interface Char {
  c: string;
  /** A digit as read, before the I/O/Q mapping (which turns words like INTERNATIONAL into digits). */
  digit: boolean;
  conf: number;
  word: number;
}

/**
 * Every 17-character window of a line that starts or ends at a word boundary, across spaces and
 * separators (labels print "1HG CM826 3 3A 004352"), after mapping I/O/Q; with `anyOffset` (a
 * look at one line) every window. Windows with fewer than five digits as read are dropped: no
 * real VIN has so few; so are words longer than MAX_WORD_CHARS, and windows across them.
 */
export function rawReadsOfLine(line: OcrLine, options: { anyOffset?: boolean } = {}): RawRead[] {
  const chars: Char[] = [];
  const starts = new Set<number>();
  const ends = new Set<number>();
  /** Where a word too long to be print was left out: no window runs across it. */
  const barriers: number[] = [];
  line.words.forEach((word, w) => {
    const symbols: OcrWord['symbols'] =
      word.symbols.length > 0 ? word.symbols : [...word.text].map((c) => ({ text: c, confidence: word.confidence }));
    if (symbols.reduce((n, s) => n + [...s.text.toUpperCase()].filter((c) => READ_CHAR.test(c)).length, 0) > MAX_WORD_CHARS) {
      barriers.push(chars.length);
      return;
    }
    let first = true;
    for (const s of symbols) {
      // The holes of the glyph outrank the engine's reading of it: its 8, B or A for a slashed
      // zero is the same in every look, so no majority of looks could ever correct it.
      const text = s.shape === 'slashed-zero' ? '0' : s.text;
      for (const raw of text.toUpperCase()) {
        if (!READ_CHAR.test(raw)) continue;
        if (first) starts.add(chars.length);
        first = false;
        chars.push({ c: applyForced(raw), digit: /[\d@]/.test(raw), conf: s.confidence, word: w });
      }
    }
    if (!first) ends.add(chars.length);
  });
  const labelled = LABEL.test(line.text);
  const reads: RawRead[] = [];
  for (let i = 0; i + 17 <= chars.length; i++) {
    if (!options.anyOffset && !starts.has(i) && !ends.has(i + 17)) continue;
    if (barriers.some((b) => b > i && b < i + 17)) continue;
    const window = chars.slice(i, i + 17);
    const vin = window.map((ch) => ch.c).join('');
    if (!VIN_PATTERN.test(vin) || window.filter((ch) => ch.digit).length < 5) continue;
    if (followsOtherNumberLabel(line.words, window[0]!.word)) continue;
    const words = line.words.slice(window[0]!.word, window[16]!.word + 1);
    if (words.length > 1 && words.some((w) => LABEL_WORDS.has(w.text.toUpperCase().replace(/[^A-Z]/g, '')))) continue;
    // A look at one line may glue the words together: the longer label words still show.
    if (LABEL_RUN.test(vin)) continue;
    reads.push({ vin, confidence: window.map((ch) => ch.conf), box: boxOf(words.map((w) => w.bbox)), labelled });
  }
  return reads;
}

/** Reads from a barcode's text: Code 39 VIN labels often prefix an 'I' (import), so any 17-window counts. */
export function readsOfBarcode(text: string): string[] {
  const clean = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const out: string[] = [];
  for (let i = 0; i + 17 <= clean.length; i++) {
    const vin = clean.slice(i, i + 17);
    if (VIN_PATTERN.test(vin)) out.push(vin);
  }
  return out;
}

function boxOf(rects: Array<{ x0: number; y0: number; x1: number; y1: number }>): OcrBox {
  const x0 = Math.min(...rects.map((r) => r.x0));
  const y0 = Math.min(...rects.map((r) => r.y0));
  const x1 = Math.max(...rects.map((r) => r.x1));
  const y1 = Math.max(...rects.map((r) => r.y1));
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}
