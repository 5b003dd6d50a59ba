import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { databaseTargets } from '../support/databases.js';
import { createUser, PASSWORD, refreshCookieOf, uniqueEmail, type TestUser } from '../support/accounts.js';
import { startTestServer, type TestServer } from '../support/server.js';

describe.each(databaseTargets)('login on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
    user = await createUser(server.services);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('returns the spec result and sets the refresh cookie with every attribute', async () => {
    const res = await server.post('/api/v1/auth/login', { email: user.email, password: PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      data: {
        accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        expiresIn: 900,
        tokenType: 'Bearer',
        user: { id: user.id, email: user.email, accountState: 'active' },
      },
    });
    expect(JSON.stringify(body)).not.toContain('refresh');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('refreshToken='))!;
    expect(cookie).toMatch(/^refreshToken=[\w-]{43}; /);
    const attributes = cookie.split('; ').slice(1);
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Strict', 'Path=/api/v1/auth', 'Secure', `Max-Age=${30 * 86400}`]),
    );
  });

  it('matches the e-mail address case-insensitively', async () => {
    const res = await server.post('/api/v1/auth/login', { email: user.email.toUpperCase(), password: PASSWORD });
    expect(res.status).toBe(200);
  });

  it('answers unknown e-mail and wrong password with the same 401 body and similar timing', async () => {
    // Every attempt from an address of its own (behind a trusted proxy) and for an account of its
    // own, so brute-force protection never answers one: each is a real password check.
    const proxied = await startTestServer(db, { env: { TRUST_PROXY: 'true' } });
    try {
      let address = 0;
      const time = async (email: string) => {
        const started = performance.now();
        const res = await proxied.post(
          '/api/v1/auth/login',
          { email, password: 'wrong password here' },
          { 'x-forwarded-for': `198.51.100.${++address}` },
        );
        const elapsed = performance.now() - started;
        const body = await res.json();
        return { status: res.status, body: { ...body, error: { ...body.error, requestId: 'x' } }, elapsed };
      };
      // Nine of each, alternating, and their medians: a few slow answers on a busy machine cannot decide.
      const owners = await Promise.all(Array.from({ length: 9 }, () => createUser(proxied.services)));
      const wrong = [];
      const unknown = [];
      for (const owner of owners) {
        wrong.push(await time(owner.email));
        unknown.push(await time(uniqueEmail('nobody')));
      }
      expect([...wrong, ...unknown].map((r) => r.status)).toEqual(Array(18).fill(401));
      for (const answer of [...wrong, ...unknown]) expect(answer.body).toEqual(wrong[0]!.body);
      expect(wrong[0]!.body.error.code).toBe('INVALID_CREDENTIALS');
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const [w, u] = [median(wrong.map((r) => r.elapsed)), median(unknown.map((r) => r.elapsed))];
      // Both pay for one Argon2id verification; without the dummy verification an unknown e-mail would be several times faster.
      expect(u / w).toBeGreaterThan(0.4);
      expect(w / u).toBeGreaterThan(0.4);
    } finally {
      await proxied.close();
    }
  });

  it('refuses an unverified account with 403 EMAIL_NOT_VERIFIED and a suspended one with 403 ACCOUNT_SUSPENDED', async () => {
    const pending = await createUser(server.services, { state: 'pending_verification' });
    const suspended = await createUser(server.services, { state: 'suspended' });
    const a = await server.post('/api/v1/auth/login', { email: pending.email, password: PASSWORD });
    expect(a.status).toBe(403);
    expect((await a.json()).error.code).toBe('EMAIL_NOT_VERIFIED');
    const b = await server.post('/api/v1/auth/login', { email: suspended.email, password: PASSWORD });
    expect(b.status).toBe(403);
    expect((await b.json()).error.code).toBe('ACCOUNT_SUSPENDED');
    expect(refreshCookieOf(b)).toBeUndefined();
  });

  it('does not reveal the state of an account to a wrong password', async () => {
    const suspended = await createUser(server.services, { state: 'suspended' });
    const res = await server.post('/api/v1/auth/login', { email: suspended.email, password: 'not the password' });
    expect(res.status).toBe(401);
  });

  it.each([
    [{}, /email is required; password is required/],
    [{ email: 'a@b.c' }, /password is required/],
    [{ email: 5, password: 'x' }, /email must be a string/],
    [{ email: 'a@b.c', password: ['x'] }, /password must be a string/],
  ])('refuses a malformed login body %j with 400', async (body, message) => {
    const res = await server.post('/api/v1/auth/login', body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe('VALIDATION_ERROR');
    expect(json.error.message).toMatch(message);
  });

  it('GraphQL login returns the same result and sets the same cookie', async () => {
    const res = await server.graphql(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { expiresIn tokenType user { email accountState } } }',
      {
        e: user.email,
        p: PASSWORD,
      },
    );
    expect(await res.json()).toEqual({
      data: { login: { expiresIn: 900, tokenType: 'Bearer', user: { email: user.email, accountState: 'active' } } },
    });
    expect(refreshCookieOf(res)).toMatch(/^[\w-]{43}$/);
    const bad = await (await server.graphql('mutation { login(email: "nobody@example.com", password: "nope") { expiresIn } }')).json();
    expect(bad.errors[0].extensions.code).toBe('INVALID_CREDENTIALS');
  });
});
