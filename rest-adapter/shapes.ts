import type { ResponseShape } from '../src/config.js';
import { SHAPE_B_SOURCE_FIELDS, toShapeA, toShapeB, type Vehicle } from '../src/domain/vin/decoder/index.js';
import type {
  BatchDecodeShapeAQuery,
  BatchDecodeShapeBQuery,
  DecodeVinShapeAQuery,
  DecodeVinShapeBQuery,
  UsageQuery,
} from './operations.generated.js';

/** A vehicle as the stored decode selects it in each response shape: requestedVin, the shape's fields, what enrichment filled. */
interface SelectedVehicles {
  A: NonNullable<DecodeVinShapeAQuery['decodeVin']>;
  B: NonNullable<DecodeVinShapeBQuery['decodeVin']>;
}
export type SelectedVehicle<S extends ResponseShape = ResponseShape> = SelectedVehicles[S];

/** A value as it was selected for one response shape, with that shape: checking the shape tells which selection it is. */
export type InShape<T extends Record<ResponseShape, unknown>> = { [S in ResponseShape]: [value: T[S], shape: S] }[ResponseShape];

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
export function enrichedFieldsInShape(vehicle: Pick<SelectedVehicle, 'enrichment'>, shape: ResponseShape): string[] {
  // Nearly every answer comes from the catalog alone: nothing to map.
  if (vehicle.enrichment.fields.length === 0) return [];
  const names = vehicle.enrichment.fields.map((f) => SHAPE_NAMES[shape][f as keyof Vehicle]).filter((n): n is string => n !== undefined);
  return [...new Set(names)];
}

/** X-Enriched-Fields: the fields of this response filled from vPIC; every other value is the catalog's. */
export function provenanceHeaders(vehicle: Pick<SelectedVehicle, 'enrichment'>, shape: ResponseShape): Record<string, string> | undefined {
  const fields = enrichedFieldsInShape(vehicle, shape);
  return fields.length === 0 ? undefined : { 'x-enriched-fields': fields.join(', ') };
}

/** The vehicle in the deployment's response shape, with exactly the spec's field names. */
export function vehicleInShape(...[vehicle, shape]: InShape<SelectedVehicles>): unknown {
  // The shape functions read named fields only, so the selection is passed as it is (no copy).
  return shape === 'A' ? toShapeA(vehicle) : toShapeB(vehicle, vehicle.requestedVin);
}

interface SelectedBatches {
  A: NonNullable<BatchDecodeShapeAQuery['batchDecode']>;
  B: NonNullable<BatchDecodeShapeBQuery['batchDecode']>;
}
type SelectedBatchItem = SelectedBatches[ResponseShape]['results'][number];
type SelectedBatchError = Extract<SelectedBatchItem, { __typename: 'BatchDecodeError' }>;
type SelectedBatchSuccess = Extract<SelectedBatchItem, { __typename: 'BatchDecodeSuccess' }>;

/** A failed item's details as a single decode's error body has them: only what is known. */
function presentDetails(details: Record<string, unknown> | null | undefined): Record<string, unknown> | undefined {
  if (details == null) return undefined;
  const known = Object.entries(details).filter(([, value]) => value !== null && value !== undefined);
  return known.length === 0 ? undefined : Object.fromEntries(known);
}

function withDetails(details: SelectedBatchError['details']): { details?: Record<string, unknown> } {
  const present = presentDetails(details);
  return present === undefined ? {} : { details: present };
}

/** A batch item names the fields enrichment filled, as a single decode's X-Enriched-Fields does. */
function enrichedFieldsOf(vehicle: Pick<SelectedVehicle, 'enrichment'>, shape: ResponseShape): { enrichedFields?: string[] } {
  const fields = enrichedFieldsInShape(vehicle, shape);
  return fields.length === 0 ? {} : { enrichedFields: fields };
}

/**
 * The batch in the deployment's shape. A success item carries its decode warnings (the spec's
 * item allows extra fields): a batch has no per-item headers, and without them a VIN with a wrong
 * check digit would decode and bill with no signal at all. Every position of the request is
 * accounted for: an item's `index`, or a duplicate's `index` naming its first occurrence.
 */
export function batchInShape(...[batch, shape]: InShape<SelectedBatches>): unknown {
  const results =
    shape === 'A'
      ? batch.results.map((item) => (isSuccess(item) ? successItem(item, vehicleInShape(item.vehicle, 'A'), 'A') : errorItem(item)))
      : batch.results.map((item) => (isSuccess(item) ? successItem(item, vehicleInShape(item.vehicle, 'B'), 'B') : errorItem(item)));
  if (shape === 'A') return { summary: batch.summary, results, duplicates: batch.duplicates };
  return { results, successCount: batch.summary.successful, failureCount: batch.summary.failed, duplicates: batch.duplicates };
}

const isSuccess = <Item extends SelectedBatchItem>(item: Item): item is Extract<Item, SelectedBatchSuccess> =>
  item.__typename === 'BatchDecodeSuccess';

/** A decoded item, its vehicle already in the deployment's shape. */
function successItem(item: SelectedBatchSuccess, vehicle: unknown, shape: ResponseShape) {
  return {
    index: item.index,
    vin: item.vin,
    requestedVin: item.requestedVin,
    status: 'success',
    vehicle,
    warnings: item.vehicle.warnings,
    ...enrichedFieldsOf(item.vehicle, shape),
  };
}

function errorItem(item: SelectedBatchError) {
  return {
    index: item.index,
    vin: item.vin,
    requestedVin: item.requestedVin,
    status: 'error',
    errorCode: item.errorCode,
    message: item.message,
    ...withDetails(item.details),
  };
}

/** The usage report as the stored operation selects it (the instant arrives as ISO text). */
type SelectedUsage = UsageQuery['usage'];

export function usageInShape(usage: SelectedUsage, shape: ResponseShape): unknown {
  if (shape === 'A') return usage;
  return { dailyQuota: usage.dailyQuota, usedToday: usage.usedToday, remainingToday: usage.remainingToday };
}
