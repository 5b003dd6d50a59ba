import type { ElementInfo } from '../decoder/element-rules.js';
import { SAFETY_FEATURES, VEHICLE_FIELDS } from '../decoder/vehicle.fields.js';
import type { DecodedVariable, DecodeResult, EnrichmentReport, SafetyFeature, Vehicle } from '../decoder/vehicle.types.js';

/** NHTSA's answer for one VIN, as the enricher hands it over. */
export interface VpicValues {
  /** DecodeVinValues variable name → value (non-empty). */
  values: Readonly<Record<string, string>>;
  release: string;
  fetchedAt: Date;
  fromCache: boolean;
}

/** Variables about this VIN's decode rather than the vehicle: never copied into a result. */
const DIAGNOSTIC_VARIABLES = new Set([
  'VIN',
  'ErrorCode',
  'ErrorText',
  'AdditionalErrorText',
  'SuggestedVIN',
  'PossibleValues',
  'VehicleDescriptor',
]);

/** Lookup ids NHTSA reports beside names; filled with the name they belong to. */
const ID_FIELDS = [
  { field: 'makeId', variable: 'MakeID', nameField: 'make' },
  { field: 'modelId', variable: 'ModelID', nameField: 'model' },
  { field: 'manufacturerId', variable: 'ManufacturerId', nameField: 'manufacturer' },
] as const;

function typed(text: string, type: 'string' | 'integer' | 'number'): string | number | null {
  if (type === 'string') return text;
  const n = Number(text);
  if (text === '' || !Number.isFinite(n)) return null;
  return type === 'integer' ? Math.trunc(n) : n;
}

/** The catalog's decode, needing enrichment when a field is empty or no safety feature is known. */
export function needsEnrichment(result: DecodeResult): boolean {
  const vehicle = result.vehicle as unknown as Record<string, unknown>;
  return result.vehicle.safetyFeatures.length === 0 || VEHICLE_FIELDS.some((m) => vehicle[m.field] === null);
}

/**
 * The catalog's decode with its empty fields filled from vPIC's answer. The catalog stays the
 * source of truth: a value it holds is never replaced (a displacement it only converted from
 * another unit is, by NHTSA's own figure). Returns a new result (decoded results are
 * cached and shared, so they are never changed in place).
 */
export function mergeVpicValues(result: DecodeResult, answer: VpicValues, elementsByCode: ReadonlyMap<string, ElementInfo>): DecodeResult {
  const { values } = answer;
  const vehicle = { ...result.vehicle } as unknown as Record<string, unknown>;
  const fields: string[] = [];
  // A unit conversion is our arithmetic, not catalog data: NHTSA's own figure is better.
  const converted = new Set(result.variables.filter((v) => v.converted).map((v) => v.elementId));
  for (const mapping of VEHICLE_FIELDS) {
    if (vehicle[mapping.field] !== null && !converted.has(mapping.elementId)) continue;
    const code = codeOf(elementsByCode, mapping.elementId);
    const text = code === undefined ? undefined : values[code];
    const value = text === undefined ? null : typed(text, mapping.type);
    if (value === null) continue;
    vehicle[mapping.field] = value;
    fields.push(mapping.field);
  }
  for (const { field, variable, nameField } of ID_FIELDS) {
    const id = values[variable];
    if (vehicle[field] === null && fields.includes(nameField) && id !== undefined && Number.isInteger(Number(id)))
      vehicle[field] = Number(id);
  }
  const known = new Set(result.vehicle.safetyFeatures.map((f) => f.feature));
  const added: SafetyFeature[] = [];
  for (const { elementId, feature } of SAFETY_FEATURES) {
    const code = codeOf(elementsByCode, elementId);
    const value = code === undefined ? undefined : values[code];
    if (value !== undefined && !known.has(feature)) added.push({ feature, value, source: 'vpic-api' });
  }
  if (added.length > 0) {
    const order = new Map(SAFETY_FEATURES.map((f, i) => [f.feature, i]));
    vehicle.safetyFeatures = [...result.vehicle.safetyFeatures, ...added].sort((a, b) => order.get(a.feature)! - order.get(b.feature)!);
    fields.push('safetyFeatures');
  }
  const report: EnrichmentReport = {
    status: fields.length > 0 ? 'enriched' : 'no-data',
    release: answer.release,
    fetchedAt: answer.fetchedAt,
    fromCache: answer.fromCache,
    fields,
  };
  const variables = mergeVariables(result.variables, values, elementsByCode, converted);
  return { ...result, vehicle: vehicle as unknown as Vehicle, variables, enrichment: report };
}

function codeOf(elementsByCode: ReadonlyMap<string, ElementInfo>, elementId: number): string | undefined {
  return codeByElement(elementsByCode).get(elementId);
}

const codeIndexes = new WeakMap<ReadonlyMap<string, ElementInfo>, Map<number, string>>();
function codeByElement(elementsByCode: ReadonlyMap<string, ElementInfo>): Map<number, string> {
  let index = codeIndexes.get(elementsByCode);
  if (index === undefined) {
    index = new Map([...elementsByCode.values()].map((e) => [e.id, e.code]));
    codeIndexes.set(elementsByCode, index);
  }
  return index;
}

/** The catalog's variables plus every vehicle variable vPIC knows and the catalog did not (or only converted). */
function mergeVariables(
  variables: readonly DecodedVariable[],
  values: Readonly<Record<string, string>>,
  elementsByCode: ReadonlyMap<string, ElementInfo>,
  converted: ReadonlySet<number>,
): DecodedVariable[] {
  const replaced = (v: DecodedVariable) => converted.has(v.elementId) && values[v.code] !== undefined;
  const kept = variables.filter((v) => !replaced(v));
  const have = new Set(kept.map((v) => v.code));
  const added: DecodedVariable[] = [];
  for (const [code, value] of Object.entries(values)) {
    const element = elementsByCode.get(code);
    if (element === undefined || have.has(code) || DIAGNOSTIC_VARIABLES.has(code)) continue;
    added.push({ elementId: element.id, code, name: element.name, value, source: 'vpic-api' });
  }
  return added.length === 0 ? kept : [...kept, ...added].sort((a, b) => a.elementId - b.elementId);
}

/** A result whose enrichment did not happen (not needed, or unavailable). */
export function withoutEnrichment(
  result: DecodeResult,
  status: 'not-needed' | 'unavailable',
  reason?: EnrichmentReport['reason'],
): DecodeResult {
  const enrichment: EnrichmentReport = {
    status,
    release: null,
    fetchedAt: null,
    fromCache: false,
    fields: [],
    ...(reason ? { reason } : {}),
  };
  const warnings = status === 'unavailable' ? [...result.warnings, 'ENRICHMENT_UNAVAILABLE' as const] : result.warnings;
  return { ...result, warnings, enrichment };
}
