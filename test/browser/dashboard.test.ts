import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser, PASSWORD, type TestUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';
import { launchChromium, type LaunchedBrowser } from './support/chromium.js';
import { logInWithKeyboard, openWatchedPage, type WatchedPage } from './support/dashboard-page.js';

const PHOTO = resolve(import.meta.dirname, '../fixtures/ocr/label-code39.jpg');
/** A printed label with no barcode: the VIN is read from a line of text, so the answer has its box. */
const LABEL = resolve(import.meta.dirname, '../fixtures/ocr/label-plain.jpg');
const LABEL_VIN = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/ocr/truth.json'), 'utf8')) as Record<string, { vin: string }>
)['label-plain.jpg']!.vin;
/** A label photographed askew: its reading is certain, but the looks split on some of its characters. */
/**
 * A windshield photo (from the scene family of the dev images) whose VIN the reader reads right but
 * not surely at every character: the scene model's first characters below 0.97 and tesseract's
 * looks reading them otherwise.
 */
const UNSURE = resolve(import.meta.dirname, '../fixtures/dashboard/windshield-unsure.jpg');
const target = databaseTargets[0]!;

type ReadCharacter = { position: number; character: string; confidence: number; unsure: boolean };

/** The VIN shown under the photo is the answer's, each character marked unsure as the answer says, with its confidence in its title. */
async function expectMarked(page: WatchedPage['page'], characters: ReadCharacter[]) {
  const shown = page.getByTestId('read-vin');
  await expect.poll(() => shown.textContent(), { timeout: 30_000 }).toBe(characters.map((c) => c.character).join(''));
  for (const c of characters) {
    const span = shown.locator(`[data-position="${c.position}"]`);
    expect(await span.getAttribute('class'), `position ${c.position}`).toBe(c.unsure ? 'unsure' : null);
    expect(await span.getAttribute('title')).toContain(`confidence ${Math.round(c.confidence * 100)} %`);
  }
}

describe('the dashboard in Chromium', { timeout: 120_000 }, () => {
  let db: StateDatabase;
  let server: TestServer;
  let chromium: LaunchedBrowser;
  let receiver: WebhookReceiver;
  let pro: TestUser;
  let watched: WatchedPage | undefined;

  beforeAll(async () => {
    db = await target.open();
    // The default, secure cookie: Chromium accepts it from a loopback origin over http.
    server = await startTestServer(db, { env: { WEBHOOKS_ALLOW_PRIVATE: 'true', QUOTA_LEASES: 'off' } });
    receiver = await startWebhookReceiver(200);
    chromium = await launchChromium();
    pro = await createUser(server.services, { plan: 'pro' });
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
    await receiver?.close();
    await server?.close();
    await db?.close();
  });

  const open = async (viewport?: { width: number; height: number }) =>
    (watched = await openWatchedPage(chromium.browser, server.url, viewport));

  it('logs in with the keyboard, stays logged in across a reload (refresh cookie, no token in storage) and logs out', async () => {
    const { page, context } = await open();
    await logInWithKeyboard(page, pro.email, PASSWORD);
    await expect.poll(() => page.getByTestId('plan').textContent()).toBe('Pro');
    // Only a hint that this browser signed in (so a first visit asks for no refresh): no token.
    expect(await page.evaluate(() => ({ local: { ...localStorage }, session: sessionStorage.length, cookie: document.cookie }))).toEqual({
      local: { 'vin-gateway.signed-in': '1' },
      session: 0,
      cookie: '',
    });
    const [cookie] = await context.cookies();
    expect(cookie).toMatchObject({ name: 'refreshToken', path: '/api/v1/auth', httpOnly: true, sameSite: 'Strict' });

    await page.reload();
    await page.getByRole('heading', { name: 'Plan and usage' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Plan and usage' }).count()).toBe(0);
  });

  it('a first visit asks for nothing it cannot get: the network goes idle with no console error', async () => {
    const { page, requests } = await open();
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(requests.filter((url) => url.includes('/api/v1/auth/refresh'))).toEqual([]);
    // afterEach: no console error, nothing outside the gateway.
  });

  it('names the signed-in page with an h1, labels the chart\'s axes, keeps a revoked key listed as revoked, and shows "last used" without a reload', async () => {
    const user = await createUser(server.services, { plan: 'starter' });
    const key = await createKey(server.services, user.id, 'server key');
    const { page } = await open();
    await logInWithKeyboard(page, user.email, PASSWORD);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('vin-gateway dashboard');
    const axis = await page.locator('.chart svg .axis text').allTextContents();
    expect(axis).toEqual(expect.arrayContaining(['decodes', 'day (UTC)', '0']));

    const row = page.getByRole('row').filter({ hasText: 'server key' });
    await expect.poll(() => row.textContent()).toContain('Active');
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('—');
    // A server uses the key; the page, back in view, shows it.
    expect((await fetch(`${server.url}/api/v1/usage`, { headers: { 'x-api-key': key } })).status).toBe(200);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect.poll(() => row.getByRole('cell').nth(3).textContent()).toMatch(/^\d{4}-\d{2}-\d{2}/);

    await page.getByRole('button', { name: 'Revoke server key' }).click();
    await page.getByRole('button', { name: 'Yes, revoke server key' }).click();
    await expect.poll(() => row.textContent()).toContain('Revoked');
    expect(await row.getByRole('button').count()).toBe(0);
  });

  it('refuses a wrong password with a message', async () => {
    const { page } = await open();
    await page.goto('/dashboard');
    await page.getByLabel('E-mail').fill(pro.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/e-mail address or the password/i);
  });

  it('creates a key shown once with a copy button, which works over plain HTTP until it is revoked in the page', async () => {
    const { page } = await open();
    await logInWithKeyboard(page, pro.email, PASSWORD);
    await page.getByLabel('Name of the new key').fill('browser test');
    await page.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByTestId('secret-value');
    const key = (await shown.textContent())!;
    expect(key).toMatch(/^vin_live_/);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'shown only once' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Copy API key' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(key);

    const usage = () => fetch(`${server.url}/api/v1/usage`, { headers: { 'x-api-key': key } });
    expect((await usage()).status).toBe(200);

    await page.getByRole('button', { name: 'I have stored it' }).click();
    expect(await shown.count()).toBe(0);
    await page.getByRole('button', { name: 'Revoke browser test' }).click();
    await page.getByRole('button', { name: 'Yes, revoke browser test' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Revoke browser test' }).count()).toBe(0);
    const refused = await usage();
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('INVALID_API_KEY');
  });

  it('decodes a typed VIN and a photo, and usage goes up with each', async () => {
    const user = await createUser(server.services, { plan: 'starter' });
    const { page } = await open();
    await logInWithKeyboard(page, user.email, PASSWORD);
    const used = page.getByTestId('used-today');
    await expect.poll(() => used.textContent()).toBe('0 of 1,000');

    const [vin] = accordVins(1, 900);
    await page.getByLabel('VIN', { exact: true }).fill(vin!.toLowerCase());
    await page.getByRole('button', { name: 'Decode', exact: true }).click();
    await expect.poll(() => page.getByTestId('decoded-vin').textContent()).toBe(vin);
    expect(await page.getByRole('article').textContent()).toContain('Accord');
    await expect.poll(() => used.textContent()).toBe('1 of 1,000');

    await page.getByLabel(/Photo of a VIN plate/).setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Read and decode' }).click();
    await expect.poll(() => page.getByTestId('decoded-vin').textContent(), { timeout: 30_000 }).toBe('1G4J282H0TR670207');
    await expect.poll(() => used.textContent()).toBe('2 of 1,000');
    expect(await page.getByRole('heading', { name: 'Webhooks' }).count()).toBe(1);
    expect(await page.getByText('Webhooks are part of the Pro and Business plans.').count()).toBe(1);
  });

  it('previews the chosen photo and outlines where the VIN was read, at the size the photo is shown', async () => {
    const user = await createUser(server.services, { plan: 'starter' });
    const { page } = await open();
    await logInWithKeyboard(page, user.email, PASSWORD);
    await page.getByLabel(/Photo of a VIN plate/).setInputFiles(LABEL);
    const photo = page.getByRole('img', { name: 'The chosen photo' });
    await photo.waitFor();

    // The photo's upload is the one multipart request to /graphql (Chromium keeps no copy of a file's body to match on).
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().headers()['content-type'] ?? '').startsWith('multipart/form-data'),
      { timeout: 90_000 },
    );
    await page.getByRole('button', { name: 'Read and decode' }).click();
    const { data } = (await (await answered).json()) as {
      data: {
        decodeVinImage: {
          vin: string;
          box: { left: number; top: number; width: number; height: number } | null;
          characters: ReadCharacter[];
        };
      };
    };
    expect(data.decodeVinImage.vin).toBe(LABEL_VIN);
    const box = data.decodeVinImage.box!;
    expect(box).not.toBeNull();
    await expect.poll(() => page.getByTestId('decoded-vin').textContent(), { timeout: 30_000 }).toBe(LABEL_VIN);
    const read = page.getByRole('img', { name: `The chosen photo, from which ${LABEL_VIN} was read` });
    await expectMarked(page, data.decodeVinImage.characters);
    expect(await page.getByText(`Outlined: where ${LABEL_VIN} was read`).textContent()).toContain(
      `${box.width} × ${box.height} pixels at ${box.left}, ${box.top}`,
    );

    // The photo is shown smaller than its pixels, so the outline is the box scaled to the shown size.
    const { width, height } = await sharp(LABEL).metadata();
    expect(await read.evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight])).toEqual([
      width,
      height,
    ]);
    const shown = (await read.boundingBox())!;
    const scale = shown.width / width;
    expect(scale).toBeLessThan(0.9);
    expect(Math.abs(shown.height / height - scale)).toBeLessThan(0.01);
    const overlay = page.getByTestId('vin-box');
    const covered = (await overlay.boundingBox())!;
    for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(covered[side] - shown[side]), side).toBeLessThan(0.5);
    // Chromium measures a shape with its stroke, which is centred on the box's edges.
    const line = page.getByTestId('vin-box').locator('rect').last();
    const half = Number.parseFloat(await line.evaluate((rect) => getComputedStyle(rect).strokeWidth)) / 2;
    const outline = (await line.boundingBox())!;
    const drawn = [outline.x - shown.x + half, outline.y - shown.y + half, outline.width - 2 * half, outline.height - 2 * half];
    const expected = [box.left, box.top, box.width, box.height].map((v) => v * scale);
    drawn.forEach((value, i) => expect(Math.abs(value - expected[i]!), `${drawn.join()} vs ${expected.join()}`).toBeLessThan(1));
  });

  it('marks the characters of a VIN read from a photo that the reading is unsure of, each with its confidence', async () => {
    const user = await createUser(server.services, { plan: 'starter' });
    const { page } = await open();
    await logInWithKeyboard(page, user.email, PASSWORD);
    await page.getByLabel(/Photo of a VIN plate/).setInputFiles(UNSURE);
    await page.getByRole('img', { name: 'The chosen photo' }).waitFor();
    const answered = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().headers()['content-type'] ?? '').startsWith('multipart/form-data'),
      { timeout: 90_000 },
    );
    await page.getByRole('button', { name: 'Read and decode' }).click();
    const { data } = (await (await answered).json()) as { data: { decodeVinImage: { characters: ReadCharacter[] } } };
    const unsure = data.decodeVinImage.characters.filter((c) => c.unsure);
    expect(unsure.length).toBeGreaterThan(0);
    await expectMarked(page, data.decodeVinImage.characters);
    expect(await page.getByTestId('unsure-characters').textContent()).toContain(unsure.map((c) => c.position).join(', '));
    // Underlined in the danger colour, not only in a tooltip.
    const first = page.locator(`[data-testid="read-vin"] [data-position="${unsure[0]!.position}"]`);
    expect(await first.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  });

  it('registers, edits, tests, rotates the secret of and deletes a webhook on a Pro account, with its deliveries', async () => {
    const { page } = await open();
    await logInWithKeyboard(page, pro.email, PASSWORD);
    await page.getByLabel('Endpoint URL (https)').fill(receiver.url);
    await page.getByLabel(/An API key was revoked/).uncheck();
    await page.getByRole('button', { name: 'Register webhook' }).click();
    const secret = (await page.getByTestId('secret-value').textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'I have stored it' }).click();
    const card = page.getByRole('listitem', { name: `Webhook ${receiver.url}` });
    await expect.poll(() => card.textContent()).toContain('subscription.updated, quota.threshold, batch_job.completed');

    await card.getByRole('button', { name: 'Edit' }).click();
    await card.getByLabel(/An API key was revoked/).check();
    await card.getByLabel(/A bulk decode job ended/).uncheck();
    await card.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => card.textContent()).toContain('subscription.updated, quota.threshold, api_key.revoked');
    expect(await card.textContent()).not.toContain('batch_job.completed');

    const before = receiver.received.length;
    await card.getByRole('button', { name: 'Send test event' }).click();
    await receiver.waitFor(before + 1, 15_000);
    expect(JSON.parse(receiver.received.at(-1)!.body).type).toBe('webhook.test');
    await card.getByRole('button', { name: 'Recent deliveries' }).click();
    await expect.poll(() => card.getByRole('table').textContent(), { timeout: 15_000 }).toMatch(/webhook\.test\s*delivered/);

    await card.getByRole('button', { name: 'Rotate secret' }).click();
    const rotated = (await page.getByTestId('secret-value').textContent())!;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await page.getByRole('button', { name: 'I have stored it' }).click();

    await card.getByRole('button', { name: 'Delete' }).click();
    await card.getByRole('button', { name: 'Yes, delete this webhook' }).click();
    await expect.poll(() => page.getByText('No webhooks yet.').count()).toBe(1);
  });

  it('renders the API reference at /docs from the gateway alone', async () => {
    const { page } = await open();
    await page.goto('/docs');
    await page.getByText('Decode one VIN').first().waitFor();
    await page.getByText('/api/v1/batch-decode').first().click();
    await page.getByText('Request body').first().waitFor();
    expect(await page.getByText('BATCH_TOO_LARGE').count()).toBeGreaterThan(0);
  });

  it('fits a phone-sized screen with nothing scrolling sideways, under the CSP headers', async () => {
    const { page } = await open({ width: 360, height: 740 });
    const response = await page.goto('/dashboard');
    const csp = response!.headers()['content-security-policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    await page.getByLabel('E-mail').fill(pro.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Plan and usage' }).waitFor();
    await expect.poll(() => page.getByTestId('plan').textContent()).toBe('Pro');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => [...document.scripts].filter((s) => !s.src).length)).toBe(0);
  });
  it('uploads a file of VINs as a bulk job, shows its progress to the end and downloads its results', async () => {
    const { page } = await open();
    await logInWithKeyboard(page, pro.email, PASSWORD);
    const vins = accordVins(1500, 20000);
    await page
      .getByLabel('File of VINs')
      .setInputFiles({ name: 'vins.csv', mimeType: 'text/csv', buffer: Buffer.from(`vin\n${vins.join('\n')}\n`) });
    await page.getByRole('button', { name: 'Submit job' }).click();
    await expect
      .poll(() => page.locator('label[for="job-progress"]').textContent(), { timeout: 60_000 })
      .toMatch(/^Job succeeded: 1,500 of 1,500 VINs, 1,500 billed/);
    expect(
      await page.locator('#job-progress').evaluate((bar) => [(bar as HTMLProgressElement).value, (bar as HTMLProgressElement).max]),
    ).toEqual([1500, 1500]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    const records = (await readFile(await download.path(), 'utf8')).split('\r\n').filter(Boolean);
    expect(records).toHaveLength(1501);
    expect(records[1]).toMatch(new RegExp(`^0,\\d+,${vins[0]},success,`));
  });
});
