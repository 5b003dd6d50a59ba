import { readFileSync } from 'node:fs';
import { dashboardFiles } from './dashboard-site.js';
import { docsAssets } from './docs-page.js';
import { renderGraphiQLPage } from './graphiql-page.js';
import { contentHash } from './precompressed.js';
import { isCompressible } from './cached-body.js';

export { contentHash };

/**
 * The static bodies the gateway serves that are worth compressing once at build time
 * (scripts/build.mjs bundles this module and compresses what it returns): GraphiQL's page,
 * Swagger UI's files and the dashboard's build. The same functions serve them at run time, so
 * the bytes compressed are the bytes served.
 */
export async function staticSources(): Promise<Array<{ name: string; body: Buffer }>> {
  const files = [
    ...docsAssets().map(({ name, path, type }) => ({ name: `/docs/${name}`, body: readFileSync(path), type })),
    ...dashboardFiles().map(({ url, path, type }) => ({ name: url, body: readFileSync(path), type })),
  ];
  return [
    { name: '/graphql (GraphiQL)', body: await renderGraphiQLPage() },
    ...files.filter((file) => isCompressible(file.type, file.body.length)).map(({ name, body }) => ({ name, body })),
  ];
}
