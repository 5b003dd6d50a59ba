import type { GreyImage } from '../image-prep.js';
import { boundsOf, type RotatedRect } from './rotated-rect.js';
import { sampleAlong } from './sample-along.js';

/** The widest straightened line kept: a VIN's line with its label is far shorter. */
const MAX_LENGTH = 4000;

/**
 * A rotated rectangle of the page sampled along its own axes at the page's own scale: a tilted or
 * keystoned line comes out level, for a reader that reads level lines only (tesseract). `toPage`
 * maps a span of the straightened image back onto the page, as the axis-aligned bounds of that part
 * of the rectangle.
 */
export function straightened(
  page: GreyImage,
  rect: RotatedRect,
): { image: GreyImage; toPage: (x0: number, x1: number) => ReturnType<typeof boundsOf> } {
  const width = Math.max(16, Math.min(MAX_LENGTH, Math.round(rect.length)));
  const height = Math.max(8, Math.round(rect.height));
  const image = { pixels: sampleAlong(page, rect, width, height), width, height };
  const perPixel = rect.length / width;
  return { image, toPage: (x0, x1) => boundsOf(rect, Math.max(0, x0 * perPixel), Math.min(rect.length, x1 * perPixel)) };
}
