import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { dashboardFiles } from '../../src/http/dashboard-site.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** A GET whose body is not decompressed (fetch would), so the wire size and coding show. */
function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('static pages compressed at build time (brotli and gzip), chosen by Accept-Encoding', () => {
  let db: StateDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await databaseTargets[0]!.open();
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('sends GraphiQL as brotli well under a fifth of its size, gzip to a client without brotli, and as it is to one with neither', async () => {
    const url = `${server.url}/graphql`;
    const html = { accept: 'text/html' };
    const plain = await rawGet(url, { ...html, 'accept-encoding': 'identity' });
    const br = await rawGet(url, { ...html, 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await rawGet(url, { ...html, 'accept-encoding': 'gzip, br;q=0' });
    expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    // Brotli at its highest quality, from the build: ~1.7 MB of a 9 MB page (gzip: 2.4 MB).
    expect(br.body.length).toBeLessThan(plain.body.length / 5);
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.8);
    console.log(`GraphiQL on the wire: ${plain.body.length} bytes as is, ${gzip.body.length} gzip, ${br.body.length} brotli`);
    for (const res of [plain, br, gzip]) {
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(Number(res.headers['content-length'])).toBe(res.body.length);
    }
    // Each coding its own ETag; a client holding any of them is answered 304.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await rawGet(url, { ...html, 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('sends the dashboard and the API reference the same way', async () => {
    const script = dashboardFiles().find((file) => file.url.endsWith('.js'))!;
    for (const path of [script.url, '/docs/swagger-ui-bundle.js', '/docs/swagger-ui.css']) {
      const plain = await rawGet(`${server.url}${path}`, { 'accept-encoding': 'identity' });
      const br = await rawGet(`${server.url}${path}`, { 'accept-encoding': 'br' });
      expect(br.headers['content-encoding'], path).toBe('br');
      expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true);
      expect(br.body.length, path).toBeLessThan(plain.body.length / 2);
      expect(br.headers.vary, path).toBe('accept-encoding');
      expect(br.headers.etag, path).toMatch(/^"[\w-]+-br"$/);
    }
  });
});
