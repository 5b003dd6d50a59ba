import type { components } from './openapi.js';

type Schemas = components['schemas'];
type ShapeA = Schemas['VehicleShapeA'];
type ShapeB = Schemas['VehicleShapeB'];

/**
 * A decoded vehicle, the same whichever shape the deployment answers in (the spec: "a client
 * must tolerate both"). A field one shape does not carry is null (safetyFeatures: empty);
 * `shape` says which one the values came from.
 */
export interface Vehicle {
  shape: 'A' | 'B';
  /** The normalised VIN. */
  vin: string;
  /** The VIN as it was sent. */
  requestedVin: string;
  modelYear: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  series: string | null;
  vehicleType: string | null;
  bodyClass: string | null;
  doors: number | null;
  engine: {
    cylinders: number | null;
    displacementL: number | null;
    fuelType: string | null;
    horsepower: number | null;
    model: string | null;
    configuration: string | null;
  };
  transmission: string | null;
  driveType: string | null;
  manufacturer: { name: string | null; country: string | null };
  plant: { city: string | null; state: string | null; country: string | null };
  gvwr: string | null;
  electrificationLevel: string | null;
  batteryKWh: number | null;
  safetyFeatures: Array<{ feature: string; value: string }>;
}

export function isShapeB(vehicle: ShapeA | ShapeB): vehicle is ShapeB {
  return 'normalizedVin' in vehicle;
}

export function normalizeVehicle(vehicle: ShapeA | ShapeB, requestedVin: string): Vehicle {
  if (isShapeB(vehicle)) {
    return {
      shape: 'B',
      vin: vehicle.normalizedVin,
      requestedVin: vehicle.requestedVin,
      modelYear: vehicle.modelYear,
      make: vehicle.make,
      model: vehicle.model,
      trim: vehicle.trim,
      series: vehicle.series,
      vehicleType: null,
      bodyClass: vehicle.bodyClass,
      doors: vehicle.doors,
      engine: {
        cylinders: vehicle.engineCylinders,
        displacementL: vehicle.engineDisplacementL,
        fuelType: vehicle.fuelTypePrimary,
        horsepower: vehicle.engineHP,
        model: vehicle.engineModel,
        configuration: vehicle.engineConfiguration,
      },
      transmission: null,
      driveType: vehicle.driveType,
      manufacturer: { name: null, country: null },
      plant: { city: vehicle.plantCity, state: vehicle.plantState, country: vehicle.plantCountry },
      gvwr: vehicle.gvwr,
      electrificationLevel: vehicle.electrificationLevel,
      batteryKWh: vehicle.batteryKWh,
      safetyFeatures: [],
    };
  }
  return {
    shape: 'A',
    vin: vehicle.vin,
    requestedVin,
    modelYear: vehicle.modelYear,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim,
    series: null,
    vehicleType: vehicle.vehicleType,
    bodyClass: vehicle.bodyStyle,
    doors: null,
    engine: { ...vehicle.engine, horsepower: null, model: null, configuration: null },
    transmission: vehicle.transmission,
    driveType: vehicle.drivetrain,
    manufacturer: { ...vehicle.manufacturer },
    plant: { city: null, state: null, country: null },
    gvwr: null,
    electrificationLevel: null,
    batteryKWh: null,
    safetyFeatures: vehicle.safetyFeatures.map((f) => ({ ...f })),
  };
}

/** A vehicle known only by the image route's shape B summary (make, model, model year). */
export function vehicleFromSummary(summary: Schemas['ImageDecodeShapeB']): Vehicle {
  return {
    shape: 'B',
    vin: summary.vin,
    requestedVin: summary.vin,
    modelYear: summary.modelYear,
    make: summary.make,
    model: summary.model,
    trim: null,
    series: null,
    vehicleType: null,
    bodyClass: null,
    doors: null,
    engine: { cylinders: null, displacementL: null, fuelType: null, horsepower: null, model: null, configuration: null },
    transmission: null,
    driveType: null,
    manufacturer: { name: null, country: null },
    plant: { city: null, state: null, country: null },
    gvwr: null,
    electrificationLevel: null,
    batteryKWh: null,
    safetyFeatures: [],
  };
}

/** `index`: the item's position in the request (its first occurrence); `requestedVin`: the VIN as sent there. */
export type BatchItem =
  | { index: number; vin: string; requestedVin: string; status: 'success'; vehicle: Vehicle; warnings: string[] }
  | {
      index: number;
      vin: string;
      requestedVin: string;
      status: 'error';
      errorCode: Schemas['BatchItemError']['errorCode'];
      message: string;
    };

/** A VIN sent again, answered by the item whose `index` is `duplicateOf`. */
export interface BatchDuplicate {
  index: number;
  requestedVin: string;
  duplicateOf: number;
}

export interface BatchResult {
  summary: { totalSubmitted: number; successful: number; failed: number; duplicates: number; billableCount: number };
  results: BatchItem[];
  duplicates: BatchDuplicate[];
}

/**
 * Both batch shapes as one. Shape B has no summary; it is derived from what was sent and what came
 * back (duplicates are the VINs sent more than once; only successes bill).
 */
export function normalizeBatch(batch: Schemas['BatchResultShapeA'] | Schemas['BatchResultShapeB'], submitted: number): BatchResult {
  const results: BatchItem[] = batch.results.map((item) => {
    const origin = { index: item.index, vin: item.vin, requestedVin: item.requestedVin };
    return item.status === 'success'
      ? { ...origin, status: 'success', vehicle: normalizeVehicle(item.vehicle, item.requestedVin), warnings: [...item.warnings] }
      : { ...origin, status: 'error', errorCode: item.errorCode, message: item.message };
  });
  const duplicates = batch.duplicates.map((d) => ({ ...d }));
  if ('summary' in batch) return { summary: { ...batch.summary }, results, duplicates };
  return {
    summary: {
      totalSubmitted: submitted,
      successful: batch.successCount,
      failed: batch.failureCount,
      duplicates: duplicates.length,
      billableCount: batch.successCount,
    },
    results,
    duplicates,
  };
}

/** Usage in either shape; what shape B does not report is null. */
export interface Usage {
  plan: string | null;
  dailyQuota: number;
  usedToday: number;
  remainingToday: number;
  overageEnabled: boolean | null;
  overageToday: number | null;
  periodEndsAt: string | null;
}

export function normalizeUsage(usage: Schemas['UsageShapeA'] | Schemas['UsageShapeB']): Usage {
  if ('plan' in usage) return { ...usage };
  return { ...usage, plan: null, overageEnabled: null, overageToday: null, periodEndsAt: null };
}
