import type { DecodedValue } from './decode-pass.js';
import { ELEMENT } from './element-rules.js';
import { SAFETY_FEATURES, VEHICLE_FIELDS, type FieldMapping } from './vehicle.fields.js';
import type { Vehicle } from './vehicle.types.js';

function convert(text: string, type: FieldMapping['type']): string | number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (type === 'string') return trimmed;
  const n = Number(trimmed);
  if (!Number.isFinite(n)) return null;
  return type === 'integer' ? Math.trunc(n) : n;
}

/** The typed vehicle from a pass's values; fields the catalog did not supply stay null. */
export function buildVehicle(vin: string, values: ReadonlyMap<number, DecodedValue>, manufacturerCountry: string | null): Vehicle {
  const vehicle: Record<string, unknown> = { vin };
  for (const mapping of VEHICLE_FIELDS) {
    const value = values.get(mapping.elementId);
    vehicle[mapping.field] = value === undefined ? null : convert(value.value, mapping.type);
  }
  vehicle.makeId = values.get(ELEMENT.make)?.lookupId ?? null;
  vehicle.modelId = values.get(ELEMENT.model)?.lookupId ?? null;
  vehicle.manufacturerId = values.get(ELEMENT.manufacturer)?.lookupId ?? null;
  vehicle.manufacturerCountry = manufacturerCountry;
  vehicle.safetyFeatures = SAFETY_FEATURES.flatMap(({ elementId, feature }) => {
    const value = values.get(elementId)?.value.trim();
    return value ? [{ feature, value }] : [];
  });
  return vehicle as unknown as Vehicle;
}
