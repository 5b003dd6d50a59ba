/**
 * Where the text lines of a page are, without OCR: rows rich in vertical edges (character strokes)
 * form bands. A plate photo has one band (the VIN); a label has several. Edges are measured on a
 * small copy, after stretching the contrast, so faint stamped or embossed text still counts.
 */
export interface Band {
  left: number;
  top: number;
  width: number;
  height: number;
  energy: number;
}

export function findTextBands(pixels: Uint8Array, width: number, height: number, max = 3): Band[] {
  const step = Math.max(1, Math.round(width / 360));
  const w = Math.floor(width / step);
  const h = Math.floor(height / step);
  // Each cell the mean of the pixels it covers (grain averages out), then smoothed further the
  // grainier the page is: on a noisy photo every pixel pair is an "edge" otherwise.
  let grey: Float32Array = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = 0; dy < step; dy++) for (let dx = 0; dx < step; dx++) sum += pixels[(y * step + dy) * width + x * step + dx]!;
      grey[y * w + x] = sum / (step * step);
    }
  }
  for (let pass = 0; pass < Math.min(3, Math.floor(grainOf(grey, w, h) / 8)); pass++) grey = box3(grey, w, h);
  let lo = 255;
  let hi = 0;
  for (const v of grey) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  const span = Math.max(1, hi - lo);
  const edges = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 1; x < w - 1; x++) {
      const g = Math.abs(grey[y * w + x + 1]! - grey[y * w + x - 1]!) / span;
      if (g > 0.12) edges[y * w + x] = 1;
    }
  }
  const rows = new Float32Array(h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) rows[y]! += edges[y * w + x]!;
  const smooth = rows.map((_, y) => ((rows[y - 1] ?? 0) + rows[y]! + (rows[y + 1] ?? 0)) / 3);
  const peak = Math.max(...smooth);
  if (peak < 4) return [];
  const found = bandRows(smooth, h, peak, h / 4, h / 3);
  // A photo cropped to a plate's one line (a strip four times as wide as tall or more) may have
  // that line fill most of its height: where no band of a page's proportions is found, it is.
  const lines = found.length === 0 && width >= 4 * height ? bandRows(smooth, h, peak, h * 0.8, h * 0.8) : found;
  const bands = lines.map(([a, b]) => columnsOf(edges, w, a, b, step));
  return bands.sort((a, b) => b.energy - a.energy).slice(0, max);
}

/** Runs of rows rich in edges, at least 3 rows and at most `most` tall; a run over `tall` is looked at again, stricter. */
function bandRows(smooth: Float32Array, h: number, peak: number, tall: number, most: number): Array<[number, number]> {
  // A "band" over a quarter of the page is noise or several lines merged.
  const rows = runsAbove(smooth, 0, h, peak * 0.3).flatMap(([a, b]) =>
    b - a > tall ? runsAbove(smooth, a, b, peak * 0.6) : [[a, b] as [number, number]],
  );
  return rows.filter(([a, b]) => b - a >= 3 && b - a <= most);
}

function runsAbove(values: Float32Array, from: number, to: number, threshold: number): Array<[number, number]> {
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let y = from; y <= to; y++) {
    const on = y < to && values[y]! > threshold;
    if (on && start < 0) start = y;
    if (!on && start >= 0) {
      runs.push([start, y]);
      start = -1;
    }
  }
  return runs;
}

function columnsOf(edges: Uint8Array, w: number, y0: number, y1: number, step: number): Band {
  const cols = new Float32Array(w);
  let energy = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < w; x++) {
      cols[x]! += edges[y * w + x]!;
      energy += edges[y * w + x]!;
    }
  }
  // The extent where strokes are dense: ignore isolated specks at the sides.
  const need = Math.max(1, (y1 - y0) * 0.15);
  let x0 = 0;
  let x1 = w - 1;
  while (x0 < w - 1 && windowSum(cols, x0, 4) < need) x0++;
  while (x1 > x0 && windowSum(cols, x1 - 3, 4) < need) x1--;
  return { left: x0 * step, top: y0 * step, width: (x1 - x0 + 1) * step, height: (y1 - y0) * step, energy };
}

function windowSum(a: Float32Array, from: number, n: number): number {
  let s = 0;
  for (let i = Math.max(0, from); i < Math.min(a.length, from + n); i++) s += a[i]!;
  return s;
}

/** The grain of a page: the median difference of horizontal neighbours (edges are a minority of pairs). */
function grainOf(grey: Float32Array, w: number, h: number): number {
  const counts = new Uint32Array(256);
  let total = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x + 1 < w; x++) {
      counts[Math.min(255, Math.round(Math.abs(grey[y * w + x + 1]! - grey[y * w + x]!)))]! += 1;
      total++;
    }
  }
  let seen = 0;
  let median = 0;
  while (median < 255 && (seen += counts[median]!) <= total / 2) median++;
  return median;
}

/** A 3 × 3 mean filter. */
function box3(grey: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      let n = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
          sum += grey[yy * w + xx]!;
          n++;
        }
      }
      out[y * w + x] = sum / n;
    }
  }
  return out;
}
