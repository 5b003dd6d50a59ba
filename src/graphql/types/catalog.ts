import { FIELDS_THE_BUNDLED_CATALOG_LACKS } from '../../domain/vin/decoder/index.js';
import { builder } from '../builder.js';

interface EnrichmentState {
  mode: 'off' | 'online';
  circuit: 'closed' | 'open' | 'half-open' | null;
}

const EnrichmentModeEnum = builder.enumType('EnrichmentMode', {
  values: {
    OFF: { value: 'off', description: 'The catalog alone answers (VPIC_ENRICH=off, the default).' },
    ONLINE: { value: 'online', description: "Empty fields are filled from NHTSA's vPIC API (VPIC_ENRICH=online)." },
  } as const,
});

const EnrichmentStateType = builder.objectRef<EnrichmentState>('CatalogEnrichment').implement({
  fields: (t) => ({
    mode: t.field({ type: EnrichmentModeEnum, resolve: (e) => e.mode }),
    circuit: t.string({
      nullable: true,
      description: 'closed (calls go out), open (calls refused after repeated failures) or half-open (one trial call); null when off.',
      resolve: (e) => e.circuit,
    }),
  }),
});

const CatalogType = builder
  .objectRef<{ release: string | null; latestPatternAt: string | null; enrichment: EnrichmentState }>('Catalog')
  .implement({
    description: 'The vPIC data the decoder uses.',
    fields: (t) => ({
      release: t.exposeString('release', {
        nullable: true,
        description: 'Day of the latest pattern change (YYYY-MM-DD): the data release.',
      }),
      latestPatternAt: t.exposeString('latestPatternAt', { nullable: true }),
      enrichment: t.field({ type: EnrichmentStateType, resolve: (c) => c.enrichment }),
      lackingFields: t.stringList({
        description:
          'Vehicle fields the bundled vPIC extract cannot supply: null in most decodes unless enrichment (mode ONLINE) or a fuller extract fills them.',
        resolve: () => [...FIELDS_THE_BUNDLED_CATALOG_LACKS],
      }),
    }),
  });

builder.queryField('catalog', (t) =>
  t.field({
    type: CatalogType,
    description: 'Which vPIC data release the decoder runs on, and whether enrichment is on. Public.',
    resolve: (_root, _args, ctx) => ({
      release: ctx.catalogRelease?.release ?? null,
      latestPatternAt: ctx.catalogRelease?.latestPatternAt ?? null,
      enrichment: { mode: ctx.enricher ? ('online' as const) : ('off' as const), circuit: ctx.enricher?.circuit ?? null },
    }),
  }),
);
