import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { generateApiKey } from '../../src/domain/auth/api-key-format.js';
import { authenticate } from '../../src/domain/auth/authenticate.js';
import { FAILED_KEYS_PER_MINUTE_PER_ADDRESS } from '../../src/domain/auth/key-lookup-guard.js';
import { accountUsage } from '../../src/domain/quota/quota.service.js';
import { MAX_DOCUMENT_LENGTH } from '../../src/graphql/limits.js';
import { MAX_OPERATION_COST } from '../../src/graphql/operation-cost.js';
import { createKey, createUser, PASSWORD } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/** Counts the queries the server sends to its state database, by the tables they name. */
class QueryCounter implements KyselyPlugin {
  private readonly byTable = new Map<string, number>();
  /** Queries naming `table` so far (background work such as webhook polling names other tables). */
  count(table: string): number {
    return this.byTable.get(table) ?? 0;
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const text = JSON.stringify(args.node, (_key, value) => (typeof value === 'bigint' ? String(value) : value));
    const tables = new Set([...text.matchAll(/"kind":"IdentifierNode","name":"(\w+)"/g)].map((m) => m[1]!));
    for (const table of tables) this.byTable.set(table, this.count(table) + 1);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const aliases = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe.each(databaseTargets)('GraphQL operation limits on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  const queries = new QueryCounter();

  const ask = async (query: string, headers: Record<string, string> = {}, variables: Record<string, unknown> = {}) => {
    const res = await server.graphql(query, variables, headers);
    return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.json() };
  };
  // Read beside the API: a usage request counts against the rate limit too (decision 0522).
  const usedToday = async (key: string) => {
    const viewer = await authenticate(server.services, { apiKey: key, authorization: undefined });
    return (await accountUsage(server.services, viewer!)).usedToday;
  };

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer({ ...db, db: db.db.withPlugin(queries) });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('refuses a document longer than the limit with 413 before parsing it, on both request paths', async () => {
    const long = `{ catalog { release } }${' '.repeat(MAX_DOCUMENT_LENGTH)}`;
    // With credentials: without, far shorter documents are refused already (graphql-parse-budget.test.ts).
    const key = await createKey(server.services, (await createUser(server.services)).id);
    for (const origin of [undefined, 'https://elsewhere.example']) {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': key, ...(origin ? { origin } : {}) },
        body: JSON.stringify({ query: long }),
      });
      const body = await res.json();
      expect(res.status).toBe(413);
      expect(body.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    }
    expect((await ask('{ catalog { release } }')).status).toBe(200);
  });

  it('refuses an operation over its cost budget before anything runs: 101 decodes bill nothing', async () => {
    const key = await createKey(server.services, (await createUser(server.services)).id);
    const [vin] = accordVins(1, 7100);
    const refused = await ask(aliases(MAX_OPERATION_COST + 1, `decodeVin(vin: "${vin}") { make }`), { 'x-api-key': key });
    expect(refused.body.data).toBeUndefined();
    expect(refused.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    expect(refused.body.errors[0].message).toMatch(/costs 101 points, above the limit of 100/);
    expect(await usedToday(key)).toBe(0);
    // Of the rate limit only the request itself was counted, none of its 101 fields: a full budget of aliases still goes through.
    expect(refused.headers['x-ratelimit-remaining']).toBe('99');
    const full = await ask(aliases(MAX_OPERATION_COST - 1, `decodeVin(vin: "${vin}") { make }`), { 'x-api-key': key });
    expect(full.status).toBe(200);
    expect(full.body.errors).toBeUndefined();
  });

  it('lets one operation log in once: two login fields run no password check and make no session', async () => {
    const user = await createUser(server.services);
    const login = `login(email: "${user.email}", password: "${PASSWORD}") { accessToken }`;
    const res = await ask(`mutation { a: ${login} b: ${login} }`);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors[0].message).toMatch(/Mutation\.login may appear at most 1 time in one operation \(found 2\)/);
    const sessions = await db.db.selectFrom('refresh_tokens').select('id').where('account_id', '=', user.id).execute();
    expect(sessions).toHaveLength(0);
  });

  it('refuses 1,000 aliases of the public plans field, and reads the plans once for 90 of them', async () => {
    // With credentials, which allow a document of this size at all; the key is resolved (and cached) first.
    const key = await createKey(server.services, (await createUser(server.services)).id);
    await ask('{ me { id } }', { 'x-api-key': key });
    const before = queries.count('plans');
    const flood = await ask(aliases(1000, 'plans { code }'), { 'x-forwarded-for': '192.0.2.200', 'x-api-key': key });
    expect(flood.body.data).toBeUndefined();
    expect(flood.body.errors[0].message).toMatch(/costs 1000 points/);
    expect(queries.count('plans')).toBe(before);
    const many = await ask(aliases(90, 'plans { code dailyQuota }'), { 'x-forwarded-for': '192.0.2.201' });
    expect(many.status).toBe(200);
    expect(Object.keys(many.body.data)).toHaveLength(90);
    expect(queries.count('plans') - before).toBe(1);
  });

  it('reads the caller and its plan once for many aliases of me', async () => {
    const key = await createKey(server.services, (await createUser(server.services)).id);
    await ask('{ me { id } }', { 'x-api-key': key }); // the key is resolved (and cached) once
    const before = { accounts: queries.count('accounts'), plans: queries.count('plans') };
    const res = await ask(aliases(40, 'me { email plan { code } }'), { 'x-api-key': key });
    expect(res.status).toBe(200);
    expect(res.body.data.a39.plan.code).toBe('pro');
    expect(queries.count('accounts') - before.accounts).toBe(1);
    expect(queries.count('plans') - before.plans).toBe(1);
  });

  it('reads the usage history once for many aliases asking for different days', async () => {
    const key = await createKey(server.services, (await createUser(server.services)).id);
    await ask('{ me { id } }', { 'x-api-key': key });
    const before = queries.count('usage_counters');
    const res = await ask(`{ ${Array.from({ length: 90 }, (_, i) => `h${i}: usageHistory(days: ${i + 1}) { day used }`).join(' ')} }`, {
      'x-api-key': key,
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.h0).toHaveLength(1);
    expect(res.body.data.h89).toHaveLength(90);
    expect(res.body.data.h29.at(-1)).toEqual(res.body.data.h89.at(-1));
    expect(queries.count('usage_counters') - before).toBe(1);
  });

  it('refuses fragments that multiply each other, in linear time', async () => {
    const levels = 40;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Query { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'plans { code }'} }`,
    );
    const started = performance.now();
    const res = await ask(`query { ...F0 } ${fragments.join(' ')}`, { 'x-forwarded-for': '192.0.2.202' });
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(res.body.data).toBeUndefined();
    expect(res.body.errors.some((e: { message: string }) => /above the limit of 100/.test(e.message))).toBe(true);
  });

  it('bills only the decodes it delivers: a failing alias answers null beside the others, with 200', async () => {
    const key = await createKey(server.services, (await createUser(server.services)).id);
    const [first, second] = accordVins(2, 7200);
    const res = await ask(
      `{ a: decodeVin(vin: "${first}") { make } b: decodeVin(vin: "NOT-A-VIN") { make } c: decodeVin(vin: "${second}") { make } }`,
      {
        'x-api-key': key,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ a: { make: 'HONDA' }, b: null, c: { make: 'HONDA' } });
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0]).toMatchObject({ path: ['b'], extensions: { code: 'INVALID_VIN' } });
    expect(await usedToday(key)).toBe(2);
  });

  it('bills only the decodes within the rate limit and delivers each of them', async () => {
    const user = await createUser(server.services);
    const key = await createKey(server.services, user.id);
    for (let i = 0; i < 2; i++) expect((await ask(aliases(49, 'me { id }'), { 'x-api-key': key })).status).toBe(200);
    const vins = accordVins(4, 7300);
    const res = await ask(`{ ${vins.map((vin, i) => `d${i}: decodeVin(vin: "${vin}") { vin }`).join(' ')} }`, { 'x-api-key': key });
    expect(res.status).toBe(200);
    const delivered = Object.values(res.body.data).filter((v) => v !== null);
    expect(delivered).toHaveLength(2);
    expect(res.body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    expect(await usedToday(key)).toBe(2);
  });

  it('refuses an address whose made-up API keys keep failing, before it costs more database reads', async () => {
    const address = { 'x-forwarded-for': '192.0.2.230' };
    for (let i = 0; i < FAILED_KEYS_PER_MINUTE_PER_ADDRESS; i++) {
      const res = await server.call('GET', '/api/v1/usage', { headers: { ...address, 'x-api-key': generateApiKey().key } });
      expect((await res.json()).error.code).toBe('INVALID_API_KEY');
    }
    const before = queries.count('api_keys');
    const refused = await server.call('GET', '/api/v1/usage', { headers: { ...address, 'x-api-key': generateApiKey().key } });
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(queries.count('api_keys')).toBe(before);
    const key = await createKey(server.services, (await createUser(server.services)).id);
    expect((await server.call('GET', '/api/v1/usage', { headers: { 'x-forwarded-for': '192.0.2.231', 'x-api-key': key } })).status).toBe(
      200,
    );
  });

  it('refuses variables nested past the limit as 400 VALIDATION_ERROR on every path, however deep, without an internal error', async () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const operation = 'query($v: [String!]!) { batchDecode(vins: $v) { summary { successful } } }';
    const body = `{"query":${JSON.stringify(operation)},"variables":{"v":${deep(300_000)}}}`;
    for (const origin of [undefined, 'https://elsewhere.example']) {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(origin ? { origin } : {}) },
        body,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0]).toMatchObject({
        message: expect.stringMatching(/^variables\.v(\[0\])+: nests deeper than 100 levels$/),
        extensions: { code: 'VALIDATION_ERROR' },
      });
    }
    const get = await fetch(`${server.url}/graphql?query=${encodeURIComponent(operation)}&variables={"v":${deep(7_000)}}`, {
      headers: { accept: 'application/json' },
    });
    expect(get.status).toBe(400);
    expect((await get.json()).errors[0].extensions.code).toBe('VALIDATION_ERROR');
    // Just within the limit: an ordinary answer (the variable's type then refuses the nested lists).
    const within = await ask(operation, {}, { v: JSON.parse(deep(98)) });
    expect(within.body.errors[0].message).not.toMatch(/nests deeper/);
    expect(server.logs.filter((line) => line.level === 50)).toEqual([]);
  });

  it('refuses text with a NUL character as 400 VALIDATION_ERROR on every path, before it reaches the database', async () => {
    const user = await createUser(server.services);
    const rest = await server.post('/api/v1/auth/login', { email: `${user.email}\u0000`, password: PASSWORD });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({
      success: false,
      error: { code: 'VALIDATION_ERROR', message: expect.stringMatching(/^email: .*NUL/) },
    });
    const key = await createKey(server.services, user.id);
    const webhook = await server.post(
      '/api/v1/webhooks',
      { url: 'https://example.com/\u0000', events: ['quota.threshold'] },
      { 'x-api-key': key },
    );
    expect((await webhook.json()).error.code).toBe('VALIDATION_ERROR');
    const mutation = 'mutation($email: String!) { login(email: $email, password: "x") { accessToken } }';
    for (const origin of [undefined, 'https://elsewhere.example']) {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
        body: JSON.stringify({ query: mutation, variables: { email: 'a\u0000@example.com' } }),
      });
      expect(res.status).toBe(400);
      expect((await res.json()).errors[0]).toMatchObject({
        message: expect.stringMatching(/^variables\.email: /),
        extensions: { code: 'VALIDATION_ERROR' },
      });
    }
    const literal = await ask('mutation { login(email: "a\\u0000@example.com", password: "x") { accessToken } }');
    expect(literal.body.errors[0]).toMatchObject({ message: expect.stringMatching(/NUL/), extensions: { code: 'VALIDATION_ERROR' } });
    expect(server.logs.filter((line) => line.level === 50)).toEqual([]);
  });
});
