import { applyForced, READ_CHAR } from './confusables.js';
import type { OcrLine } from './ocr-port.js';

/**
 * A look at one line that read a character too few or too many: two strokes run together, a
 * star or a speck taken for a character. It cannot be a VIN, but it still saw most of one: laid
 * against a 17-character read of the same line, it votes on every position it aligns with.
 */
export interface UnevenRead {
  /** 15, 16, 18 or 19 characters, after the I/O/Q mapping. */
  text: string;
  /** Per character, 0–100. */
  confidence: number[];
}

/** Characters too few or too many an uneven read may have: more, and the alignment is a guess. */
const MAX_LENGTH_ERRORS = 2;
/** Substitutions an alignment may need besides: more, and it is another text. */
const MAX_SUBSTITUTIONS = 3;

/** The line's characters as one uneven read, when there are 15–16 or 18–19 of them. */
export function unevenReadOfLine(line: OcrLine): UnevenRead | null {
  let text = '';
  const confidence: number[] = [];
  for (const word of line.words) {
    const symbols =
      word.symbols.length > 0 ? word.symbols : [...word.text].map((c) => ({ text: c, confidence: word.confidence, shape: undefined }));
    for (const s of symbols) {
      const read = s.shape === 'slashed-zero' ? '0' : s.text;
      for (const raw of read.toUpperCase()) {
        if (!READ_CHAR.test(raw)) continue;
        text += applyForced(raw);
        confidence.push(s.confidence);
      }
    }
  }
  const off = Math.abs(text.length - 17);
  return off > 0 && off <= MAX_LENGTH_ERRORS ? { text, confidence } : null;
}

/**
 * The uneven read laid against a 17-character anchor: per anchor position the index of the read's
 * character aligned with it, -1 where the read has none (a character it missed). Only the
 * characters it is short or long by may be skipped, and at most MAX_SUBSTITUTIONS others may
 * differ; otherwise null. Equally good alignments differ only where skipped characters repeat,
 * and vote alike.
 */
export function alignToAnchor(read: string, anchor: string): number[] | null {
  const shortBy = anchor.length - read.length;
  if (shortBy === 0 || Math.abs(shortBy) > MAX_LENGTH_ERRORS) return null;
  // The longer string's characters are skipped: anchor positions (read short) or read characters (read long).
  const long = shortBy > 0 ? anchor : read;
  const short = shortBy > 0 ? read : anchor;
  const skips = long.length - short.length;
  // cost[i][k]: substitutions aligning long[0..i) with short[0..i-k), having skipped k characters of long.
  const INF = 1e9;
  const cost: number[][] = Array.from({ length: long.length + 1 }, () => new Array<number>(skips + 1).fill(INF));
  cost[0]![0] = 0;
  for (let i = 1; i <= long.length; i++) {
    for (let k = 0; k <= skips; k++) {
      const j = i - k;
      if (j < 0 || j > short.length) continue;
      const take = j > 0 ? cost[i - 1]![k]! + (long[i - 1] === short[j - 1] ? 0 : 1) : INF;
      const skip = k > 0 ? cost[i - 1]![k - 1]! : INF;
      cost[i]![k] = Math.min(take, skip);
    }
  }
  if (cost[long.length]![skips]! > MAX_SUBSTITUTIONS) return null;
  // Walk back, pairing each long position with a short one or with a skip.
  const pairedWith = new Array<number>(long.length).fill(-1);
  for (let i = long.length, k = skips; i > 0; i--) {
    const j = i - k;
    const skip = k > 0 ? cost[i - 1]![k - 1]! : INF;
    const take = j > 0 ? cost[i - 1]![k]! + (long[i - 1] === short[j - 1] ? 0 : 1) : INF;
    if (take <= skip) pairedWith[i - 1] = j - 1;
    else k--;
  }
  if (shortBy > 0) return pairedWith;
  // The read is long: each anchor position takes the read character paired with it.
  const out = new Array<number>(anchor.length).fill(-1);
  pairedWith.forEach((j, i) => {
    if (j >= 0) out[j] = i;
  });
  return out;
}
