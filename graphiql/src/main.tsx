// GraphiQL for /graphql, bundled at build time (scripts/build-graphiql.mjs) from the npm packages:
// the CodeMirror 5 based GraphiQL 3, not the Monaco one of @graphql-yoga/render-graphiql, which
// made a 9 MB page (docs/decisions/0609-graphiql-built-from-npm-packages.md). Loaded as an
// external script, so the page runs under `script-src 'self'`.
import { GraphiQL, type GraphiQLProps } from 'graphiql';
import { createRoot } from 'react-dom/client';
import 'graphiql/graphiql.css';
import './page.css';

const ENDPOINT = '/graphql';

type Fetcher = GraphiQLProps['fetcher'];

const DEFAULT_QUERY = `# Validate a VIN (free, needs no credentials).
# Paid fields need an API key: put {"X-API-Key": "<key>"} in the Headers pane below.
query {
  validateVin(vin: "1HGCM82633A004352") {
    vin
    isValidFormat
    checkDigitValid
  }
}
`;

/**
 * Plain POSTs of JSON: the gateway has no subscriptions, so GraphiQL's own fetcher (which also
 * bundles a WebSocket client) would add weight for nothing.
 */
const fetcher: Fetcher = async (params, options) => {
  const response = await fetch(ENDPOINT, {
    method: 'POST',
    headers: { accept: 'application/graphql-response+json, application/json', 'content-type': 'application/json', ...options?.headers },
    body: JSON.stringify(params),
  });
  return response.json();
};

createRoot(document.getElementById('graphiql')!).render(
  <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY} shouldPersistHeaders defaultEditorToolsVisibility="headers" />,
);
