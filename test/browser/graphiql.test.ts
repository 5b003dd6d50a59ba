import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { launchChromium, type LaunchedBrowser } from './support/chromium.js';
import { openWatchedPage, type WatchedPage } from './support/dashboard-page.js';

const target = databaseTargets[0]!;

/** GraphiQL under the same Content-Security-Policy as /dashboard and /docs still works, and cannot be framed. */
describe('GraphiQL in Chromium', { timeout: 120_000 }, () => {
  let db: StateDatabase;
  let server: TestServer;
  let chromium: LaunchedBrowser;
  let watched: WatchedPage | undefined;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
    chromium = await launchChromium();
  });
  afterEach(async () => {
    const page = watched;
    watched = undefined;
    if (!page) return;
    await page.close();
    // Nothing left the gateway, no CSP report, no script error.
    expect(page.outside()).toEqual([]);
    expect(page.problems).toEqual([]);
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    await db?.close();
  });

  it('runs the default query with every inline script, style, font and worker allowed by the policy', async () => {
    watched = await openWatchedPage(chromium.browser, server.url);
    const { page } = watched;
    const response = await page.goto('/graphql');
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.locator('.graphiql-execute-button').waitFor();
    await page.locator('.graphiql-execute-button').click();
    // The editor renders spaces as no-break spaces: compared without any.
    const answer = async () => ((await page.locator('.graphiql-response').textContent()) ?? '').replace(/[\s\u00a0]+/g, '');
    await expect.poll(answer, { timeout: 30_000 }).toContain('"isValidFormat":true');
  });

  it('is not shown inside a frame of another page', async () => {
    watched = await openWatchedPage(chromium.browser, server.url);
    const { page } = watched;
    // Refusals to frame are reported on the console by design: expected here, not a problem.
    page.removeAllListeners('console');
    await page.goto('/healthz');
    await page.setContent(`<iframe id="f" src="${server.url}/graphql" width="800" height="600"></iframe>`);
    const frame = (await (await page.waitForSelector('#f')).contentFrame())!;
    // Chromium shows its error page in a frame the page refused to be shown in.
    await expect.poll(() => frame.url(), { timeout: 30_000 }).toMatch(/^chrome-error:/);
    expect(await frame.locator('.graphiql-execute-button').count()).toBe(0);
  });
});
