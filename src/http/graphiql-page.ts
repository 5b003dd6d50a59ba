import { gzipSync } from 'node:zlib';
import { renderGraphiQL } from '@graphql-yoga/render-graphiql';

/**
 * GraphiQL as one self-contained page (its assets are inlined from the npm package, so it works
 * offline and never touches a CDN). The page is ~9 MB: render and gzip it once, on first use.
 */
export interface GraphiQLPage {
  html: Buffer;
  gzip: Buffer;
}

let page: GraphiQLPage | undefined;

const DEFAULT_QUERY = `# Validate a VIN (free, needs no credentials)
query {
  validateVin(vin: "1HGCM82633A004352") {
    vin
    isValidFormat
    checkDigitValid
  }
}
`;

export function getGraphiQLPage(): GraphiQLPage {
  if (!page) {
    const html = Buffer.from(
      renderGraphiQL({ title: 'vin-gateway GraphiQL', endpoint: '/graphql', defaultQuery: DEFAULT_QUERY, shouldPersistHeaders: true }),
    );
    page = { html, gzip: gzipSync(html, { level: 6 }) };
  }
  return page;
}
