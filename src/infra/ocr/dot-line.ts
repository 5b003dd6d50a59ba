import { GLYPH_WINDOW } from './dot-glyphs.js';
import { blur, maxFilter, minFilter, quantile, rankFilter, resample } from './float-filters.js';
import type { Box, GreyImage } from './image-prep.js';

/**
 * Cuts a text band of a plate into glyphs, without OCR: ink is what stands out from the local
 * background on the side (darker or lighter) where the band's tones stretch furthest, the cap
 * height is the run of rows most glyphs share, and glyphs are runs of inked columns, widened
 * ones split where the ink is thinnest. Works at a fixed scale: the band about WORK_HEIGHT tall.
 */
const WORK_HEIGHT = 48;

export interface GlyphCut {
  /** Ink strength (0 background, 1 full ink), `width` × `height`: cap height tall, GLYPH_WINDOW times as wide, centred on the glyph. */
  values: Float32Array;
  width: number;
  height: number;
  /** Where it is, in the image's pixels. */
  box: Box;
  /** On the first of the glyphs a run was split into: the run as one glyph, and into how many it was split. */
  whole?: { cut: GlyphCut; parts: number };
}

/** `dark`: the ink is darker than the plate (printed, the shadow side of a stamped stroke), else lighter. */
export function cutGlyphs(image: GreyImage, band: Box, dark: boolean): GlyphCut[] {
  // Bands found by stroke edges may hold only part of a dotted line's height: find the line
  // once around the band, generously, then again at the scale its cap height calls for.
  const rough = lineAround(image, band, band.height * 1.2, WORK_HEIGHT / Math.max(8, band.height), dark);
  if (!rough) return [];
  const cap = { left: band.left, width: band.width, top: rough.capTop, height: rough.capBottom - rough.capTop };
  const line = lineAround(
    image,
    cap,
    cap.height * 0.6 + Math.abs(rough.tilt) * band.width * 0.5,
    WORK_HEIGHT / Math.max(8, cap.height),
    dark,
  );
  if (!line) return [];
  const { ink, w, top, bottom, scale, x0, y0, tilt } = line;

  const capHeight = bottom - top;
  const strip = ink.subarray(top * w, bottom * w);
  const slant = sharpestShear(strip, w, capHeight, 'cols');
  const upright = shear(strip, w, capHeight, slant, 'cols');
  const cols = new Float32Array(w);
  for (let y = 0; y < capHeight; y++) for (let x = 0; x < w; x++) cols[x]! += upright[y * w + x]!;
  const runs = joinSlivers(columnRuns(cols, capHeight), capHeight);
  const spans = splitWide(runs, cols, capHeight);
  // Each glyph in a window 1.2 cap heights wide round its centre (the proportions of dot-glyphs.ts),
  // ink beyond its own columns cleared: a neighbour's edge is no part of it.
  const width = Math.round(capHeight * GLYPH_WINDOW);
  const margin = Math.round(capHeight * 0.1);
  const cutOf = ([a, b]: [number, number]): GlyphCut => {
    const left = Math.round((a + b) / 2 - width / 2);
    const values = new Float32Array(width * capHeight);
    for (let y = 0; y < capHeight; y++) {
      for (let x = Math.max(0, a - margin - left); x < Math.min(width, b + margin - left); x++) {
        if (left + x >= 0 && left + x < w) values[y * width + x] = upright[y * w + left + x]!;
      }
    }
    const box = { left: x0 + a / scale, top: y0 + (top + tilt * (a - w / 2)) / scale, width: (b - a) / scale, height: capHeight / scale };
    return { values, width, height: capHeight, box };
  };
  return spans.map(({ span, run }, i) => {
    const glyph = cutOf(span);
    const parts = spans.filter((s) => s.run === run).length;
    if (parts > 1 && spans[i - 1]?.run !== run) glyph.whole = { cut: cutOf(runs[run]!), parts };
    return glyph;
  });
}

interface Line {
  /** Ink of the region, tilt undone, `w` × `h` at `scale` times the image's size. */
  ink: Float32Array;
  w: number;
  h: number;
  /** Cap rows in `ink`. */
  top: number;
  bottom: number;
  tilt: number;
  scale: number;
  x0: number;
  y0: number;
  /** The cap rows at the middle of the line, in the image's pixels. */
  capTop: number;
  capBottom: number;
}

/** The text line in a band padded by `padY` above and below, looked at `scale` times the image's size. */
function lineAround(image: GreyImage, band: Box, padY: number, scale: number, dark: boolean): Line | null {
  const padX = band.height * 0.6;
  const x0 = Math.max(0, band.left - padX);
  const y0 = Math.max(0, band.top - padY);
  const x1 = Math.min(image.width, band.left + band.width + padX);
  const y1 = Math.min(image.height, band.top + band.height + padY);
  const w = Math.max(8, Math.round((x1 - x0) * scale));
  const h = Math.max(8, Math.round((y1 - y0) * scale));
  // Blurred by about a third of a cell (a glyph is some seven cells tall): the dots merge into
  // strokes and the speckle of noise and JPEG averages out.
  const grey = blur(resample(image, x0, y0, x1, y1, w, h), w, h, WORK_HEIGHT / 20);
  const flat = inkOf(grey, w, h, dark);
  // The page is deskewed as a whole; a plate photographed at an angle still tilts its line and
  // slants its glyphs. Both are undone as shears, each the one whose profile is sharpest.
  // Rows are judged by stroke edges, not ink: a plate's edge or a long scratch is ink too.
  const edges = strokeEdges(flat, w, h);
  const tilt = sharpestShear(edges, w, h, 'rows');
  const rows = capRows(shear(edges, w, h, tilt, 'rows'), w, h);
  if (!rows) return null;
  const [top, bottom] = rows;
  return {
    ink: shear(flat, w, h, tilt, 'rows'),
    w,
    h,
    top,
    bottom,
    tilt,
    scale,
    x0,
    y0,
    capTop: y0 + top / scale,
    capBottom: y0 + bottom / scale,
  };
}

const SHEARS = Array.from({ length: 31 }, (_, i) => (i - 15) * 0.01);

/**
 * The shear (rows: each column moved down by t·x; cols: each row moved right by t·y) after which
 * the sums along the sheared direction are most uneven: text lines and glyph gaps line up.
 */
function sharpestShear(ink: Float32Array, w: number, h: number, along: 'rows' | 'cols'): number {
  // Ink is sparse: each shear visits only the inked pixels, as (position along the sums, offset
  // across them from the centre, value).
  const along_: number[] = [];
  const across: number[] = [];
  const values: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const v = ink[y * w + x]!;
      if (v === 0) continue;
      along_.push(along === 'rows' ? y : x);
      across.push(along === 'rows' ? x - w / 2 : y - h / 2);
      values.push(v);
    }
  }
  let best = 0;
  let bestScore = -1;
  for (const t of along === 'rows' ? SHEARS : SHEARS.map((s) => s * 1.5)) {
    const sums = new Float32Array(along === 'rows' ? h : w);
    for (let i = 0; i < values.length; i++) {
      const k = Math.round(along_[i]! - t * across[i]!);
      if (k >= 0 && k < sums.length) sums[k]! += values[i]!;
    }
    let score = 0;
    for (const s of sums) score += s * s;
    if (score > bestScore * 1.0001) {
      bestScore = score;
      best = t;
    }
  }
  return best;
}

/** Undoes the shear `t` found by sharpestShear (nearest pixel: the features blur anyway). */
function shear(ink: Float32Array, w: number, h: number, t: number, along: 'rows' | 'cols'): Float32Array {
  if (t === 0) return ink;
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const sy = along === 'rows' ? Math.round(y + t * (x - w / 2)) : y;
      const sx = along === 'cols' ? Math.round(x + t * (y - h / 2)) : x;
      if (sy >= 0 && sy < h && sx >= 0 && sx < w) out[y * w + x] = ink[sy * w + sx]!;
    }
  }
  return out;
}

/**
 * Ink strength per pixel: a top-hat, how much darker (or lighter) a pixel is than the closing
 * (opening) of the image over about two cells, which fills strokes but not wide areas: the car
 * body around a plate or a shadow is no ink. Scaled so strong ink is 1; weak differences are
 * metal texture and noise.
 */
function inkOf(grey: Float32Array, w: number, h: number, dark: boolean): Float32Array {
  const r = Math.round(WORK_HEIGHT * 0.3);
  // Dark ink: the closing fills it; light ink: the opening removes it.
  const background = dark ? minFilter(maxFilter(grey, w, h, r), w, h, r) : maxFilter(minFilter(grey, w, h, r), w, h, r);
  const out = new Float32Array(w * h);
  // Next to the region's border a wide dark area (the car body below a plate) looks thin, cut
  // off by the border: nothing that close counts (the region is padded well beyond the glyphs).
  for (let y = r; y < h - r; y++) {
    for (let x = r; x < w - r; x++) {
      const i = y * w + x;
      out[i] = dark ? background[i]! - grey[i]! : grey[i]! - background[i]!;
    }
  }
  const peak = Math.max(1, quantile(out, 0.99));
  const floor = peak * 0.25;
  for (let i = 0; i < out.length; i++) out[i] = Math.min(1, Math.max(0, (out[i]! - floor) / (peak - floor)));
  return out;
}

/**
 * Whether the ink is more likely darker than the plate: in the middle of the band, where there is
 * only plate and glyphs, the tones of struck cells lie further from the median than any streak's.
 * A first guess only: on stamped and embossed metal both sides of a stroke are shaded.
 */
export function likelyDarkInk(image: GreyImage, band: Box): boolean {
  const w = Math.max(8, Math.round(band.width / 2));
  const h = Math.max(4, Math.round(band.height / 2));
  const grey = resample(image, band.left + band.width * 0.25, band.top, band.left + band.width * 0.75, band.top + band.height, w, h);
  const q = (p: number) => quantile(grey, p);
  return q(0.5) - q(0.05) >= q(0.95) - q(0.5);
}

/** Where ink starts or stops along a row (the sides of vertical strokes), as 1s. */
function strokeEdges(ink: Float32Array, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 2; x < w - 2; x++) if (Math.abs(ink[y * w + x + 2]! - ink[y * w + x - 2]!) > 0.3) out[y * w + x] = 1;
  }
  return out;
}

/**
 * The cap rows: of the runs of rows with stroke edges above 40 % of the densest row's, the one
 * with the most edges in all (a plate's edge or a scratch makes one dense row, not a run).
 */
function capRows(edges: Float32Array, w: number, h: number): [number, number] | null {
  const sums = new Float32Array(h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) sums[y]! += edges[y * w + x]!;
  // Rows between two rows of separate dots carry little: bridge such gaps (a max over a few
  // rows), then take back what the bridging added at the ends.
  const bridge = Math.round(WORK_HEIGHT / 12);
  const rows = rankFilter(sums, h, 1, bridge, 1);
  let peak = 0;
  for (const v of rows) peak = Math.max(peak, v);
  if (peak <= 0) return null;
  let best: [number, number] | null = null;
  let bestMass = 0;
  for (let y = 0; y < h;) {
    if (rows[y]! <= peak * 0.4) {
      y++;
      continue;
    }
    let end = y;
    let mass = 0;
    while (end < h && rows[end]! > peak * 0.4) mass += sums[end++]!;
    const top = y > 0 ? y + bridge : y;
    const bottom = end < h ? end - bridge : end;
    if (mass > bestMass && bottom - top >= 6) {
      bestMass = mass;
      best = [top, bottom];
    }
    y = end;
  }
  return best;
}

/** Runs of columns carrying ink; specks (little ink, narrow) are dropped. */
function columnRuns(cols: Float32Array, capHeight: number): Array<[number, number]> {
  const on = capHeight * 0.04;
  const runs: Array<[number, number]> = [];
  let start = -1;
  for (let x = 0; x <= cols.length; x++) {
    const inked = x < cols.length && cols[x]! > on;
    if (inked && start < 0) start = x;
    if (!inked && start >= 0) {
      let mass = 0;
      for (let k = start; k < x; k++) mass += cols[k]!;
      if (x - start >= capHeight * 0.12 && mass > capHeight * capHeight * 0.04) runs.push([start, x]);
      start = -1;
    }
  }
  return runs;
}

/**
 * Thin strokes of serif faces fade below the ink floor and leave a glyph in pieces: a sliver
 * next to a close neighbour joins it when the two together are no wider than a glyph.
 */
function joinSlivers(runs: Array<[number, number]>, capHeight: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (const run of runs) {
    const last = out[out.length - 1];
    const sliver = (r: [number, number]) => r[1] - r[0] < capHeight * 0.3;
    if (last && run[0] - last[1] < capHeight * 0.12 && run[1] - last[0] < capHeight * 0.75 && (sliver(last) || sliver(run)))
      last[1] = run[1];
    else out.push([run[0], run[1]]);
  }
  return out;
}

/**
 * Runs wider than a glyph are glyphs touching: cut each where its ink is thinnest, into as many
 * as its width holds. Each span says which run it came from: a W is as wide as two narrow
 * glyphs, so the classifier gets to judge the whole run too.
 */
function splitWide(runs: Array<[number, number]>, cols: Float32Array, capHeight: number): Array<{ span: [number, number]; run: number }> {
  const widths = runs.map(([a, b]) => b - a).sort((p, q) => p - q);
  const typical = Math.max(capHeight * 0.45, widths[Math.floor(widths.length / 2)] ?? capHeight * 0.6);
  const out: Array<{ span: [number, number]; run: number }> = [];
  const cut = (a: number, b: number, run: number) => {
    const parts = Math.round((b - a) / typical);
    if (parts < 2) {
      out.push({ span: [a, b], run });
      return;
    }
    // The thinnest column near the first boundary of an even cut.
    const aim = a + (b - a) / parts;
    let at = Math.round(aim);
    for (let x = Math.round(aim - typical * 0.3); x <= Math.round(aim + typical * 0.3); x++)
      if (x > a && x < b && cols[x]! < cols[at]!) at = x;
    out.push({ span: [a, at], run });
    cut(at, b, run);
  };
  runs.forEach(([a, b], run) => cut(a, b, run));
  return out;
}
