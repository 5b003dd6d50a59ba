import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../rest-adapter/openapi/document.js';
import type { StateDatabase } from '../../src/data/db.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

const target = databaseTargets[0]!;

describe('the OpenAPI document and its reference page', () => {
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

  it('serves GET /api/v1/openapi.json: the document the code builds, with an ETag and gzip', async () => {
    const res = await fetch(`${server.url}/api/v1/openapi.json`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await res.json()).toEqual(buildOpenApiDocument());
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);

    const again = await fetch(`${server.url}/api/v1/openapi.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const compressed = await fetch(`${server.url}/api/v1/openapi.json`, {
      headers: { 'accept-encoding': 'gzip' },
      decompress: false,
    } as RequestInit);
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(Number(res.headers.get('content-length')) / 5);
  });

  it('answers other methods on the document like any unknown route', async () => {
    const res = await server.call('POST', '/api/v1/openapi.json', { body: {} });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('NOT_FOUND');
  });

  it('renders /docs from local files only, under a CSP without inline script', async () => {
    const page = await fetch(`${server.url}/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("connect-src 'self'");
    const html = await page.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, content] of scripts) {
      expect(content!.trim()).toBe('');
      expect(attributes).toMatch(/src="\/docs\//);
    }
    expect(html).not.toMatch(/(src|href)="https?:/);
    for (const asset of ['/docs/swagger-ui.css', '/docs/swagger-ui-bundle.js', '/docs/init.js']) {
      const res = await fetch(`${server.url}${asset}`);
      expect(res.status, asset).toBe(200);
    }
    const init = await (await fetch(`${server.url}/docs/init.js`)).text();
    expect(init).toContain("url: '/api/v1/openapi.json'");
    expect(init).toContain('validatorUrl: null');
    expect((await fetch(`${server.url}/docs/nothing.js`)).status).toBe(404);
  });
});
