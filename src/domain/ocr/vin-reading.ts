import type { CharacterEvidence } from './character-confidence.js';
import type { Verdict } from './vin-verdict.js';

/** What reading an image answers: the VIN, how sure, from what, and where it was read. */
export interface VinReading {
  vin: string;
  confidence: number;
  /**
   * Read with certainty, whatever the catalog says: from a barcode, or by looks that agree (see
   * vin-verdict.ts). A certain VIN the catalog cannot decode is answered VIN_NOT_FOUND naming it.
   */
  certain: boolean;
  /** Read with certainty and decoded by the catalog. */
  verified: boolean;
  source: 'barcode' | 'ocr';
  warnings: string[];
  /**
   * The 17 characters of `vin`, each with how sure the reading is of it (0–1) and whether a
   * frontend should mark it unsure (character-confidence.ts).
   */
  characters: CharacterEvidence[];
  alternatives: Verdict['alternatives'];
  /** Recognition passes run (0 when a barcode answered). */
  passes: number;
  /**
   * Where the VIN was read, in the uploaded image's pixels (upright): the line the scene-text
   * model read it from. Absent when a barcode or the earlier reader answered.
   */
  box?: { left: number; top: number; width: number; height: number };
}
