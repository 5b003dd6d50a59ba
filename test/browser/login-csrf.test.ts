import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createUser, PASSWORD, type TestUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { launchChromium, type LaunchedBrowser } from './support/chromium.js';

const target = databaseTargets[0]!;

type Enctype = 'application/x-www-form-urlencoded' | 'text/plain' | 'multipart/form-data';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The attacker's page: a form that posts `mutation { login(...) }` to the gateway as soon as it
 * loads, in each encoding a page may send to another site without asking first. text/plain sends
 * `name=value`, so the name opens a JSON object and the value closes it.
 */
function attackPage(gatewayUrl: string, enctype: Enctype, mutation: string): string {
  const fields =
    enctype === 'text/plain'
      ? [[`{"query":${JSON.stringify(mutation)},"pad":"`, '"}']]
      : enctype === 'multipart/form-data'
        ? [
            ['operations', JSON.stringify({ query: mutation })],
            ['map', '{}'],
          ]
        : [['query', mutation]];
  const inputs = fields.map(([name, value]) => `<input type="hidden" name="${escapeHtml(name!)}" value="${escapeHtml(value!)}">`).join('');
  return `<!doctype html><title>win a prize</title><form method="POST" action="${gatewayUrl}/graphql" enctype="${enctype}">${inputs}</form><script>document.forms[0].submit()</script>`;
}

describe('login CSRF in Chromium: a page on another site cannot log the visitor in', { timeout: 120_000 }, () => {
  let db: StateDatabase;
  let server: TestServer;
  let chromium: LaunchedBrowser;
  let attacker: TestUser;
  let evilSite: Server;
  let evilUrl: string;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
    attacker = await createUser(server.services);
    const mutation = `mutation { login(email: ${JSON.stringify(attacker.email)}, password: ${JSON.stringify(PASSWORD)}) { accessToken } }`;
    // Another site: another loopback address (127.0.0.2), so not even the same host as the gateway.
    evilSite = createServer((req, res) => {
      const enctype = new URL(req.url ?? '/', 'http://x').searchParams.get('enctype') as Enctype | null;
      const html = enctype ? attackPage(server.url, enctype, mutation) : '<!doctype html><title>nothing here</title>';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
    await new Promise<void>((resolve) => evilSite.listen(0, '127.0.0.2', resolve));
    evilUrl = `http://127.0.0.2:${(evilSite.address() as AddressInfo).port}`;
    chromium = await launchChromium();
  });
  afterAll(async () => {
    await chromium?.close();
    await new Promise((resolve) => evilSite?.close(resolve));
    await server?.close();
    await db?.close();
  });

  // Every cookie of the context: the refresh cookie's path (/api/v1/auth) is not the site's root.
  const refreshCookies = async (context: BrowserContext) => (await context.cookies()).filter((c) => c.name === 'refreshToken');

  it.each<Enctype>(['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data'])(
    'refuses an auto-submitted %s form post and stores no refresh cookie',
    async (enctype) => {
      const context = await chromium.browser.newContext();
      try {
        const page = await context.newPage();
        const answered = page.waitForResponse(
          (response) => response.url() === `${server.url}/graphql` && response.request().method() === 'POST',
        );
        await page.goto(`${evilUrl}/?enctype=${encodeURIComponent(enctype)}`);
        const response = await answered;
        // The answer has become the page: its headers (a Set-Cookie among them) have been handled.
        await page.waitForURL(`${server.url}/graphql`, { waitUntil: 'commit' });
        expect(await refreshCookies(context)).toEqual([]);
        expect(await response.headerValue('set-cookie')).toBeNull();
        expect(response.status()).toBe(enctype === 'multipart/form-data' ? 401 : 415);
      } finally {
        await context.close();
      }
    },
  );

  it("still stores the cookie for a login the gateway's own page sends as JSON (the check above can see a cookie)", async () => {
    const context = await chromium.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/healthz`);
      const status = await page.evaluate(
        async ({ email, password }) => {
          const query = `mutation { login(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { accessToken } }`;
          const res = await fetch('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ query }),
          });
          return res.status;
        },
        { email: attacker.email, password: PASSWORD },
      );
      expect(status).toBe(200);
      expect(await refreshCookies(context)).toEqual([
        expect.objectContaining({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' }),
      ]);
    } finally {
      await context.close();
    }
  });

  it('still runs a login from GraphiQL on the gateway (JSON, from its own origin) and stores the cookie', async () => {
    const context = await chromium.browser.newContext();
    try {
      const mutation = `mutation { login(email: ${JSON.stringify(attacker.email)}, password: ${JSON.stringify(PASSWORD)}) { tokenType } }`;
      // GraphiQL starts with the query it kept from the last visit.
      await context.addInitScript((query) => localStorage.setItem('graphiql:query', query), mutation);
      const page = await context.newPage();
      await page.goto(`${server.url}/graphql`, { waitUntil: 'load' });
      // GraphiQL posts its schema introspection too: the answer wanted is the login's.
      const answered = page.waitForResponse(
        (response) => response.url() === `${server.url}/graphql` && (response.request().postData() ?? '').includes('login('),
      );
      await page.locator('.graphiql-execute-button').first().click();
      const response = await answered;
      expect(response.request().headers()['content-type']).toBe('application/json');
      expect(response.status()).toBe(200);
      expect(await response.json()).toEqual({ data: { login: { tokenType: 'Bearer' } } });
      expect(await refreshCookies(context)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('lets no script on the other site log in with JSON either: the browser asks first and is not answered yes', async () => {
    const context = await chromium.browser.newContext();
    try {
      const page = await context.newPage();
      await page.goto(`${evilUrl}/`);
      const outcome = await page.evaluate(
        async ({ gateway, email, password }) => {
          const query = `mutation { login(email: ${JSON.stringify(email)}, password: ${JSON.stringify(password)}) { accessToken } }`;
          try {
            await fetch(`${gateway}/graphql`, {
              method: 'POST',
              credentials: 'include',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ query }),
            });
            return 'answered';
          } catch {
            return 'blocked';
          }
        },
        { gateway: server.url, email: attacker.email, password: PASSWORD },
      );
      expect(outcome).toBe('blocked');
      expect(await refreshCookies(context)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
