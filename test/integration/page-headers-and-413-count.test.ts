import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

const TOKEN = 'metrics-token-0123456789abcdef';

/** Sum of the samples of `name` whose labels include every given pair. */
function sampleSum(text: string, name: string, labels: Record<string, string>): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([k, v]) => (match[2] ?? '').includes(`${k}="${v}"`))) sum += Number(match[3]);
  }
  return sum;
}

/**
 * Resolves once `count` responses to requests for `path`, from now on, have closed. Each request is
 * recorded in the metrics when its response finishes or closes, by listeners the server attached
 * before this one: so every record those requests will ever make has been made by then.
 */
function responsesClosed(server: TestServer, path: string, count: number): Promise<void> {
  return new Promise((resolve) => {
    let closed = 0;
    const onRequest = (req: IncomingMessage, res: ServerResponse) => {
      if (req.url !== path) return;
      res.once('close', () => {
        closed += 1;
        if (closed < count) return;
        server.server.off('request', onRequest);
        resolve();
      });
    };
    server.server.on('request', onRequest);
  });
}

describe.each(databaseTargets)('GraphiQL page headers and 413 accounting on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  const scrape = async () => (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('serves GraphiQL with the headers of /dashboard and /docs: never framed, a CSP, nosniff', async () => {
    const graphiql = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
    expect(graphiql.status).toBe(200);
    await graphiql.arrayBuffer();
    const csp = graphiql.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(graphiql.headers.get('x-frame-options')).toBe('DENY');
    expect(graphiql.headers.get('x-content-type-options')).toBe('nosniff');
    expect(graphiql.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('counts a request answered 413 once in vin_gateway_http_requests_total', async () => {
    const routes = { rest: '/api/v1/validate-vin', graphql: '/graphql' } as const;
    for (const [kind, path] of Object.entries(routes)) {
      const labels = { route: kind === 'rest' ? 'POST /api/v1/validate-vin' : '/graphql', status: '413' };
      const before = sampleSum(await scrape(), 'vin_gateway_http_requests_total', labels);
      const bothClosed = responsesClosed(server, path, 2);
      for (const declared of [true, false]) {
        const big = JSON.stringify({ vin: '1HGCM82633A004352', query: '{ __typename }', pad: 'x'.repeat(1024 * 1024) });
        const res = await fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          // A stream has no Content-Length: the limit is found while reading.
          body: declared ? big : new Blob([big]).stream(),
          ...(declared ? {} : { duplex: 'half' }),
        } as RequestInit);
        expect(res.status, `${kind} ${declared}`).toBe(413);
        await res.arrayBuffer();
      }
      // A connection cut after its answer is recorded when it closes: scraped once both have.
      await bothClosed;
      const after = sampleSum(await scrape(), 'vin_gateway_http_requests_total', labels);
      expect(after - before, kind).toBe(2);
    }
  });

  it('labels a document refused before parsing (decision 0512) without parsing it for the label: operation "none"', async () => {
    const labels = { route: '/graphql', operation: 'none', status: '413' };
    const before = sampleSum(await scrape(), 'vin_gateway_http_requests_total', labels);
    const closed = responsesClosed(server, '/graphql', 1);
    const res = await server.graphql(`query Q { ${'__typename '.repeat(500)}}`);
    expect(res.status).toBe(413);
    await res.arrayBuffer();
    await closed;
    const after = sampleSum(await scrape(), 'vin_gateway_http_requests_total', labels);
    expect(after - before).toBe(1);
  });
});
