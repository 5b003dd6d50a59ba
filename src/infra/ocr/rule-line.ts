import type { GreyImage } from './image-prep.js';
import type { RotatedRect } from './scene-text/rotated-rect.js';

// A rule to write on after a label ("VIN: ________"): the blank of a form's field. The scene-text
// detector finds print, not rules, so the reader asks the pixels.

/** How far past the label's end (in its heights) the rule starts at the latest, and how long it runs at least. */
const RULE_GAP = 1.5;
const RULE_MIN_LENGTH = 5;
/** Of the row the rule lies on, the share that must be ink: a printed rule, or underscores nearly touching. */
const RULE_INK = 0.7;
/** Of every row above the rule within the label's height, the most that may be ink: no print stands on it. */
const ABOVE_INK = 0.1;
/** Of the row under the label itself, the most that may be ink: more is an underline or a box's edge. */
const UNDER_LABEL_INK = 0.3;
/** Grey levels between paper and ink below which the strip holds no contrast to judge. */
const MIN_CONTRAST = 40;

/**
 * Whether a rule runs along the label's line just after it: in a strip from the label's end,
 * some row between the middle and a little below the bottom of the label is mostly ink from
 * within RULE_GAP heights on, for RULE_MIN_LENGTH heights, while the rows of the label's upper
 * half above it are nearly blank and the same row under the label itself is not (an underline
 * or a box's edge runs under the label too; a blank to fill in starts after it).
 */
export function hasRuleAfter(page: GreyImage, label: RotatedRect): boolean {
  const h = label.height;
  const under = Math.min(label.length, 3 * h);
  const length = Math.round(under + (RULE_GAP + RULE_MIN_LENGTH) * h);
  const depth = Math.round(1.2 * h);
  if (h < 4) return false;
  // t runs from `under` before the label's end; s across from its top.
  const grey = (t: number, s: number): number => {
    const along = label.length - under + t;
    const x = Math.round(label.origin.x + label.along.x * along + label.across.x * s);
    const y = Math.round(label.origin.y + label.along.y * along + label.across.y * s);
    return x < 0 || y < 0 || x >= page.width || y >= page.height ? 255 : page.pixels[y * page.width + x]!;
  };
  const samples: number[][] = [];
  let lo = 255;
  let hi = 0;
  for (let s = 0; s < depth; s++) {
    const row: number[] = [];
    for (let t = 0; t < length; t++) {
      const g = grey(t, s);
      row.push(g);
      if (t >= under) {
        lo = Math.min(lo, g);
        hi = Math.max(hi, g);
      }
    }
    samples.push(row);
  }
  if (hi - lo < MIN_CONTRAST) return false;
  const threshold = (lo + hi) / 2;
  const inkShare = (row: number[], from: number, to: number) =>
    row.slice(from, to).filter((g) => g < threshold).length / Math.max(1, to - from);
  const latest = Math.round(under + RULE_GAP * h);
  for (let s = Math.round(h / 2); s < depth; s++) {
    const row = samples[s]!;
    const first = row.findIndex((g, t) => t >= under && g < threshold);
    if (first === -1 || first > latest) continue;
    const end = first + Math.round(RULE_MIN_LENGTH * h);
    if (end > length || inkShare(row, first, end) < RULE_INK) continue;
    if (inkShare(row, 0, Math.round(under - 0.2 * h)) > UNDER_LABEL_INK) continue;
    const blankAbove = samples.slice(0, Math.max(1, s - Math.round(h / 4))).every((r) => inkShare(r, first, end) <= ABOVE_INK);
    if (blankAbove) return true;
  }
  return false;
}
