import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { bearer, createKey, createUser, loginAs } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.each(databaseTargets)('rate limit on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('lets 100 requests a minute through and answers the 101st with 429 and valid headers', async () => {
    const user = await createUser(server.services);
    const key = await createKey(server.services, user.id);
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 100; i++) {
      last = await server.graphql('{ me { id } }', {}, { 'x-api-key': key });
      statuses.push(last.status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(last!.headers.get('ratelimit-limit')).toBe('100');
    expect(last!.headers.get('ratelimit-remaining')).toBe('0');
    const gql = await server.graphql('{ me { id } }', {}, { 'x-api-key': key });
    expect(gql.status).toBe(429);
    const body = await gql.json();
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const retryAfter = Number(gql.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(gql.headers.get('ratelimit-limit')).toBe('100');
    expect(gql.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(gql.headers.get('ratelimit-reset'))).toBeLessThanOrEqual(60);
  });

  it('counts REST and GraphQL together and answers REST with the error envelope and headers', async () => {
    const user = await createUser(server.services);
    const { token } = await loginAs(server, user);
    for (let i = 0; i < 50; i++) expect((await server.graphql('{ me { id } }', {}, bearer(token))).status).toBe(200);
    for (let i = 0; i < 50; i++) expect((await server.call('GET', '/api/v1/api-keys', { headers: bearer(token) })).status).toBe(200);
    const res = await server.call('GET', '/api/v1/api-keys', { headers: bearer(token) });
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(res.headers.get('ratelimit-limit')).toBe('100');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('counts every field of one document: aliases and repeated fields cannot bypass it', async () => {
    const user = await createUser(server.services);
    const key = await createKey(server.services, user.id);
    const document = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    const sixty = await (await server.graphql(document(60), {}, { 'x-api-key': key })).json();
    expect(sixty.errors).toBeUndefined();
    expect(Object.keys(sixty.data)).toHaveLength(60);
    expect((await server.graphql(document(40), {}, { 'x-api-key': key })).status).toBe(200);
    const next = await server.graphql('{ me { id } }', {}, { 'x-api-key': key });
    expect(next.status).toBe(429);
    expect((await next.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
  });

  it('batched GraphQL requests count each operation', async () => {
    const user = await createUser(server.services);
    const key = await createKey(server.services, user.id);
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: JSON.stringify(Array.from({ length: 101 }, () => ({ query: '{ me { id } }' }))),
    });
    // Batching is off: one document per request, so a batch cannot smuggle extra operations.
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('counts per account: its keys and tokens share one budget (the spec says per user)', async () => {
    const user = await createUser(server.services);
    const [k1, k2] = [await createKey(server.services, user.id), await createKey(server.services, user.id)];
    const { token } = await loginAs(server, user);
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ');
    expect((await server.graphql(`{ ${aliases(50)} }`, {}, { 'x-api-key': k1 })).status).toBe(200);
    expect((await server.graphql(`{ ${aliases(30)} }`, {}, { 'x-api-key': k2 })).status).toBe(200);
    expect((await server.graphql(`{ ${aliases(20)} }`, {}, bearer(token))).status).toBe(200);
    for (const headers of [{ 'x-api-key': k1 }, { 'x-api-key': k2 }, bearer(token)]) {
      expect((await server.graphql('{ me { id } }', {}, headers)).status).toBe(429);
    }
    const other = await createKey(server.services, (await createUser(server.services)).id);
    expect((await server.graphql('{ me { id } }', {}, { 'x-api-key': other })).status).toBe(200);
  });

  it('limits the public plans field per client address', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const document = `{ ${Array.from({ length: 50 }, (_, i) => `p${i}: plans { code }`).join(' ')} }`;
    expect((await server.graphql(document, {}, from('192.0.2.10'))).status).toBe(200);
    expect((await server.graphql(document, {}, from('192.0.2.10'))).status).toBe(200);
    const refused = await server.graphql('{ plans { code } }', {}, from('192.0.2.10'));
    expect(refused.status).toBe(429);
    expect((await refused.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await server.graphql('{ plans { code } }', {}, from('192.0.2.11'))).status).toBe(200);
  });

  it('counts an IPv6 client by its /64 network: its other addresses share the allowance', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const document = `{ ${Array.from({ length: 50 }, (_, i) => `p${i}: plans { code }`).join(' ')} }`;
    expect((await server.graphql(document, {}, from('2001:db8:77:1::1'))).status).toBe(200);
    expect((await server.graphql(document, {}, from('2001:db8:77:1::2'))).status).toBe(200);
    const refused = await server.graphql('{ plans { code } }', {}, from('2001:db8:77:1:dead:beef:0:3'));
    expect(refused.status).toBe(429);
    expect((await refused.json()).errors[0].extensions.code).toBe('RATE_LIMITED');
    expect((await server.graphql('{ plans { code } }', {}, from('2001:db8:77:2::1'))).status).toBe(200);
  });
});

const redisStores = REDIS_URL ? [REDIS_URL] : [];

describe.each(redisStores)('rate limit shared through Redis (%s)', (redisUrl) => {
  it('is exact across two gateway processes sharing Redis', async () => {
    const [target] = databaseTargets;
    const db = await target!.open();
    // Redis is up throughout: a generous command timeout keeps a busy test machine from sending
    // either process into its per-process fallback (tested in rate-limit-redis-down.test.ts).
    const env = { REDIS_URL: redisUrl, REDIS_TIMEOUT_MS: '10000' };
    const a = await startTestServer(db, { env });
    const b = await startTestServer(db, { env });
    try {
      const user = await createUser(a.services);
      const key = await createKey(a.services, user.id);
      const requests = Array.from({ length: 140 }, (_, i) => (i % 2 ? a : b).graphql('{ me { id } }', {}, { 'x-api-key': key }));
      const statuses = (await Promise.all(requests)).map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(100);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40);
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  });
});
