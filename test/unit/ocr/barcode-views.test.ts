import bwipjs from 'bwip-js';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mayHoldBarcode, readVinBarcodesBeside, readVinBarcodesOfPhoto } from '../../../src/infra/ocr/barcode-reader.js';
import type { RotatedRect } from '../../../src/infra/ocr/scene-text/rotated-rect.js';

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

const VIN = '1HGCM82633A004352';

/**
 * A Code 39 label of VIN turned by `deg` (grey around it) and softened, its narrow bars two pixels
 * wide; with it, the rectangle of the line of text printed under the bars, as the scene-text
 * detector would find it.
 */
async function tiltedLabel(deg: number, blur: number) {
  const bars = await bwipjs.toBuffer({ bcid: 'code39', text: VIN, scale: 2, height: 8, includetext: false });
  const meta = await sharp(bars).metadata();
  const [bw, bh] = [meta.width, meta.height];
  const [w, h] = [bw + 80, bh + 80];
  const label = await sharp({ create: { width: w, height: h, channels: 3, background: '#f4f4f4' } })
    .composite([{ input: bars, left: 40, top: 30 }])
    .png()
    .toBuffer();
  const turned = await sharp(label).rotate(deg, { background: '#777777' }).png().toBuffer();
  const tm = await sharp(turned).metadata();
  const { data, info } = await sharp(turned).blur(blur).greyscale().raw().toBuffer({ resolveWithObject: true });
  // The text line's top-left corner: just under the bars, carried through the turn.
  const rad = (deg * Math.PI) / 180;
  const [lx, ly] = [40 - w / 2, 30 + bh + 5 - h / 2];
  const line: RotatedRect = {
    origin: {
      x: tm.width / 2 + lx * Math.cos(rad) - ly * Math.sin(rad),
      y: tm.height / 2 + lx * Math.sin(rad) + ly * Math.cos(rad),
    },
    along: { x: Math.cos(rad), y: Math.sin(rad) },
    across: { x: -Math.sin(rad), y: Math.cos(rad) },
    length: bw,
    height: 24,
  };
  return { raster: { pixels: new Uint8Array(data), width: info.width, height: info.height }, line };
}

describe('reading the bars beside a line of text', () => {
  it.each([
    [8, 0.6],
    [12, 0.5],
  ])(
    'reads a label turned %i° from a crop straightened along its text line, where the photo as taken yields nothing',
    async (deg, blur) => {
      const { raster, line } = await tiltedLabel(deg, blur);
      expect(await readVinBarcodesOfPhoto(raster, null)).toEqual([]);
      expect(await readVinBarcodesBeside(raster, line)).toEqual([VIN]);
    },
  );

  it('finds no bars beside a line with none near it', async () => {
    const { raster, line } = await tiltedLabel(8, 0.6);
    // The same line moved to the page's empty grey corner.
    const elsewhere = { ...line, origin: { x: 2, y: raster.height - line.height - 2 }, length: line.length / 4 };
    expect(await readVinBarcodesBeside(raster, elsewhere)).toEqual([]);
  });
});
