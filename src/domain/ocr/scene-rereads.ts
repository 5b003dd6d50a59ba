import type { OcrLine, OcrPage, OcrRegion } from './ocr-port.js';
import { MAX_ASPECT, MIN_ASPECT } from './scene-reads.js';

// A second, closer read of the regions whose first read came near a VIN without being one (the
// check digit fails, or a run of letters and digits is a few characters short or long): the way a
// person who cannot make out a line leans in, and tries the line as light print on dark.

/** Alphanumeric runs this long may be a VIN read a few characters short or long (or glued to a short label). */
const NEAR_MIN = 13;
const NEAR_MAX = 24;
/** No VIN has fewer digits than this (its serial ends in at least four, its check digit is one). */
const NEAR_DIGITS = 4;
/** Regions read again per image: the reading's cost stays bounded on a page of tables. */
export const SECOND_READS = 4;
/** Of the lines the enlarged crop holds, those read (the nearest a VIN's shape first). */
const LINES_PER_CROP = 2;

/**
 * Whether a first read came near a VIN: some word, or the line's words holding digits taken
 * together, is a run of letters and digits of about a VIN's length with a VIN's share of digits. (A read that held a VIN whose
 * check digit holds stopped the reading already.)
 */
export function isNearMiss(line: OcrLine): boolean {
  const near = (text: string) => {
    const run = text.replace(/[^A-Za-z0-9]/g, '');
    return run.length >= NEAR_MIN && run.length <= NEAR_MAX && run.replace(/\D/g, '').length >= NEAR_DIGITS;
  };
  // The line as a whole, its words of letters alone left out (a label's GVWR, KG, VIN): a VIN
  // read with spaces in it ("1HG CM826 3 3A 00435") is a near miss, a line of weights is not.
  const codes = line.words.filter((w) => !/^[A-Za-z]{3,}$/.test(w.text) && !/^[A-Za-z]{1,2}$/.test(w.text)).map((w) => w.text);
  return near(codes.join('')) || line.words.some((w) => near(w.text));
}

/**
 * The regions to read a second time for one near miss: the region itself inverted (light print
 * on a dark plate) and with room at the ends of its line, and the lines the detector finds in an enlarged, straightened crop of it, as
 * they are and inverted. Each is read by the same model: these reads are the scene model's, not
 * an independent look.
 */
export async function secondReadRegions(page: OcrPage, region: OcrRegion): Promise<Array<{ rect: OcrRegion['rect']; invert?: boolean }>> {
  const aspect = (r: OcrRegion) => r.rect.length / Math.max(1, r.rect.height);
  const within = (await page.textRegionsWithin(region.rect))
    .filter((r) => aspect(r) >= MIN_ASPECT && aspect(r) <= MAX_ASPECT)
    .sort((a, b) => b.rect.length - a.rect.length || b.score - a.score)
    .slice(0, LINES_PER_CROP);
  return [
    { rect: region.rect, invert: true },
    { rect: lengthened(region.rect) },
    ...within.flatMap((r) => [{ rect: r.rect }, { rect: r.rect, invert: true }]),
  ];
}

/** Of the region's height, added at each end: a loose region cuts the line's first or last character in half. */
const END_ROOM = 0.5;

/** The region with room at both ends of its line. */
function lengthened(rect: OcrRegion['rect']): OcrRegion['rect'] {
  const d = END_ROOM * rect.height;
  return { ...rect, origin: { x: rect.origin.x - rect.along.x * d, y: rect.origin.y - rect.along.y * d }, length: rect.length + 2 * d };
}
