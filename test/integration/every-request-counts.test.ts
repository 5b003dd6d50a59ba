import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { countTokens } from '../../src/graphql/document-admission.js';
import { MAX_DOCUMENT_LENGTH, MAX_DOCUMENT_TOKENS } from '../../src/graphql/limits.js';
import { MAX_FREE_ALIASES } from '../../src/graphql/operation-cost.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const REDIS_URL = process.env.TEST_REDIS_URL;
/** A per-account parse budget a few dozen distinct documents reach, above one of the largest. */
const TOKENS_PER_MINUTE = 10_000;

/** `{ a0:__typename a1:__typename … }`: free fields under aliases, written as densely as a flood writes them. */
const typenameAliases = (n: number, name = '') =>
  `query Q${name}{${Array.from({ length: n }, (_, i) => `_${i.toString(36)}:__typename`).join(' ')}}`;

describe.each(databaseTargets)('every authenticated request counts, on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { GRAPHQL_ACCOUNT_TOKENS_PER_MINUTE: String(TOKENS_PER_MINUTE) } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const newKey = async (plan?: string) => createKey(server.services, (await createUser(server.services, plan ? { plan } : {})).id);

  it("counts a free key's __typename-only documents and answers 429 past the limit", async () => {
    const key = await newKey('free');
    for (let i = 0; i < 100; i++) {
      const res = await server.graphql('{ __typename }', {}, { 'x-api-key': key });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(99 - i));
    }
    const refused = await server.graphql('{ __typename }', {}, { 'x-api-key': key });
    expect(refused.status).toBe(429);
    expect((await refused.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('ratelimit-limit')).toBe('100');
    expect(refused.headers.get('ratelimit-remaining')).toBe('0');
    // The same account is refused on REST too, even on reads that no field counts.
    const usage = await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } });
    expect(usage.status).toBe(429);
    expect((await usage.json()).error.code).toBe('RATE_LIMITED');
  });

  it('counts reads and streams that no field counts, once each', async () => {
    const key = await newKey();
    const usage = await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } });
    expect(usage.status).toBe(200);
    expect(usage.headers.get('x-ratelimit-remaining')).toBe('99');
    const gql = await server.graphql('{ usage { usedToday } }', {}, { 'x-api-key': key });
    expect(gql.headers.get('x-ratelimit-remaining')).toBe('98');
  });

  it('counts a decode once, not once for the request and again for its field; each further alias counts', async () => {
    const key = await newKey();
    const [vin, other] = accordVins(2, 7300);
    const rest = await server.post('/api/v1/decode', { vin }, { 'x-api-key': key });
    expect(rest.status).toBe(200);
    expect(rest.headers.get('x-ratelimit-remaining')).toBe('99');
    const one = await server.graphql(`{ decodeVin(vin: "${vin}") { make } }`, {}, { 'x-api-key': key });
    expect(one.headers.get('x-ratelimit-remaining')).toBe('98');
    const two = await server.graphql(
      `{ a: decodeVin(vin: "${vin}") { make } b: decodeVin(vin: "${other}") { make } }`,
      {},
      {
        'x-api-key': key,
      },
    );
    expect(two.status).toBe(200);
    expect(two.headers.get('x-ratelimit-remaining')).toBe('96');
  });

  it('refuses more than 100 aliases of free fields with 400 VALIDATION_ERROR before anything runs', async () => {
    const key = await newKey('free');
    const flood = typenameAliases(2_000);
    expect(flood.length).toBeLessThanOrEqual(MAX_DOCUMENT_LENGTH);
    for (const document of [flood, `{ me { ${Array.from({ length: MAX_FREE_ALIASES + 1 }, (_, i) => `i${i}: id`).join(' ')} } }`]) {
      const res = await server.graphql(document, {}, { 'x-api-key': key });
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.data).toBeUndefined();
      expect(body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
      expect(body.errors[0].message).toMatch(/fields that cost nothing under aliases, above the limit of 100/);
    }
    const within = await server.graphql(typenameAliases(MAX_FREE_ALIASES), {}, { 'x-api-key': key });
    expect(within.status).toBe(200);
    expect(Object.keys((await within.json()).data)).toHaveLength(MAX_FREE_ALIASES);
  });

  it('holds the tokens of new documents an account has parsed to its budget; known documents cost nothing', async () => {
    const key = await newKey('free');
    const document = (i: number) => typenameAliases(MAX_FREE_ALIASES, `Budget${i}`);
    const tokens = countTokens(document(0), MAX_DOCUMENT_TOKENS);
    const fit = Math.floor(TOKENS_PER_MINUTE / tokens);
    expect(fit).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < fit; i++) expect((await server.graphql(document(i), {}, { 'x-api-key': key })).status).toBe(200);
    const refused = await server.graphql(document(fit), {}, { 'x-api-key': key });
    expect(refused.status).toBe(429);
    const body = await refused.json();
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(body.errors[0].message).toMatch(/tokens of new GraphQL documents per account/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // A document already parsed runs again without spending anything; another account has its own budget.
    expect((await server.graphql(document(0), {}, { 'x-api-key': key })).status).toBe(200);
    expect((await server.graphql(document(fit), {}, { 'x-api-key': await newKey('free') })).status).toBe(200);
  });
});

const redisStores = REDIS_URL ? [REDIS_URL] : [];

describe.each(redisStores)('every request counts across replicas sharing Redis (%s)', (redisUrl) => {
  it('counts __typename-only documents exactly across two gateway processes', async () => {
    const [target] = databaseTargets;
    const db = await target!.open();
    const env = { REDIS_URL: redisUrl, REDIS_TIMEOUT_MS: '10000' };
    const a = await startTestServer(db, { env });
    const b = await startTestServer(db, { env });
    try {
      const key = await createKey(a.services, (await createUser(a.services, { plan: 'free' })).id);
      const requests = Array.from({ length: 130 }, (_, i) => (i % 2 ? a : b).graphql('{ __typename }', {}, { 'x-api-key': key }));
      const statuses = (await Promise.all(requests)).map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  });
});
