import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { plateSvg } from '../../../bench/ocr/plate-svg.js';
import type { FontName } from '../../../bench/ocr/fonts.js';
import { Rng } from '../../../bench/ocr/random.js';
import { readsOfGlyphs } from '../../../src/domain/ocr/glyph-reads.js';
import { readDotGlyphs } from '../../../src/infra/ocr/dot-reader.js';
import { decodeGrey } from '../../../src/infra/ocr/image-prep.js';
import { findTextBands } from '../../../src/infra/ocr/text-bands.js';

/** A dot-peen plate from the benchmark's generator, shrunk and blurred as a photo would be. */
async function dotPlate(vin: string, font: FontName, seed: number) {
  const plate = await plateSvg(vin, 'dotpeen', font, new Rng(seed));
  const png = await sharp(Buffer.from(plate.svg))
    .resize({ width: Math.round(plate.width * 0.8) })
    .blur(1)
    .png()
    .toBuffer();
  const grey = await decodeGrey(png, 40e6);
  const band = findTextBands(grey.pixels, grey.width, grey.height)[0]!;
  return { grey, band };
}

describe('reading dot-peen glyphs by their cells', () => {
  it('reads a blurred dot-peen VIN, the check digit picking among close choices', async () => {
    const { grey, band } = await dotPlate('1GCMFDGP7EV193042', 'dejavuMonoBold', 5);
    const words = readDotGlyphs(grey, band);
    // One evenly struck run: a single word.
    expect(words).toHaveLength(1);
    const glyphs = words[0]!;
    const firsts = glyphs.map((g) => g[0]!.char).join('');
    // Most glyphs right as they are; each one's choices best first, costs between 0 and 1.
    expect([...'1GCMFDGP7EV193042'].filter((c, i) => firsts[i] === c).length).toBeGreaterThanOrEqual(14);
    for (const g of glyphs) {
      expect(g.map((c) => c.cost)).toEqual([...g.map((c) => c.cost)].sort((a, b) => a - b));
      expect(g[0]!.cost).toBeGreaterThanOrEqual(0);
      expect(g[0]!.cost).toBeLessThan(1);
    }
    expect(readsOfGlyphs(words, band).map((r) => r.vin)).toContain('1GCMFDGP7EV193042');
  });

  it('keeps a W whole rather than cutting it into two narrow glyphs', async () => {
    const { grey, band } = await dotPlate('2G1WWG8Z316891147', 'shareTechMono', 5);
    const words = readDotGlyphs(grey, band);
    expect(
      words
        .flat()
        .map((g) => g[0]!.char)
        .join(''),
    ).toContain('WWG8Z');
    expect(readsOfGlyphs(words, band).map((r) => r.vin)).toContain('2G1WWG8Z316891147');
  });

  it('finds no glyphs where there is no text', async () => {
    const blank = await sharp({ create: { width: 400, height: 120, channels: 3, background: '#8a8d90' } })
      .png()
      .toBuffer();
    const grey = await decodeGrey(blank, 40e6);
    expect(readDotGlyphs(grey, { left: 40, top: 40, width: 320, height: 30 })).toEqual([]);
  });
});
