import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { changeAccount } from '../../src/domain/accounts/accounts.service.js';
import { generateApiKey } from '../../src/domain/auth/api-key-format.js';
import { bearer, createKey, createUser, loginAs, type TestUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

describe.each(databaseTargets)('API keys on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let alice: TestUser;
  let bob: TestUser;
  let aliceToken: string;
  let bobToken: string;

  const withKey = (key: string) => server.graphql('{ me { email } }', {}, { 'x-api-key': key });

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
    alice = await createUser(server.services);
    bob = await createUser(server.services);
    aliceToken = (await loginAs(server, alice)).token;
    bobToken = (await loginAs(server, bob)).token;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('creates a key shown once, listed afterwards only by name, prefix and last 4', async () => {
    const res = await server.post('/api/v1/api-keys', { name: 'ci pipeline' }, bearer(aliceToken));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.key).toMatch(/^vin_live_[0-9A-Za-z]{36}$/);
    expect(data.apiKey).toMatchObject({
      name: 'ci pipeline',
      prefix: data.key.slice(0, 13),
      last4: data.key.slice(-4),
      revoked: false,
      lastUsedAt: null,
    });
    const list = await (await server.call('GET', '/api/v1/api-keys', { headers: bearer(aliceToken) })).json();
    const listed = list.data.apiKeys.find((k: { id: string }) => k.id === data.apiKey.id);
    expect(listed).toMatchObject({ name: 'ci pipeline', prefix: data.key.slice(0, 13), last4: data.key.slice(-4) });
    expect(JSON.stringify(list)).not.toContain(data.key);
    expect(await (await withKey(data.key)).json()).toEqual({ data: { me: { email: alice.email } } });
    const after = await (await server.call('GET', '/api/v1/api-keys', { headers: bearer(aliceToken) })).json();
    expect(after.data.apiKeys.find((k: { id: string }) => k.id === data.apiKey.id).lastUsedAt).not.toBeNull();
  });

  it('stores only a hash of the key', async () => {
    const key = await createKey(server.services, alice.id);
    const rows = await db.db.selectFrom('api_keys').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(key);
  });

  it('key management needs a Bearer token: an API key gets 403, nothing gets 401', async () => {
    const key = await createKey(server.services, alice.id);
    const viaKey = await server.post('/api/v1/api-keys', { name: 'x' }, { 'x-api-key': key });
    expect(viaKey.status).toBe(403);
    expect((await viaKey.json()).error.code).toBe('FORBIDDEN');
    const anonymous = await server.post('/api/v1/api-keys', { name: 'x' });
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('UNAUTHENTICATED');
    const gql = await (await server.graphql('mutation { createApiKey(name: "x") { key } }', {}, { 'x-api-key': key })).json();
    expect(gql.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('a revoked key gets 401 INVALID_API_KEY at once', async () => {
    const created = await (await server.post('/api/v1/api-keys', { name: 'short-lived' }, bearer(aliceToken))).json();
    expect((await withKey(created.data.key)).status).toBe(200);
    const revoke = await server.call('DELETE', `/api/v1/api-keys/${created.data.apiKey.id}`, { headers: bearer(aliceToken) });
    expect(revoke.status).toBe(200);
    expect((await revoke.json()).data.apiKey.revoked).toBe(true);
    const res = await server.call('GET', '/api/v1/api-keys', { headers: { 'x-api-key': created.data.key } });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('INVALID_API_KEY');
  });

  it('an unknown but well-formed key gets 401 INVALID_API_KEY', async () => {
    const res = await server.call('GET', '/api/v1/api-keys', { headers: { 'x-api-key': generateApiKey().key } });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('INVALID_API_KEY');
  });

  it('a key of a suspended account gets 403 ACCOUNT_SUSPENDED', async () => {
    const carol = await createUser(server.services);
    const key = await createKey(server.services, carol.id);
    await changeAccount(server.services, carol.id, { kind: 'state', state: 'suspended' }, 'test');
    const res = await withKey(key);
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('ACCOUNT_SUSPENDED');
    const rest = await server.call('GET', '/api/v1/api-keys', { headers: { 'x-api-key': key } });
    expect(rest.status).toBe(403);
  });

  it("one account can neither see nor revoke another account's keys: 404", async () => {
    const bobKey = await (await server.post('/api/v1/api-keys', { name: 'bob' }, bearer(bobToken))).json();
    const aliceList = await (await server.call('GET', '/api/v1/api-keys', { headers: bearer(aliceToken) })).json();
    expect(aliceList.data.apiKeys.map((k: { id: string }) => k.id)).not.toContain(bobKey.data.apiKey.id);
    const res = await server.call('DELETE', `/api/v1/api-keys/${bobKey.data.apiKey.id}`, { headers: bearer(aliceToken) });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
    const gql = await (
      await server.graphql('mutation($id: ID!) { revokeApiKey(id: $id) { id } }', { id: bobKey.data.apiKey.id }, bearer(aliceToken))
    ).json();
    expect(gql.errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await withKey(bobKey.data.key)).status).toBe(200);
    const junk = await server.call('DELETE', '/api/v1/api-keys/not-a-uuid', { headers: bearer(aliceToken) });
    expect(junk.status).toBe(404);
  });

  it('refuses a blank or overlong key name', async () => {
    for (const name of ['   ', 'x'.repeat(101)]) {
      const res = await server.post('/api/v1/api-keys', { name }, bearer(aliceToken));
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('malformed API keys are refused before any database read', () => {
  it('answers 401 even with the database gone', async () => {
    const [target] = databaseTargets;
    const db = await target!.open();
    const server = await startTestServer(db);
    try {
      const good = generateApiKey().key;
      const badChecksum = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
      await db.close();
      for (const key of [badChecksum, 'vin_test_0123456789', 'hello', `${good}x`]) {
        const res = await server.call('GET', '/api/v1/api-keys', { headers: { 'x-api-key': key } });
        expect(res.status).toBe(401);
        expect((await res.json()).error.code).toBe('INVALID_API_KEY');
      }
    } finally {
      await server.close();
    }
  });
});
