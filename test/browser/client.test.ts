import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser, PASSWORD, type TestUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';
import { launchChromium, type LaunchedBrowser } from './support/chromium.js';

const require = createRequire(import.meta.url);
const target = databaseTargets[0]!;

/**
 * A page of the gateway's own origin that loads the client's ES module build as a browser app
 * would (openapi-fetch through an import map); the page and the scripts are served by the browser
 * from these files, every /api/v1 call goes to the live gateway.
 */
const PAGE_FILES: Record<string, { type: string; body: string }> = {
  '/sdk-test/page.html': {
    type: 'text/html',
    body: `<!doctype html><script type="importmap">{ "imports": { "openapi-fetch": "/sdk-test/openapi-fetch.mjs" } }</script>
<script type="module">import * as sdk from '/sdk-test/index.js'; window.sdk = sdk;</script>`,
  },
  '/sdk-test/index.js': { type: 'text/javascript', body: readFileSync(resolve(import.meta.dirname, '../../client/dist/index.js'), 'utf8') },
  '/sdk-test/openapi-fetch.mjs': {
    type: 'text/javascript',
    body: readFileSync(resolve(dirname(require.resolve('openapi-fetch/package.json')), 'dist/index.mjs'), 'utf8'),
  },
};

describe('@vin-gateway/client in Chromium', { timeout: 120_000 }, () => {
  let db: StateDatabase;
  let server: TestServer;
  let chromium: LaunchedBrowser;
  let user: TestUser;
  let key: string;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { QUOTA_LEASES: 'off', BATCH_JOB_POLL_MS: '100' } });
    chromium = await launchChromium();
    user = await createUser(server.services);
    key = await createKey(server.services, user.id);
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    await db?.close();
  });

  /** A page of the gateway's origin with the client loaded as `window.sdk`. */
  async function sdkPage(context: Awaited<ReturnType<LaunchedBrowser['browser']['newContext']>>) {
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.route(`${server.url}/sdk-test/**`, (route) => {
      const file = PAGE_FILES[new URL(route.request().url()).pathname];
      return file ? route.fulfill({ status: 200, contentType: file.type, body: file.body }) : route.abort();
    });
    await page.goto(`${server.url}/sdk-test/page.html`);
    await page.waitForFunction(() => 'sdk' in window);
    expect(pageErrors).toEqual([]);
    return page;
  }

  it('runs its ES module build in a page: decodes with an API key, and renews a login session through the refresh cookie', async () => {
    const context = await chromium.browser.newContext();
    try {
      const page = await sdkPage(context);

      const [vin] = accordVins(1, 70);
      const result = await page.evaluate(
        async ({ email, password, apiKey, vin }) => {
          const sdk = (window as unknown as { sdk: typeof import('@vin-gateway/client') }).sdk;
          const keyed = sdk.createVinGatewayClient({ baseUrl: location.origin, apiKey });
          const decoded = await keyed.decodeVin(vin);
          const session = sdk.createVinGatewayClient({ baseUrl: location.origin, credentials: 'same-origin' });
          const login = await session.login(email, password);
          const refreshed = await session.refreshSession();
          const { usage } = await session.usage();
          const { loggedOut } = await session.logout();
          const afterLogout = await session.refreshSession().then(
            () => null,
            (error: unknown) => (error instanceof sdk.VinGatewayError ? error.status : String(error)),
          );
          return {
            model: decoded.vehicle.model,
            logins: [typeof login.accessToken, typeof refreshed.accessToken],
            plan: usage.plan,
            loggedOut,
            afterLogout,
            cookieReadable: document.cookie,
          };
        },
        { email: user.email, password: PASSWORD, apiKey: key, vin: vin! },
      );
      expect(result).toEqual({
        model: 'Accord',
        logins: ['string', 'string'],
        plan: 'pro',
        loggedOut: true,
        afterLogout: 401,
        cookieReadable: '',
      });
    } finally {
      await context.close();
    }
  });

  it("submits a bulk job from a Blob in a page, waits for it and reads its lines from the browser's stream", async () => {
    const context = await chromium.browser.newContext();
    try {
      const page = await sdkPage(context);
      const vins = accordVins(3, 90);
      const result = await page.evaluate(
        async ({ apiKey, vins }) => {
          const sdk = (window as unknown as { sdk: typeof import('@vin-gateway/client') }).sdk;
          const client = sdk.createVinGatewayClient({ baseUrl: location.origin, apiKey });
          const job = await client.submitBatchJob(new Blob([`vin\n${vins.join('\n')}\n`], { type: 'text/csv' }));
          const done = await client.waitForBatchJob(job.id, {
            sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, 200))),
          });
          const lines = [];
          for await (const line of client.batchJobLines(job.id))
            lines.push(line.status === 'success' ? [line.index, line.vehicle.vin, line.vehicle.model] : [line.index, line.errorCode]);
          return { state: done.state, billed: done.billed, lines };
        },
        { apiKey: key, vins },
      );
      expect(result).toEqual({ state: 'succeeded', billed: 3, lines: vins.map((vin, i) => [i, vin, 'Accord']) });
    } finally {
      await context.close();
    }
  });
});
