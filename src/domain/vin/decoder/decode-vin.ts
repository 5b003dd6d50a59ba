import { AppError } from '../../errors.js';
import { hasValidCheckDigit } from '../check-digit.js';
import type { PassCatalog, WmiEntry, WmiInfo } from './catalog-data.js';
import { activeSchemas, runPass, type DecodedValue, type PassInput } from './decode-pass.js';
import { dependsOnPositions } from './schema-matcher.js';
import { ELEMENT } from './element-rules.js';
import { planModelYears } from './model-year.js';
import { bestPass } from './pass-score.js';
import type { PreparedVin } from './prepare-vin.js';
import { buildVehicle } from './vehicle.build.js';
import type { DecodedVariable, DecodeResult, DecodeWarning } from './vehicle.types.js';
import { keySymbols, vinKey } from './vin-key.js';

export interface DecodeOptions {
  /**
   * Return what the WMI alone tells (make, manufacturer, type, year) when no pattern matches,
   * with warning NO_DETAILED_DATA, instead of VIN_NOT_FOUND. NHTSA's own decoder does this.
   */
  partial?: boolean;
  /**
   * A model year the caller knows: it gets its own pass beside the VIN's (the better one wins),
   * and MODEL_YEAR_MISMATCH is reported when position 10 cannot stand for it.
   */
  modelYear?: number;
  /** A look-up that answers no caller (the image reader checking its candidates): not tallied as a decode. */
  untallied?: boolean;
}

/**
 * What NHTSA still answers when it has "no detailed data" (error 8): the WMI's manufacturer, its
 * make when it registers exactly one, the model year and the country, in NHTSA's spelling.
 */
function whatTheWmiTells(vin: string, wmi: WmiInfo, values: ReadonlyMap<number, DecodedValue>): Record<string, unknown> {
  const make = values.get(ELEMENT.make)?.value;
  const year = values.get(ELEMENT.modelYear)?.value;
  return {
    vin,
    wmi: wmi.code,
    manufacturer: values.get(ELEMENT.manufacturer)?.value ?? null,
    ...(make === undefined ? {} : { make }),
    modelYear: year === undefined ? null : Number(year),
    country: wmi.countryName,
    vehicleType: values.get(ELEMENT.vehicleType)?.value ?? null,
  };
}

/** Key indexes of the serial: positions 12–17, or 15–17 when 12–14 belong to a 6-character WMI. */
const SERIAL_MASK = 0b11111100000000;
const SMALL_MAKER_SERIAL_MASK = 0b11100000000000;

/** Whether no pattern of the schemas of any candidate year that fits the descriptor reads the serial. */
function isSerialIndependent(input: PassInput, years: ReadonlyArray<number | null>): boolean {
  const mask = input.wmi.code.length === 6 ? SMALL_MAKER_SERIAL_MASK : SERIAL_MASK;
  const seen = new Set<number>();
  for (const year of years) {
    for (const schemaId of activeSchemas(input.wmi, year).keys()) {
      if (seen.has(schemaId)) continue;
      seen.add(schemaId);
      const matcher = input.schemas.get(schemaId);
      if (matcher !== undefined && dependsOnPositions(matcher, input.symbols, mask)) return false;
    }
  }
  return true;
}

/** Decodes one prepared VIN against its compiled WMI entry: pure and synchronous. */
export function decodeWithEntry(
  prepared: PreparedVin,
  entry: WmiEntry,
  catalog: PassCatalog,
  now: Date,
  options: DecodeOptions = {},
  serialCheck = false,
): DecodeResult {
  const { vin } = prepared;
  const nowMs = now.getTime();
  const wmi = entry.wmis.find((w) => w.publicFrom !== undefined && w.publicFrom <= nowMs);
  if (wmi === undefined) {
    throw new AppError('VIN_NOT_FOUND', `No manufacturer is registered for WMI ${prepared.wmiCode}`, {
      details: { vin, wmi: prepared.wmiCode },
    });
  }
  const key = vinKey(vin);
  const input: PassInput = { vin, key, symbols: keySymbols(key), wmi, schemas: entry.schemas, catalog };
  const hasSchemaFor = (year: number) => wmi.links.some((l) => year >= l.yearFrom && year <= l.yearTo);
  const plan = planModelYears(vin, wmi, now, hasSchemaFor);
  const given = options.modelYear;
  const years = given === undefined || plan.years.includes(given) ? plan.years : [...plan.years, given];
  const pass = bestPass(
    years.map((year) => runPass(input, year)),
    catalog.elements,
  );

  const warnings: DecodeWarning[] = [];
  if (!hasValidCheckDigit(vin) && !catalog.checkDigitExceptions.has(vin)) warnings.push('CHECK_DIGIT_MISMATCH');
  if (given !== undefined && !plan.years.includes(given)) warnings.push('MODEL_YEAR_MISMATCH');
  if (plan.years[0] === null) warnings.push('MODEL_YEAR_UNDETERMINED');
  if (plan.inconclusive) warnings.push('MODEL_YEAR_INCONCLUSIVE');
  if (pass.matchedPatterns === 0) {
    if (options.partial !== true) {
      throw new AppError(
        'VIN_NOT_FOUND',
        `The catalog has no vehicle data for this VIN (${wmi.manufacturerName ?? wmi.code}${pass.year === null ? '' : `, model year ${pass.year}`})`,
        {
          details: whatTheWmiTells(vin, wmi, pass.values),
        },
      );
    }
    warnings.push('NO_DETAILED_DATA');
  } else if (pass.unusedPositions.length > 0) {
    warnings.push('UNUSED_POSITIONS');
  }

  const variables: DecodedVariable[] = [...pass.values.values()]
    .sort((a, b) => a.elementId - b.elementId)
    .map((v) => {
      const element = catalog.elements.get(v.elementId);
      const variable: DecodedVariable = {
        elementId: v.elementId,
        code: element?.code ?? String(v.elementId),
        name: element?.name ?? '',
        value: v.value,
      };
      return v.source === 'conversion' ? { ...variable, converted: true } : variable;
    });
  return {
    vin,
    vehicle: buildVehicle(vin, pass.values, wmi.countryName),
    variables,
    warnings,
    unusedPositions: pass.matchedPatterns === 0 ? [] : pass.unusedPositions,
    serialIndependent: serialCheck ? isSerialIndependent(input, years) : undefined,
  };
}
