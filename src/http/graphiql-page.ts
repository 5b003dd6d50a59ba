import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { gzipSync } from 'node:zlib';
import { pageSecurityHeaders } from './security-headers.js';

/**
 * GraphiQL as one self-contained page (its assets are inlined from the npm package, so it works
 * offline and never touches a CDN). The page is ~9 MB: its module is loaded, and the page
 * rendered and gzipped, once on first use rather than on every start.
 */
export interface GraphiQLPage {
  html: Buffer;
  gzip: Buffer;
  /** The security headers of /dashboard and /docs, allowing this page's own inline scripts by hash. */
  headers: OutgoingHttpHeaders;
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
    return { html, gzip: gzipSync(html, { level: 6 }), headers: graphiqlSecurityHeaders(html.toString('utf8')) };
  });
  return page;
}

/**
 * The page's scripts are inline, so they are allowed by their hashes and nothing else; its editor
 * starts web workers from blob: URLs, injects <style> elements and carries its fonts as data: URLs.
 */
function graphiqlSecurityHeaders(html: string): OutgoingHttpHeaders {
  const scriptHashes = [...html.matchAll(/<script(?:\s[^>]*)?>([\s\S]*?)<\/script>/g)].map((match) =>
    createHash('sha256').update(match[1]!, 'utf8').digest('base64'),
  );
  return pageSecurityHeaders({ inlineStyles: true, scriptHashes, workers: true, dataFonts: true });
}
