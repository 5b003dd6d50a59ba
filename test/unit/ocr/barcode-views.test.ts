import { describe, expect, it } from 'vitest';
import { mayHoldBarcode } from '../../../src/infra/ocr/barcode-reader.js';

const W = 400;
const H = 160;

function raster(ink: (x: number, y: number) => boolean) {
  const pixels = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) pixels[y * W + x] = ink(x, y) ? 20 : 235;
  return { pixels, width: W, height: H };
}

describe('telling a page that may hold bars from one that does not', () => {
  it('sees upright bars, not blank paper or a grid of letter-like blocks', () => {
    // Bars of two widths across the middle of the page, as a Code 39 label has them.
    const bars = raster((x, y) => y > 60 && y < 120 && x > 40 && x < 360 && (x % 7 < 2 || x % 13 < 3));
    expect(mayHoldBarcode(bars)).toBe(true);
    expect(mayHoldBarcode(raster(() => false))).toBe(false);
    // Text-like blocks: tones change down the columns as much as along the rows.
    const blocks = raster((x, y) => y > 60 && y < 120 && x % 12 < 7 && y % 12 < 7);
    expect(mayHoldBarcode(blocks)).toBe(false);
  });
});
