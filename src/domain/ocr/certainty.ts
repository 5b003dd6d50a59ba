import { characterValue } from '../vin/check-digit.js';
import { isAcceptable, type Candidate } from './candidate.js';
import { catalogMatchOf, type CatalogCheck } from './catalog-check.js';
import { isSameText } from './read-groups.js';
import { isWellFormedVin } from './vin-structure.js';

// When the looks establish a VIN with certainty, and what makes a reading doubtful after all.

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
 * What the looks alone establish: a reading shaped as a VIN in every way the rules allow to check
 * without a catalog (vin-structure.ts), cut out of no longer run of print (Candidate.bounded), and
 * every character read so by two kinds of look. A reading without a check digit that holds is
 * never certain: every vehicle of the USA and Canada carries one, and without it nothing catches
 * a misread that every look shares, nor tells a VIN from another 17-character code.
 */
export function isReadWithCertainty(c: Candidate): boolean {
  if (!isWellFormedVin(c.vin) || !c.bounded) return false;
  // Pieced together from looks none of which read it whole, it takes a third kind of look at
  // every character: two kinds agree on some character of many a different text.
  return c.agreement >= (c.edits === 0 ? 2 : PIECED_AGREEMENT);
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
 * Another reading of the same text, read exactly by as many readers as `best` or more (the
 * scene model, the engine, the glyph templates: one reader's looks share its confusions), as a
 * run of its own, that keeps every structural rule too and differs in what the check digit
 * counts: two readings the check digit both lets through, and nothing in the looks to choose
 * between them (tesseract's looks reading a 5, a 0 and a 0 as S, B and 8 where the scene model
 * read the digits). Neither is certain. `firmReaders(vin)` counts the readers whose looks read
 * `vin` exactly as their best reading. (Characters the check digit counts alike are weighed as
 * contested instead.)
 */
export function hasWellFormedRival(best: Candidate, candidates: Candidate[], firmReaders: (vin: string) => number): boolean {
  const own = firmReaders(best.vin);
  return candidates.some(
    (c) =>
      c !== best &&
      c.bounded &&
      isSameText(c.vin, best.vin) &&
      isWellFormedVin(c.vin) &&
      countsApart(c.vin, best.vin) &&
      firmReaders(c.vin) >= Math.max(1, own),
  );
}
