import { floodFill } from './flood-fill.js';
import { inkOf, type InkPolarity } from './local-ink.js';

/**
 * Text lines of a page found the way document analysis finds them: ink (strokes darker, or
 * lighter, than their neighbourhood) cut into connected components, components of a text
 * character's size chained left to right into lines. Unlike the row profile of text-bands.ts it
 * holds up under a gradient or glare across the page, keeps lines of small print apart, and says
 * how many characters a line holds and how tall they are: enough to tell a VIN's line among a
 * label's lines before any OCR has run.
 */
export interface TextLine {
  left: number;
  top: number;
  width: number;
  height: number;
  /** Median height of its characters, in page pixels. */
  charHeight: number;
  /**
   * Its runs of characters without a word gap, left to right, each with its character count and
   * the share of its components that are bars (a fifth as wide as tall or less: a barcode's, or a 1's).
   */
  words: Array<{ left: number; width: number; chars: number; barShare: number }>;
  polarity: InkPolarity;
}

interface Component {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  area: number;
}

/** The page is looked at no wider than this: small print stays over 8 px tall on a label. */
const WORK_WIDTH = 1000;
/** Characters shorter than this (work pixels) are specks, taller than this share of the page frames or bars. */
const MIN_CHAR_HEIGHT = 6;
const MAX_CHAR_SHARE = 0.4;

export function findTextLines(pixels: Uint8Array, width: number, height: number): TextLine[] {
  const scale = Math.min(1, WORK_WIDTH / width);
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const work = scale === 1 ? pixels : shrink(pixels, width, height, w, h);
  const lines: TextLine[] = [];
  const inks = inkOf(work, w, h);
  for (const polarity of ['dark', 'light'] as const) {
    const chars = components(inks[polarity], w, h).filter((c) => isCharacterSized(c, h));
    for (const line of chainIntoLines(chars)) lines.push(toPageLine(line, polarity, 1 / scale));
  }
  return lines;
}

function isCharacterSized(c: Component, pageHeight: number): boolean {
  const ch = c.y1 - c.y0 + 1;
  const cw = c.x1 - c.x0 + 1;
  if (ch < MIN_CHAR_HEIGHT || ch > pageHeight * MAX_CHAR_SHARE) return false;
  // A thin sliver much taller than wide is a bar (barcodes, frames), not a character; a blob
  // wider than tall may be characters run together by blur, and is kept.
  if (cw * 9 < ch) return false;
  // Ink filling its whole box is a solid patch, not a stroke.
  return c.area < 0.92 * cw * ch;
}

/** Components chained when alike in height, overlapping vertically, and at most a few heights apart. */
function chainIntoLines(chars: Component[]): Component[][] {
  const sorted = [...chars].sort((a, b) => a.x0 - b.x0);
  const lines: Component[][] = [];
  for (const c of sorted) {
    const ch = c.y1 - c.y0 + 1;
    const cy = (c.y0 + c.y1) / 2;
    let best: Component[] | undefined;
    let bestGap = Infinity;
    for (const line of lines) {
      const last = line[line.length - 1]!;
      const lh = last.y1 - last.y0 + 1;
      const gap = c.x0 - last.x1;
      if (gap > 2.5 * Math.max(lh, ch) || gap < -0.5 * lh) continue;
      // Capitals and digits share one height and one baseline; specks of grain do not.
      if (ch > 1.4 * lh || lh > 1.4 * ch) continue;
      const ly = (last.y0 + last.y1) / 2;
      if (Math.abs(cy - ly) > 0.25 * Math.max(lh, ch)) continue;
      if (gap < bestGap) {
        bestGap = gap;
        best = line;
      }
    }
    if (best) best.push(c);
    else lines.push([c]);
  }
  return lines.filter((l) => l.length >= 3);
}

function toPageLine(line: Component[], polarity: InkPolarity, unscale: number): TextLine {
  const heights = line.map((c) => c.y1 - c.y0 + 1).sort((a, b) => a - b);
  const charHeight = heights[heights.length >> 1]!;
  const words: TextLine['words'] = [];
  let start = line[0]!;
  let end = line[0]!;
  let chars = 0;
  let parts = 0;
  let bars = 0;
  const flush = () => words.push({ left: start.x0 * unscale, width: (end.x1 - start.x0 + 1) * unscale, chars, barShare: bars / parts });
  for (const c of line) {
    if (c !== start && c.x0 - end.x1 > 0.75 * charHeight) {
      flush();
      start = c;
      chars = 0;
      parts = 0;
      bars = 0;
    }
    parts++;
    if ((c.x1 - c.x0 + 1) * 5 <= c.y1 - c.y0 + 1) bars++;
    // A blob as wide as several characters (run together by blur or bold type) counts as several.
    chars += Math.max(1, Math.round((c.x1 - c.x0 + 1) / (0.7 * charHeight)));
    end = c;
  }
  flush();
  const x0 = Math.min(...line.map((c) => c.x0));
  const y0 = Math.min(...line.map((c) => c.y0));
  const x1 = Math.max(...line.map((c) => c.x1));
  const y1 = Math.max(...line.map((c) => c.y1));
  return {
    left: x0 * unscale,
    top: y0 * unscale,
    width: (x1 - x0 + 1) * unscale,
    height: (y1 - y0 + 1) * unscale,
    charHeight: charHeight * unscale,
    words,
    polarity,
  };
}

/** 8-connected components of the ink (non-zero) pixels. */
function components(ink: Uint8Array, w: number, h: number): Component[] {
  const seen = new Uint8Array(w * h);
  const out: Component[] = [];
  for (let start = 0; start < w * h; start++) {
    if (!ink[start] || seen[start]) continue;
    const c: Component = { x0: w, y0: h, x1: -1, y1: -1, area: 0 };
    floodFill(ink, true, seen, w, h, start, 8, (x, y) => {
      c.area++;
      if (x < c.x0) c.x0 = x;
      if (x > c.x1) c.x1 = x;
      if (y < c.y0) c.y0 = y;
      if (y > c.y1) c.y1 = y;
    });
    out.push(c);
  }
  return out;
}

/** Box-averaged reduction (each output pixel the mean of the input pixels it covers). */
function shrink(pixels: Uint8Array, width: number, height: number, w: number, h: number): Uint8Array {
  const out = new Uint8Array(w * h);
  const fx = width / w;
  const fy = height / h;
  for (let y = 0; y < h; y++) {
    const sy0 = Math.floor(y * fy);
    const sy1 = Math.max(sy0 + 1, Math.floor((y + 1) * fy));
    for (let x = 0; x < w; x++) {
      const sx0 = Math.floor(x * fx);
      const sx1 = Math.max(sx0 + 1, Math.floor((x + 1) * fx));
      let sum = 0;
      for (let yy = sy0; yy < sy1; yy++) for (let xx = sx0; xx < sx1; xx++) sum += pixels[yy * width + xx]!;
      out[y * w + x] = Math.round(sum / ((sy1 - sy0) * (sx1 - sx0)));
    }
  }
  return out;
}
