import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { textPath } from '../../../bench/ocr/fonts.js';
import { readsOfGlyphs } from '../../../src/domain/ocr/glyph-reads.js';
import { readDotGlyphs } from '../../../src/infra/ocr/dot-reader.js';
import { FEATURE_HEIGHT, FEATURE_WIDTH } from '../../../src/infra/ocr/dot-glyphs.js';
import { decodeGrey } from '../../../src/infra/ocr/image-prep.js';
import { findTextBands } from '../../../src/infra/ocr/text-bands.js';
import { typeGlyphTemplates } from '../../../src/infra/ocr/type-glyph-templates.js';

/** A VIN printed in a face none of the templates was drawn from (DejaVu Serif), slightly blurred, on a light label. */
async function printedLine(vin: string) {
  const path = textPath('dejavuSerif', vin, 30, 70, 48, 0.05).d;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="110"><rect width="100%" height="100%" fill="#eeeade"/><path d="${path}" fill="#1c1c24"/></svg>`;
  const png = await sharp(Buffer.from(svg)).blur(0.8).png().toBuffer();
  const grey = await decodeGrey(png, 40e6);
  return { grey, band: findTextBands(grey.pixels, grey.width, grey.height)[0]! };
}

describe('reading printed type by its glyphs', () => {
  it('reads a VIN in a typeface that is not among its templates', async () => {
    // No W or M: the cutter may halve a serif face's widest glyphs (a limit of the cutter, not of the templates).
    const vin = '1FTFX1EP1KFA53274';
    const { grey, band } = await printedLine(vin);
    const words = readDotGlyphs(grey, band);
    const firsts = words.map((w) => w.map((g) => g[0]!.char).join('')).join('');
    expect(firsts).toHaveLength(17);
    expect([...vin].filter((c, i) => firsts[i] === c).length).toBeGreaterThanOrEqual(15);
    expect(readsOfGlyphs(words, band).map((r) => r.vin)).toContain(vin);
  });

  it('refuses a template file made for another glyph size', () => {
    expect(typeGlyphTemplates(FEATURE_WIDTH, FEATURE_HEIGHT).length).toBeGreaterThan(1000);
    expect(() => typeGlyphTemplates(FEATURE_WIDTH + 1, FEATURE_HEIGHT)).toThrow(/regenerate/);
  });
});
