import { readFileSync } from 'node:fs';
import { dashboardFiles } from './dashboard-site.js';
import { docsAssets } from './docs-page.js';
import { graphiqlAssets, GRAPHIQL_DIR, renderGraphiQLPage } from './graphiql-page.js';
import { contentHash } from './precompressed.js';
import { isCompressible } from './cached-body.js';

export { contentHash };

/**
 * The static bodies the gateway serves that are worth compressing once at build time
 * (scripts/build.mjs bundles this module and compresses what it returns): GraphiQL's page and
 * files, Swagger UI's files and the dashboard's build. The same functions serve them at run time,
 * so the bytes compressed are the bytes served. `graphiqlDir`: where the build being made put
 * GraphiQL's files (it becomes dist/graphiql when the build is complete).
 */
export async function staticSources(options: { graphiqlDir?: string } = {}): Promise<Array<{ name: string; body: Buffer }>> {
  const graphiqlDir = options.graphiqlDir ?? GRAPHIQL_DIR;
  const files = [
    ...graphiqlAssets(graphiqlDir).map(({ url, path, type }) => ({ name: url, body: readFileSync(path), type })),
    ...docsAssets().map(({ name, path, type }) => ({ name: `/docs/${name}`, body: readFileSync(path), type })),
    ...dashboardFiles().map(({ url, path, type }) => ({ name: url, body: readFileSync(path), type })),
  ];
  return [
    { name: '/graphql (GraphiQL)', body: renderGraphiQLPage(graphiqlDir) },
    ...files.filter((file) => isCompressible(file.type, file.body.length)).map(({ name, body }) => ({ name, body })),
  ];
}
