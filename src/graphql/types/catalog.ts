import { builder } from '../builder.js';

const CatalogType = builder.objectRef<{ release: string | null; latestPatternAt: string | null }>('Catalog').implement({
  description: 'The vPIC data the decoder uses.',
  fields: (t) => ({
    release: t.exposeString('release', { nullable: true, description: 'Day of the latest pattern change (YYYY-MM-DD): the data release.' }),
    latestPatternAt: t.exposeString('latestPatternAt', { nullable: true }),
  }),
});

builder.queryField('catalog', (t) =>
  t.field({
    type: CatalogType,
    description: 'Which vPIC data release the decoder runs on. Public.',
    resolve: (_root, _args, ctx) => ({
      release: ctx.catalogRelease?.release ?? null,
      latestPatternAt: ctx.catalogRelease?.latestPatternAt ?? null,
    }),
  }),
);
