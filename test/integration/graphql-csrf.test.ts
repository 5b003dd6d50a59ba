import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser, PASSWORD, refreshCookieOf, type TestUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { nextClientAddress, startTestServer, type TestServer } from '../support/server.js';

/**
 * Login CSRF: a page on another site can send only "simple" requests without asking first — a form
 * post (urlencoded, multipart or text/plain) or a GET. None of them may reach the session mutations,
 * and the session mutations refuse any request a browser marks as coming from another site.
 */
describe.each(databaseTargets)('POST /graphql against cross-site requests on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let user: TestUser;
  const loginMutation = () =>
    `mutation { login(email: ${JSON.stringify(user.email)}, password: ${JSON.stringify(PASSWORD)}) { accessToken } }`;

  const postGraphQL = (body: BodyInit | undefined, headers: Record<string, string>) =>
    fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-forwarded-for': nextClientAddress(), ...headers },
      ...(body === undefined ? {} : { body }),
    });

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { CORS_ORIGINS: 'https://app.example.com' } });
    user = await createUser(server.services);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  // Refused before yoga: the HTTP status says so. Refused by a field: 200 with the code in
  // extensions, as every GraphQL field error (docs/errors.md).
  const expectRefused = async (res: Response, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(refreshCookieOf(res)).toBeUndefined();
    expect((await res.json()).errors[0].extensions.code).toBe(code);
  };

  it('refuses a form-encoded login with 415 UNSUPPORTED_MEDIA_TYPE and sets no cookie', async () => {
    const form = new URLSearchParams({ query: loginMutation() }).toString();
    await expectRefused(await postGraphQL(form, { 'content-type': 'application/x-www-form-urlencoded' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a text/plain body holding JSON (what a form with enctype=text/plain sends) with 415', async () => {
    const body = `${JSON.stringify({ query: loginMutation(), padding: '' }).slice(0, -2)}=""}`;
    await expectRefused(await postGraphQL(body, { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses application/graphql and a body without a content type with 415', async () => {
    await expectRefused(await postGraphQL(loginMutation(), { 'content-type': 'application/graphql' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectRefused(await postGraphQL(new Blob([JSON.stringify({ query: loginMutation() })]), {}), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers 413 rather than 415 for a non-JSON body declared larger than the limit', async () => {
    const res = await postGraphQL('x'.repeat(1024 * 1024 + 1), { 'content-type': 'text/plain' });
    expect(res.status).toBe(413);
    expect((await res.json()).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a multipart form without credentials (what a cross-site form can send) with 401 and sets no cookie', async () => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: loginMutation() }));
    form.append('map', '{}');
    await expectRefused(await postGraphQL(form, {}), 401, 'UNAUTHENTICATED');
  });

  it('runs no mutation sent as a GET (a link or an image on another site)', async () => {
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent(loginMutation())}`, {
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(405);
    expect(refreshCookieOf(res)).toBeUndefined();
  });

  it('logs in with a JSON body, application/json or application/graphql+json, with or without a charset', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'application/graphql+json']) {
      const res = await postGraphQL(JSON.stringify({ query: loginMutation() }), { 'content-type': type });
      expect(res.status, type).toBe(200);
      expect((await res.json()).data.login.accessToken).toEqual(expect.any(String));
      expect(refreshCookieOf(res), type).toMatch(/^[\w-]{43}$/);
    }
  });

  it('keeps multipart uploads working for a caller with an API key', async () => {
    const key = await createKey(server.services, user.id);
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($image: File!) { decodeVinImage(image: $image) { confidence } }', variables: { image: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    form.append('0', new Blob([Buffer.from('not an image')], { type: 'image/png' }), 'label.png');
    const res = await postGraphQL(form, { 'x-api-key': key });
    expect(res.status).not.toBe(415);
    expect((await res.json()).errors[0].extensions.code).toBe('UNSUPPORTED_MEDIA_TYPE'); // the image, not the request
  });

  it('refuses the session mutations from another site with FORBIDDEN (403 on REST), on GraphQL and REST', async () => {
    const json = JSON.stringify({ query: loginMutation() });
    const crossSite: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ];
    for (const headers of crossSite) {
      const res = await postGraphQL(json, { 'content-type': 'application/json', ...headers });
      await expectRefused(res, 200, 'FORBIDDEN');
      const rest = await server.post('/api/v1/auth/login', { email: user.email, password: PASSWORD }, headers);
      expect(rest.status).toBe(403);
      expect(refreshCookieOf(rest)).toBeUndefined();
      expect((await rest.json()).error.code).toBe('FORBIDDEN');
    }
    for (const mutation of ['mutation { refreshSession { accessToken } }', 'mutation { logout { loggedOut } }']) {
      const res = await postGraphQL(JSON.stringify({ query: mutation }), {
        'content-type': 'application/json',
        origin: 'https://evil.example',
      });
      await expectRefused(res, 200, 'FORBIDDEN');
    }
  });

  it('lets the service itself and a listed origin log in', async () => {
    const json = JSON.stringify({ query: loginMutation() });
    for (const origin of [server.url, 'https://app.example.com']) {
      const res = await postGraphQL(json, { 'content-type': 'application/json', origin });
      expect(res.status, origin).toBe(200);
      expect(refreshCookieOf(res)).toBeDefined();
    }
  });
});
