import { holeLayout } from './glyph-holes.js';

/** A greyscale raster: the very pixels a recognition pass handed to the engine. */
export interface GreyRaster {
  pixels: Uint8Array;
  width: number;
  height: number;
}

interface Rect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Readings that a slashed zero turns into; only these are worth a look at the holes. */
export const SLASHED_ZERO_MISREADS = /^[8BAD]$/;

/** Below this height (pixels) a glyph's holes are a few pixels wide and JPEG noise decides them. */
const MIN_GLYPH_HEIGHT = 14;

/**
 * Whether the glyph in `box` of the pass's raster has the holes of a slashed zero. The crop gets a
 * one-pixel margin so the background around the glyph touches the crop's border (and so is not
 * taken for a hole), and is binarised on its own (Otsu): passes that were not binarised still give
 * a clean ink mask, whatever the lighting elsewhere on the page.
 */
export function looksLikeSlashedZero(raster: GreyRaster, box: Rect): boolean {
  const x0 = Math.max(0, Math.floor(box.x0) - 1);
  const y0 = Math.max(0, Math.floor(box.y0) - 1);
  const x1 = Math.min(raster.width, Math.ceil(box.x1) + 1);
  const y1 = Math.min(raster.height, Math.ceil(box.y1) + 1);
  const width = x1 - x0;
  const height = y1 - y0;
  if (height < MIN_GLYPH_HEIGHT || width < MIN_GLYPH_HEIGHT / 3) return false;
  const crop = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) crop[y * width + x] = raster.pixels[(y0 + y) * raster.width + x0 + x]!;
  const threshold = otsu(crop);
  const dark = crop.map((v) => (v <= threshold ? 1 : 0));
  // The ink is whatever the crop's border mostly is not (dark on light, or light on dark).
  let darkBorder = 0;
  let border = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (x !== 0 && y !== 0 && x !== width - 1 && y !== height - 1) continue;
      border++;
      darkBorder += dark[y * width + x]!;
    }
  }
  const ink = darkBorder * 2 > border ? dark.map((v) => 1 - v) : dark;
  return holeLayout(ink, width, height) === 'slashed-zero';
}

function otsu(values: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (const v of values) histogram[v]!++;
  const total = values.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * histogram[i]!;
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let bestThreshold = 127;
  for (let t = 0; t < 256; t++) {
    below += histogram[t]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    sumBelow += t * histogram[t]!;
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / above;
    const between = below * above * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      bestThreshold = t;
    }
  }
  return bestThreshold;
}
