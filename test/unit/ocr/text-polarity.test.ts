import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeGrey } from '../../../src/infra/ocr/image-prep.js';
import { findTextBands } from '../../../src/infra/ocr/text-bands.js';
import { textPolarity } from '../../../src/infra/ocr/text-polarity.js';

const FIXTURES = resolve(import.meta.dirname, '../../fixtures/ocr');

async function page(file: string, negate = false) {
  const grey = await decodeGrey(readFileSync(resolve(FIXTURES, file)), 40e6);
  const pixels = negate ? grey.pixels.map((v) => 255 - v) : grey.pixels;
  return { pixels, width: grey.width, bands: findTextBands(pixels, grey.width, grey.height) };
}

/** A white page with `lines` rows of dark vertical strokes (character-like), one band each. */
function strokes(lines: number): { pixels: Uint8Array; width: number; height: number } {
  const width = 400;
  const height = 60 * lines + 40;
  const pixels = new Uint8Array(width * height).fill(235);
  for (let line = 0; line < lines; line++) {
    for (let y = 30 + line * 60; y < 55 + line * 60; y++) for (let x = 40; x < 360; x++) if (x % 12 < 3) pixels[y * width + x] = 20;
  }
  return { pixels, width, height };
}

describe('text polarity from the text bands', () => {
  it('tells dark print on a light label from the same label negated', async () => {
    const plain = await page('label-plain.jpg');
    expect(textPolarity(plain.pixels, plain.width, plain.bands)).toBe('dark');
    const negated = await page('label-plain.jpg', true);
    expect(textPolarity(negated.pixels, negated.width, negated.bands)).toBe('light');
  });

  it('says dark for dark strokes on white, light for the same raster inverted', () => {
    const { pixels, width, height } = strokes(3);
    const bands = findTextBands(pixels, width, height);
    expect(bands.length).toBeGreaterThanOrEqual(2);
    expect(textPolarity(pixels, width, bands)).toBe('dark');
    expect(
      textPolarity(
        pixels.map((v) => 255 - v),
        width,
        bands,
      ),
    ).toBe('light');
  });

  it('will not judge from a single band', () => {
    const { pixels, width, height } = strokes(1);
    const bands = findTextBands(pixels, width, height);
    expect(bands).toHaveLength(1);
    expect(textPolarity(pixels, width, bands)).toBeNull();
  });

  it('will not judge when the bands disagree (metal shaded both ways)', () => {
    const { pixels, width, height } = strokes(2);
    // The second line's strokes turned light on a dark ground.
    for (let y = 80; y < 125; y++) for (let x = 0; x < width; x++) pixels[y * width + x] = 255 - pixels[y * width + x]!;
    const bands = findTextBands(pixels, width, height);
    expect(bands).toHaveLength(2);
    expect(textPolarity(pixels, width, bands)).toBeNull();
  });
});
