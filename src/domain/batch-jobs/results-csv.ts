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

const LINE_COLUMNS = ['index', 'vin', 'status', 'duplicateOf', 'errorCode', 'message', 'warnings'] as const;

export function csvHeader(shape: ResponseShape): string {
  return [...LINE_COLUMNS, ...VEHICLE_COLUMNS[shape].map((c) => `vehicle.${c}`)].map(csvField).join(',') + '\r\n';
}

function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean | bigint);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function at(object: unknown, dotted: string): unknown {
  let value = object;
  for (const key of dotted.split('.'))
    value = value === null || typeof value !== 'object' ? undefined : (value as Record<string, unknown>)[key];
  return value;
}

/** A stored JSON result line as a CSV record (warnings joined by `|`, safety features as JSON). */
export function csvRecord(jsonLine: string, shape: ResponseShape): string {
  const line = JSON.parse(jsonLine) as Record<string, unknown>;
  const own = LINE_COLUMNS.map((c) => (c === 'warnings' ? ((line.warnings as string[] | undefined) ?? []).join('|') : line[c]));
  const vehicle = VEHICLE_COLUMNS[shape].map((c) => at(line.vehicle, c));
  return [...own, ...vehicle].map(csvField).join(',') + '\r\n';
}
