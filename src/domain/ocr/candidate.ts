import { hasNumericSerialEnd, isNorthAmerican } from './confusables.js';
import type { RawRead } from './vin-candidates.js';

/**
 * Weighs everything the passes read. Reading is not decoding: a VIN is *read with certainty*
 * when its check digit holds and every one of its characters was read so by at least two kinds of
 * look (letting the check digit alone pick a correction would return a wrong VIN one time in
 * eleven), and it keeps every other structural rule (vin-structure.ts); the catalog has no say. A
 * VIN without a check digit that holds is never read with certainty. It is *verified* when,
 * besides, the catalog decodes it. A VIN read with certainty that the catalog cannot decode is still the answer
 * (VIN_NOT_FOUND naming it), not a reason to look for another.
 */
export interface Candidate {
  vin: string;
  /** Per position, how many kinds of look read this character there; the minimum over the 17. */
  agreement: number;
  /**
   * The same with the engine's kinds of look counted at most ENGINE_SAY times: its looks share its
   * confusions, so a third or fourth of them agreeing says little more (what ranks use).
   */
  support: number;
  /** Substitutions from the nearest raw read that is not a guess (0 when some pass read exactly this). */
  edits: number;
  meanConfidence: number;
  labelled: boolean;
  /**
   * Some look read it (or a reading of the same text) as a run of print of its own: whitespace, a
   * box edge, punctuation or a label on either side, not 17 characters cut out of a longer run
   * (a surname run into digits; a VIN read with a character dropped and one from beyond it).
   */
  bounded: boolean;
  checkDigitValid: boolean;
  inCatalog: boolean;
  /** The catalog knows its make and model (see catalog-check.ts). */
  identified: boolean;
  /**
   * Other characters some look read in its place that the check digit cannot tell from it (J, A
   * and 1 all count 1), where it does not lead them by two kinds of look.
   */
  contested: Array<{ position: number; char: string }>;
}

export interface PassRead extends RawRead {
  /** The kind of look that read it: looks of one kind make the same mistakes, so they agree as one. */
  pass: string;
}

/** The kind of look the glyph reader's reads carry. */
export const GLYPH_KIND = 'dots';
/**
 * The kind of look the scene-text model's reads carry: a reader of its own (a neural recognizer
 * shares neither tesseract's confusions nor the glyph templates'). Every other kind is a look of
 * the OCR engine, tesseract.
 */
export const SCENE_KIND = 'scene';

export const readerOf = (kind: string) => (kind === GLYPH_KIND ? 'glyphs' : kind === SCENE_KIND ? 'scene' : 'engine');

/** Decodable, a serial ending in digits, and for North American VINs a valid check digit (49 CFR 565.15). */
export function isAcceptable(c: Pick<Candidate, 'vin' | 'inCatalog' | 'checkDigitValid'>): boolean {
  if (!c.inCatalog) return false;
  return hasNumericSerialEnd(c.vin) && (c.checkDigitValid || !isNorthAmerican(c.vin));
}
