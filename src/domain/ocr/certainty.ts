import { characterValue, hasValidCheckDigit } from '../vin/check-digit.js';
import { isAcceptable, type Candidate } from './candidate.js';
import { catalogMatchOf, type CatalogCheck } from './catalog-check.js';
import { hasNumericSerialEnd, isNorthAmerican, shapeTwinsOf } from './confusables.js';
import { isSameText } from './read-groups.js';

// When the looks establish a VIN with certainty, and what makes a reading doubtful after all.

/**
 * Kinds of look that must read a VIN without a check digit (made outside North America: WVWZZZ…)
 * exactly so before it counts as read with certainty. Two looks of one engine share some
 * confusions (8 for B); three agreeing on all 17 characters, with no check digit to catch a
 * misread, is the evidence a check digit would otherwise add.
 */
export const NO_CHECK_DIGIT_AGREEMENT = 3;

/** Kinds of look that must read each character of a VIN no look read whole before it is certain. */
const PIECED_AGREEMENT = 3;

/**
 * Looks disagree on a character the check digit cannot arbitrate (J, A or 1), without a clear
 * majority, and the catalog takes the other reading as well: a J read as 1 in a plant code or a
 * descriptor still decodes, to the same make and model. Nothing but the looks can tell the two
 * apart, so the VIN is not verified.
 */
export async function isContested(best: Candidate, candidates: Candidate[], inCatalog: CatalogCheck): Promise<boolean> {
  if (best.contested.length === 0) return false;
  const rivals = best.contested.map(({ position, char }) => {
    const vin = best.vin.slice(0, position) + char + best.vin.slice(position + 1);
    return { vin, weighed: candidates.find((c) => c.vin === vin) };
  });
  const unweighed = rivals.filter((r) => !r.weighed).map((r) => r.vin);
  const known = unweighed.length > 0 ? await inCatalog(unweighed) : new Map<string, { identified: boolean }>();
  return rivals.some(({ vin, weighed }) => {
    const match = weighed ? (weighed.inCatalog ? { identified: weighed.identified } : null) : catalogMatchOf(known, vin);
    return match !== null && (match.identified || !best.identified);
  });
}

/**
 * What the looks alone establish: a serial ending in digits, and either a valid check digit with
 * every character read so by two kinds of look, or, without a check digit outside North America,
 * the whole VIN read exactly so by NO_CHECK_DIGIT_AGREEMENT kinds of look, the glyph reader and
 * the engine among them: every look of the engine may share one confusion, and with no check
 * digit nothing else would catch it.
 */
export function isReadWithCertainty(c: Candidate): boolean {
  if (!hasNumericSerialEnd(c.vin)) return false;
  // Pieced together from looks none of which read it whole, it takes a third kind of look at
  // every character: two kinds agree on some character of many a different text.
  if (c.checkDigitValid) return c.agreement >= (c.edits === 0 ? 2 : PIECED_AGREEMENT);
  return !isNorthAmerican(c.vin) && c.exactKinds >= NO_CHECK_DIGIT_AGREEMENT && c.exactReaders >= 2;
}

/**
 * A VIN the catalog cannot decode beside another reading of the same text that it decodes, pieced
 * from characters looks read, whose check digit holds as well though it differs in what the check
 * digit counts: the check digit, which makes two kinds of look enough, does not tell the two apart,
 * and the looks alone may share one confusion (every look of the engine reading a G as 6). The
 * catalog cannot make a reading certain, but it can make it doubtful. (Characters the check digit
 * counts alike, J and 1, are weighed as contested instead.)
 */
export function hasDecodableRival(best: Candidate, candidates: Candidate[]): boolean {
  return (
    best.checkDigitValid &&
    candidates.some(
      (c) =>
        c !== best &&
        isAcceptable(c) &&
        c.checkDigitValid &&
        c.agreement >= 1 &&
        isSameText(c.vin, best.vin) &&
        countsApart(c.vin, best.vin),
    )
  );
}

/** Whether the check digit counts some character of `a` differently from `b`'s in its place. */
function countsApart(a: string, b: string): boolean {
  for (let i = 0; i < 17; i++) if (characterValue(a[i]!) !== characterValue(b[i]!)) return true;
  return false;
}

/**
 * A VIN without a check digit that holds, one shape twin away from one whose check digit does: a
 * VIN made outside North America often carries a check digit too, and a G read as 6 by every
 * look breaks it. Only the catalog can tell them apart: when it decodes the read and none of the
 * twins, the read stands; otherwise it is a suggestion, not a certainty.
 */
export async function hasValidTwin(best: Candidate, inCatalog: CatalogCheck): Promise<boolean> {
  if (best.checkDigitValid) return false;
  const twins = shapeTwinsOf(best.vin).filter(hasValidCheckDigit);
  if (twins.length === 0) return false;
  if (!best.inCatalog) return true;
  const known = await inCatalog(twins);
  return twins.some((twin) => catalogMatchOf(known, twin) !== null);
}
