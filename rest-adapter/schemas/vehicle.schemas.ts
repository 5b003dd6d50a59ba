import { z } from 'zod';
import type { VehicleShapeA, VehicleShapeB } from '../../src/domain/vin/decoder/index.js';
import { inShape, nullableInt, nullableNumber, nullableString } from './common.js';

const NULL_NOTE = 'A field is null when the catalog holds no value for this VIN.';

export const vehicleShapeA = inShape(
  'A',
  z.strictObject({
    vin: z.string().meta({ description: 'The normalised VIN (trimmed, upper case).' }),
    modelYear: nullableInt(),
    make: nullableString(),
    model: nullableString(),
    trim: nullableString(),
    vehicleType: nullableString(),
    bodyStyle: nullableString(),
    engine: z.strictObject({ cylinders: nullableInt(), displacementL: nullableNumber(), fuelType: nullableString() }),
    transmission: nullableString().meta({ description: 'Style and speeds, e.g. "6-Speed Automatic".' }),
    drivetrain: nullableString(),
    manufacturer: z.strictObject({ name: nullableString(), country: nullableString() }),
    safetyFeatures: z.array(z.strictObject({ feature: z.string(), value: z.string() })),
  }),
  `The vehicle in shape A (nested), sent by deployments with RESPONSE_SHAPE=A. ${NULL_NOTE}`,
);

export const vehicleShapeB = inShape(
  'B',
  z.strictObject({
    requestedVin: z.string().meta({ description: 'The VIN as it was sent.' }),
    normalizedVin: z.string().meta({ description: 'The VIN trimmed and upper-cased.' }),
    decodeStatus: z.literal('success'),
    make: nullableString(),
    model: nullableString(),
    modelYear: nullableInt(),
    trim: nullableString(),
    series: nullableString(),
    bodyClass: nullableString(),
    doors: nullableInt(),
    engineCylinders: nullableInt(),
    engineDisplacementL: nullableNumber(),
    engineHP: nullableInt(),
    engineModel: nullableString(),
    engineConfiguration: nullableString(),
    fuelTypePrimary: nullableString(),
    driveType: nullableString(),
    plantCity: nullableString(),
    plantState: nullableString(),
    plantCountry: nullableString(),
    gvwr: nullableString().meta({ description: 'Gross vehicle weight rating class, with its weight range.' }),
    electrificationLevel: nullableString(),
    batteryKWh: nullableNumber(),
  }),
  `The vehicle in shape B (flat), sent by deployments with RESPONSE_SHAPE=B. ${NULL_NOTE}`,
);

/** The schemas and the shape functions' types must describe the same objects. */
type Same<X, Y> = [X] extends [Y] ? ([Y] extends [X] ? true : false) : false;
const shapeAMatches: Same<z.infer<typeof vehicleShapeA>, VehicleShapeA> = true;
const shapeBMatches: Same<z.infer<typeof vehicleShapeB>, VehicleShapeB> = true;
void shapeAMatches;
void shapeBMatches;
