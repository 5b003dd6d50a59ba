/** One safety feature the catalog decoded, e.g. { feature: 'Anti-lock Braking System (ABS)', value: 'Standard' }. */
export interface SafetyFeature {
  feature: string;
  value: string;
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
 */
export type DecodeWarning =
  | 'CHECK_DIGIT_MISMATCH'
  | 'MODEL_YEAR_MISMATCH'
  | 'MODEL_YEAR_UNDETERMINED'
  | 'MODEL_YEAR_INCONCLUSIVE'
  | 'UNUSED_POSITIONS'
  | 'NO_DETAILED_DATA';

export interface DecodeResult {
  /** The normalised VIN (trimmed, upper case). */
  vin: string;
  vehicle: Vehicle;
  /** Every decoded vPIC variable, ordered by element id. */
  variables: DecodedVariable[];
  warnings: DecodeWarning[];
  /** VIN positions (of 4–8 and 11) no pattern explained; empty on a clean decode. */
  unusedPositions: number[];
}
