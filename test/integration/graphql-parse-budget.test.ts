import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import {
  ANONYMOUS_MAX_DOCUMENT_LENGTH,
  ANONYMOUS_MAX_DOCUMENT_TOKENS,
  ANONYMOUS_TOKENS_PER_MINUTE,
} from '../../src/graphql/document-admission.js';
import { MAX_REPEATED_SELECTIONS } from '../../src/graphql/repeated-selections.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { floodDocument } from '../support/graphql-flood.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Decision 0512: what a caller without credentials may have the server parse, and repeats refused before validation. */
describe.each(databaseTargets)('GraphQL parsing as a budget on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let key: string;

  const ask = async (query: string, headers: Record<string, string>, how: 'direct' | 'yoga' | 'get' = 'direct') => {
    const res =
      how === 'get'
        ? await fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, { headers: { accept: 'application/json', ...headers } })
        : await fetch(`${server.url}/graphql`, {
            method: 'POST',
            // A browser Origin sends the request through graphql-yoga instead of the direct executor.
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              ...(how === 'yoga' ? { origin: 'https://app.example.com' } : {}),
              ...headers,
            },
            body: JSON.stringify({ query }),
          });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };
  const from = (address: string) => ({ 'x-forwarded-for': address });

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { CORS_ORIGINS: 'https://app.example.com' } });
    key = await createKey(server.services, (await createUser(server.services)).id);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it("refuses the probe's token-dense documents without credentials with 413, before parsing them, on every path", async () => {
    for (const how of ['direct', 'yoga'] as const) {
      for (const n of [1, 2]) {
        const res = await ask(floodDocument(n), from('203.0.113.10'), how);
        expect(res.status).toBe(413);
        expect(res.body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
        expect(res.body.errors[0].message).toMatch(new RegExp(`without credentials may be ${ANONYMOUS_MAX_DOCUMENT_LENGTH} characters`));
      }
    }
    // Under the length but over the tokens: `{ a:b }` is three tokens in five characters.
    const dense = `{ ${'a:b '.repeat(ANONYMOUS_MAX_DOCUMENT_TOKENS / 3 + 1)}}`;
    expect(dense.length).toBeLessThanOrEqual(ANONYMOUS_MAX_DOCUMENT_LENGTH);
    const tooMany = await ask(dense, from('203.0.113.11'), 'get');
    expect(tooMany.status).toBe(413);
    expect(tooMany.body.errors[0].message).toMatch(new RegExp(`may hold ${ANONYMOUS_MAX_DOCUMENT_TOKENS} tokens`));
  });

  it('still parses large documents for a caller with credentials, and for none a bad key makes no difference', async () => {
    const large = `{ ${Array.from({ length: 300 }, (_, i) => `a${i}: validateVin(vin: "1HGCM82633A004352") { isValidFormat }`).join(' ')} }`;
    expect(large.length).toBeGreaterThan(ANONYMOUS_MAX_DOCUMENT_LENGTH);
    // Refused by the cost budget, which means it was parsed and validated.
    const withKey = await ask(large, { 'x-api-key': key });
    expect(withKey.status).not.toBe(413);
    expect(withKey.body.errors[0].message).toMatch(/costs 300 points/);
    const badKey = await ask(large, { 'x-api-key': 'vin_live_not-a-real-key' });
    expect(badKey.status).toBe(413);
  });

  it('counts the tokens of new documents per address, answers 429 past the budget, and still runs documents it knows', async () => {
    const known = '{ validateVin(vin: "1HGCM82633A004352") { isValidFormat } }';
    expect((await ask(known, from('203.0.113.20'))).status).toBe(200);
    // Distinct documents of ~990 tokens, within the size for callers without credentials.
    const dense = (n: number) => `query Q${n} { ${'a '.repeat(ANONYMOUS_MAX_DOCUMENT_TOKENS - 10)}}`;
    const perDocument = ANONYMOUS_MAX_DOCUMENT_TOKENS - 10 + 4;
    const fits = Math.floor((ANONYMOUS_TOKENS_PER_MINUTE - 20) / perDocument);
    for (let n = 0; n < fits; n++) {
      const res = await ask(dense(n), from('203.0.113.20'), n % 2 ? 'yoga' : 'direct');
      // Parsed, then refused for its repeats before validation.
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    }
    const refused = await ask(dense(fits), from('203.0.113.20'));
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await ask(dense(fits), from('203.0.113.20'), 'get')).status).toBe(429);
    // A document already parsed costs nothing more; another address has its own budget; so has a key.
    expect((await ask(known, from('203.0.113.20'))).status).toBe(200);
    expect((await ask(dense(fits), from('203.0.113.21'))).status).toBe(400);
    expect((await ask(dense(fits + 1), { ...from('203.0.113.20'), 'x-api-key': key })).status).toBe(400);
  });

  it('refuses a document repeating more selections than the cost budget before validation, with or without credentials', async () => {
    const repeated = (n: number) => `{ catalog { release } ${'__typename '.repeat(n + 1)}}`;
    for (const how of ['direct', 'yoga'] as const) {
      for (const headers of [from('203.0.113.30'), { 'x-api-key': key }]) {
        const refused = await ask(repeated(MAX_REPEATED_SELECTIONS + 1), headers, how);
        expect(refused.status).toBe(400);
        expect(refused.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
        expect(refused.body.errors[0].message).toMatch(new RegExp(`repeats ${MAX_REPEATED_SELECTIONS + 1} selections`));
        const allowed = await ask(repeated(MAX_REPEATED_SELECTIONS), headers, how);
        expect(allowed.status).toBe(200);
        expect(allowed.body.data.__typename).toBe('Query');
      }
    }
    // The same field in a fragment spread twice, or in inline fragments, is a repeat as well.
    const spreads = `{ ...F ${'...F '.repeat(MAX_REPEATED_SELECTIONS + 1)}} fragment F on Query { __typename }`;
    expect((await ask(spreads, { 'x-api-key': key })).body.errors[0].message).toMatch(/repeats 101 selections/);
    const inline = `{ __typename ${'... on Query { __typename } '.repeat(MAX_REPEATED_SELECTIONS + 1)}}`;
    expect((await ask(inline, { 'x-api-key': key })).body.errors[0].message).toMatch(/repeats 101 selections/);
  });
});
