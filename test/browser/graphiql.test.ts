import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { launchChromium, type LaunchedBrowser } from './support/chromium.js';
import { openWatchedPage, type WatchedPage } from './support/dashboard-page.js';

const target = databaseTargets[0]!;

/** The text of one of GraphiQL's CodeMirror editors (query, headers, response). */
function editorText(page: Page, selector: string): Promise<string> {
  return page
    .locator(`${selector} .CodeMirror`)
    .first()
    .evaluate((element) => (element as HTMLElement & { CodeMirror: { getValue(): string } }).CodeMirror.getValue());
}

/** Replaces an editor's text, as typing would (CodeMirror's own input handling closes brackets). */
function setEditorText(page: Page, selector: string, text: string): Promise<void> {
  return page
    .locator(`${selector} .CodeMirror`)
    .first()
    .evaluate(
      (element, value) => (element as HTMLElement & { CodeMirror: { setValue(v: string): void } }).CodeMirror.setValue(value),
      text,
    );
}

const QUERY_EDITOR = '.graphiql-query-editor';
// The variables and headers editors share one pane; the hidden one is the other.
const HEADERS_EDITOR = '.graphiql-editor-tool .graphiql-editor:not(.hidden)';
const RESPONSE = '.graphiql-response';

async function run(page: Page): Promise<Record<string, unknown>> {
  await page.getByRole('button', { name: /^Execute query/ }).click();
  let text = '';
  await expect.poll(async () => (text = await editorText(page, RESPONSE)), { timeout: 15_000 }).toMatch(/"data"|"errors"/);
  return JSON.parse(text) as Record<string, unknown>;
}

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
    // Every page load: nothing left the gateway, no CSP report, no script error.
    const page = watched;
    watched = undefined;
    if (!page) return;
    await page.close();
    expect(page.outside()).toEqual([]);
    expect(page.problems).toEqual([]);
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
    await db?.close();
  });

  it('renders at /graphql under the strict CSP, runs the default validateVin query, and loads well under 1 MB', async () => {
    watched = await openWatchedPage(chromium.browser, server.url);
    const { page } = watched;
    const responses: Response[] = [];
    page.on('response', (response) => responses.push(response));
    const answer = await page.goto('/graphql');
    expect(answer!.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.locator(`${QUERY_EDITOR} .CodeMirror`).waitFor();
    expect(await editorText(page, QUERY_EDITOR)).toContain('validateVin(vin: "1HGCM82633A004352")');

    const result = await run(page);
    expect(result).toEqual({ data: { validateVin: { vin: '1HGCM82633A004352', isValidFormat: true, checkDigitValid: true } } });

    // What the visit cost on the wire: the page, its script, stylesheet and the fonts it used,
    // as Chromium received them (brotli), the GraphQL answers left out.
    const assets = responses.filter((response) => response.request().method() === 'GET');
    const sizes = await Promise.all(assets.map(async (response) => (await response.request().sizes()).responseBodySize));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    console.log(`GraphiQL visit: ${assets.length} files, ${total} bytes on the wire`);
    expect(assets.some((response) => response.headers()['content-encoding'] === 'br')).toBe(true);
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(1_000_000);
  });

  it('shows the headers pane, sends the X-API-Key put there, and keeps it across a reload', async () => {
    const user = await createUser(server.services, { plan: 'pro' });
    const key = await createKey(server.services, user.id);
    watched = await openWatchedPage(chromium.browser, server.url);
    const { page } = watched;
    await page.goto('/graphql');
    await page.locator(`${HEADERS_EDITOR} .CodeMirror`).waitFor();
    expect(await page.getByRole('button', { name: 'Headers' }).getAttribute('class')).toMatch(/active/);

    await setEditorText(page, QUERY_EDITOR, '{ decodeVin(vin: "1HGCM82633A004352") { make modelYear } }');
    // Without a key the paid field is refused.
    const refused = (await run(page)) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    await setEditorText(page, HEADERS_EDITOR, JSON.stringify({ 'X-API-Key': key }));
    expect(await run(page)).toEqual({
      data: { decodeVin: { make: 'HONDA', modelYear: 2003 } },
      extensions: { billing: { units: 1, overageUnits: 0 } },
    });

    // GraphiQL stores the headers a moment after an edit (debounced): reload once they are stored.
    await expect.poll(() => page.evaluate(() => Object.values(localStorage).join('\n'))).toContain(key);
    await page.reload();
    await page.locator(`${HEADERS_EDITOR} .CodeMirror`).waitFor();
    await expect.poll(() => editorText(page, HEADERS_EDITOR)).toContain(key);
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
    expect(await frame.locator(`${QUERY_EDITOR} .CodeMirror`).count()).toBe(0);
  });
});
