/**
 * Geometry of a detected text region: the smallest rotated rectangle around a blob of the
 * detector's probability map, grown outwards (DB's "unclip": the map marks a shrunk core of each
 * line), with its corners in reading order.
 */
export interface Point {
  x: number;
  y: number;
}

/** A text line's rectangle: `origin` its top-left corner; `along` (unit) points along the text, `across` (unit) down from it. */
export interface RotatedRect {
  origin: Point;
  along: Point;
  across: Point;
  /** Length along the text, and its height. */
  length: number;
  height: number;
}

/** Andrew's monotone chain; points in any order, hull counter-clockwise without repeats. */
export function convexHull(points: Point[]): Point[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  if (p.length < 3) return p;
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: Point[] = [];
  for (let i = p.length - 1; i >= 0; i--) {
    const q = p[i]!;
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * The minimum-area rectangle of a convex hull (one of its sides lies on a hull edge), as a text
 * line: its long side is the reading direction, pointing rightwards.
 */
export function minAreaRect(hull: Point[]): RotatedRect {
  let best: { area: number; ux: number; uy: number; minU: number; maxU: number; minV: number; maxV: number } | undefined;
  const edges =
    hull.length < 2
      ? [{ x: 1, y: 0 }]
      : hull.map((a, i) => {
          const b = hull[(i + 1) % hull.length]!;
          return { x: b.x - a.x, y: b.y - a.y };
        });
  for (const e of edges) {
    const len = Math.hypot(e.x, e.y);
    if (len === 0) continue;
    const ux = e.x / len;
    const uy = e.y / len;
    let minU = Infinity,
      maxU = -Infinity,
      minV = Infinity,
      maxV = -Infinity;
    for (const q of hull) {
      const u = q.x * ux + q.y * uy;
      const v = -q.x * uy + q.y * ux;
      if (u < minU) minU = u;
      if (u > maxU) maxU = u;
      if (v < minV) minV = v;
      if (v > maxV) maxV = v;
    }
    const area = (maxU - minU) * (maxV - minV);
    if (!best || area < best.area) best = { area, ux, uy, minU, maxU, minV, maxV };
  }
  const b = best ?? { ux: 1, uy: 0, minU: hull[0]?.x ?? 0, maxU: hull[0]?.x ?? 0, minV: hull[0]?.y ?? 0, maxV: hull[0]?.y ?? 0 };
  // Axes of the rectangle: u along the edge, v = u turned a quarter (clockwise on screen).
  let along = { x: b.ux, y: b.uy };
  let across = { x: -b.uy, y: b.ux };
  let length = b.maxU - b.minU;
  let height = b.maxV - b.minV;
  const center = {
    x: ((b.minU + b.maxU) / 2) * b.ux - ((b.minV + b.maxV) / 2) * b.uy,
    y: ((b.minU + b.maxU) / 2) * b.uy + ((b.minV + b.maxV) / 2) * b.ux,
  };
  if (height > length) {
    [length, height] = [height, length];
    along = across;
  }
  // Text runs left to right: along points rightwards (downwards when exactly vertical).
  if (along.x < 0 || (along.x === 0 && along.y < 0)) along = { x: -along.x, y: -along.y };
  across = { x: -along.y, y: along.x };
  const origin = {
    x: center.x - (along.x * length) / 2 - (across.x * height) / 2,
    y: center.y - (along.y * length) / 2 - (across.y * height) / 2,
  };
  return { origin, along, across, length, height };
}

/**
 * Grows a rectangle by DB's unclip distance (area × ratio / perimeter on every side): the
 * detector is trained to mark a line's core shrunk by that much.
 */
export function unclip(rect: RotatedRect, ratio: number): RotatedRect {
  const d = (rect.length * rect.height * ratio) / (2 * (rect.length + rect.height));
  return {
    ...rect,
    origin: { x: rect.origin.x - rect.along.x * d - rect.across.x * d, y: rect.origin.y - rect.along.y * d - rect.across.y * d },
    length: rect.length + 2 * d,
    height: rect.height + 2 * d,
  };
}

/** The point at `u` along the text and `v` across it (both in pixels from the origin). */
export function pointIn(rect: RotatedRect, u: number, v: number): Point {
  return { x: rect.origin.x + rect.along.x * u + rect.across.x * v, y: rect.origin.y + rect.along.y * u + rect.across.y * v };
}

/** The axis-aligned bounds of the part of a rectangle between `u0` and `u1` along its text. */
export function boundsOf(rect: RotatedRect, u0 = 0, u1 = rect.length): { x0: number; y0: number; x1: number; y1: number } {
  const corners = [pointIn(rect, u0, 0), pointIn(rect, u1, 0), pointIn(rect, u1, rect.height), pointIn(rect, u0, rect.height)];
  return {
    x0: Math.min(...corners.map((c) => c.x)),
    y0: Math.min(...corners.map((c) => c.y)),
    x1: Math.max(...corners.map((c) => c.x)),
    y1: Math.max(...corners.map((c) => c.y)),
  };
}
