import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { databaseTargets } from '../support/databases.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { startTestServer, type TestServer } from '../support/server.js';

describe('finding the API: /openapi.json, the index, no redirects', () => {
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

  it('serves the OpenAPI document at /openapi.json too: the same bytes, not a redirect', async () => {
    const root = await fetch(`${server.url}/openapi.json`, { redirect: 'manual' });
    const api = await fetch(`${server.url}/api/v1/openapi.json`, { redirect: 'manual' });
    expect(root.status).toBe(200);
    expect(root.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await root.text();
    expect(text).toBe(await api.text());
    expect(JSON.parse(text).openapi).toMatch(/^3\.1/);
  });

  it('links the OpenAPI document from / (JSON and HTML) and from /api/v1', async () => {
    expect((await (await fetch(`${server.url}/`)).json()).links.openapi).toBe('/api/v1/openapi.json');
    expect((await (await fetch(`${server.url}/api/v1`)).json()).data.links.openapi).toBe('/api/v1/openapi.json');
    const page = await (await fetch(`${server.url}/`, { headers: { accept: 'text/html' } })).text();
    expect(page).toContain('<a href="/api/v1/openapi.json">');
  });

  it('never answers an API call with a redirect (a client following one could carry its key elsewhere)', async () => {
    const calls: Array<[string, string]> = [
      ['GET', '/api/v1'],
      ['GET', '/api/v1/usage'],
      ['GET', '/api/v1/usage/'],
      ['POST', '/api/v1/decode'],
      ['POST', '/api/v1/decode/'],
      ['GET', '/api/v1/decode'],
      ['GET', '/api/v1//usage'],
      ['GET', '/api/v1/batch-jobs/x/results'],
      ['GET', '/graphql/'],
      ['POST', '/graphql'],
      ['GET', '/openapi.json/'],
    ];
    for (const [method, path] of calls) {
      const res = await fetch(`${server.url}${path}`, {
        method,
        redirect: 'manual',
        headers: { 'x-api-key': 'vg_live_not-a-key', 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      await res.arrayBuffer();
      expect({ method, path, status: res.status, location: res.headers.get('location') }).toEqual({
        method,
        path,
        status: expect.not.toSatisfy((status: number) => status >= 300 && status < 400) as number,
        location: null,
      });
    }
  });
});

describe('DATABASE_URL=memory:// starts with a demo account', () => {
  let dataDir: string;
  let gateway: GatewayProcess | undefined;
  afterAll(async () => {
    await gateway?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates one at start-up, says where its credentials are, and its API key works', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'vin-gateway-memory-demo-'));
    gateway = await startGatewayProcess({ DATABASE_URL: 'memory://', DATA_DIR: dataDir });
    const deadline = Date.now() + 20_000;
    while (!gateway.stderr.includes('demo account') && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100));
    expect(gateway.stderr).toMatch(/in-memory database \(DATABASE_URL=memory:\/\/, gone when the server stops\): created a demo account/);
    const card = readFileSync(join(dataDir, 'secrets/demo-account.txt'), 'utf8');
    const apiKey = /API key: +(\S+)/.exec(card)![1]!;
    const usage = await fetch(`${gateway.url}/api/v1/usage`, { headers: { 'x-api-key': apiKey } });
    expect(usage.status).toBe(200);
    expect(gateway.stdout).not.toContain(apiKey);
  }, 90_000);
});
