import type { OcrBox, OcrTextLine } from './ocr-port.js';

/** Character counts a VIN's run of print may show: 17, give or take glyphs merged or split. */
const MIN_CHARS = 14;
const MAX_CHARS = 21;
/** A VIN printed in groups ("1HG CM826 3 3A 004352") is at most this many words of one line. */
const MAX_GROUPS = 4;

/**
 * Where on the page a VIN is likely printed, found before any OCR: runs of one line holding about
 * seventeen characters, the tallest print first (a label's VIN is its largest line of that length;
 * the small print of weights and conformity texts comes after). At most `max` boxes, none two of
 * one place.
 */
export function vinLikeWords(lines: OcrTextLine[], max = 2): OcrBox[] {
  const found: Array<{ box: OcrBox; charHeight: number; miss: number }> = [];
  for (const line of lines) {
    for (let first = 0; first < line.words.length; first++) {
      let chars = 0;
      for (let last = first; last < Math.min(line.words.length, first + MAX_GROUPS); last++) {
        // Mostly bars: a barcode (its text, if any, is read apart).
        if (line.words[last]!.barShare > 0.5) break;
        chars += line.words[last]!.chars;
        if (last > first && line.words[last]!.left - end(line.words[last - 1]!) > 2 * line.charHeight) break;
        if (chars > MAX_CHARS) break;
        if (chars < MIN_CHARS) continue;
        const left = line.words[first]!.left;
        const box = { left, top: line.top, width: end(line.words[last]!) - left, height: line.height };
        found.push({ box, charHeight: line.charHeight, miss: Math.abs(chars - 17) });
      }
    }
  }
  found.sort((a, b) => b.charHeight - a.charHeight || a.miss - b.miss);
  const chosen: OcrBox[] = [];
  for (const f of found) {
    if (chosen.length >= max) break;
    if (!chosen.some((c) => overlapsMostly(c, f.box))) chosen.push(f.box);
  }
  return chosen;
}

const end = (word: { left: number; width: number }) => word.left + word.width;

/** Two boxes of much the same line: most of the smaller lies within the other. */
export function overlapsMostly(a: OcrBox, b: OcrBox): boolean {
  const w = Math.min(a.left + a.width, b.left + b.width) - Math.max(a.left, b.left);
  const h = Math.min(a.top + a.height, b.top + b.height) - Math.max(a.top, b.top);
  return w > 0 && h > 0 && w * h >= 0.6 * Math.min(a.width * a.height, b.width * b.height);
}
