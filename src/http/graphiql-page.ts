import { cachedBody, type CachedBody } from './cached-body.js';

/**
 * GraphiQL as one self-contained page (its assets are inlined from the npm package, so it works
 * offline and never touches a CDN). The page is ~9 MB: its module is loaded, and the page
 * rendered, once on first use rather than on every start. Its brotli and gzip forms come from the
 * build (dist/precompressed): 1.7 MB and 2.4 MB on the wire.
 */
let page: Promise<CachedBody> | undefined;

const DEFAULT_QUERY = `# Validate a VIN (free, needs no credentials)
query {
  validateVin(vin: "1HGCM82633A004352") {
    vin
    isValidFormat
    checkDigitValid
  }
}
`;

/** The page's HTML; the build renders it too, to compress exactly these bytes. */
export async function renderGraphiQLPage(): Promise<Buffer> {
  const { renderGraphiQL } = await import('@graphql-yoga/render-graphiql');
  return Buffer.from(renderGraphiQL({ title: 'vin-gateway GraphiQL', endpoint: '/graphql', defaultQuery: DEFAULT_QUERY, shouldPersistHeaders: true }));
}

export function getGraphiQLPage(): Promise<CachedBody> {
  page ??= renderGraphiQLPage().then((html) => cachedBody(html, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=3600' }));
  return page;
}
