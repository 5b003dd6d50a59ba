import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface WatchedPage {
  context: BrowserContext;
  page: Page;
  /** Every URL the page requested. */
  requests: string[];
  /** Console errors, uncaught exceptions and CSP reports. */
  problems: string[];
  /** Requests that left the gateway (any other host or scheme than the gateway, data: and blob:). */
  outside(): string[];
  close(): Promise<void>;
}

/** A fresh browser context (no cookies) on the gateway, watching everything the page does. */
export async function openWatchedPage(browser: Browser, baseUrl: string, viewport = { width: 1200, height: 900 }): Promise<WatchedPage> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport, reducedMotion: 'reduce' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  const page = await context.newPage();
  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} @ ${message.location().url}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    context,
    page,
    requests,
    problems,
    outside: () => requests.filter((url) => !url.startsWith(`${baseUrl}/`) && !url.startsWith('data:') && !url.startsWith('blob:')),
    close: () => context.close(),
  };
}

/** Logs in through the form, with the keyboard only. */
export async function logInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/dashboard');
  await page.getByLabel('E-mail').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name: 'Plan and usage' }).waitFor();
}
