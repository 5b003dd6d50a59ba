import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { nextClientAddress, startTestServer, type TestServer } from '../support/server.js';

/**
 * POST /api/v1/decode-from-image and the decodeVinImage mutation, with the real OCR engine (one
 * tesseract.js worker per server, started by the first image) on committed generated images.
 * Billing is the same code on every database, so one target (the first) is enough here.
 */
const FIXTURES = resolve(import.meta.dirname, '../fixtures/ocr');
const truth = JSON.parse(readFileSync(resolve(FIXTURES, 'truth.json'), 'utf8')) as Record<string, { vin: string }>;
const image = (name: string) => readFileSync(resolve(FIXTURES, name));
const SHAPE_B_KEYS = ['vin', 'ocrConfidence', 'characterConfidence', 'unsureCharacters', 'vinBox', 'make', 'model', 'modelYear'];

/** 17 confidences, 0–1, at most two decimals. */
const expectCharacterConfidences = (values: unknown) => {
  expect(Array.isArray(values) && values.length === 17, JSON.stringify(values)).toBe(true);
  for (const value of values as number[]) {
    expect(value).toBeGreaterThanOrEqual(0);
    expect(value).toBeLessThanOrEqual(1);
    expect(Math.round(value * 100) / 100).toBe(value);
  }
};
/** Positions 1–17, ascending. */
const expectPositions = (positions: unknown) => {
  expect(Array.isArray(positions)).toBe(true);
  for (const p of positions as number[]) expect(Number.isInteger(p) && p >= 1 && p <= 17).toBe(true);
  expect([...(positions as number[])].sort((a, b) => a - b)).toEqual(positions);
};

describe.each(databaseTargets.slice(0, 1))('decode from image on $name', (target) => {
  let db: StateDatabase;
  let shapeA: TestServer;
  let shapeB: TestServer;
  let key: string;

  const upload = (server: TestServer, bytes: Uint8Array, options: { part?: string; type?: string; key?: string } = {}) => {
    const form = new FormData();
    form.append(options.part ?? 'image', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), 'photo.jpg');
    return fetch(`${server.url}/api/v1/decode-from-image`, {
      method: 'POST',
      headers: { 'x-api-key': options.key ?? key, 'x-forwarded-for': nextClientAddress() },
      body: form,
    });
  };
  const used = async (k = key) =>
    (await (await shapeA.call('GET', '/api/v1/usage', { headers: { 'x-api-key': k } })).json()).data.usedToday as number;
  const errorOf = async (res: Response) => ({ status: res.status, code: (await res.json()).error?.code });

  beforeAll(async () => {
    db = await target.open();
    // What is read, not how fast: a reading deadline a loaded machine cannot reach.
    shapeA = await startTestServer(db, { env: { OCR_DEADLINE_MS: '60000' } });
    shapeB = await startTestServer(db, { env: { RESPONSE_SHAPE: 'B', OCR_WORKERS: '1', OCR_DEADLINE_MS: '60000' } });
    key = await createKey(shapeA.services, (await createUser(shapeA.services)).id);
  });
  afterAll(async () => {
    await shapeA?.close();
    await shapeB?.close();
    await db?.close();
  });

  it('reads a printed label (no barcode) and returns the vehicle in shape A, billing one unit', async () => {
    const before = await used();
    const res = await upload(shapeA, image('label-plain.jpg'));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.vin).toBe(truth['label-plain.jpg']!.vin);
    expect(body.data.make).toBeTruthy();
    expect(Number(res.headers.get('x-ocr-confidence'))).toBeGreaterThan(0.3);
    // Shape A is the vehicle exactly as a decode answers it: each character's confidence is in headers.
    const characterConfidence = res.headers.get('x-ocr-character-confidence')!.split(',').map(Number);
    expectCharacterConfidences(characterConfidence);
    const unsure = res.headers.get('x-ocr-unsure-characters');
    expectPositions(unsure === null ? [] : unsure.split(',').map(Number));
    // A verified reading: every character read so by two kinds of look, most of them surely.
    expect(characterConfidence.filter((c) => c >= 0.55).length).toBeGreaterThan(8);
    expect(res.headers.get('x-quota-remaining')).toBeTruthy();
    expect(await used()).toBe(before + 1);
    // The first image also starts the server's tesseract worker: a loaded machine takes its time.
  }, 90_000);

  it('accepts the part named file and answers shape B { vin, ocrConfidence, make, model, modelYear } from a Code 39 label', async () => {
    const res = await upload(shapeB, image('label-code39.jpg'), { part: 'file', type: 'application/octet-stream' });
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(Object.keys(body.data)).toEqual(SHAPE_B_KEYS);
    expect(body.data).toMatchObject({ vin: truth['label-code39.jpg']!.vin, ocrConfidence: 0.99 });
    // A barcode shaped as a VIN: sure of every character.
    expect(body.data).toMatchObject({ characterConfidence: Array<number>(17).fill(1), unsureCharacters: [] });
    expect(res.headers.get('x-ocr-character-confidence')).toBe(Array<string>(17).fill('1').join(','));
    expect(res.headers.get('x-ocr-unsure-characters')).toBeNull();
    // A barcode answered: no line of text to point at.
    expect(body.data.vinBox).toBeNull();
  });

  it('GraphQL decodeVinImage over the multipart request spec returns VIN, confidence, alternatives and vehicle', async () => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation ($image: File!) { decodeVinImage(image: $image) { vin confidence verified source warnings alternatives { vin confidence } characters { position character confidence unsure } vehicle { vin make modelYear } } }',
        variables: { image: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    form.append('0', new Blob([image('label-datamatrix.jpg')], { type: 'image/jpeg' }), 'label.jpg');
    const res = await fetch(`${shapeA.url}/graphql`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'graphql-require-preflight': '1' },
      body: form,
    });
    const body = await res.json();
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    const decoded = body.data.decodeVinImage;
    // This label's VIN fails its check digit: read exactly from the code, but never stated (decision 0309).
    expect(decoded).toMatchObject({ vin: truth['label-datamatrix.jpg']!.vin, verified: false, source: 'barcode' });
    expect(decoded.warnings).toContain('OCR_UNVERIFIED');
    expect(decoded.vehicle.vin).toBe(decoded.vin);
    expect(Array.isArray(decoded.alternatives)).toBe(true);
    // Each of the 17 characters in order; a barcode not shaped as a VIN is as doubtful at each as overall.
    const characters = decoded.characters as Array<{ position: number; character: string; confidence: number; unsure: boolean }>;
    expect(characters.map((c) => c.position)).toEqual([...Array(17).keys()].map((i) => i + 1));
    expect(characters.map((c) => c.character).join('')).toBe(decoded.vin);
    for (const c of characters) expect(c).toMatchObject({ confidence: decoded.confidence, unsure: false });
    // A loaded machine: each reading runs the scene-text models as well as tesseract.
  }, 90_000);

  it('refuses a multipart body of more than 16 parts before parsing it, on REST and GraphQL', async () => {
    const crowded = () => {
      const form = new FormData();
      for (let i = 0; i < 5_000; i++) form.append(`f${i}`, 'x');
      form.append('image', new Blob([image('label-plain.jpg')], { type: 'image/jpeg' }), 'label.jpg');
      return form;
    };
    const rest = await fetch(`${shapeA.url}/api/v1/decode-from-image`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'x-forwarded-for': nextClientAddress() },
      body: crowded(),
    });
    expect(rest.status).toBe(400);
    expect((await rest.json()).error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'the multipart body has more than 16 parts' });
    const graphql = await fetch(`${shapeA.url}/graphql`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'graphql-require-preflight': '1' },
      body: crowded(),
    });
    expect(graphql.status).toBe(400);
    expect((await graphql.json()).errors[0]).toMatchObject({
      message: 'the multipart body has more than 16 parts',
      extensions: { code: 'VALIDATION_ERROR' },
    });
  });

  it('answers a barcode VIN the catalog cannot decode with 404 VIN_NOT_FOUND naming it, unbilled', async () => {
    const before = await used();
    const res = await upload(shapeA, image('unknown-code39.jpg'));
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(404);
    expect(body.error.code).toBe('VIN_NOT_FOUND');
    expect(body.error.details).toMatchObject({
      vin: truth['unknown-code39.jpg']!.vin,
      confidence: 0.99,
      source: 'barcode',
      characterConfidence: Array<number>(17).fill(1),
      unsureCharacters: [],
    });
    expect(await used()).toBe(before);
  });

  it('answers a check-digit-valid VIN two looks read alike, unknown to the catalog, with 404 naming it, unbilled; shape B too', async () => {
    const before = await used();
    for (const server of [shapeA, shapeB]) {
      const res = await upload(server, image('unknown-label.jpg'));
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(body.error.code).toBe('VIN_NOT_FOUND');
      expect(body.error.details).toMatchObject({ vin: truth['unknown-label.jpg']!.vin, source: 'ocr' });
      expect(body.error.details.confidence).toBeGreaterThanOrEqual(0.85);
      expect(body.error.details.warnings).not.toContain('OCR_UNVERIFIED');
      // Read with certainty: each character's confidence named beside the reading's.
      expectCharacterConfidences(body.error.details.characterConfidence);
      expectPositions(body.error.details.unsureCharacters);
      // Where the VIN is printed on this label (x 190–470, y 350–382 of the 921×630 photo, which
      // is a little rotated): the box is that line, in the photo's own pixels.
      const box = body.error.details.box as { left: number; top: number; width: number; height: number };
      expect(box.left).toBeGreaterThan(160);
      expect(box.left).toBeLessThan(200);
      expect(box.top).toBeGreaterThan(330);
      expect(box.top).toBeLessThan(360);
      expect(box.left + box.width).toBeGreaterThan(460);
      expect(box.left + box.width).toBeLessThan(500);
      expect(box.top + box.height).toBeGreaterThan(375);
      expect(box.top + box.height).toBeLessThan(400);
    }
    expect(await used()).toBe(before);
    // Two servers, the second starting its worker.
  }, 90_000);

  it('GraphQL returns the reading of a VIN the catalog cannot decode with vehicle null and VIN_NOT_FOUND, unbilled', async () => {
    const before = await used();
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        query:
          'mutation ($image: File!) { decodeVinImage(image: $image) { vin confidence verified source warnings vehicle { vin make } } }',
        variables: { image: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.image'] }));
    form.append('0', new Blob([image('unknown-code39.jpg')], { type: 'image/jpeg' }), 'label.jpg');
    const res = await fetch(`${shapeA.url}/graphql`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'graphql-require-preflight': '1' },
      body: form,
    });
    const body = await res.json();
    const vin = truth['unknown-code39.jpg']!.vin;
    expect(body.data.decodeVinImage, JSON.stringify(body)).toEqual({
      vin,
      confidence: 0.99,
      verified: false,
      source: 'barcode',
      warnings: [],
      vehicle: null,
    });
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].path).toEqual(['decodeVinImage', 'vehicle']);
    expect(body.errors[0].extensions).toMatchObject({ code: 'VIN_NOT_FOUND', details: { vin, source: 'barcode', confidence: 0.99 } });
    expect(await used()).toBe(before);
  });

  it('answers an unreadable photo of a label (blurred past reading) with NO_VIN_DETECTED, unbilled', async () => {
    const before = await used();
    const blurred = await sharp(image('label-plain.jpg')).blur(12).jpeg().toBuffer();
    expect(await errorOf(await upload(shapeA, blurred))).toEqual({ status: 400, code: 'NO_VIN_DETECTED' });
    expect(await used()).toBe(before);
  }, 90_000);

  it('names each character’s confidence beside the best guess of a NO_VIN_DETECTED, unbilled', async () => {
    // A European VIN read whole, flagged (confidence 0.4): below a stricter minimum, it is only a guess.
    const strict = await startTestServer(db, { env: { OCR_MIN_CONFIDENCE: '0.5', OCR_WORKERS: '1', OCR_DEADLINE_MS: '60000' } });
    try {
      const before = await used();
      const res = await upload(strict, image('unknown-european.jpg'));
      const body = await res.json();
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(body.error).toMatchObject({
        code: 'NO_VIN_DETECTED',
        details: { bestGuess: truth['unknown-european.jpg']!.vin, minConfidence: 0.5 },
      });
      expectCharacterConfidences(body.error.details.characterConfidence);
      expectPositions(body.error.details.unsureCharacters);
      expect(await used()).toBe(before);
    } finally {
      await strict.close();
    }
  }, 90_000);

  it('refuses bad uploads with their codes and bills none of them', async () => {
    const before = await used();
    const text = new TextEncoder().encode('not an image at all');
    expect(await errorOf(await upload(shapeA, text, { type: 'image/png' }))).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    const jpeg = image('label-plain.jpg');
    expect(await errorOf(await upload(shapeA, jpeg.subarray(0, 3000)))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    expect(await errorOf(await upload(shapeA, jpeg, { part: 'photo' }))).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#e0e0e0' } })
      .png()
      .toBuffer();
    expect(await errorOf(await upload(shapeA, blank))).toEqual({ status: 400, code: 'NO_VIN_DETECTED' });
    // 7,000 × 7,000 is 49 megapixels in a small PNG: refused from the header, before decoding.
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(await errorOf(await upload(shapeA, huge))).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    // Only a header, claiming 50,000 × 50,000: too large by its own word, though nothing follows.
    const claim = Buffer.from(huge.subarray(0, 33));
    claim.writeUInt32BE(50_000, 16);
    claim.writeUInt32BE(50_000, 20);
    expect(await errorOf(await upload(shapeA, claim))).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const json = await shapeA.post('/api/v1/decode-from-image', { image: 'x' }, { 'x-api-key': key });
    expect(await errorOf(json)).toEqual({ status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await used()).toBe(before);
  });

  it('refuses a body over 10 MB with 413 and an anonymous caller with 401', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 100 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    expect(await errorOf(await upload(shapeA, big))).toEqual({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    const form = new FormData();
    form.append('image', new Blob([image('label-code39.jpg')]), 'label.jpg');
    const anonymous = await fetch(`${shapeA.url}/api/v1/decode-from-image`, { method: 'POST', body: form });
    expect(await errorOf(anonymous)).toEqual({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('checks credentials before reading an upload: anonymous 10 MB bodies are refused unread, on REST and GraphQL', async () => {
    const big = new Uint8Array(9 * 1024 * 1024);
    big.set([0xff, 0xd8, 0xff]);
    const rest = await upload(shapeA, big, { key: 'vin_live_not-a-key' });
    expect(await errorOf(rest)).toEqual({ status: 401, code: 'INVALID_API_KEY' });
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ query: 'mutation($i: File!) { decodeVinImage(image: $i) { vin } }', variables: { i: null } }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.i'] }));
    form.append('0', new Blob([big]), 'big.jpg');
    const gql = await fetch(`${shapeA.url}/graphql`, { method: 'POST', headers: { 'graphql-require-preflight': '1' }, body: form });
    expect(gql.status).toBe(401);
    expect((await gql.json()).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers QUOTA_EXCEEDED past the quota without billing', async () => {
    const plan = await createPlan(db, { dailyQuota: 1 });
    const user = await createUser(shapeA.services, { plan });
    const small = await createKey(shapeA.services, user.id);
    expect((await upload(shapeA, image('label-code39.jpg'), { key: small })).status).toBe(200);
    expect(await errorOf(await upload(shapeA, image('label-code39.jpg'), { key: small }))).toEqual({ status: 429, code: 'QUOTA_EXCEEDED' });
    expect(await used(small)).toBe(1);
  }, 90_000);
});
