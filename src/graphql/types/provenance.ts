import type { DataSource, DecodeResult } from '../../domain/vin/decoder/index.js';
import { builder } from '../builder.js';

export const DataSourceEnum = builder.enumType('DataSource', {
  description: "Where a value came from: the vPIC catalog this service decodes with, or NHTSA's vPIC API (VPIC_ENRICH=online).",
  values: { CATALOG: { value: 'catalog' }, VPIC_API: { value: 'vpic-api' } } as const,
});

export const sourceOf = (item: { source?: DataSource }): DataSource => item.source ?? 'catalog';

const FieldSourceType = builder.objectRef<{ field: string; source: DataSource }>('FieldSource').implement({
  description: 'Where one non-null field of the vehicle came from.',
  fields: (t) => ({
    field: t.exposeString('field', { description: 'The Vehicle field name, e.g. driveType or safetyFeatures.' }),
    source: t.field({ type: DataSourceEnum, resolve: (s) => s.source }),
  }),
});

const EnrichmentStatusEnum = builder.enumType('EnrichmentStatus', {
  values: {
    OFF: { value: 'off', description: 'VPIC_ENRICH is off: the catalog alone answered.' },
    ENRICHED: { value: 'enriched', description: "Empty fields were filled from NHTSA's vPIC API (fresh or cached)." },
    NO_DATA: { value: 'no-data', description: 'vPIC answered but had nothing the catalog lacked.' },
    NOT_NEEDED: { value: 'not-needed', description: 'The catalog had every field.' },
    UNAVAILABLE: { value: 'unavailable', description: 'vPIC did not answer in time (warning ENRICHMENT_UNAVAILABLE).' },
  } as const,
});

type Report = NonNullable<DecodeResult['enrichment']>;
const OFF: Report = { status: 'off' as Report['status'], release: null, fetchedAt: null, fromCache: false, fields: [] };

export const EnrichmentType = builder.objectRef<Report>('VehicleEnrichment').implement({
  description: "What enrichment from NHTSA's vPIC API did for this decode.",
  fields: (t) => ({
    status: t.field({ type: EnrichmentStatusEnum, resolve: (r) => r.status }),
    fields: t.stringList({ description: 'Vehicle fields filled from vPIC.', resolve: (r) => [...r.fields] }),
    release: t.string({
      nullable: true,
      description: 'The vPIC data the filled values reflect (vpic-api@YYYY-MM-DD: the day NHTSA answered).',
      resolve: (r) => r.release,
    }),
    fetchedAt: t.field({ type: 'DateTime', nullable: true, resolve: (r) => r.fetchedAt }),
    fromCache: t.boolean({ description: 'Answered from the shared cache, without calling vPIC.', resolve: (r) => r.fromCache }),
    reason: t.string({
      nullable: true,
      description: 'Why it is unavailable: timeout, circuit-open, rate-limited, busy or failed.',
      resolve: (r) => r.reason ?? null,
    }),
  }),
});

export const enrichmentOf = (result: DecodeResult): Report => result.enrichment ?? OFF;

/** Every non-null field of the vehicle with its source. */
export function fieldSources(result: DecodeResult, fieldNames: readonly string[]): Array<{ field: string; source: DataSource }> {
  const filled = new Set(result.enrichment?.fields ?? []);
  const vehicle = result.vehicle as unknown as Record<string, unknown>;
  const present = fieldNames.filter((name) => vehicle[name] !== null && vehicle[name] !== undefined);
  if (result.vehicle.safetyFeatures.length > 0) present.push('safetyFeatures');
  return present.map((field) => ({ field, source: filled.has(field) ? 'vpic-api' : 'catalog' }));
}

export { FieldSourceType };
