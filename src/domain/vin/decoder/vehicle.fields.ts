import type { Vehicle } from './vehicle.types.js';

type ScalarField = Exclude<keyof Vehicle, 'vin' | 'safetyFeatures' | 'makeId' | 'modelId' | 'manufacturerId'>;

export interface FieldMapping {
  field: ScalarField;
  elementId: number;
  type: 'string' | 'integer' | 'number';
}

/** Vehicle field ← vPIC element (Element.Id). The one place this mapping lives. */
export const VEHICLE_FIELDS: readonly FieldMapping[] = [
  { field: 'make', elementId: 26, type: 'string' },
  { field: 'model', elementId: 28, type: 'string' },
  { field: 'modelYear', elementId: 29, type: 'integer' },
  { field: 'trim', elementId: 38, type: 'string' },
  { field: 'trim2', elementId: 109, type: 'string' },
  { field: 'series', elementId: 34, type: 'string' },
  { field: 'series2', elementId: 110, type: 'string' },
  { field: 'vehicleType', elementId: 39, type: 'string' },
  { field: 'bodyClass', elementId: 5, type: 'string' },
  { field: 'doors', elementId: 14, type: 'integer' },
  { field: 'engineCylinders', elementId: 9, type: 'integer' },
  { field: 'engineDisplacementL', elementId: 13, type: 'number' },
  { field: 'engineDisplacementCC', elementId: 11, type: 'number' },
  { field: 'engineDisplacementCI', elementId: 12, type: 'number' },
  { field: 'engineHP', elementId: 71, type: 'number' },
  { field: 'engineHPTo', elementId: 125, type: 'number' },
  { field: 'engineKW', elementId: 21, type: 'number' },
  { field: 'engineModel', elementId: 18, type: 'string' },
  { field: 'engineConfiguration', elementId: 64, type: 'string' },
  { field: 'engineManufacturer', elementId: 146, type: 'string' },
  { field: 'fuelTypePrimary', elementId: 24, type: 'string' },
  { field: 'fuelTypeSecondary', elementId: 66, type: 'string' },
  { field: 'turbo', elementId: 135, type: 'string' },
  { field: 'transmissionStyle', elementId: 37, type: 'string' },
  { field: 'transmissionSpeeds', elementId: 63, type: 'integer' },
  { field: 'driveType', elementId: 15, type: 'string' },
  { field: 'plantCity', elementId: 31, type: 'string' },
  { field: 'plantState', elementId: 77, type: 'string' },
  { field: 'plantCountry', elementId: 75, type: 'string' },
  { field: 'plantCompanyName', elementId: 76, type: 'string' },
  { field: 'gvwr', elementId: 25, type: 'string' },
  { field: 'gvwrTo', elementId: 190, type: 'string' },
  { field: 'electrificationLevel', elementId: 126, type: 'string' },
  { field: 'batteryKWh', elementId: 59, type: 'number' },
  { field: 'batteryKWhTo', elementId: 134, type: 'number' },
  { field: 'batteryType', elementId: 2, type: 'string' },
  { field: 'manufacturer', elementId: 27, type: 'string' },
];

/** Safety features in a stable order, with the labels the API reports. */
export const SAFETY_FEATURES: ReadonlyArray<{ elementId: number; feature: string }> = [
  { elementId: 86, feature: 'Anti-lock Braking System (ABS)' },
  { elementId: 99, feature: 'Electronic Stability Control (ESC)' },
  { elementId: 100, feature: 'Traction Control' },
  { elementId: 101, feature: 'Forward Collision Warning (FCW)' },
  { elementId: 87, feature: 'Crash Imminent Braking (CIB)' },
  { elementId: 171, feature: 'Pedestrian Automatic Emergency Braking (PAEB)' },
  { elementId: 102, feature: 'Lane Departure Warning (LDW)' },
  { elementId: 103, feature: 'Lane Keeping Assistance (LKA)' },
  { elementId: 194, feature: 'Lane Centering Assistance' },
  { elementId: 88, feature: 'Blind Spot Warning (BSW)' },
  { elementId: 193, feature: 'Blind Spot Intervention (BSI)' },
  { elementId: 104, feature: 'Backup Camera' },
  { elementId: 105, feature: 'Parking Assist' },
  { elementId: 183, feature: 'Rear Cross Traffic Alert' },
  { elementId: 192, feature: 'Rear Automatic Emergency Braking' },
  { elementId: 81, feature: 'Adaptive Cruise Control (ACC)' },
  { elementId: 177, feature: 'Daytime Running Light (DRL)' },
  { elementId: 178, feature: 'Headlamp Light Source' },
  { elementId: 168, feature: 'Tire Pressure Monitoring System (TPMS)' },
  { elementId: 65, feature: 'Front Air Bags' },
  { elementId: 107, feature: 'Side Air Bags' },
  { elementId: 55, feature: 'Curtain Air Bags' },
  { elementId: 69, feature: 'Knee Air Bags' },
  { elementId: 56, feature: 'Seat Cushion Air Bags' },
  { elementId: 78, feature: 'Seat Belt Pretensioner' },
  { elementId: 79, feature: 'Seat Belt Type' },
];

/**
 * Vehicle fields the bundled vPIC extract cannot supply: it keeps patterns for only ~27 elements
 * (measured: drive type and electrification in 2 of 24,522 VIN schemas, horsepower only through
 * ~160 of 346 engine models, none for the rest). Null in most decodes (safetyFeatures empty)
 * unless a fuller extract is used or VPIC_ENRICH=online fills them from NHTSA's vPIC API.
 */
export const FIELDS_THE_BUNDLED_CATALOG_LACKS = [
  'driveType',
  'transmissionStyle',
  'transmissionSpeeds',
  'engineHP',
  'engineHPTo',
  'engineKW',
  'electrificationLevel',
  'batteryKWh',
  'batteryKWhTo',
  'plantCompanyName',
  'trim2',
  'series2',
  'safetyFeatures',
] as const;
