import type { ResponseShape } from '../../config.js';
import { SHAPE_B_FIELDS } from '../vin/decoder/index.js';

/** The CSV columns of each shape: the line's own fields, then the vehicle's, nested names dotted. */
const VEHICLE_COLUMNS: Record<ResponseShape, readonly string[]> = {
  A: [
    'vin',
    'modelYear',
    'make',
    'model',
    'trim',
    'vehicleType',
    'bodyStyle',
    'engine.cylinders',
    'engine.displacementL',
    'engine.fuelType',
    'transmission',
    'drivetrain',
    'manufacturer.name',
    'manufacturer.country',
    'safetyFeatures',
  ],
  B: SHAPE_B_FIELDS,
};

const LINE_COLUMNS = ['index', 'line', 'vin', 'status', 'duplicateOf', 'errorCode', 'message', 'details', 'warnings'] as const;

export function csvHeader(shape: ResponseShape): string {
  return [...LINE_COLUMNS, ...VEHICLE_COLUMNS[shape].map((c) => `vehicle.${c}`)].map(csvField).join(',') + '\r\n';
}

/**
 * A cell that a spreadsheet would read as a formula (it begins with =, +, -, @, a tab or a carriage
 * return) gets a leading single quote, as OWASP advises against CSV injection: a file of results
 * opened in a spreadsheet runs nothing. No VIN begins with one, so no real value changes.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const raw = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean | bigint);
  const text = typeof value !== 'number' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function at(object: unknown, dotted: string): unknown {
  let value = object;
  for (const key of dotted.split('.'))
    value = value === null || typeof value !== 'object' ? undefined : (value as Record<string, unknown>)[key];
  return value;
}

/** A stored JSON result line as a CSV record (warnings joined by `|`; details and safety features as compact JSON). */
export function csvRecord(jsonLine: string, shape: ResponseShape): string {
  const line = JSON.parse(jsonLine) as Record<string, unknown>;
  const own = LINE_COLUMNS.map((c) => (c === 'warnings' ? ((line.warnings as string[] | undefined) ?? []).join('|') : line[c]));
  const vehicle = VEHICLE_COLUMNS[shape].map((c) => at(line.vehicle, c));
  return [...own, ...vehicle].map(csvField).join(',') + '\r\n';
}
