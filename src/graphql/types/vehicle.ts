import type { BilledUnit } from '../../domain/quota/billing-tab.js';
import type { DecodeResult, Vehicle } from '../../domain/vin/decoder/index.js';
import { describeTransmission, FIELDS_THE_BUNDLED_CATALOG_LACKS } from '../../domain/vin/decoder/index.js';
import { builder } from '../builder.js';
import { DataSourceEnum, EnrichmentType, enrichmentOf, fieldSources, FieldSourceType, sourceOf } from './provenance.js';

type Scalar = 'String' | 'Int' | 'Float';

/**
 * Every flat field of the decoded vehicle, with its GraphQL type. The GraphQL Vehicle exposes them
 * under the same names as the domain's Vehicle, so the REST adapter can select them all and hand
 * the result to the shape A/B mappers unchanged.
 */
export const VEHICLE_SCALAR_FIELDS = {
  make: 'String',
  makeId: 'Int',
  model: 'String',
  modelId: 'Int',
  modelYear: 'Int',
  trim: 'String',
  trim2: 'String',
  series: 'String',
  series2: 'String',
  vehicleType: 'String',
  bodyClass: 'String',
  doors: 'Int',
  engineCylinders: 'Int',
  engineDisplacementL: 'Float',
  engineDisplacementCC: 'Float',
  engineDisplacementCI: 'Float',
  engineHP: 'Float',
  engineHPTo: 'Float',
  engineKW: 'Float',
  engineModel: 'String',
  engineConfiguration: 'String',
  engineManufacturer: 'String',
  fuelTypePrimary: 'String',
  fuelTypeSecondary: 'String',
  turbo: 'String',
  transmissionStyle: 'String',
  transmissionSpeeds: 'Int',
  driveType: 'String',
  plantCity: 'String',
  plantState: 'String',
  plantCountry: 'String',
  plantCompanyName: 'String',
  gvwr: 'String',
  gvwrTo: 'String',
  electrificationLevel: 'String',
  batteryKWh: 'Float',
  batteryKWhTo: 'Float',
  batteryType: 'String',
  manufacturer: 'String',
  manufacturerId: 'Int',
  manufacturerCountry: 'String',
} as const satisfies Partial<Record<keyof Vehicle, Scalar>>;

const VEHICLE_FIELD_NAMES = Object.keys(VEHICLE_SCALAR_FIELDS);

/** The selection that fetches a whole domain Vehicle. */
export const VEHICLE_SELECTION = `vin ${Object.keys(VEHICLE_SCALAR_FIELDS).join(' ')} safetyFeatures { feature value }`;

/** A decode as GraphQL sees it: the result, the VIN as the caller wrote it, and the unit it bills. */
export interface DecodedVehicle {
  requestedVin: string;
  result: DecodeResult;
  /** Billed only if this vehicle reaches the caller (decision 0044). */
  billedAs?: BilledUnit | undefined;
}

/** Said on every field the bundled catalog cannot supply, so GraphiQL users see it where they look. */
const LACKING = new Set<string>(FIELDS_THE_BUNDLED_CATALOG_LACKS);
const GAP_NOTE =
  "The bundled vPIC extract cannot supply it (null in most decodes, or empty): filled from NHTSA's vPIC API when VPIC_ENRICH=online, or by a fuller extract.";

const SafetyFeatureType = builder.objectRef<Vehicle['safetyFeatures'][number]>('SafetyFeature').implement({
  fields: (t) => ({
    feature: t.exposeString('feature'),
    value: t.exposeString('value'),
    source: t.field({ type: DataSourceEnum, resolve: sourceOf }),
  }),
});

const DecodedVariableType = builder.objectRef<DecodeResult['variables'][number]>('DecodedVariable').implement({
  description: "A vPIC variable as NHTSA's DecodeVinValues names it (code), its label, and the decoded value.",
  fields: (t) => ({
    elementId: t.exposeInt('elementId'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    value: t.exposeString('value'),
    source: t.field({ type: DataSourceEnum, resolve: sourceOf }),
  }),
});

const EngineType = builder.objectRef<Vehicle>('Engine').implement({
  fields: (t) => ({
    cylinders: t.int({ nullable: true, resolve: (v) => v.engineCylinders }),
    displacementL: t.float({ nullable: true, resolve: (v) => v.engineDisplacementL }),
    fuelType: t.string({ nullable: true, resolve: (v) => v.fuelTypePrimary }),
    horsepower: t.float({ nullable: true, description: GAP_NOTE, resolve: (v) => v.engineHP }),
    model: t.string({ nullable: true, resolve: (v) => v.engineModel }),
    configuration: t.string({ nullable: true, resolve: (v) => v.engineConfiguration }),
  }),
});

const ManufacturerType = builder.objectRef<Vehicle>('Manufacturer').implement({
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (v) => v.manufacturer }),
    country: t.string({ nullable: true, resolve: (v) => v.manufacturerCountry }),
  }),
});

export const VehicleType = builder.objectRef<DecodedVehicle>('Vehicle').implement({
  description:
    'A decoded VIN. A field is null when neither the catalog nor enrichment has a value for it. Fields the bundled catalog cannot supply say so; `sources` tells where each value came from.',
  fields: (t) => ({
    vin: t.string({ description: 'The normalised VIN.', resolve: (d) => d.result.vin }),
    requestedVin: t.exposeString('requestedVin', { description: 'The VIN as it was sent.' }),
    ...Object.fromEntries(
      Object.entries(VEHICLE_SCALAR_FIELDS).map(([name, type]) => [
        name,
        t.field({
          type,
          nullable: true,
          ...(LACKING.has(name) ? { description: GAP_NOTE } : {}),
          resolve: (d) => d.result.vehicle[name as keyof typeof VEHICLE_SCALAR_FIELDS],
        }),
      ]),
    ),
    bodyStyle: t.string({ nullable: true, description: 'Shape A name of bodyClass.', resolve: (d) => d.result.vehicle.bodyClass }),
    drivetrain: t.string({
      nullable: true,
      description: `Shape A name of driveType. ${GAP_NOTE}`,
      resolve: (d) => d.result.vehicle.driveType,
    }),
    transmission: t.string({
      nullable: true,
      description: `Style and speeds, e.g. "6-Speed Automatic". ${GAP_NOTE}`,
      resolve: (d) => describeTransmission(d.result.vehicle),
    }),
    engine: t.field({ type: EngineType, resolve: (d) => d.result.vehicle }),
    manufacturerInfo: t.field({ type: ManufacturerType, resolve: (d) => d.result.vehicle }),
    safetyFeatures: t.field({ type: [SafetyFeatureType], description: GAP_NOTE, resolve: (d) => d.result.vehicle.safetyFeatures }),
    variables: t.field({
      type: [DecodedVariableType],
      description: 'Every decoded vPIC variable, each with its source.',
      resolve: (d) => d.result.variables,
    }),
    warnings: t.stringList({
      description: 'CHECK_DIGIT_MISMATCH, MODEL_YEAR_INCONCLUSIVE, ENRICHMENT_UNAVAILABLE, …',
      resolve: (d) => d.result.warnings,
    }),
    sources: t.field({
      type: [FieldSourceType],
      description: "Where each non-null field came from: CATALOG, or VPIC_API (filled by enrichment from NHTSA's vPIC API).",
      resolve: (d) => fieldSources(d.result, VEHICLE_FIELD_NAMES),
    }),
    enrichment: t.field({
      type: EnrichmentType,
      description: 'What enrichment did (status OFF when VPIC_ENRICH is off).',
      resolve: (d) => enrichmentOf(d.result),
    }),
  }),
});
