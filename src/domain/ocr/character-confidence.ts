import type { Candidate } from './candidate.js';
import { distance, isSceneSure, SAME_TEXT_DISTANCE, type ReadGroup } from './read-groups.js';

/**
 * One character of the VIN an image answers, and how sure the reading is of it: what a frontend
 * marks when it shows the VIN (decision 0310). Plain data: it crosses from the reader process.
 */
export interface CharacterEvidence {
  /** 1–17. */
  position: number;
  character: string;
  /** 0–1, two decimals (characterConfidence below). */
  confidence: number;
  /** Below UNSURE_BELOW, or contested (Candidate.contested). */
  unsure: boolean;
}

/**
 * Below this a character is marked unsure. One kind of look alone never reaches it (it scores at
 * most 0.5, see characterConfidence), unless it is the scene model at SURE_SCENE_CHARACTER, which
 * counts as two (decision 0312); two kinds reach it from a mean recognizer probability of 0.74.
 */
export const UNSURE_BELOW = 0.55;

/**
 * The most a contested character may score: another character that the check digit counts alike
 * (J, A, 1) was read there, so nothing but the looks can tell the two apart, and they split.
 */
export const CONTESTED_CEILING = 0.25;

/**
 * The per-character confidence of the candidate `best`, from the reads of 17 (`groups`) of the
 * same text, as `describe` (read-groups.ts) counts them: a reader's guess counts only for the VIN
 * it spells out.
 *
 * At each position, with `a` the kinds of look that read this character there, `r` those that read
 * another one there, and `p` the recognizer's mean probability (0–1) over the reads with this
 * character there:
 *
 *     confidence = p × (1 − 2^−a) × a / (a + r), at most CONTESTED_CEILING when contested
 *
 * `1 − 2^−a` is the agreement between independent kinds of look: one kind alone may share any
 * confusion (0.5), and each further kind halves the room for a mistake they all make (0.75,
 * 0.875…). A character the scene model read at SURE_SCENE_CHARACTER or more counts once more in
 * `a`, as it does for certainty (read-groups.ts). `a / (a + r)` is the share of the kinds that read this character: a split position
 * scores less. A character no look read (a correction) scores 0. The arithmetic is on the reads
 * alone, so the same reads give the same numbers.
 */
export function characterConfidence(best: Pick<Candidate, 'vin' | 'contested'>, groups: readonly ReadGroup[]): CharacterEvidence[] {
  const near = groups.filter((g) => distance(g.vin, best.vin) <= SAME_TEXT_DISTANCE);
  return [...best.vin].map((character, i) => {
    const agreeing = new Set<string>();
    const other = new Set<string>();
    let confidenceSum = 0;
    let reads = 0;
    for (const g of near) {
      const kinds = g.vin === best.vin ? g.kinds : g.firmKinds;
      if (kinds.size === 0) continue;
      if (g.vin[i] !== character) {
        for (const k of kinds) other.add(k);
        continue;
      }
      for (const k of kinds) agreeing.add(k);
      confidenceSum += g.confidenceSums[i]!;
      reads += g.count;
    }
    // A character the scene model read surely counts as two kinds of look, as in the certainty rules.
    const a = agreeing.size + (agreeing.size > 0 && isSceneSure(best.vin, i, near) ? 1 : 0);
    const p = reads > 0 ? Math.min(1, Math.max(0, confidenceSum / reads / 100)) : 0;
    const value = a === 0 ? 0 : p * (1 - 2 ** -a) * (a / (a + other.size));
    const contested = best.contested.some((c) => c.position === i);
    const confidence = round2(contested ? Math.min(value, CONTESTED_CEILING) : value);
    return { position: i + 1, character, confidence, unsure: contested || confidence < UNSURE_BELOW };
  });
}

/** Every character of a barcode's VIN as sure as the barcode's reading: its symbology checks every character alike. */
export function barcodeCharacters(vin: string, confidence: number): CharacterEvidence[] {
  return [...vin].map((character, i) => ({ position: i + 1, character, confidence, unsure: confidence < UNSURE_BELOW }));
}

/**
 * The evidence as REST carries it, beside the reading's own confidence: 17 confidences in the
 * VIN's order, and the positions (1–17) to mark, in order.
 */
export function characterSummary(characters: ReadonlyArray<Pick<CharacterEvidence, 'position' | 'confidence' | 'unsure'>>): {
  characterConfidence: number[];
  unsureCharacters: number[];
} {
  return {
    characterConfidence: characters.map((c) => c.confidence),
    unsureCharacters: characters.filter((c) => c.unsure).map((c) => c.position),
  };
}

const round2 = (value: number) => Math.round(value * 100) / 100;
