import { isCheckDigitCharacter } from '../vin/check-digit.js';
import { isAcceptable, type Candidate } from './candidate.js';
import { hasNumericSerialEnd, isNorthAmerican } from './confusables.js';
import { isReadWithCertainty } from './certainty.js';

// How candidates rank, which of them the reader may state, and with what confidence.

/**
 * Rank points for a VIN whose make and model the catalog knows: a little more than one agreeing
 * kind of look. More would let a junk window that happens to decode to a model beat the right VIN
 * when the catalog lacks that VIN's model.
 */
const IDENTIFIED_WEIGHT = 60;

/** Rank points of a structural hint (see rank): less than one edit, so reads still decide. */
const HINT_WEIGHT = 15;

/**
 * Rank points of a VIN read with certainty: more than the catalog's whole say (decodes, acceptable,
 * identified), so that a candidate the catalog happens to decode cannot outrank what the looks
 * agree on. Among certain reads the catalog still weighs.
 */
const CERTAIN_WEIGHT = 1500;

/** The catalog's whole say in a rank (acceptable, decodes, identified). */
export const CATALOG_SAY = 1000 + 200 + IDENTIFIED_WEIGHT;

/**
 * A North American VIN the catalog decodes, read exactly so by two kinds of look, whose check
 * digit fails: a few are issued so (NHTSA decodes them, and says the check digit is wrong). With
 * no acceptable reading beside it, it is the answer, flagged: it is what the plate says, not a guess.
 */
export function isReadDespiteCheckDigit(c: Candidate): boolean {
  return (
    c.inCatalog &&
    isNorthAmerican(c.vin) &&
    !c.checkDigitValid &&
    isCheckDigitCharacter(c.vin[8]!) &&
    hasNumericSerialEnd(c.vin) &&
    c.edits === 0 &&
    c.agreement >= 2
  );
}

/**
 * Acceptable first, then a VIN read exactly despite its check digit; then agreement between passes.
 * A valid check digit and a "VIN" label count too: VINs sold in North America carry the check digit
 * whatever their origin, and text beside a VIN label is rarely anything else. A letter in position
 * 9 (the check digit) is most likely a misread zero (slashed and dotted zeros read as B or 8): a
 * confusable correction there that passes the check digit goes first, unverified. A VIN whose make
 * and model the catalog knows gains a little more than one agreeing look: when looks disagree on a
 * character in positions 4–8 (a 1 or a J), the reading that leaves make and model unknown loses.
 * Two weaker hints break ties between reads of one VIN: position 13 is a digit on cars and light
 * trucks (49 CFR 565.15: their last five), and a VIN without a valid check digit (made outside
 * North America) most often has a 0 in position 9, which slashed and dotted zeros turn into 8, B or
 * D.
 */
export function rank(c: Candidate): number {
  return (
    (isReadWithCertainty(c) ? CERTAIN_WEIGHT : 0) +
    (isAcceptable(c) ? 1000 : isReadDespiteCheckDigit(c) ? 500 : 0) +
    (c.inCatalog ? 200 : 0) +
    (c.identified ? IDENTIFIED_WEIGHT : 0) +
    Math.min(c.support, 4) * 50 -
    c.edits * 20 +
    (c.checkDigitValid ? 60 : 0) +
    (c.labelled ? 40 : 0) +
    (isCheckDigitCharacter(c.vin[8]!) ? 0 : -100) +
    c.meanConfidence / 100 +
    (c.vin[2] !== '9' && /[A-Z]/.test(c.vin[12]!) ? -HINT_WEIGHT : 0) +
    (!c.checkDigitValid && c.vin[8] === '0' ? HINT_WEIGHT : 0)
  );
}

/**
 * A VIN the catalog cannot decode, read exactly by some look and shaped like a VIN (a serial
 * ending in digits; a valid check digit, or outside North America two kinds of look agreeing):
 * too little for certainty, enough to name it as a suggestion (OCR_UNVERIFIED) rather than say
 * no VIN is there. New models and makers the catalog lacks are read like any other.
 */
function isNamedUnverified(c: Candidate): boolean {
  if (c.edits > 0 || !hasNumericSerialEnd(c.vin)) return false;
  return c.checkDigitValid || (!isNorthAmerican(c.vin) && c.agreement >= 2);
}

/** What the reader may state as its reading, verified or not (see confidenceOf). */
export function canBeNamed(c: Candidate): boolean {
  return isReadWithCertainty(c) || isAcceptable(c) || isReadDespiteCheckDigit(c) || isNamedUnverified(c);
}

export function confidenceOf(c: Candidate, certain: boolean): number {
  const ocr = c.meanConfidence / 100;
  let value: number;
  if (certain) value = Math.min(0.98, 0.85 + 0.04 * (Math.min(c.agreement, 4) - 2) + 0.1 * ocr);
  else if (isAcceptable(c) && c.edits === 0) value = 0.55 + 0.15 * ocr;
  else if (isAcceptable(c)) value = 0.5 - 0.08 * c.edits;
  else if (isReadDespiteCheckDigit(c)) value = 0.4 + 0.1 * ocr;
  else if (c.inCatalog) value = 0.25;
  else if (isNamedUnverified(c)) value = 0.3 + 0.1 * ocr;
  else value = 0.1;
  return Math.round(value * 100) / 100;
}
