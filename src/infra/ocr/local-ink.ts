export type InkPolarity = 'dark' | 'light';

/**
 * Where the strokes are: pixels darker (or lighter) than their neighbourhood by a good part of the
 * neighbourhood's own spread, and by more than the page's noise. Judging each pixel against its
 * surroundings, not against one threshold, keeps strokes under a gradient, glare or a dark frame;
 * the noise floor keeps grain and JPEG blocks out of the plain background. 1 = ink.
 */
export function inkOf(pixels: Uint8Array, w: number, h: number, radius = windowRadius(w, h)): Record<InkPolarity, Uint8Array> {
  // Heavy grain breaks strokes into specks: the noisier the page, the more it is smoothed first.
  const grain = noiseSigma(pixels, w, h);
  let smooth = smooth3(pixels, w, h);
  for (let pass = 1; pass < 1 + Math.min(3, Math.floor(grain / 6)); pass++) smooth = smooth3(smooth, w, h);
  const floor = Math.max(4, 3 * noiseSigma(smooth, w, h));
  const stride = w + 1;
  const sum = new Float64Array(stride * (h + 1));
  const sq = new Float64Array(stride * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    let rowSq = 0;
    for (let x = 0; x < w; x++) {
      const v = smooth[y * w + x]!;
      row += v;
      rowSq += v * v;
      sum[(y + 1) * stride + x + 1] = sum[y * stride + x + 1]! + row;
      sq[(y + 1) * stride + x + 1] = sq[y * stride + x + 1]! + rowSq;
    }
  }
  const dark = new Uint8Array(w * h);
  const light = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(h, y + radius + 1);
    for (let x = 0; x < w; x++) {
      const x0 = x > radius ? x - radius : 0;
      const x1 = x + radius + 1 < w ? x + radius + 1 : w;
      const n = (y1 - y0) * (x1 - x0);
      const a = y1 * stride + x1;
      const b = y0 * stride + x1;
      const c = y1 * stride + x0;
      const d = y0 * stride + x0;
      const mean = (sum[a]! - sum[b]! - sum[c]! + sum[d]!) / n;
      const variance = (sq[a]! - sq[b]! - sq[c]! + sq[d]!) / n - mean * mean;
      // Strokes are the minority of a window with text: they lie well over half a spread from its mean.
      const margin = variance > 0 ? 0.8 * Math.sqrt(variance) : 0;
      const limit = margin > floor ? margin : floor;
      const deviation = smooth[y * w + x]! - mean;
      if (deviation < -limit) dark[y * w + x] = 1;
      else if (deviation > limit) light[y * w + x] = 1;
    }
  }
  return { dark, light };
}

/** About three characters of a label's small print across: a window holds strokes and background. */
function windowRadius(w: number, h: number): number {
  return Math.max(8, Math.min(40, Math.round(Math.min(w, h) / 10)));
}

/** A 3×3 binomial blur: grain averages out, a stroke one pixel wide keeps half its contrast. */
function smooth3(pixels: ArrayLike<number>, w: number, h: number): Float32Array {
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const l = pixels[y * w + Math.max(0, x - 1)]!;
      const r = pixels[y * w + Math.min(w - 1, x + 1)]!;
      tmp[y * w + x] = (l + 2 * pixels[y * w + x]! + r) / 4;
    }
  }
  for (let y = 0; y < h; y++) {
    const up = Math.max(0, y - 1) * w;
    const down = Math.min(h - 1, y + 1) * w;
    for (let x = 0; x < w; x++) out[y * w + x] = (tmp[up + x]! + 2 * tmp[y * w + x]! + tmp[down + x]!) / 4;
  }
  return out;
}

/**
 * The page's grain, from the median difference of horizontal neighbours: edges are a minority of
 * pixel pairs, so the median sees the flat background and its noise alone.
 */
function noiseSigma(values: ArrayLike<number>, w: number, h: number): number {
  const counts = new Uint32Array(256);
  let total = 0;
  for (let y = 0; y < h; y += 2) {
    for (let x = 0; x + 1 < w; x++) {
      const i = y * w + x;
      counts[Math.min(255, Math.round(Math.abs(values[i + 1]! - values[i]!)))]! += 1;
      total++;
    }
  }
  let seen = 0;
  let median = 0;
  while (median < 255 && (seen += counts[median]!) <= total / 2) median++;
  // For Gaussian noise, the median |a − b| is 0.954 σ√2.
  return median / (0.954 * Math.SQRT2);
}
