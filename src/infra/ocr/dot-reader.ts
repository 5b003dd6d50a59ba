import type { GlyphChoice } from './dot-glyphs.js';
import { classifyGlyph, featureOf } from './dot-glyphs.js';
import { cutGlyphs, likelyDarkInk, type GlyphCut } from './dot-line.js';
import type { Box, GreyImage } from './image-prep.js';

/** Choices kept per glyph: enough for the check digit and the catalog to pick from. */
const KEEP = 6;

/**
 * Glyph centres further apart than this many times the band's median distance part words. A VIN
 * is struck as one run of evenly spaced glyphs; a label's text line has words, and a window across
 * them is no VIN (it would still classify, and the check digit would still find some VIN the
 * glyphs allow). Centres, not gaps: a monospaced 1 leaves wide gaps, not a wide step.
 */
const WORD_STEP = 1.5;

/** A read of ink the wrong side of the strokes fits its templates worse, and rarely as 17 glyphs. */
const COST_PER_MISSING_GLYPH = 0.01;
/** A fit this good is the glyphs themselves: the other side of the strokes is not read. */
const GOOD_FIT = 0.06;

/**
 * A band's glyphs classified as dot-peen type (dot-line.ts cuts, dot-glyphs.ts classifies), left
 * to right, in words. A glyph whose best fit is the star framing a VIN is dropped. Struck and
 * embossed strokes are shaded on both sides, one dark and one light, and which of them reads as
 * the glyphs no tone statistic tells reliably: the likelier side is read first, and unless its
 * glyphs fit their templates well the other is read too, the better fit (about 17 glyphs) kept.
 * `wanted` is asked between glyphs; when it turns false the read stops with GlyphReadAbandoned.
 */
export function readDotGlyphs(image: GreyImage, band: Box, wanted: () => boolean = () => true): GlyphChoice[][][] {
  const first = likelyDarkInk(image, band);
  const read = (dark: boolean) => {
    const words = readInk(image, band, dark, wanted);
    const costs = words.flat().map((g) => g[0]?.cost ?? 1);
    const fit = costs.length === 0 ? Infinity : mean(costs) + COST_PER_MISSING_GLYPH * Math.abs(costs.length - 17);
    return { words, fit };
  };
  const likely = read(first);
  if (likely.fit <= GOOD_FIT) return likely.words;
  const other = read(!first);
  return (other.fit < likely.fit ? other : likely).words;
}

/** Thrown by readDotGlyphs when `wanted` turns false: nobody waits for the rest of the read. */
export class GlyphReadAbandoned extends Error {
  constructor() {
    super('the glyph read is no longer wanted');
  }
}

function readInk(image: GreyImage, band: Box, dark: boolean, wanted: () => boolean): GlyphChoice[][][] {
  const stillWanted = () => {
    if (!wanted()) throw new GlyphReadAbandoned();
  };
  stillWanted();
  const cuts = cutGlyphs(image, band, dark);
  const classify = (cut: GlyphCut) => classifyGlyph(featureOf(cut.values, cut.width, cut.height));
  const glyphs: Array<{ choices: GlyphChoice[]; box: Box }> = [];
  for (let i = 0; i < cuts.length; i++) {
    // Classifying is most of a read's time: a read abandoned mid-way stops within one glyph.
    stillWanted();
    const cut = cuts[i]!;
    const parts = cuts.slice(i, i + (cut.whole?.parts ?? 1)).map(classify);
    // A run cut in pieces stays whole when it fits a glyph better than its pieces do (a W, not VV).
    const whole = cut.whole && classify(cut.whole.cut);
    if (whole && whole[0]!.cost <= mean(parts.map((p) => p[0]!.cost))) {
      glyphs.push({ choices: whole, box: cut.whole!.cut.box });
      i += cut.whole!.parts - 1;
    } else glyphs.push({ choices: parts[0]!, box: cut.box });
  }
  const kept = glyphs.filter((g) => g.choices[0]!.char !== '*');
  const centre = (b: Box) => b.left + b.width / 2;
  const steps = kept.slice(1).map((g, i) => centre(g.box) - centre(kept[i]!.box));
  const typical = [...steps].sort((a, b) => a - b)[Math.floor(steps.length / 2)] ?? 0;
  const words: GlyphChoice[][][] = [];
  kept.forEach(({ choices }, i) => {
    if (i === 0 || steps[i - 1]! > WORD_STEP * typical) words.push([]);
    words[words.length - 1]!.push(choices.filter((c) => c.char !== '*').slice(0, KEEP));
  });
  return words;
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}
