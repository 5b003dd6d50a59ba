import { VIN_PATTERN } from '../vin/alphabet.js';
import { applyForced, READ_CHAR } from './confusables.js';
import { labelAbove, labelBefore, labelKindOf } from './label-rules.js';
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
  /**
   * Cut out of a longer run of letters and digits (nothing between it and the characters beside
   * it): a reading of some other text, or of a VIN shifted by a character (Candidate.bounded).
   */
  cut?: boolean;
  /** Not the reader's best reading but a string its choices allow (a second choice here and there). */
  guess?: boolean;
  /**
   * Some character was read, surely (FOREIGN_SURE), as a letter no VIN holds (I, O, Q) before the
   * mapping made it a digit: a code of some other kind, if the reader tells letters from digits.
   */
  foreignLetter?: boolean;
}

/** How sure (0–100) a read of I, O or Q must be to say the code holds that letter, not a 1 or 0. */
const FOREIGN_SURE = 85;

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

/** Codes this long or longer after a label of another number are the numbers a VIN could be mistaken for. */
const OTHER_NUMBER_MIN = 13;

/** Labels run into their code without a space ("ORDER5MHT…") are at least this long: shorter ones (PO, SN) begin real VINs. */
const GLUED_LABEL_MIN = 4;

/**
 * Where a line shows a long code named as another kind of number, by a label before it, above
 * it, or run into it: no read of it there is a VIN's (a closer look at the code alone no longer
 * sees the label).
 */
export function otherNumberBoxes(line: OcrLine, lines: OcrLine[] = []): OcrBox[] {
  const words = line.words.map((w) => w.text);
  return line.words.flatMap((word, w) => {
    const text = word.text.replace(/[^A-Za-z0-9]/g, '');
    if (text.length < OTHER_NUMBER_MIN) return [];
    const named = (labelBefore(words.slice(0, w)) ?? (w === 0 ? labelAbove(line, lines) : null)) === 'other' || hasGluedOtherLabel(text);
    return named ? [boxOf([word.bbox])] : [];
  });
}

/** A word that begins with a label of another number, a long code run into it. */
function hasGluedOtherLabel(text: string): boolean {
  for (let k = GLUED_LABEL_MIN; text.length - k >= OTHER_NUMBER_MIN; k++) if (labelKindOf([text.slice(0, k)]) === 'other') return true;
  return false;
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
  /** Read surely as I, O or Q (RawRead.foreignLetter). */
  foreign: boolean;
  word: number;
  /** Whitespace, punctuation or a word's edge before it: a run of print may start here. */
  gapBefore: boolean;
  /** The letters and digits of its word before it, back to the last gap (a label read without a space). */
  prefix: string;
}

/**
 * Every 17-character window of a line that starts or ends at a gap (a word's edge, punctuation),
 * across spaces and separators (labels print "1HG CM826 3 3A 004352"), after mapping I/O/Q; with
 * `anyOffset` (a look at one line) every window. A window without a gap on both sides is `cut`
 * (RawRead.cut), unless a label run into it ("VIN1HG…") is its gap. Windows with fewer than five
 * digits as read are dropped: no real VIN has so few; so are words longer than MAX_WORD_CHARS,
 * windows across them, and windows after a label of another number. `lines` are the others read
 * with it, for a label printed above it.
 */
export function rawReadsOfLine(line: OcrLine, options: { anyOffset?: boolean; lines?: OcrLine[] } = {}): RawRead[] {
  const chars: Char[] = [];
  /** Where a word too long to be print was left out: no window runs across it. */
  const barriers: number[] = [];
  line.words.forEach((word, w) => {
    const symbols: OcrWord['symbols'] =
      word.symbols.length > 0 ? word.symbols : [...word.text].map((c) => ({ text: c, confidence: word.confidence }));
    if (symbols.reduce((n, s) => n + [...s.text.toUpperCase()].filter((c) => READ_CHAR.test(c)).length, 0) > MAX_WORD_CHARS) {
      barriers.push(chars.length);
      return;
    }
    let gap = true;
    let prefix = '';
    for (const s of symbols) {
      // The holes of the glyph outrank the engine's reading of it: its 8, B or A for a slashed
      // zero is the same in every look, so no majority of looks could ever correct it.
      const text = s.shape === 'slashed-zero' ? '0' : s.text;
      for (const raw of text.toUpperCase()) {
        if (!READ_CHAR.test(raw)) {
          gap = true;
          prefix = '';
          continue;
        }
        const foreign = /[IOQ]/.test(raw) && s.confidence >= FOREIGN_SURE;
        chars.push({ c: applyForced(raw), digit: /[\d@]/.test(raw), conf: s.confidence, foreign, word: w, gapBefore: gap, prefix });
        prefix += raw;
        gap = false;
      }
    }
  });
  const gapAt = (i: number) => i === 0 || i === chars.length || chars[i]!.gapBefore;
  const aboveKind = options.lines ? labelAbove(line, options.lines) : null;
  const reads: RawRead[] = [];
  for (let i = 0; i + 17 <= chars.length; i++) {
    const first = chars[i]!;
    const label =
      labelBefore(
        line.words.slice(0, first.word).map((w) => w.text),
        first.prefix,
      ) ?? (first.word === 0 && gapAt(i) ? aboveKind : null);
    const startsClean = gapAt(i) || (first.prefix !== '' && label === 'vin');
    if (!options.anyOffset && !startsClean && !gapAt(i + 17)) continue;
    if (barriers.some((b) => b > i && b < i + 17)) continue;
    const window = chars.slice(i, i + 17);
    const vin = window.map((ch) => ch.c).join('');
    if (!VIN_PATTERN.test(vin) || window.filter((ch) => ch.digit).length < 5) continue;
    if (label === 'other') continue;
    const words = line.words.slice(first.word, window[16]!.word + 1);
    // A window running through a label word ("ORDER 1HGCM…" read as 0RDER1HGCM…) is no code.
    if (words.length > 1 && words.some((w) => LABEL_WORDS.has(w.text.toUpperCase().replace(/[^A-Z]/g, '')) || labelKindOf([w.text])))
      continue;
    // A look at one line may glue the words together: the longer label words still show.
    if (LABEL_RUN.test(vin)) continue;
    const cut = !startsClean || !gapAt(i + 17);
    reads.push({
      vin,
      confidence: window.map((ch) => ch.conf),
      box: boxOf(words.map((w) => w.bbox)),
      labelled: label === 'vin',
      ...(cut ? { cut } : {}),
      // Only a window that ends where its print ends: one cut across a label ("VIN1HG…") holds the label's letters.
      ...(gapAt(i + 17) && window.some((ch) => ch.foreign) ? { foreignLetter: true } : {}),
    });
  }
  return reads;
}

/** Every line's reads (rawReadsOfLine), each line's label looked for among the others too. */
export function rawReadsOfLines(lines: OcrLine[], options: { anyOffset?: boolean } = {}): RawRead[] {
  return lines.flatMap((line) => rawReadsOfLine(line, { ...options, lines }));
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

/** The upright box around rectangles of the page. */
export function boxOf(rects: Array<{ x0: number; y0: number; x1: number; y1: number }>): OcrBox {
  const x0 = Math.min(...rects.map((r) => r.x0));
  const y0 = Math.min(...rects.map((r) => r.y0));
  const x1 = Math.max(...rects.map((r) => r.x1));
  const y1 = Math.max(...rects.map((r) => r.y1));
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}
