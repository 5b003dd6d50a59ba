import { gzipSync } from 'node:zlib';

/**
 * GraphiQL as one self-contained page (its assets are inlined from the npm package, so it works
 * offline and never touches a CDN). The page is ~9 MB: its module is loaded, and the page
 * rendered and gzipped, once on first use rather than on every start.
 */
export interface GraphiQLPage {
  html: Buffer;
  gzip: Buffer;
}

let page: Promise<GraphiQLPage> | undefined;

const DEFAULT_QUERY = `# Validate a VIN (free, needs no credentials)
query {
  validateVin(vin: "1HGCM82633A004352") {
    vin
    isValidFormat
    checkDigitValid
  }
}
`;

export function getGraphiQLPage(): Promise<GraphiQLPage> {
  page ??= import('@graphql-yoga/render-graphiql').then(({ renderGraphiQL }) => {
    const html = Buffer.from(
      renderGraphiQL({ title: 'vin-gateway GraphiQL', endpoint: '/graphql', defaultQuery: DEFAULT_QUERY, shouldPersistHeaders: true }),
    );
    return { html, gzip: gzipSync(html, { level: 6 }) };
  });
  return page;
}
