import type { SafetyFeature, Vehicle } from './vehicle.types.js';

/** The spec's nested "shape A" vehicle. */
export interface VehicleShapeA {
  vin: string;
  modelYear: number | null;
  make: string | null;
  model: string | null;
  trim: string | null;
  vehicleType: string | null;
  bodyStyle: string | null;
  engine: { cylinders: number | null; displacementL: number | null; fuelType: string | null };
  transmission: string | null;
  drivetrain: string | null;
  manufacturer: { name: string | null; country: string | null };
  safetyFeatures: SafetyFeature[];
}

/** The spec's flat "shape B" vehicle. */
export interface VehicleShapeB {
  requestedVin: string;
  normalizedVin: string;
  decodeStatus: 'success';
  make: string | null;
  model: string | null;
  modelYear: number | null;
  trim: string | null;
  series: string | null;
  bodyClass: string | null;
  doors: number | null;
  engineCylinders: number | null;
  engineDisplacementL: number | null;
  engineHP: number | null;
  engineModel: string | null;
  engineConfiguration: string | null;
  fuelTypePrimary: string | null;
  driveType: string | null;
  plantCity: string | null;
  plantState: string | null;
  plantCountry: string | null;
  gvwr: string | null;
  electrificationLevel: string | null;
  batteryKWh: number | null;
}

/**
 * Shape B's fields in the spec's order. A bulk job's CSV in shape B has these columns; what a REST
 * decode selects for shape B (SHAPE_B_SOURCE_FIELDS) follows from them.
 */
export const SHAPE_B_FIELDS = [
  'requestedVin',
  'normalizedVin',
  'decodeStatus',
  'make',
  'model',
  'modelYear',
  'trim',
  'series',
  'bodyClass',
  'doors',
  'engineCylinders',
  'engineDisplacementL',
  'engineHP',
  'engineModel',
  'engineConfiguration',
  'fuelTypePrimary',
  'driveType',
  'plantCity',
  'plantState',
  'plantCountry',
  'gvwr',
  'electrificationLevel',
  'batteryKWh',
] as const satisfies ReadonlyArray<keyof VehicleShapeB>;

/** The shape B fields that do not simply copy the Vehicle field of their name (see toShapeB). */
const SHAPE_B_SOURCES_OF_OTHERS = {
  requestedVin: [],
  normalizedVin: ['vin'],
  decodeStatus: [],
  trim: ['trim', 'trim2'],
  series: ['series', 'series2'],
} as const satisfies Partial<Record<keyof VehicleShapeB, ReadonlyArray<keyof Vehicle>>>;

type CopiedShapeBField = Exclude<(typeof SHAPE_B_FIELDS)[number], keyof typeof SHAPE_B_SOURCES_OF_OTHERS>;

function sourcesOfShapeB(field: (typeof SHAPE_B_FIELDS)[number]): ReadonlyArray<keyof Vehicle> {
  if (field in SHAPE_B_SOURCES_OF_OTHERS) return SHAPE_B_SOURCES_OF_OTHERS[field as keyof typeof SHAPE_B_SOURCES_OF_OTHERS];
  // A compile error here names a shape B field that is no Vehicle field: give it its sources above.
  const copied: keyof Vehicle = field as CopiedShapeBField;
  return [copied];
}

/** The Vehicle fields shape B is made of, in its order. */
export const SHAPE_B_SOURCE_FIELDS: ReadonlyArray<keyof Vehicle> = SHAPE_B_FIELDS.flatMap(sourcesOfShapeB);

/** "6-Speed Automatic", "Automatic" or "6-Speed", whichever parts the catalog has. */
export function describeTransmission(vehicle: Pick<Vehicle, 'transmissionStyle' | 'transmissionSpeeds'>): string | null {
  const { transmissionStyle: style, transmissionSpeeds: speeds } = vehicle;
  if (style !== null && speeds !== null) return `${speeds}-Speed ${style}`;
  if (style !== null) return style;
  return speeds !== null ? `${speeds}-Speed` : null;
}

/** The Vehicle fields shape A is made of: all a REST decode in shape A selects. */
export type ShapeASource = Pick<
  Vehicle,
  | 'vin'
  | 'modelYear'
  | 'make'
  | 'model'
  | 'trim'
  | 'trim2'
  | 'vehicleType'
  | 'bodyClass'
  | 'engineCylinders'
  | 'engineDisplacementL'
  | 'fuelTypePrimary'
  | 'transmissionStyle'
  | 'transmissionSpeeds'
  | 'driveType'
  | 'manufacturer'
  | 'manufacturerCountry'
  | 'safetyFeatures'
>;

/** The Vehicle fields shape B is made of: all a REST decode in shape B selects. */
export type ShapeBSource = Pick<
  Vehicle,
  | 'vin'
  | 'make'
  | 'model'
  | 'modelYear'
  | 'trim'
  | 'trim2'
  | 'series'
  | 'series2'
  | 'bodyClass'
  | 'doors'
  | 'engineCylinders'
  | 'engineDisplacementL'
  | 'engineHP'
  | 'engineModel'
  | 'engineConfiguration'
  | 'fuelTypePrimary'
  | 'driveType'
  | 'plantCity'
  | 'plantState'
  | 'plantCountry'
  | 'gvwr'
  | 'electrificationLevel'
  | 'batteryKWh'
>;

export function toShapeA(vehicle: ShapeASource): VehicleShapeA {
  return {
    vin: vehicle.vin,
    modelYear: vehicle.modelYear,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? vehicle.trim2,
    vehicleType: vehicle.vehicleType,
    bodyStyle: vehicle.bodyClass,
    engine: {
      cylinders: vehicle.engineCylinders,
      displacementL: vehicle.engineDisplacementL,
      fuelType: vehicle.fuelTypePrimary,
    },
    transmission: describeTransmission(vehicle),
    drivetrain: vehicle.driveType,
    manufacturer: { name: vehicle.manufacturer, country: vehicle.manufacturerCountry },
    safetyFeatures: vehicle.safetyFeatures.map((f) => ({ ...f })),
  };
}

export function toShapeB(vehicle: ShapeBSource, requestedVin: string): VehicleShapeB {
  return {
    requestedVin,
    normalizedVin: vehicle.vin,
    decodeStatus: 'success',
    make: vehicle.make,
    model: vehicle.model,
    modelYear: vehicle.modelYear,
    trim: vehicle.trim ?? vehicle.trim2,
    series: vehicle.series ?? vehicle.series2,
    bodyClass: vehicle.bodyClass,
    doors: vehicle.doors,
    engineCylinders: vehicle.engineCylinders,
    engineDisplacementL: vehicle.engineDisplacementL,
    engineHP: vehicle.engineHP === null ? null : Math.round(vehicle.engineHP),
    engineModel: vehicle.engineModel,
    engineConfiguration: vehicle.engineConfiguration,
    fuelTypePrimary: vehicle.fuelTypePrimary,
    driveType: vehicle.driveType,
    plantCity: vehicle.plantCity,
    plantState: vehicle.plantState,
    plantCountry: vehicle.plantCountry,
    gvwr: vehicle.gvwr,
    electrificationLevel: vehicle.electrificationLevel,
    batteryKWh: vehicle.batteryKWh,
  };
}
