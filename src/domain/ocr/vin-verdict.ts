import { isAcceptable, readerOf, type Candidate, type PassRead } from './candidate.js';
import { CATALOG_SAY, canBeNamed, confidenceOf, isReadDespiteCheckDigit, rank } from './candidate-rank.js';
import { catalogMatchOf, type CatalogCheck } from './catalog-check.js';
import { characterConfidence, type CharacterEvidence } from './character-confidence.js';
import { hasDecodableRival, hasWellFormedRival, isContested, isReadWithCertainty } from './certainty.js';
import { correctionsOf, hasNumericSerialEnd, isNorthAmerican } from './confusables.js';
import { consensusAround, describe, groupReads, isSameText } from './read-groups.js';
import type { RawRead } from './vin-candidates.js';
import { isWellFormedBesideCheckDigit } from './vin-structure.js';

export type { Candidate, CatalogCheck };
export { GLYPH_KIND, SCENE_KIND } from './candidate.js';
export { isAcceptable } from './candidate.js';
export { isSameText } from './read-groups.js';

export interface Verdict {
  best: Candidate;
  confidence: number;
  /** Read with certainty (see above), whether the catalog decodes it or not. */
  certain: boolean;
  verified: boolean;
  /**
   * More passes would not change the answer: read with certainty, or read exactly so by three
   * kinds of look and acceptable (a split the check digit cannot arbitrate aside) or decodable
   * despite a failing check digit.
   */
  settled: boolean;
  warnings: string[];
  /** Per character of `best`, how sure the looks are of it (character-confidence.ts). */
  characters: CharacterEvidence[];
  alternatives: Array<{ vin: string; confidence: number; checkDigitValid: boolean; inCatalog: boolean }>;
}

/** Kinds of look that, reading the same acceptable VIN exactly, make further passes pointless. */
const SETTLED_AGREEMENT = 3;

/** Corrections after which a candidate the catalog decodes is a guess at another text, not a reading of it. */
const FAR_FETCHED_EDITS = 2;

/**
 * A correction no two kinds of look read, and that the check digit cannot have chosen: one
 * whose check digit fails, or one of several changes (FAR_FETCHED_EDITS).
 */
function isGuess(c: Candidate): boolean {
  return c.edits >= (c.checkDigitValid ? FAR_FETCHED_EDITS : 1) && c.agreement < 2;
}

/** `kinds[i]` names the kind of look of `passes[i]` (default: each pass its own kind). */
export async function weighReads(passes: RawRead[][], inCatalog: CatalogCheck, kinds: string[] = []): Promise<Verdict | null> {
  const reads: PassRead[] = passes.flatMap((rs, i) => rs.map((r) => ({ ...r, pass: kinds[i] ?? String(i) })));
  if (reads.length === 0) return null;
  const groups = groupReads(reads);
  const proposals = new Set<string>(reads.map((r) => r.vin));
  for (const r of reads) for (const c of correctionsOf(r.vin, r.confidence)) proposals.add(c.vin);
  for (const g of groups) proposals.add(consensusAround(g.vin, groups));
  const all = [...proposals].map((vin) => describe(vin, groups));
  // Only what could be chosen goes to the catalog: close reads, or corrections with a valid check digit.
  // Single corrections go too: outside North America the check digit cannot pick them.
  const worthChecking = all
    .filter((c) => c.edits <= 1 || c.checkDigitValid || c.agreement >= 2)
    .sort((a, b) => a.edits - b.edits)
    .map((c) => c.vin);
  const known = await inCatalog(worthChecking.slice(0, 400));
  const candidates = all.map((c) => {
    const match = catalogMatchOf(known, c.vin);
    return { ...c, inCatalog: match !== null, identified: match?.identified ?? false };
  });
  // Text read exactly as a VIN (a check digit that holds, a serial ending in digits) outweighs a
  // different text the catalog decodes only after several corrections, or after one that leaves
  // its check digit failing: that is the catalog choosing what was read, not weighing it.
  const exactVins = candidates.filter((c) => c.edits === 0 && c.checkDigitValid && hasNumericSerialEnd(c.vin));
  const farFetched = (c: Candidate) => isGuess(c) && exactVins.some((e) => !isSameText(e.vin, c.vin));
  // Likewise a correction whose check digit fails, beside a reading of the same text whose check
  // digit holds (read exactly, or by two kinds of look at every character): the check digit has
  // spoken for the one, and the catalog decoding the other says only that such vehicles exist.
  const readWithCheckDigit = candidates.filter(
    (c) => c.checkDigitValid && hasNumericSerialEnd(c.vin) && (c.edits === 0 || c.agreement >= 2),
  );
  const outread = (c: Candidate) => c.edits >= 1 && !c.checkDigitValid && readWithCheckDigit.some((e) => isSameText(e.vin, c.vin));
  // A candidate the reader would not state (a serial ending in a letter; pieced from corrections
  // and unknown to the catalog) may not push one it would state out of first place: the answer
  // would be that no VIN was found.
  // A window cut out of a longer run of print (a VIN shifted by a character, a label run into it)
  // beside a reading that some look took whole, as a run of its own: the catalog decoding the
  // shifted one says only that such vehicles exist (decision 0309).
  const anyTakenWhole = candidates.some((c) => c.edits === 0 && c.bounded);
  const shifted = (c: Candidate) => !c.bounded && anyTakenWhole;
  // Likewise beside a reading outside North America, where position 9 is often no check digit,
  // taken whole by two kinds of look and shaped as a VIN but for the check digit: a correction no
  // two kinds of look read is a guess, whether the catalog decodes it (one whose check digit fails)
  // or, after two changes or more, the check digit holds (among one reader's guesses one in eleven
  // passes it by chance, often by moving the VIN into North America: a W read as 4). The page shows
  // the reading; the guess neither outranks it nor is named in its place.
  const readWithoutCheckDigit = candidates.some(
    (c) => c.edits === 0 && c.agreement >= 2 && c.bounded && !isNorthAmerican(c.vin) && isWellFormedBesideCheckDigit(c.vin),
  );
  const guessedOver = (c: Candidate) => readWithoutCheckDigit && isGuess(c);
  const stateable = (c: Candidate) => canBeNamed(c) && !guessedOver(c);
  const ranks = new Map(
    candidates.map((c) => [
      c,
      rank(c) - (farFetched(c) || outread(c) || shifted(c) || guessedOver(c) ? CATALOG_SAY : 0) - (stateable(c) ? 0 : CATALOG_SAY),
    ]),
  );
  candidates.sort((a, b) => ranks.get(b)! - ranks.get(a)!);
  const best = candidates[0]!;
  // A character the check digit cannot arbitrate, split between looks: the catalog may settle it
  // (it decodes only one reading); when it decodes neither, nothing can.
  const certain =
    isReadWithCertainty(best) &&
    !hasWellFormedRival(best, candidates, (vin) => new Set([...(groups.find((g) => g.vin === vin)?.firmKinds ?? [])].map(readerOf)).size) &&
    (best.inCatalog
      ? !(await isContested(best, candidates, inCatalog))
      : best.contested.length === 0 && !hasDecodableRival(best, candidates));
  const verified = certain && isAcceptable(best);
  const warnings: string[] = [];
  if (!certain) warnings.push('OCR_UNVERIFIED');
  if (best.edits > 0) warnings.push('OCR_CORRECTED');
  if (!best.checkDigitValid) warnings.push('CHECK_DIGIT_MISMATCH');
  return {
    best,
    confidence: confidenceOf(best, certain),
    certain,
    verified,
    settled: certain || ((isAcceptable(best) || isReadDespiteCheckDigit(best)) && best.edits === 0 && best.agreement >= SETTLED_AGREEMENT),
    warnings,
    characters: characterConfidence(best, groups),
    alternatives: candidates
      .slice(1)
      .filter((c) => isAcceptable(c) || c.edits === 0)
      .slice(0, 5)
      .map((c) => ({ vin: c.vin, confidence: confidenceOf(c, false), checkDigitValid: c.checkDigitValid, inCatalog: c.inCatalog })),
  };
}
