import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { MAX_IMAGES_IN_READING_PER_ACCOUNT } from '../../src/domain/ocr/images-in-reading.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { pngOfZeros } from '../support/png-of-zeros.js';
import { nextClientAddress, startTestServer, type TestServer } from '../support/server.js';

const LABEL = readFileSync(resolve(import.meta.dirname, '../fixtures/ocr/label-plain.jpg'));
const MB = 1024 * 1024;

/**
 * Decision 0514: an image is budgeted by the bytes it decodes to, from its header, and one account
 * has at most a few images in reading at once. Nothing refused is billed. One target is enough:
 * nothing here depends on the database.
 */
describe.each(databaseTargets.slice(0, 1))('image decode budget on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let bomb: Buffer;

  const upload = (bytes: Uint8Array, key: string, type = 'image/png') => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type }), 'photo.png');
    return fetch(`${server.url}/api/v1/decode-from-image`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'x-forwarded-for': nextClientAddress() },
      body: form,
    });
  };
  const uploadGraphQL = (bytes: Uint8Array, key: string) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($i: File!) { decodeVinImage(image: $i) { vin } }', variables: { i: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.i'] }));
    form.append('0', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
    return fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'graphql-require-preflight': '1', 'x-forwarded-for': nextClientAddress() },
      body: form,
    });
  };
  const used = async (key: string) =>
    (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data.usedToday as number;

  beforeAll(async () => {
    db = await target.open();
    // What is refused, not how fast a reading is: a deadline a loaded machine cannot miss.
    server = await startTestServer(db, { env: { OCR_DEADLINE_MS: '30000', OCR_QUEUE_LIMIT: '100' } });
    // The probe's bomb: 309 KB of PNG, 6,300 × 6,300 16-bit RGBA zeros (39.7 MP, under the 40 MP cap), 317 MB decoded.
    bomb = await pngOfZeros(6300, 6300, { channels: 4, bitDepth: 16 });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('refuses the PNG bomb under the pixel cap with 413 from its header, in well under a second, unbilled, on REST and GraphQL', async () => {
    expect(bomb.length).toBeLessThan(400 * 1024);
    const key = await createKey(server.services, (await createUser(server.services)).id);
    // The upload route's first use (its modules, the multipart parser) is not the bomb's cost.
    expect((await upload(Buffer.from('not an image'), key)).status).toBe(415);
    const rssBefore = process.memoryUsage().rss;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await upload(bomb, key);
      const body = await res.json();
      expect(performance.now() - started).toBeLessThan(1000);
      expect(res.status).toBe(413);
      expect(body.error.code).toBe('PAYLOAD_TOO_LARGE');
      expect(body.error.message).toMatch(/decodes to 318 MB \(6300×6300, 4 channels of 16 bits\)/);
    }
    // GraphQL answers a field's error in errors[].extensions.code (docs/errors.md).
    const viaGraphQL = await (await uploadGraphQL(bomb, key)).json();
    expect(viaGraphQL.data.decodeVinImage).toBeNull();
    expect(viaGraphQL.errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
    // Nothing was decoded: memory stays where it was (decoding it once added ~190 MB).
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(64 * MB);
    expect(await used(key)).toBe(0);
  });

  it('still reads an ordinary photo, and a PNG within its budget', async () => {
    const key = await createKey(server.services, (await createUser(server.services)).id);
    const photo = await upload(LABEL, key, 'image/jpeg');
    expect(photo.status, await photo.clone().text()).toBe(200);
    // 8-bit colour, 3,000 × 3,000: 27 MB decoded, within the PNG budget; blank, so no VIN in it.
    const blank = await upload(await pngOfZeros(3000, 3000, { channels: 3, bitDepth: 8 }), key);
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.code).toBe('NO_VIN_DETECTED');
    expect(await used(key)).toBe(1);
  });

  it(`reads at most ${MAX_IMAGES_IN_READING_PER_ACCOUNT} images of one account at once: the next gets 429 RATE_LIMITED, unbilled, and another account is not held up`, async () => {
    const key = await createKey(server.services, (await createUser(server.services)).id);
    const other = await createKey(server.services, (await createUser(server.services)).id);
    // Within the budget, but seconds of reading each on this machine: still in reading when the last arrives.
    const slow = await pngOfZeros(3200, 3200, { channels: 3, bitDepth: 8 });
    const answers = await Promise.all(Array.from({ length: MAX_IMAGES_IN_READING_PER_ACCOUNT + 2 }, () => upload(slow, key)));
    const bodies = await Promise.all(
      answers.map(async (res) => ({
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        code: (await res.json()).error?.code,
      })),
    );
    const refused = bodies.filter((b) => b.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(refused.every((b) => b.code === 'RATE_LIMITED' && b.retryAfter === '1')).toBe(true);
    expect(bodies.filter((b) => b.status !== 429).every((b) => b.code === 'NO_VIN_DETECTED')).toBe(true);
    expect(await used(key)).toBe(0);
    // The slots are given back: the account reads again, and the other was never limited by it.
    expect((await upload(LABEL, key, 'image/jpeg')).status).toBe(200);
    expect((await upload(LABEL, other, 'image/jpeg')).status).toBe(200);
  });
});
