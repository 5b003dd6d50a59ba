import type { GlyphChoice } from './dot-glyphs.js';
import { classifyGlyph, featureOf } from './dot-glyphs.js';
import { cutGlyphs, type GlyphCut } from './dot-line.js';
import type { Box, GreyImage } from './image-prep.js';

/** Choices kept per glyph: enough for the check digit and the catalog to pick from. */
const KEEP = 6;

/**
 * A band's glyphs classified as dot-peen type (dot-line.ts cuts, dot-glyphs.ts classifies), left
 * to right. A glyph whose best fit is the star framing a VIN is dropped.
 */
export function readDotGlyphs(image: GreyImage, band: Box): GlyphChoice[][] {
  const cuts = cutGlyphs(image, band);
  const classify = (cut: GlyphCut) => classifyGlyph(featureOf(cut.values, cut.width, cut.height));
  const glyphs: GlyphChoice[][] = [];
  for (let i = 0; i < cuts.length; i++) {
    const cut = cuts[i]!;
    const parts = cuts.slice(i, i + (cut.whole?.parts ?? 1)).map(classify);
    // A run cut in pieces stays whole when it fits a glyph better than its pieces do (a W, not VV).
    const whole = cut.whole && classify(cut.whole.cut);
    if (whole && whole[0]!.cost <= mean(parts.map((p) => p[0]!.cost))) {
      glyphs.push(whole);
      i += cut.whole!.parts - 1;
    } else glyphs.push(parts[0]!);
  }
  return glyphs.filter((choices) => choices[0]!.char !== '*').map((choices) => choices.filter((c) => c.char !== '*').slice(0, KEEP));
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}
