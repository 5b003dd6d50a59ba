import sharp from 'sharp';
import ort from 'onnxruntime-node';
import type { GreyImage } from '../image-prep.js';
import { convexHull, minAreaRect, unclip, type Point, type RotatedRect } from './rotated-rect.js';

/** A text region the detector found, in the coordinates of the image it was given. */
export interface DetectedText {
  rect: RotatedRect;
  /** Mean probability of text over the region's core, 0–1. */
  score: number;
}

export interface DetectOptions {
  /** The image is scaled so its longer side is at most this (a multiple of 32 either way). */
  maxSide: number;
}

// DB's post-processing, as PP-OCR sets it: a pixel is text above THRESHOLD; a region is kept when
// its mean probability reaches BOX_THRESHOLD; each is grown by UNCLIP_RATIO.
const THRESHOLD = 0.3;
const BOX_THRESHOLD = 0.6;
const UNCLIP_RATIO = 1.6;
/** Regions thinner than this (detector pixels) are specks. */
const MIN_SIDE = 3;

const MEAN = [0.485, 0.456, 0.406];
const STD = [0.229, 0.224, 0.225];

/**
 * Runs the DB text detector on a grey image: the probability map, cut into connected regions,
 * each turned into the smallest rotated rectangle around it and grown back to the line's extent.
 */
export async function detectText(session: ort.InferenceSession, image: GreyImage, options: DetectOptions): Promise<DetectedText[]> {
  const scale = Math.min(1, options.maxSide / Math.max(image.width, image.height));
  const w = Math.max(32, Math.round((image.width * scale) / 32) * 32);
  const h = Math.max(32, Math.round((image.height * scale) / 32) * 32);
  const resized = await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize(w, h, { fit: 'fill', kernel: 'linear' })
    .greyscale()
    .raw()
    .toBuffer();
  const input = new Float32Array(3 * w * h);
  for (let c = 0; c < 3; c++) {
    const off = c * w * h;
    const m = MEAN[c]!;
    const s = STD[c]!;
    for (let i = 0; i < w * h; i++) input[off + i] = (resized[i]! / 255 - m) / s;
  }
  const feeds = { [session.inputNames[0]!]: new ort.Tensor('float32', input, [1, 3, h, w]) };
  const output = await session.run(feeds);
  const map = output[session.outputNames[0]!]!.data as Float32Array;
  const regions = regionsOf(map, w, h);
  const sx = image.width / w;
  const sy = image.height / h;
  return regions.map((r) => ({ score: r.score, rect: toImage(r.rect, sx, sy) }));
}

/** Connected regions of the map above THRESHOLD, as rectangles grown by the unclip distance. */
function regionsOf(map: Float32Array, w: number, h: number): Array<{ rect: RotatedRect; score: number }> {
  const seen = new Uint8Array(w * h);
  const found: Array<{ rect: RotatedRect; score: number }> = [];
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (seen[start] || map[start]! <= THRESHOLD) continue;
    // Each row's leftmost and rightmost pixel: their hull is the region's hull.
    const rowMin = new Map<number, number>();
    const rowMax = new Map<number, number>();
    let sum = 0;
    let count = 0;
    stack.push(start);
    seen[start] = 1;
    while (stack.length > 0) {
      const p = stack.pop()!;
      const x = p % w;
      const y = (p - x) / w;
      sum += map[p]!;
      count++;
      if (!(rowMin.get(y)! <= x)) rowMin.set(y, x);
      if (!(rowMax.get(y)! >= x)) rowMax.set(y, x);
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= h) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= w) continue;
          const q = ny * w + nx;
          if (!seen[q] && map[q]! > THRESHOLD) {
            seen[q] = 1;
            stack.push(q);
          }
        }
      }
    }
    const score = sum / count;
    if (count < MIN_SIDE * MIN_SIDE || score < BOX_THRESHOLD) continue;
    const points: Point[] = [];
    // Pixel corners, so a one-pixel-high region still has an extent.
    for (const [y, x0] of rowMin) {
      const x1 = rowMax.get(y)! + 1;
      points.push({ x: x0, y }, { x: x0, y: y + 1 }, { x: x1, y }, { x: x1, y: y + 1 });
    }
    const core = minAreaRect(convexHull(points));
    if (Math.min(core.length, core.height) < MIN_SIDE) continue;
    found.push({ rect: unclip(core, UNCLIP_RATIO), score });
  }
  return found;
}

/** A rectangle of the detector's input, in the image's pixels (the axes scale apart). */
function toImage(rect: RotatedRect, sx: number, sy: number): RotatedRect {
  const a = { x: rect.along.x * rect.length * sx, y: rect.along.y * rect.length * sy };
  const c = { x: rect.across.x * rect.height * sx, y: rect.across.y * rect.height * sy };
  const length = Math.hypot(a.x, a.y);
  const height = Math.hypot(c.x, c.y);
  return {
    origin: { x: rect.origin.x * sx, y: rect.origin.y * sy },
    along: { x: a.x / length, y: a.y / length },
    across: { x: c.x / height, y: c.y / height },
    length,
    height,
  };
}
