export { VinDecoder, createVinDecoder, type VinDecoderOptions, type DecodeOutcome, type DecodeTally } from './vin-decoder.js';
export type { DecodeOptions } from './decode-vin.js';
export type {
  Vehicle,
  SafetyFeature,
  DecodedVariable,
  DecodeResult,
  DecodeWarning,
  DataSource,
  EnrichmentReport,
} from './vehicle.types.js';
export {
  toShapeA,
  toShapeB,
  describeTransmission,
  type ShapeASource,
  type ShapeBSource,
  SHAPE_B_FIELDS,
  SHAPE_B_SOURCE_FIELDS,
  type VehicleShapeA,
  type VehicleShapeB,
} from './vehicle.shapes.js';
export { VEHICLE_FIELDS, SAFETY_FEATURES, FIELDS_THE_BUNDLED_CATALOG_LACKS } from './vehicle.fields.js';
export { wmiCodeOf } from './prepare-vin.js';
export { DECODE_WARNINGS, DECODE_WARNING_MEANINGS } from './decode-warnings.js';
