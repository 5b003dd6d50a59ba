import type { RotatedRect } from './rotated-rect.js';
import { pointIn } from './rotated-rect.js';

/**
 * The rectangle sampled bilinearly at width × height along its own axes (edge pixels repeat
 * outside the page); `store` turns each interpolated value into the byte kept (rounded, inverted…).
 */
export function sampleAlong(
  image: { pixels: Uint8Array; width: number; height: number },
  rect: RotatedRect,
  width: number,
  height: number,
  store: (value: number) => number = Math.round,
): Buffer {
  const out = Buffer.alloc(width * height);
  const su = rect.length / width;
  const sv = rect.height / height;
  const { pixels, width: W, height: H } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = pointIn(rect, (x + 0.5) * su, (y + 0.5) * sv);
      const fx = Math.min(W - 1, Math.max(0, p.x - 0.5));
      const fy = Math.min(H - 1, Math.max(0, p.y - 0.5));
      const x0 = Math.floor(fx);
      const y0 = Math.floor(fy);
      const x1 = Math.min(W - 1, x0 + 1);
      const y1 = Math.min(H - 1, y0 + 1);
      const ax = fx - x0;
      const ay = fy - y0;
      out[y * width + x] = store(
        pixels[y0 * W + x0]! * (1 - ax) * (1 - ay) +
          pixels[y0 * W + x1]! * ax * (1 - ay) +
          pixels[y1 * W + x0]! * (1 - ax) * ay +
          pixels[y1 * W + x1]! * ax * ay,
      );
    }
  }
  return out;
}
