import type { Band } from './text-bands.js';

export type TextPolarity = 'dark' | 'light';

const BANDS_JUDGED = 3;
const MIN_BANDS = 2;

/**
 * Whether a page's text is darker or lighter than what it is printed on, judged without OCR on
 * its strongest text bands: strokes are the minority of a band's pixels, so the median sits near
 * the background and the strokes' extreme lies on the far side of it. Null when the bands
 * disagree (stamped or embossed metal, shaded both ways) or there are too few to tell.
 */
export function textPolarity(pixels: Uint8Array, width: number, bands: Band[]): TextPolarity | null {
  const votes = bands.slice(0, BANDS_JUDGED).map((band) => bandPolarity(pixels, width, band));
  if (votes.length < MIN_BANDS) return null;
  return votes.every((v) => v === votes[0]) ? votes[0]! : null;
}

function bandPolarity(pixels: Uint8Array, width: number, band: Band): TextPolarity {
  const counts = new Uint32Array(256);
  let total = 0;
  const top = Math.max(0, Math.round(band.top));
  const left = Math.max(0, Math.round(band.left));
  const bottom = Math.min(pixels.length / width, Math.round(band.top + band.height));
  const right = Math.min(width, Math.round(band.left + band.width));
  for (let y = top; y < bottom; y++) {
    for (let x = left; x < right; x++) counts[pixels[y * width + x]!]! += 1;
    total += Math.max(0, right - left);
  }
  const lo = quantile(counts, total, 0.02);
  const median = quantile(counts, total, 0.5);
  const hi = quantile(counts, total, 0.98);
  return median - lo > hi - median ? 'dark' : 'light';
}

function quantile(counts: Uint32Array, total: number, q: number): number {
  const target = total * q;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += counts[v]!;
    if (seen > target) return v;
  }
  return 255;
}
