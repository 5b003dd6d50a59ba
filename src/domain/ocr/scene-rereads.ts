import type { OcrLine, OcrPage, OcrRegion } from './ocr-port.js';
import { MAX_ASPECT, MIN_ASPECT } from './scene-reads.js';

// A second, closer read of the regions whose first read came near a VIN without being one (the
// check digit fails, or a run of letters and digits is a few characters short or long): the way a
// person who cannot make out a line leans in, and tries the line as light print on dark.

/** Alphanumeric runs this long may be a VIN read a few characters short or long (or glued to a short label). */
const NEAR_MIN = 13;
const NEAR_MAX = 24;
/** A run over two or three words: a VIN with a space read into it, a character or two off. */
const NEAR_SPLIT_MIN = 15;
const NEAR_SPLIT_MAX = 19;
/** No VIN has fewer digits than this (its serial ends in at least four, its check digit is one). */
const NEAR_DIGITS = 4;
/** Regions read again per image: the reading's cost stays bounded on a page of tables. */
export const SECOND_READS = 3;
/** Of the lines the enlarged crop holds, those read (the longest first: the line itself, not its label). */
const LINES_PER_CROP = 1;

/**
 * Whether a first read came near a VIN: one word, or two or three words side by side that each
 * hold a digit (a VIN read with a space in it; not "GVWR 2251KG"), make a run of letters and digits of about a VIN's length with a VIN's share
 * of digits. Words with a lower-case letter unlike its capital ("213kPa", "lbs") are a label's
 * text, never a VIN's (c, o, s, x and the like may be the recognizer's case for a capital).
 */
export function isNearMiss(line: OcrLine): boolean {
  const words = line.words.map((w) => w.text.replace(/[^A-Za-z0-9]/g, ''));
  const digits = (run: string) => run.replace(/[^0-9]/g, '').length;
  for (let i = 0; i < words.length; i++) {
    let run = '';
    for (let k = i; k < Math.min(words.length, i + 3); k++) {
      const labelText = /[abdefghijlmnqrty]/.test(words[k]!);
      if (labelText || (k > i && !(/[0-9]/.test(words[i]!) && /[0-9]/.test(words[k]!)))) break;
      run += words[k]!;
      const [min, max] = k === i ? [NEAR_MIN, NEAR_MAX] : [NEAR_SPLIT_MIN, NEAR_SPLIT_MAX];
      if (run.length >= min && run.length <= max && digits(run) >= NEAR_DIGITS) return true;
    }
  }
  return false;
}

/**
 * The regions to read a second time for one near miss: the region itself inverted (light print
 * on a dark plate) and with room at the ends of its line, and the longest line the detector finds
 * in an enlarged, straightened crop of it, as it is and inverted. Each is read by the same model: these reads are the scene model's, not
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
export function lengthened(rect: OcrRegion['rect']): OcrRegion['rect'] {
  const d = END_ROOM * rect.height;
  return { ...rect, origin: { x: rect.origin.x - rect.along.x * d, y: rect.origin.y - rect.along.y * d }, length: rect.length + 2 * d };
}
