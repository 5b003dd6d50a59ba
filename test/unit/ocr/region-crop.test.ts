import { describe, expect, it } from 'vitest';
import { cropAround, toPage } from '../../../src/infra/ocr/scene-text/region-crop.js';
import { pointIn, type RotatedRect } from '../../../src/infra/ocr/scene-text/rotated-rect.js';

/** A light page with one dark stripe, 10 px thick and 200 long, turned by `deg` about (300, 200). */
function pageWithStripe(deg: number) {
  const width = 600;
  const height = 400;
  const rad = (deg * Math.PI) / 180;
  const along = { x: Math.cos(rad), y: Math.sin(rad) };
  const across = { x: -along.y, y: along.x };
  const rect: RotatedRect = {
    origin: { x: 300 - along.x * 100 - across.x * 5, y: 200 - along.y * 100 - across.y * 5 },
    along,
    across,
    length: 200,
    height: 10,
  };
  const pixels = Buffer.alloc(width * height, 230);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - rect.origin.x;
      const dy = y + 0.5 - rect.origin.y;
      const u = dx * along.x + dy * along.y;
      const v = dx * across.x + dy * across.y;
      if (u >= 0 && u <= rect.length && v >= 0 && v <= rect.height) pixels[y * width + x] = 20;
    }
  }
  return { page: { pixels, width, height }, rect };
}

describe('an enlarged, straightened crop around a detected region', () => {
  it('shows a tilted line level and enlarged, with a margin around it', () => {
    const { page, rect } = pageWithStripe(12);
    const crop = cropAround(page, rect);
    expect(crop.scale).toBeGreaterThan(2);
    const { pixels, width, height } = crop.image;
    const at = (x: number, y: number) => pixels[Math.round(y) * width + Math.round(x)]!;
    // The stripe fills the crop's middle row from end to end (past the margins), level.
    const margin = 0.3 * rect.height * crop.scale;
    for (let x = margin + 4; x < width - margin - 4; x += 8) expect(at(x, height / 2)).toBeLessThan(60);
    // Above and below it, the page.
    for (let x = margin + 4; x < width - margin - 4; x += 8) {
      expect(at(x, 2)).toBeGreaterThan(200);
      expect(at(x, height - 3)).toBeGreaterThan(200);
    }
  });

  it('maps what is found in the crop back onto the page', () => {
    const { page, rect } = pageWithStripe(-9);
    const crop = cropAround(page, rect);
    // The crop's own extent, found in it, is the frame around the region on the page.
    const whole: RotatedRect = {
      origin: { x: 0, y: 0 },
      along: { x: 1, y: 0 },
      across: { x: 0, y: 1 },
      length: crop.image.width,
      height: crop.image.height,
    };
    const back = toPage(crop, whole);
    expect(back.along.x).toBeCloseTo(rect.along.x, 6);
    expect(back.along.y).toBeCloseTo(rect.along.y, 6);
    // The region's centre is the centre of what maps back.
    const centre = pointIn(back, back.length / 2, back.height / 2);
    expect(centre.x).toBeCloseTo(300, 0);
    expect(centre.y).toBeCloseTo(200, 0);
    expect(back.height).toBeCloseTo(rect.height * 1.6, 0);
  });
});
