/** Where a value came from: the vPIC catalog this service decodes with, or NHTSA's vPIC API. */
export type DataSource = 'catalog' | 'vpic-api';

/** One safety feature, e.g. { feature: 'Anti-lock Braking System (ABS)', value: 'Standard' }. */
export interface SafetyFeature {
  feature: string;
  value: string;
  /** Absent: the catalog. */
  source?: DataSource;
}

/**
 * Everything a decode can say about a vehicle, typed. Every field is null when the catalog has
 * no value for this VIN (the bundled extract carries no drive type, transmission, horsepower,
 * electrification, battery or safety data; a fuller vPIC extract fills them).
 */
export interface Vehicle {
  vin: string;
  make: string | null;
  makeId: number | null;
  model: string | null;
  modelId: number | null;
  modelYear: number | null;
  trim: string | null;
  trim2: string | null;
  series: string | null;
  series2: string | null;
  vehicleType: string | null;
  bodyClass: string | null;
  doors: number | null;
  engineCylinders: number | null;
  engineDisplacementL: number | null;
  engineDisplacementCC: number | null;
  engineDisplacementCI: number | null;
  engineHP: number | null;
  engineHPTo: number | null;
  engineKW: number | null;
  engineModel: string | null;
  engineConfiguration: string | null;
  engineManufacturer: string | null;
  fuelTypePrimary: string | null;
  fuelTypeSecondary: string | null;
  turbo: string | null;
  transmissionStyle: string | null;
  transmissionSpeeds: number | null;
  driveType: string | null;
  plantCity: string | null;
  plantState: string | null;
  plantCountry: string | null;
  plantCompanyName: string | null;
  gvwr: string | null;
  gvwrTo: string | null;
  electrificationLevel: string | null;
  batteryKWh: number | null;
  batteryKWhTo: number | null;
  batteryType: string | null;
  manufacturer: string | null;
  manufacturerId: number | null;
  manufacturerCountry: string | null;
  safetyFeatures: SafetyFeature[];
}

/** A decoded vPIC variable: `code` is NHTSA's DecodeVinValues name (Make, BodyClass …). */
export interface DecodedVariable {
  elementId: number;
  code: string;
  name: string;
  value: string;
  /** Absent: the catalog. */
  source?: DataSource;
  /** Worked out from another unit (CC ↔ CI ↔ L) rather than read from the catalog. */
  converted?: true;
}

/**
 * Non-fatal findings, as stable codes:
 * - CHECK_DIGIT_MISMATCH: position 9 is not the 49 CFR 565.15 check digit (decoded anyway;
 *   not reported for VINs the catalog's VinException table lists as production errors)
 * - MODEL_YEAR_MISMATCH: the caller's model year is not one position 10 can stand for
 * - MODEL_YEAR_UNDETERMINED: position 10 holds no model-year code; decoded across all years
 * - MODEL_YEAR_INCONCLUSIVE: both 30-year cycles were possible; the better-matching one won
 * - UNUSED_POSITIONS: some of positions 4–8 and 11 matched no catalog pattern
 * - NO_DETAILED_DATA: only the manufacturer (WMI) is known (returned only in partial mode)
 * - ENRICHMENT_UNAVAILABLE: enrichment is on but NHTSA's vPIC API could not fill the fields the
 *   catalog lacks in time (down, slow, refused by the circuit breaker or the courtesy limit)
 */
export type DecodeWarning =
  | 'CHECK_DIGIT_MISMATCH'
  | 'MODEL_YEAR_MISMATCH'
  | 'MODEL_YEAR_UNDETERMINED'
  | 'MODEL_YEAR_INCONCLUSIVE'
  | 'UNUSED_POSITIONS'
  | 'NO_DETAILED_DATA'
  | 'ENRICHMENT_UNAVAILABLE';

/**
 * What enrichment did for one decode (absent when VPIC_ENRICH is off):
 * - enriched: `fields` were filled from vPIC (fresh, or from the shared cache)
 * - no-data: vPIC answered but had nothing the catalog lacked
 * - not-needed: the catalog already had every field
 * - unavailable: vPIC could not answer in time; the decode is the catalog's alone
 */
export interface EnrichmentReport {
  status: 'enriched' | 'no-data' | 'not-needed' | 'unavailable';
  /** The vPIC data the filled values came from (see the API client), when vPIC answered. */
  release: string | null;
  fetchedAt: Date | null;
  /** The answer came from the cache (no call for this decode). */
  fromCache: boolean;
  /** Domain Vehicle fields filled from vPIC ('safetyFeatures' when features were added). */
  fields: readonly string[];
  /** Why it is unavailable. */
  reason?: 'timeout' | 'circuit-open' | 'rate-limited' | 'busy' | 'failed';
}

export interface DecodeResult {
  /** The normalised VIN (trimmed, upper case). */
  vin: string;
  vehicle: Vehicle;
  /** Every decoded vPIC variable, ordered by element id. */
  variables: DecodedVariable[];
  warnings: DecodeWarning[];
  /** VIN positions (of 4–8 and 11) no pattern explained; empty on a clean decode. */
  unusedPositions: number[];
  /**
   * No catalog pattern that fits this VIN's descriptor (positions 1–8, 10, 11, and 12–14 for
   * small manufacturers) looks at its serial: every VIN with the same descriptor decodes alike.
   * Undefined unless the decoder was asked to check (VinDecoderOptions.serialCheck).
   */
  serialIndependent?: boolean | undefined;
  enrichment?: EnrichmentReport;
}
