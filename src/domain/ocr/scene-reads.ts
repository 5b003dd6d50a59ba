import { hasNumericSerialEnd, isNorthAmerican } from './confusables.js';
import type { OcrRegion } from './ocr-port.js';
import type { RawRead } from './vin-candidates.js';
import { isWellFormedVin } from './vin-structure.js';

// Which of the scene-text detector's regions the recognizer reads, and in what order: the way a
// person's eye goes to the line shaped like a VIN before reading the whole label.

/**
 * Length over height of a region holding a VIN alone: 17 characters of about 0.6 cap heights,
 * in a rectangle about 1.5 cap heights high once unclipped.
 */
const VIN_ASPECT = 7;
/** Shapes read at all: from a condensed VIN alone (3) to one glued to a label and a date (24). */
export const MIN_ASPECT = 3;
export const MAX_ASPECT = 24;
/** Regions lower than this (pixels) hold no text the recognizer can read. */
const MIN_HEIGHT = 7;

/** Regions that could hold a VIN, the likeliest by shape first (their order is their reading order). */
export function vinShapedRegions(regions: OcrRegion[]): OcrRegion[] {
  const aspect = (r: OcrRegion) => r.rect.length / Math.max(1, r.rect.height);
  const distance = (r: OcrRegion) => Math.abs(Math.log(aspect(r) / VIN_ASPECT));
  return regions
    .filter((r) => r.rect.height >= MIN_HEIGHT && aspect(r) >= MIN_ASPECT && aspect(r) <= MAX_ASPECT)
    .sort((a, b) => distance(a) - distance(b) || b.score - a.score);
}

/** Regions read per model run: few enough that a VIN among the first stops the reading early. */
export const SCENE_BATCH = 4;

/**
 * A read the answer could state: shaped as a VIN in every way (vin-structure.ts) and a run of
 * print of its own, with no letter read that no VIN holds (or, after a VIN label, a VIN made outside North America: named, flagged,
 * since it has no check digit). Once one is read,
 * the remaining regions are left unread: the tesseract looks at its line decide whether it is
 * certain. (An unlabelled code without a check digit is as likely a part or lot number.)
 */
export function isStateable(read: RawRead): boolean {
  if (read.cut || read.foreignLetter) return false;
  return isWellFormedVin(read.vin) || (read.labelled && !isNorthAmerican(read.vin) && hasNumericSerialEnd(read.vin));
}
