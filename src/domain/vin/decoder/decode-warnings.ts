import type { DecodeWarning } from './vehicle.types.js';

/**
 * What each decode warning means, for the published contract (the OpenAPI document lists them).
 * A Record, so a new warning cannot be added without saying what it means.
 */
export const DECODE_WARNING_MEANINGS: Readonly<Record<DecodeWarning, string>> = {
  CHECK_DIGIT_MISMATCH: 'position 9 is not the 49 CFR 565.15 check digit; decoded (and billed) anyway, as vPIC does',
  MODEL_YEAR_MISMATCH: 'the model year given is not one position 10 can stand for',
  MODEL_YEAR_UNDETERMINED: 'position 10 holds no model-year code; decoded across all years',
  MODEL_YEAR_INCONCLUSIVE: 'both 30-year cycles were possible; the better-matching one won',
  UNUSED_POSITIONS: 'some of positions 4–8 and 11 matched no catalog pattern',
  NO_DETAILED_DATA: 'only the manufacturer (WMI) is known',
  ENRICHMENT_UNAVAILABLE:
    "VPIC_ENRICH=online, but NHTSA's vPIC API did not answer in time (or its circuit is open): the answer holds what the bundled catalog has",
};

export const DECODE_WARNINGS = Object.keys(DECODE_WARNING_MEANINGS) as [DecodeWarning, ...DecodeWarning[]];
