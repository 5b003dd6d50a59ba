import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * decodeVinImage, the third billed field, settles like the others (decision 0044): a reading is
 * billed only when its vehicle reaches the caller. Billing is the same code on every database
 * (billing-delivered.test.ts runs both), so the first target is enough for this slower one.
 */
const FIXTURES = resolve(import.meta.dirname, '../fixtures/ocr');
const label = readFileSync(resolve(FIXTURES, 'label-datamatrix.jpg'));

describe.each(databaseTargets.slice(0, 1))('billing image decodes by what reaches the caller on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;
  let key: string;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { QUOTA_LEASES: 'off' } });
    key = await createKey(server.services, (await createUser(server.services)).id);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const usedToday = async () =>
    (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data.usedToday as number;
  async function mutate(selection: string) {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: `mutation ($image: File!) { ${selection} }`, variables: { image: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    form.append('0', new Blob([label], { type: 'image/jpeg' }), 'label.jpg');
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'graphql-require-preflight': '1' },
      body: form,
    });
    return res.json();
  }

  it('beside a failing non-null mutation (createApiKey with an API key): data null, nothing billed', async () => {
    const before = await usedToday();
    const body = await mutate('decodeVinImage(image: $image) { vin vehicle { make } } createApiKey(name: "x") { key }');
    expect(body.data).toBeNull();
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await usedToday()).toBe(before);
  });

  it('a reading answered without its vehicle bills nothing; with it, one unit', async () => {
    const before = await usedToday();
    const readingOnly = await mutate('decodeVinImage(image: $image) { vin confidence }');
    expect(readingOnly.data.decodeVinImage.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(readingOnly.extensions).toEqual({ billing: { units: 0, overageUnits: 0 } });
    expect(await usedToday()).toBe(before);
    const withVehicle = await mutate('decodeVinImage(image: $image) { vin vehicle { make } }');
    expect(withVehicle.data.decodeVinImage.vehicle.make).toBeTruthy();
    expect(withVehicle.extensions).toEqual({ billing: { units: 1, overageUnits: 0 } });
    expect(await usedToday()).toBe(before + 1);
  });
});
