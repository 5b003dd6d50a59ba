import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { ManualClock } from '../../src/infra/clock.js';
import { bearer, createUser, loginAs, refreshCookieOf, type TestUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/server.js';

describe.each(databaseTargets)('sessions and access tokens on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let user: TestUser;
  const clock = new ManualClock('2026-03-01T12:00:00Z');

  const refresh = (cookie: string | undefined, headers: Record<string, string> = {}) =>
    server.call('POST', '/api/v1/auth/refresh', { headers: { ...(cookie ? { cookie: `refreshToken=${cookie}` } : {}), ...headers } });
  const me = (token: string) => server.graphql('{ me { email accountState } }', {}, bearer(token));

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { clock, env: { CORS_ORIGINS: 'https://app.example.com' } });
    user = await createUser(server.services);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  describe('refresh', () => {
    it('rotates the cookie on every refresh and returns a new access token without a user', async () => {
      const { refresh: first } = await loginAs(server, user);
      const res = await refresh(first);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ success: true, data: { accessToken: expect.any(String), expiresIn: 900, tokenType: 'Bearer' } });
      const second = refreshCookieOf(res)!;
      expect(second).toMatch(/^[\w-]{43}$/);
      expect(second).not.toBe(first);
      expect((await me(body.data.accessToken)).status).toBe(200);
      const third = refreshCookieOf(await refresh(second));
      expect(third).toBeDefined();
      expect(third).not.toBe(second);
    });

    it('revokes the whole family when a rotated token is presented again', async () => {
      const { refresh: first } = await loginAs(server, user);
      const second = refreshCookieOf(await refresh(first))!;
      const replay = await refresh(first);
      expect(replay.status).toBe(401);
      expect((await replay.json()).error.code).toBe('INVALID_REFRESH_TOKEN');
      const newest = await refresh(second);
      expect(newest.status).toBe(401);
      expect((await newest.json()).error.code).toBe('INVALID_REFRESH_TOKEN');
    });

    it("lets one of several racing refreshes win, then revokes the family including the winner's token", async () => {
      const { refresh: token } = await loginAs(server, user);
      const responses = await Promise.all(Array.from({ length: 8 }, () => refresh(token)));
      const winners = responses.filter((r) => r.status === 200);
      expect(winners).toHaveLength(1);
      expect(responses.filter((r) => r.status === 401)).toHaveLength(7);
      const successor = refreshCookieOf(winners[0]!)!;
      expect((await refresh(successor)).status).toBe(401);
    });

    it('leaves other sessions of the same account alone when one family is revoked', async () => {
      const a = await loginAs(server, user);
      const b = await loginAs(server, user);
      refreshCookieOf(await refresh(a.refresh));
      await refresh(a.refresh); // replay: family A revoked
      expect((await refresh(b.refresh)).status).toBe(200);
    });

    it('answers a missing, unknown or expired cookie with 401 INVALID_REFRESH_TOKEN', async () => {
      for (const cookie of [undefined, 'made-up-token']) {
        const res = await refresh(cookie);
        expect(res.status).toBe(401);
        expect((await res.json()).error.code).toBe('INVALID_REFRESH_TOKEN');
      }
      const { refresh: token } = await loginAs(server, user);
      clock.advance(31 * 86_400_000);
      try {
        expect((await refresh(token)).status).toBe(401);
      } finally {
        clock.advance(-31 * 86_400_000);
      }
    });

    it('refuses cross-site requests and accepts the listed origin and same-origin ones', async () => {
      const { refresh: token } = await loginAs(server, user);
      const evil = await refresh(token, { origin: 'https://evil.example' });
      expect(evil.status).toBe(403);
      expect((await evil.json()).error.code).toBe('FORBIDDEN');
      const fetchSite = await refresh(token, { 'sec-fetch-site': 'cross-site' });
      expect(fetchSite.status).toBe(403);
      const listed = await refresh(token, { origin: 'https://app.example.com' });
      expect(listed.status).toBe(200);
      const same = await refresh(refreshCookieOf(listed), { origin: server.url.replace('localhost', '127.0.0.1') });
      expect(same.status).toBe(200);
    });
  });

  describe('logout', () => {
    it('revokes the family and clears the cookie', async () => {
      const { refresh: token } = await loginAs(server, user);
      const res = await server.call('POST', '/api/v1/auth/logout', { headers: { cookie: `refreshToken=${token}` } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, data: { loggedOut: true } });
      const cleared = res.headers.getSetCookie().find((c) => c.startsWith('refreshToken='))!;
      expect(cleared).toMatch(/^refreshToken=; Max-Age=0; Path=\/api\/v1\/auth; HttpOnly; SameSite=Strict/);
      expect((await refresh(token)).status).toBe(401);
    });

    it('refuses a cross-site logout', async () => {
      const { refresh: token } = await loginAs(server, user);
      const res = await server.call('POST', '/api/v1/auth/logout', {
        headers: { cookie: `refreshToken=${token}`, origin: 'https://evil.example' },
      });
      expect(res.status).toBe(403);
      expect((await refresh(token)).status).toBe(200);
    });
  });

  describe('access tokens', () => {
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const signed = (claims: { sub?: string; iss?: string; aud?: string; exp?: number }, alg = 'HS256') => {
      const now = Math.floor(clock.now().getTime() / 1000);
      let jwt = new SignJWT({})
        .setProtectedHeader({ alg })
        .setIssuedAt(now)
        .setExpirationTime(claims.exp ?? now + 900);
      if (claims.sub) jwt = jwt.setSubject(claims.sub);
      jwt = jwt.setIssuer(claims.iss ?? 'vin-gateway').setAudience(claims.aud ?? 'vin-gateway-api');
      return jwt.sign(key);
    };

    it('accepts its own tokens', async () => {
      const { token } = await loginAs(server, user);
      expect(await (await me(token)).json()).toEqual({ data: { me: { email: user.email, accountState: 'active' } } });
    });

    it.each([
      ['tampered', async (t: string) => `${t.slice(0, -4)}${t.slice(-4) === 'AAAA' ? 'BBBB' : 'AAAA'}`],
      [
        'a changed payload',
        async (t: string) => {
          const [h, , s] = t.split('.');
          return `${h}.${Buffer.from(JSON.stringify({ sub: 'x', iss: 'vin-gateway', aud: 'vin-gateway-api', exp: 9999999999 })).toString('base64url')}.${s}`;
        },
      ],
      [
        'alg:none',
        async () =>
          new UnsecuredJWT({ sub: user.id }).setIssuer('vin-gateway').setAudience('vin-gateway-api').setExpirationTime('1h').encode(),
      ],
      ['a wrong audience', async () => signed({ sub: user.id, aud: 'someone-else' })],
      ['a wrong issuer', async () => signed({ sub: user.id, iss: 'someone-else' })],
      ['HS512', async () => signed({ sub: user.id }, 'HS512')],
      ['garbage', async () => 'not.a.jwt'],
      ['a subject that is no account id', async () => signed({ sub: "1' or '1'='1" })],
    ])('refuses %s with 401 UNAUTHENTICATED', async (_name, make) => {
      const { token } = await loginAs(server, await createUser(server.services));
      const res = await server.call('GET', '/api/v1/api-keys', { headers: bearer(await make(token)) });
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
    });

    it('refuses an expired token (after 900 s) with 401', async () => {
      const { token } = await loginAs(server, user);
      clock.advance(901_000);
      try {
        const res = await server.call('GET', '/api/v1/api-keys', { headers: bearer(token) });
        expect(res.status).toBe(401);
        expect((await res.json()).error.message).toMatch(/expired/);
      } finally {
        clock.advance(-901_000);
      }
    });

    it('answers 403 for a valid token of an account suspended since', async () => {
      const other = await createUser(server.services);
      const { token } = await loginAs(server, other);
      const { changeAccount } = await import('../../src/domain/accounts/accounts.service.js');
      await changeAccount(server.services, other.id, { kind: 'state', state: 'suspended' }, 'test');
      const res = await server.call('GET', '/api/v1/api-keys', { headers: bearer(token) });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('ACCOUNT_SUSPENDED');
    });

    it('rejects an Authorization header that is not a Bearer token', async () => {
      const res = await server.call('GET', '/api/v1/api-keys', { headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('UNAUTHENTICATED');
    });
  });
});
