import type { ResponseShape } from '../src/config.js';
import type { AccountUsage } from '../src/domain/quota/quota.service.js';
import { SHAPE_B_SOURCE_FIELDS, toShapeA, toShapeB, type Vehicle } from '../src/domain/vin/decoder/index.js';

/** A Vehicle as the stored operations select it (every domain field, plus requestedVin and what enrichment filled). */
export type SelectedVehicle = Vehicle & { requestedVin: string; enrichment?: { fields: string[] } };

/** The domain Vehicle fields each response shape is made of (see toShapeA / toShapeB). */
const SHAPE_SOURCE_FIELDS: Record<ResponseShape, ReadonlyArray<keyof Vehicle>> = {
  A: [
    'vin',
    'modelYear',
    'make',
    'model',
    'trim',
    'trim2',
    'vehicleType',
    'bodyClass',
    'engineCylinders',
    'engineDisplacementL',
    'fuelTypePrimary',
    'transmissionStyle',
    'transmissionSpeeds',
    'driveType',
    'manufacturer',
    'manufacturerCountry',
    'safetyFeatures',
  ],
  B: SHAPE_B_SOURCE_FIELDS,
};

/**
 * The GraphQL selection a REST decode needs for its shape: only what the shape is built from, so
 * each request resolves about half the fields of the full Vehicle.
 */
export function vehicleSelectionFor(shape: ResponseShape): string {
  const fields = SHAPE_SOURCE_FIELDS[shape].map((f) => (f === 'safetyFeatures' ? 'safetyFeatures { feature value }' : f));
  return ['requestedVin', ...fields, 'enrichment { fields }'].join(' ');
}

/** Where each domain field shows in a shape (only those the shape has). */
const SHAPE_NAMES: Record<ResponseShape, Partial<Record<keyof Vehicle, string>>> = {
  A: {
    modelYear: 'modelYear',
    make: 'make',
    model: 'model',
    trim: 'trim',
    trim2: 'trim',
    vehicleType: 'vehicleType',
    bodyClass: 'bodyStyle',
    engineCylinders: 'engine.cylinders',
    engineDisplacementL: 'engine.displacementL',
    fuelTypePrimary: 'engine.fuelType',
    transmissionStyle: 'transmission',
    transmissionSpeeds: 'transmission',
    driveType: 'drivetrain',
    manufacturer: 'manufacturer.name',
    manufacturerCountry: 'manufacturer.country',
    safetyFeatures: 'safetyFeatures',
  },
  B: Object.fromEntries(
    SHAPE_SOURCE_FIELDS.B.filter((f) => f !== 'vin').map((f) => [f, f === 'trim2' ? 'trim' : f === 'series2' ? 'series' : f]),
  ),
};

/** The response's field names (dotted inside shape A's objects) that enrichment filled from NHTSA's vPIC API. */
export function enrichedFieldsInShape(vehicle: SelectedVehicle, shape: ResponseShape): string[] {
  const names = (vehicle.enrichment?.fields ?? [])
    .map((f) => SHAPE_NAMES[shape][f as keyof Vehicle])
    .filter((n): n is string => n !== undefined);
  return [...new Set(names)];
}

/** X-Enriched-Fields: the fields of this response filled from vPIC; every other value is the catalog's. */
export function provenanceHeaders(vehicle: SelectedVehicle, shape: ResponseShape): Record<string, string> | undefined {
  const fields = enrichedFieldsInShape(vehicle, shape);
  return fields.length === 0 ? undefined : { 'x-enriched-fields': fields.join(', ') };
}

/** The vehicle in the deployment's response shape, with exactly the spec's field names. */
export function vehicleInShape(vehicle: SelectedVehicle, shape: ResponseShape): unknown {
  // The shape functions read named fields only, so the selection is passed as it is (no copy).
  return shape === 'A' ? toShapeA(vehicle) : toShapeB(vehicle, vehicle.requestedVin);
}

interface SelectedBatchItem {
  __typename: 'BatchDecodeSuccess' | 'BatchDecodeError';
  index: number;
  vin: string;
  requestedVin: string;
  status: 'success' | 'error';
  vehicle?: SelectedVehicle & { warnings: string[] };
  errorCode?: string;
  message?: string;
  details?: Record<string, unknown> | null;
}

/** A failed item's details as a single decode's error body has them: only what is known. */
function presentDetails(details: Record<string, unknown> | null | undefined): Record<string, unknown> | undefined {
  if (details == null) return undefined;
  const known = Object.entries(details).filter(([, value]) => value !== null && value !== undefined);
  return known.length === 0 ? undefined : Object.fromEntries(known);
}

interface SelectedBatch {
  summary: { totalSubmitted: number; successful: number; failed: number; duplicates: number; billableCount: number };
  results: SelectedBatchItem[];
  duplicates: Array<{ index: number; requestedVin: string; duplicateOf: number }>;
}

function withDetails(details: SelectedBatchItem['details']): { details?: Record<string, unknown> } {
  const present = presentDetails(details);
  return present === undefined ? {} : { details: present };
}

/** A batch item names the fields enrichment filled, as a single decode's X-Enriched-Fields does. */
function enrichedFieldsOf(vehicle: SelectedVehicle, shape: ResponseShape): { enrichedFields?: string[] } {
  const fields = enrichedFieldsInShape(vehicle, shape);
  return fields.length === 0 ? {} : { enrichedFields: fields };
}

/**
 * The batch in the deployment's shape. A success item carries its decode warnings (the spec's
 * item allows extra fields): a batch has no per-item headers, and without them a VIN with a wrong
 * check digit would decode and bill with no signal at all. Every position of the request is
 * accounted for: an item's `index`, or a duplicate's `index` naming its first occurrence.
 */
export function batchInShape(batch: SelectedBatch, shape: ResponseShape): unknown {
  const results = batch.results.map((item) =>
    item.status === 'success'
      ? {
          index: item.index,
          vin: item.vin,
          requestedVin: item.requestedVin,
          status: 'success',
          vehicle: vehicleInShape(item.vehicle!, shape),
          warnings: item.vehicle!.warnings,
          ...enrichedFieldsOf(item.vehicle!, shape),
        }
      : {
          index: item.index,
          vin: item.vin,
          requestedVin: item.requestedVin,
          status: 'error',
          errorCode: item.errorCode,
          message: item.message,
          ...withDetails(item.details),
        },
  );
  if (shape === 'A') return { summary: batch.summary, results, duplicates: batch.duplicates };
  return { results, successCount: batch.summary.successful, failureCount: batch.summary.failed, duplicates: batch.duplicates };
}

/** The usage report as the stored operation selects it (the instant arrives as ISO text). */
type SelectedUsage = Omit<AccountUsage, 'periodEndsAt'> & { periodEndsAt: string };

export function usageInShape(usage: SelectedUsage, shape: ResponseShape): unknown {
  if (shape === 'A') return usage;
  return { dailyQuota: usage.dailyQuota, usedToday: usage.usedToday, remainingToday: usage.remainingToday };
}
