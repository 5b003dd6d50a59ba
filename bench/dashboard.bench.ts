/**
 * Dashboard first-load benchmark (npm run bench:dashboard), in the system's Chromium against a
 * local gateway (in-memory database):
 *   - the JavaScript a first visit downloads, gzipped as served (budget: 150 KB);
 *   - time from navigation to the login form being usable (first visit, cold cache), and to the
 *     usage figures being shown on a reload while logged in (refresh cookie → token → data);
 *     budget: interactive within 1 s;
 *   - baseline, in the same run: the same Chromium loading a minimal page with one script from a
 *     bare node:http server, so the ratio says what the dashboard adds over the floor.
 * Each figure is the median of BENCH_LOADS (default 7) loads, each in a fresh browser context.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { loadConfig } from '../src/config.js';
import { createAccount } from '../src/domain/accounts/accounts.service.js';
import { startServer } from '../src/main.js';
import { openTestCatalog } from '../test/support/catalog.js';
import { launchChromium } from '../test/browser/support/chromium.js';

const LOADS = Math.max(1, Number(process.env.BENCH_LOADS ?? 7));
const BUDGET_JS_KB = 150;
const BUDGET_MS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function markTime(page: Page, mark: string): Promise<number> {
  await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: 15_000 });
  return page.evaluate((name) => performance.getEntriesByName(name)[0]!.startTime, mark);
}

async function scriptBytes(page: Page): Promise<number> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.initiatorType === 'script' || r.name.endsWith('.js'))
      .reduce((sum, r) => sum + r.encodedBodySize, 0),
  );
}

const baselinePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>baseline</title><script type="module" src="/b.js"></script></head><body><p>baseline</p></body></html>`;
const baselineScript = `document.body.dataset.ready = '1'; performance.mark('baseline-ready');`;

const bare = createServer((req, res) => {
  const js = req.url === '/b.js';
  res
    .writeHead(200, { 'content-type': js ? 'text/javascript' : 'text/html', 'cache-control': 'no-store' })
    .end(js ? baselineScript : baselinePage);
});
await new Promise<void>((resolve) => bare.listen(0, '127.0.0.1', resolve));
const bareUrl = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: 'memory://',
  DATA_DIR: '.cache/bench-dashboard',
  LOG_LEVEL: 'silent',
});
const gateway = await startServer(config, { catalog: await openTestCatalog() });
const email = 'bench@example.com';
const password = 'bench password bench password';
await createAccount(gateway.services, { email, password, plan: 'pro' }, 'bench');
const chromium = await launchChromium();

const baseline: number[] = [];
const firstVisit: number[] = [];
const loggedInReload: number[] = [];
let jsBytes = 0;
try {
  for (let i = 0; i < LOADS; i++) {
    const plain = await chromium.browser.newContext();
    const page = await plain.newPage();
    await page.goto(`${bareUrl}/`);
    baseline.push(await markTime(page, 'baseline-ready'));
    await plain.close();

    const context = await chromium.browser.newContext();
    const visit = await context.newPage();
    await visit.goto(`${gateway.url}/dashboard`);
    firstVisit.push(await markTime(visit, 'dashboard-signed-out'));
    jsBytes = await scriptBytes(visit);
    await visit.getByLabel('E-mail').fill(email);
    await visit.getByLabel('Password').fill(password);
    await visit.getByRole('button', { name: 'Log in' }).click();
    await markTime(visit, 'dashboard-data');
    await visit.reload();
    loggedInReload.push(await markTime(visit, 'dashboard-data'));
    await context.close();
  }
} finally {
  await chromium.close();
  await gateway.close();
  bare.close();
}

const kb = jsBytes / 1024;
const base = median(baseline);
const row = (name: string, ms: number) => `${name.padEnd(44)} ${ms.toFixed(0).padStart(5)} ms   ${(ms / base).toFixed(1)}× baseline`;
console.log(`Chromium ${chromium.browser.version()}, ${LOADS} loads each, medians`);
console.log(row('baseline: minimal page + 1 script (bare node)', base));
console.log(row('dashboard first visit: login form usable', median(firstVisit)));
console.log(row('dashboard reload logged in: usage shown', median(loggedInReload)));
console.log(`dashboard JavaScript on first load: ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_JS_KB} KB)`);
const ok = kb <= BUDGET_JS_KB && median(firstVisit) <= BUDGET_MS && median(loggedInReload) <= BUDGET_MS;
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exitCode = ok ? 0 : 1;
