import { floodFill } from './flood-fill.js';

/**
 * The enclosed background regions ("holes") of one glyph, and what their layout says about it.
 * The engine's LSTM reads a slashed zero as 8, B or A, consistently across passes, so more passes
 * cannot outvote it; the holes can. The slash cuts a zero's ring into two holes, and the ink
 * between them runs diagonally: low on the left, high on the right (or the other way round). An
 * 8 or a B also has two holes, one above the other, but what separates them is the waist or the
 * middle bar, level across the glyph. An A has one small hole, a plain 0 or D one large one.
 */
export interface Hole {
  area: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  cx: number;
  cy: number;
  /** Per column of the glyph, the hole's first and last row there (-1 where it has none). */
  top: Int16Array;
  bottom: Int16Array;
}

export type HoleLayout = 'slashed-zero' | 'stacked' | 'one' | 'none' | 'other';

/**
 * Background components (4-connected, so a one-pixel diagonal stroke still closes a hole) of a
 * glyph bitmap (`ink[i]` non-zero for ink) that do not touch its border. Specks below `minArea`
 * are dropped: JPEG noise leaves one-pixel gaps inside strokes.
 */
export function holesOf(ink: Uint8Array, width: number, height: number, minArea = 3): Hole[] {
  const seen = new Uint8Array(width * height);
  const holes: Hole[] = [];
  for (let start = 0; start < width * height; start++) {
    if (ink[start] || seen[start]) continue;
    const hole: Hole = {
      area: 0,
      x0: width,
      y0: height,
      x1: -1,
      y1: -1,
      cx: 0,
      cy: 0,
      top: new Int16Array(width).fill(-1),
      bottom: new Int16Array(width).fill(-1),
    };
    let touchesBorder = false;
    floodFill(ink, false, seen, width, height, start, 4, (x, y) => {
      hole.area++;
      hole.cx += x;
      hole.cy += y;
      hole.x0 = Math.min(hole.x0, x);
      hole.x1 = Math.max(hole.x1, x);
      hole.y0 = Math.min(hole.y0, y);
      hole.y1 = Math.max(hole.y1, y);
      if (hole.top[x] === -1 || y < hole.top[x]!) hole.top[x] = y;
      if (y > hole.bottom[x]!) hole.bottom[x] = y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) touchesBorder = true;
    });
    if (touchesBorder || hole.area < minArea) continue;
    hole.cx /= hole.area;
    hole.cy /= hole.area;
    holes.push(hole);
  }
  return holes;
}

/**
 * How far (as a share of the glyph's height) the ink between two stacked holes must climb from
 * their left end to their right end to be a slash. A level bar tilted by the photo's rotation
 * (at most 7°, over a hole about half the glyph's height wide) climbs some 0.05.
 */
const SLASH_TILT = 0.15;

/**
 * The layout of a glyph's holes. "slashed-zero" is deliberately narrow: exactly two holes of
 * comparable size, seen together in at least three columns, with the ink between them tilted by
 * SLASH_TILT or more. A wrong "slashed-zero" would turn a true 8 into a 0, so doubt says no.
 */
export function holeLayout(ink: Uint8Array, width: number, height: number): HoleLayout {
  const minArea = Math.max(3, Math.round(width * height * 0.01));
  const holes = holesOf(ink, width, height, minArea);
  if (holes.length === 0) return 'none';
  if (holes.length === 1) return 'one';
  if (holes.length !== 2) return 'other';
  const [upper, lower] = [...holes].sort((a, b) => a.cy - b.cy) as [Hole, Hole];
  if (Math.min(upper.area, lower.area) < 0.35 * Math.max(upper.area, lower.area)) return 'other';
  // Per column where both holes are, the middle of the ink that separates them.
  const separator: number[] = [];
  for (let x = 0; x < width; x++) {
    if (upper.bottom[x]! < 0 || lower.top[x]! < 0) continue;
    separator.push((upper.bottom[x]! + lower.top[x]!) / 2);
  }
  if (separator.length < 3) return 'other';
  const third = Math.ceil(separator.length / 3);
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const tilt = Math.abs(mean(separator.slice(0, third)) - mean(separator.slice(-third))) / height;
  return tilt >= SLASH_TILT ? 'slashed-zero' : 'stacked';
}
