import { hasValidCheckDigit } from '../vin/check-digit.js';
import { hasNumericSerialEnd, LINE_WHITELIST } from './confusables.js';
import type { OcrBox, OcrPass, OcrRegion } from './ocr-port.js';
import { lengthened } from './scene-rereads.js';
import type { RawRead } from './vin-candidates.js';

// The recognition passes the reader (vin-image-reader.ts) may run on an image, in the order it
// tries them, and where it points the closer ones.

/**
 * First look at the whole page: cheap, finds the VIN line on printed labels. Light text is turned
 * dark first, so the engine does not read badly read lines a second time inverted.
 */
export const FIRST_LOOK: OcrPass = { psm: 11, targetWidth: 640, darkText: true };

/**
 * First look at a plate (a page whose only text is one band): the band alone, as one line. A
 * sparse-text look at a whole stamped or embossed plate reads its grain as hundreds of specks,
 * and takes three times as long.
 */
export const FIRST_LOOK_OF_PLATE = (band: OcrBox): OcrPass => ({
  psm: 7,
  region: pad(band, 0.3),
  targetHeight: 72,
  normalize: true,
  whitelist: LINE_WHITELIST,
});

/** Closer looks at the line a look found: the VIN alone, larger, restricted to the VIN alphabet. */
export const CLOSE_LOOKS: Array<(box: OcrBox) => OcrPass> = [
  (box) => ({ psm: 7, region: pad(box, 0.35), targetHeight: 60, whitelist: LINE_WHITELIST }),
  (box) => ({ psm: 7, region: pad(box, 0.5), targetHeight: 72, blurSigma: 0.8, binarize: 'dark', whitelist: LINE_WHITELIST }),
  (box) => ({ psm: 13, region: pad(box, 0.6), targetHeight: 96, normalize: true, sharpen: true, whitelist: LINE_WHITELIST }),
];

/**
 * A closer look at the region the scene model read a VIN in, straightened along its own axes with
 * room at each end: a tilted or keystoned line, which the closer looks above cut out askew, read
 * level (its own kind of look: the rendering differs).
 */
export const STRAIGHT_LOOK = (rect: OcrRegion['rect']): OcrPass => ({
  psm: 7,
  along: lengthened(rect),
  targetHeight: 64,
  whitelist: LINE_WHITELIST,
});

/** The read most like a VIN line: labelled "VIN", a valid check digit, a numeric sequence, then the most confident. */
export function closeLookTarget(reads: RawRead[]): RawRead | undefined {
  const score = (r: RawRead) =>
    (r.labelled ? 100 : 0) +
    (hasValidCheckDigit(r.vin) ? 50 : 0) +
    (hasNumericSerialEnd(r.vin) ? 40 : 0) +
    r.confidence.reduce((a, b) => a + b, 0) / 17;
  return [...reads].sort((a, b) => score(b) - score(a))[0];
}

function pad(box: OcrBox, factor: number): OcrBox {
  const dy = box.height * factor;
  const dx = box.height * (factor + 0.3);
  return { left: box.left - dx, top: box.top - dy, width: box.width + 2 * dx, height: box.height + 2 * dy };
}
