import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Plain JSON POSTs run on the direct executor; other requests (another Accept, a browser Origin,
 * GET) go through graphql-yoga. Both must answer alike.
 */
describe.each(databaseTargets)('GraphQL request paths on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let key: string;

  const ask = async (query: string, variables: Record<string, unknown> | undefined, headers: Record<string, string>) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key, ...headers },
      body: JSON.stringify({ query, variables }),
    });
    const body = await res.json();
    for (const error of body.errors ?? []) delete error.extensions.requestId;
    return { status: res.status, body };
  };
  const direct = { accept: 'application/json' };
  // A browser Origin sends the request through yoga (which handles CORS).
  const viaYoga = { accept: 'application/json', origin: 'https://app.example.com' };

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { CORS_ORIGINS: 'https://app.example.com' } });
    key = await createKey(server.services, (await createUser(server.services)).id);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it.each([
    [
      'a successful query',
      'query($vin: String!) { validateVin(vin: $vin) { vin isValidFormat } me { email } }',
      { vin: '1hgcm82633a004352' },
    ],
    ['a resolver error', 'query($vin: String!) { decodeVin(vin: $vin) { vin } }', { vin: 'ABC' }],
    ['a partial result', 'query { catalog { release } plans { code } }', {}],
    ['a variable of the wrong type', 'query($vin: String!) { validateVin(vin: $vin) { vin } }', { vin: 5 }],
    ['a missing variable', 'query($vin: String!) { validateVin(vin: $vin) { vin } }', undefined],
  ])('answers %s identically on both paths', async (_name, query, variables) => {
    const a = await ask(query, variables, direct);
    const b = await ask(query, variables, viaYoga);
    expect(a).toEqual(b);
  });

  it('reports where in the document a resolver failed', async () => {
    const { body } = await ask('query($vin: String!) {\n  decodeVin(vin: $vin) { vin }\n}', { vin: 'ABC' }, direct);
    expect(body.errors[0]).toMatchObject({ locations: [{ line: 2, column: 3 }], path: ['decodeVin'], extensions: { code: 'INVALID_VIN' } });
  });

  it('refuses a deeply nested document as VALIDATION_ERROR instead of overflowing the stack', async () => {
    const deep = `${'{a'.repeat(5_000)}${'}'.repeat(5_000)}`;
    for (const headers of [direct, viaYoga]) {
      const res = await ask(deep, {}, headers);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].message).toMatch(/deeper than 100 levels/);
      expect(res.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    }
    const wide = `{ catalog { ${'a '.repeat(10_001)}} }`;
    const tooMany = await ask(wide, {}, direct);
    expect(tooMany.body.errors[0].message).toMatch(/Document contains more th\w+ 10000 tokens/);
  });

  it('leaves invalid documents to the full server, which reports VALIDATION_ERROR', async () => {
    const res = await ask('{ nope }', {}, direct);
    expect(res.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const syntax = await ask('{ validateVin(', {}, direct);
    expect(syntax.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
  });

  it('lets CORS requests through the full server with the CORS headers', async () => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://app.example.com' },
      body: JSON.stringify({ query: '{ catalog { release } }' }),
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://app.example.com');
    expect((await res.json()).data.catalog.release).toMatch(/^\d{4}-/);
  });
});
