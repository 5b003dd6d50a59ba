import type { GreyImage } from './image-prep.js';

/** Filters on grey images held as Float32Array rows (w × h), shared by the glyph readers. */

/** Bilinear resampling of a rectangle of the image to w × h. */
export function resample(image: GreyImage, x0: number, y0: number, x1: number, y1: number, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  const sx = (x1 - x0) / w;
  const sy = (y1 - y0) / h;
  for (let y = 0; y < h; y++) {
    const fy = Math.min(image.height - 1.001, Math.max(0, y0 + (y + 0.5) * sy - 0.5));
    const iy = Math.floor(fy);
    const ty = fy - iy;
    for (let x = 0; x < w; x++) {
      const fx = Math.min(image.width - 1.001, Math.max(0, x0 + (x + 0.5) * sx - 0.5));
      const ix = Math.floor(fx);
      const tx = fx - ix;
      const i = iy * image.width + ix;
      const px = image.pixels;
      out[y * w + x] =
        (px[i]! * (1 - tx) + px[i + 1]! * tx) * (1 - ty) + (px[i + image.width]! * (1 - tx) + px[i + image.width + 1]! * tx) * ty;
    }
  }
  return out;
}

/** The p-quantile of values in 0–255 (or any range), to a 256th of the range: a histogram, no sort. */
export function quantile(values: Float32Array, p: number): number {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (!(hi > lo)) return lo;
  const bins = new Uint32Array(256);
  const k = 255 / (hi - lo);
  for (const v of values) bins[Math.floor((v - lo) * k)]!++;
  let seen = 0;
  for (let b = 0; b < 256; b++) {
    seen += bins[b]!;
    if (seen >= p * values.length) return lo + (b + 0.5) / k;
  }
  return hi;
}

export const maxFilter = (v: Float32Array, w: number, h: number, r: number) => rankFilter(v, w, h, r, 1);
export const minFilter = (v: Float32Array, w: number, h: number, r: number) => rankFilter(v, w, h, r, -1);

/** Separable square max (sign 1) or min (sign −1) filter of radius r: a sliding window per line, O(1) a pixel. */
export function rankFilter(v: Float32Array, w: number, h: number, r: number, sign: 1 | -1): Float32Array {
  // Each line is copied out (sign applied, so it is always a max), filtered, and copied back.
  const n = Math.max(w, h);
  const line = new Float32Array(n);
  const result = new Float32Array(n);
  const queue = new Int32Array(n + 1);
  const maxOfLine = (length: number) => {
    // Indices of a monotonic queue: the window's maximum is always at its head.
    let head = 0;
    let tail = 0;
    for (let i = 0; i < length + r; i++) {
      if (i < length) {
        const value = line[i]!;
        while (tail > head && line[queue[tail - 1]!]! <= value) tail--;
        queue[tail++] = i;
      }
      const centre = i - r;
      if (centre < 0) continue;
      while (queue[head]! < centre - r) head++;
      result[centre] = line[queue[head]!]!;
    }
  };
  const pass = (src: Float32Array, lines: number, length: number, lineStep: number, stride: number) => {
    const out = new Float32Array(src.length);
    for (let l = 0; l < lines; l++) {
      const base = l * lineStep;
      for (let p = 0; p < length; p++) line[p] = sign * src[base + p * stride]!;
      maxOfLine(length);
      for (let p = 0; p < length; p++) out[base + p * stride] = sign * result[p]!;
    }
    return out;
  };
  return pass(pass(v, h, w, w, 1), w, h, 1, w);
}

/** Separable Gaussian blur, edges clamped; the kernel reaches `reach` sigmas each way. */
export function blur(v: Float32Array, w: number, h: number, sigma: number, reach = 2.5): Float32Array {
  const r = Math.ceil(sigma * reach);
  const k = new Float32Array(2 * r + 1);
  let norm = 0;
  for (let i = 0; i <= 2 * r; i++) norm += k[i] = Math.exp(-((i - r) ** 2) / (2 * sigma * sigma));
  for (let i = 0; i <= 2 * r; i++) k[i]! /= norm;
  // One line at a time (a row, or a column: `stride` apart), its ends clamped.
  const pass = (src: Float32Array, lines: number, length: number, lineStep: number, stride: number) => {
    const out = new Float32Array(src.length);
    for (let l = 0; l < lines; l++) {
      const base = l * lineStep;
      for (let p = 0; p < length; p++) {
        let s = 0;
        if (p >= r && p < length - r) {
          const at = base + (p - r) * stride;
          for (let i = 0; i <= 2 * r; i++) s += src[at + i * stride]! * k[i]!;
        } else {
          for (let i = -r; i <= r; i++) s += src[base + Math.min(length - 1, Math.max(0, p + i)) * stride]! * k[i + r]!;
        }
        out[base + p * stride] = s;
      }
    }
    return out;
  };
  return pass(pass(v, h, w, w, 1), w, h, 1, w);
}
