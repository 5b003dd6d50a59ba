/**
 * The dashboard screenshots in docs/screenshots (npm run dashboard:screenshots): a gateway with an
 * in-memory database, a Pro account with three weeks of decodes (billed through the real charge
 * function, day by day), captured in the system's Chromium at desktop and phone sizes.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { loadConfig } from '../../src/config.js';
import { chargeUsage } from '../../src/data/repos/usage.repo.js';
import { createAccount } from '../../src/domain/accounts/accounts.service.js';
import { createApiKey } from '../../src/domain/accounts/api-keys.service.js';
import { startServer } from '../../src/main.js';
import { launchChromium } from '../../test/browser/support/chromium.js';
import { openTestCatalog } from '../../test/support/catalog.js';

const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const DAY_MS = 86_400_000;
mkdirSync(OUT, { recursive: true });

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_URL: 'memory://',
  DATA_DIR: '.cache/screenshots',
  LOG_LEVEL: 'silent',
  QUOTA_LEASES: 'off',
});
const gateway = await startServer(config, { catalog: await openTestCatalog() });
const email = 'ada@example.com';
const password = 'correct horse battery staple';
const account = await createAccount(gateway.services, { email, password, plan: 'pro' }, 'screenshots');
await createApiKey(gateway.services, account.id, 'billing system');
for (let back = 21; back >= 1; back--) {
  const day = new Date(Date.now() - back * DAY_MS).toISOString().slice(0, 10);
  const units = Math.round(2400 + 1800 * Math.sin(back / 3) + (back % 7 === 0 ? 2500 : 0));
  await chargeUsage(gateway.stateDb.db, { accountId: account.id, day, units, quota: 10_000, overage: false });
}

const chromium = await launchChromium();
const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${OUT}${name}.png`, fullPage: true });
  process.stdout.write(`wrote docs/screenshots/${name}.png\n`);
};
try {
  const desktop = await chromium.browser.newContext({ viewport: { width: 1100, height: 800 }, reducedMotion: 'reduce' });
  const page = await desktop.newPage();
  await page.goto(`${gateway.url}/dashboard`);
  await page.getByLabel('E-mail').fill(email);
  await shoot(page, 'login');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('plan').waitFor();
  await page.getByLabel('VIN', { exact: true }).fill('1HGCM82633A004353');
  await page.getByRole('button', { name: 'Decode', exact: true }).click();
  await page.getByTestId('decoded-vin').waitFor();
  await page.getByLabel('Name of the new key').fill('warehouse scanner');
  await page.getByRole('button', { name: 'Create key' }).click();
  await page.getByTestId('secret-value').waitFor();
  await page.getByLabel('Endpoint URL (https)').fill('https://hooks.example.com/vin-gateway');
  await shoot(page, 'dashboard');

  const phone = await chromium.browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    reducedMotion: 'reduce',
  });
  const small = await phone.newPage();
  await small.goto(`${gateway.url}/dashboard`);
  await small.getByLabel('E-mail').fill(email);
  await small.getByLabel('Password').fill(password);
  await small.getByRole('button', { name: 'Log in' }).click();
  await small.getByTestId('plan').waitFor();
  await small.screenshot({ path: `${OUT}phone.png` });
  process.stdout.write('wrote docs/screenshots/phone.png\n');

  const reference = await desktop.newPage();
  await reference.goto(`${gateway.url}/docs`);
  await reference.getByText('Decode one VIN').first().waitFor();
  await reference.screenshot({ path: `${OUT}api-reference.png` });
  process.stdout.write('wrote docs/screenshots/api-reference.png\n');
} finally {
  await chromium.close();
  await gateway.close();
}
