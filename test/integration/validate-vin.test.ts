import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Sends a raw HTTP request (fetch cannot stream an unbounded chunked body or omit content-type). */
function rawRequest(url: string, options: { method: string; headers?: Record<string, string>; chunks?: Buffer[] }) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: any }>((resolve, reject) => {
    const req = httpRequest(url, { method: options.method, headers: options.headers ?? {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => {
        const text = Buffer.concat(parts).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : undefined });
      });
    });
    req.on('error', reject);
    for (const chunk of options.chunks ?? []) req.write(chunk);
    req.end();
  });
}

describe.each(databaseTargets)('validate-vin on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  describe('REST POST /api/v1/validate-vin', () => {
    it('answers the spec envelope for a valid VIN, without credentials', async () => {
      const res = await server.post('/api/v1/validate-vin', { vin: '1HGCM82633A004352' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        data: { vin: '1HGCM82633A004352', isValidFormat: true, checkDigitValid: true },
      });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('reports a wrong check digit and a malformed VIN as data, not as errors', async () => {
      const wrong = await (await server.post('/api/v1/validate-vin', { vin: '1HGCM82643A004352' })).json();
      expect(wrong.data).toEqual({ vin: '1HGCM82643A004352', isValidFormat: true, checkDigitValid: false });
      const short = await (await server.post('/api/v1/validate-vin', { vin: 'ABC' })).json();
      expect(short.data).toEqual({ vin: 'ABC', isValidFormat: false, checkDigitValid: false });
    });

    it('keeps a sane caller-supplied x-request-id and replaces an unsafe one', async () => {
      const kept = await server.post('/api/v1/validate-vin', { vin: 'ABC' }, { 'x-request-id': 'trace-42' });
      expect(kept.headers.get('x-request-id')).toBe('trace-42');
      const replaced = await server.post('/api/v1/validate-vin', { vin: 'ABC' }, { 'x-request-id': 'bad id\twith spaces' });
      expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each([
      ['invalid JSON', '{"vin": ', 'VALIDATION_ERROR', /not valid JSON/],
      ['an empty body', '', 'VALIDATION_ERROR', /empty/],
      ['a JSON array', '["1HGCM82633A004352"]', 'VALIDATION_ERROR', /JSON object/],
      ['a JSON string', '"1HGCM82633A004352"', 'VALIDATION_ERROR', /JSON object/],
      ['null', 'null', 'VALIDATION_ERROR', /JSON object/],
      ['a missing vin', '{}', 'VALIDATION_ERROR', /vin is required/],
      ['a numeric vin', '{"vin": 12345678901234567}', 'VALIDATION_ERROR', /vin must be a string/],
      ['a null vin', '{"vin": null}', 'VALIDATION_ERROR', /vin must be a string/],
      ['an object vin', '{"vin": {"$gt": ""}}', 'VALIDATION_ERROR', /vin must be a string/],
      ['an overlong vin', JSON.stringify({ vin: 'A'.repeat(65) }), 'VALIDATION_ERROR', /64 characters/],
    ])('refuses %s with 400 %s', async (_name, body, code, message) => {
      const res = await server.post('/api/v1/validate-vin', body);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json).toMatchObject({ success: false, error: { code, requestId: res.headers.get('x-request-id') } });
      expect(json.error.message).toMatch(message);
    });

    it('refuses a non-JSON content type with 415 and a missing one too', async () => {
      const form = await server.post('/api/v1/validate-vin', 'vin=1HGCM82633A004352', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(form.status).toBe(415);
      expect((await form.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      const none = await rawRequest(`${server.url}/api/v1/validate-vin`, {
        method: 'POST',
        chunks: [Buffer.from('{"vin":"ABC"}')],
      });
      expect(none.status).toBe(415);
      expect(none.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    });

    it('accepts JSON with a charset parameter', async () => {
      const res = await server.post('/api/v1/validate-vin', { vin: 'ABC' }, { 'content-type': 'application/json; charset=utf-8' });
      expect(res.status).toBe(200);
    });

    it('refuses a body over 1 MB with 413, declared or streamed', async () => {
      const big = JSON.stringify({ vin: '1HGCM82633A004352', pad: 'x'.repeat(1024 * 1024) });
      const declared = await server.post('/api/v1/validate-vin', big);
      expect(declared.status).toBe(413);
      expect((await declared.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
      const chunk = Buffer.alloc(256 * 1024, 'x');
      const streamed = await rawRequest(`${server.url}/api/v1/validate-vin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        chunks: [Buffer.from('{"vin":"'), chunk, chunk, chunk, chunk, chunk],
      });
      expect(streamed.status).toBe(413);
      expect(streamed.body.error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('answers unknown routes and wrong methods with 404 NOT_FOUND', async () => {
      const unknown = await server.post('/api/v1/nope', {});
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error.code).toBe('NOT_FOUND');
      const get = await fetch(`${server.url}/api/v1/validate-vin`);
      expect(get.status).toBe(404);
      expect(get.headers.get('allow')).toBe('POST');
      expect((await get.json()).error.message).toMatch(/accepts POST/);
      const outside = await fetch(`${server.url}/wp-admin`);
      expect(outside.status).toBe(404);
      expect(outside.headers.get('x-request-id')).toBeTruthy();
    });

    it('survives concurrent requests with consistent answers', async () => {
      const vins = Array.from({ length: 50 }, (_, i) => (i % 2 ? '1HGCM82633A004352' : '1HGCM82643A004352'));
      const answers = await Promise.all(vins.map(async (vin) => (await server.post('/api/v1/validate-vin', { vin })).json()));
      answers.forEach((a, i) => expect(a.data.checkDigitValid).toBe(i % 2 === 1));
    });
  });

  describe('GraphQL validateVin', () => {
    it('returns the same fields as REST', async () => {
      const res = await server.graphql('query($vin: String!) { validateVin(vin: $vin) { vin isValidFormat checkDigitValid } }', {
        vin: '1hgcm82633a004352',
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        data: { validateVin: { vin: '1HGCM82633A004352', isValidFormat: true, checkDigitValid: true } },
      });
    });

    it('uses the same error codes in extensions.code', async () => {
      const wrongType = await (await server.graphql('query($vin: String!) { validateVin(vin: $vin) { vin } }', { vin: 5 })).json();
      expect(wrongType.errors[0].extensions.code).toBe('VALIDATION_ERROR');
      expect(wrongType.errors[0].extensions.requestId).toBeTruthy();
      const missing = await (await server.graphql('{ validateVin { vin } }')).json();
      expect(missing.errors[0].extensions.code).toBe('VALIDATION_ERROR');
      const tooLong = await (
        await server.graphql('query($vin: String!) { validateVin(vin: $vin) { vin } }', { vin: 'A'.repeat(65) })
      ).json();
      expect(tooLong.errors[0].extensions.code).toBe('VALIDATION_ERROR');
      expect(tooLong.errors[0].message).toMatch(/64 characters/);
    });

    it('refuses invalid JSON with 400 and a body over 1 MB with 413', async () => {
      const bad = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":',
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).errors[0].extensions.code).toBe('VALIDATION_ERROR');
      const huge = await server.graphql(`{ validateVin(vin: "${'A'.repeat(1024 * 1024)}") { vin } }`);
      expect(huge.status).toBe(413);
      expect((await huge.json()).error.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('serves GraphiQL from the bundled page, never a CDN', async () => {
      const res = await fetch(`${server.url}/graphql`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      const html = await res.text();
      expect(html).toContain('GraphiQL');
      expect(html).not.toMatch(/<script[^>]+src=["']https?:/i);
      expect(html).not.toMatch(/<link[^>]+href=["']https?:/i);
      expect(html).not.toMatch(/unpkg\.com|jsdelivr|cdnjs/);
    });
  });

  describe('health', () => {
    it('/healthz says the process is up and /readyz that the database answers', async () => {
      expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect((await ready.json()).checks.database).toBe('ok');
    });
  });
});
