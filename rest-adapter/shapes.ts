import type { ResponseShape } from '../src/config.js';
import type { AccountUsage } from '../src/domain/quota/quota.service.js';
import { toShapeA, toShapeB, type Vehicle } from '../src/domain/vin/decoder/index.js';

/** A Vehicle as the stored operations select it (every domain field, plus requestedVin). */
export type SelectedVehicle = Vehicle & { requestedVin: string };

/** The domain Vehicle fields each response shape is made of (see toShapeA / toShapeB). */
const SHAPE_SOURCE_FIELDS: Record<ResponseShape, ReadonlyArray<keyof Vehicle>> = {
  A: [
    'vin', 'modelYear', 'make', 'model', 'trim', 'trim2', 'vehicleType', 'bodyClass', 'engineCylinders', 'engineDisplacementL',
    'fuelTypePrimary', 'transmissionStyle', 'transmissionSpeeds', 'driveType', 'manufacturer', 'manufacturerCountry', 'safetyFeatures',
  ],
  B: [
    'vin', 'make', 'model', 'modelYear', 'trim', 'trim2', 'series', 'series2', 'bodyClass', 'doors', 'engineCylinders',
    'engineDisplacementL', 'engineHP', 'engineModel', 'engineConfiguration', 'fuelTypePrimary', 'driveType', 'plantCity',
    'plantState', 'plantCountry', 'gvwr', 'electrificationLevel', 'batteryKWh',
  ],
};

/**
 * The GraphQL selection a REST decode needs for its shape: only what the shape is built from, so
 * each request resolves about half the fields of the full Vehicle.
 */
export function vehicleSelectionFor(shape: ResponseShape): string {
  return ['requestedVin', ...SHAPE_SOURCE_FIELDS[shape].map((f) => (f === 'safetyFeatures' ? 'safetyFeatures { feature value }' : f))].join(' ');
}

/** The vehicle in the deployment's response shape, with exactly the spec's field names. */
export function vehicleInShape(vehicle: SelectedVehicle, shape: ResponseShape): unknown {
  // The shape functions read named fields only, so the selection is passed as it is (no copy).
  return shape === 'A' ? toShapeA(vehicle) : toShapeB(vehicle, vehicle.requestedVin);
}

interface SelectedBatchItem {
  __typename: 'BatchDecodeSuccess' | 'BatchDecodeError';
  vin: string;
  status: 'success' | 'error';
  vehicle?: SelectedVehicle;
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
}

function withDetails(details: SelectedBatchItem['details']): { details?: Record<string, unknown> } {
  const present = presentDetails(details);
  return present === undefined ? {} : { details: present };
}

export function batchInShape(batch: SelectedBatch, shape: ResponseShape): unknown {
  const results = batch.results.map((item) =>
    item.status === 'success'
      ? { vin: item.vin, status: 'success', vehicle: vehicleInShape(item.vehicle!, shape) }
      : { vin: item.vin, status: 'error', errorCode: item.errorCode, message: item.message, ...withDetails(item.details) },
  );
  if (shape === 'A') return { summary: batch.summary, results };
  return { results, successCount: batch.summary.successful, failureCount: batch.summary.failed };
}

/** The usage report as the stored operation selects it (the instant arrives as ISO text). */
type SelectedUsage = Omit<AccountUsage, 'periodEndsAt'> & { periodEndsAt: string };

export function usageInShape(usage: SelectedUsage, shape: ResponseShape): unknown {
  if (shape === 'A') return usage;
  return { dailyQuota: usage.dailyQuota, usedToday: usage.usedToday, remainingToday: usage.remainingToday };
}
