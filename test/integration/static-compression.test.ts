import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { dashboardFiles } from '../../src/http/dashboard-site.js';
import { graphiqlAssets } from '../../src/http/graphiql-page.js';
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

  it("sends GraphiQL's page, script, stylesheet and fonts in well under 1 MB on the wire, brotli or gzip", async () => {
    const html = { accept: 'text/html' };
    const urls = ['/graphql', ...graphiqlAssets().map((asset) => asset.url)];
    const totals = { plain: 0, br: 0, gzip: 0 };
    for (const path of urls) {
      const url = `${server.url}${path}`;
      const plain = await rawGet(url, { ...html, 'accept-encoding': 'identity' });
      const br = await rawGet(url, { ...html, 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await rawGet(url, { ...html, 'accept-encoding': 'gzip, br;q=0' });
      expect([plain.status, br.status, gzip.status], path).toEqual([200, 200, 200]);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      // Fonts (woff2, woff) are compressed already and sent as they are.
      const compressible = !/\.woff2?$/.test(path);
      expect(br.headers['content-encoding'], path).toBe(compressible ? 'br' : undefined);
      expect(gzip.headers['content-encoding'], path).toBe(compressible ? 'gzip' : undefined);
      expect((compressible ? brotliDecompressSync(br.body) : br.body).equals(plain.body), path).toBe(true);
      expect((compressible ? gunzipSync(gzip.body) : gzip.body).equals(plain.body), path).toBe(true);
      for (const res of [plain, br, gzip]) {
        expect(res.headers.vary, path).toBe('accept-encoding');
        // The page is revalidated; its files carry their content hash in their names.
        expect(res.headers['cache-control'], path).toBe(path === '/graphql' ? 'no-cache' : 'public, max-age=31536000, immutable');
        expect(Number(res.headers['content-length']), path).toBe(res.body.length);
      }
      totals.plain += plain.body.length;
      totals.br += br.body.length;
      totals.gzip += gzip.body.length;
    }
    console.log(
      `GraphiQL on the wire (page and all ${urls.length - 1} files): ${totals.plain} bytes as is, ${totals.gzip} gzip, ${totals.br} brotli`,
    );
    // Every file counted, though a browser fetches only the fonts it uses (one format of each).
    expect(totals.br).toBeLessThan(1_000_000);
    expect(totals.gzip).toBeLessThan(1_000_000);

    const script = `${server.url}${graphiqlAssets().find((asset) => asset.url.endsWith('.js'))!.url}`;
    const plain = await rawGet(script, { 'accept-encoding': 'identity' });
    const br = await rawGet(script, { 'accept-encoding': 'br' });
    const gzip = await rawGet(script, { 'accept-encoding': 'gzip' });
    // Brotli at its highest quality, from the build.
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.9);
    // Each coding its own ETag; a client holding any of them is answered 304.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await rawGet(script, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('answers 404 for a file under /graphql/assets/ that GraphiQL does not have', async () => {
    const res = await rawGet(`${server.url}/graphql/assets/graphiql-0000.js`, {});
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body.toString()).error.code).toBe('NOT_FOUND');
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
