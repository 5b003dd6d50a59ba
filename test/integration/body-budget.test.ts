import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../support/databases.js';
import { databaseTargets } from '../support/databases.js';
import { eventually } from '../support/eventually.js';
import { startTestServer, type TestServer } from '../support/server.js';

const BUDGET = 2 * 1024 * 1024;
const STALLED_BYTES = 900 * 1024;
const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

/** Bytes of bodies the server is receiving now, from its metrics. */
async function bufferedBodyBytes(server: TestServer): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const sample = /^vin_gateway_http_buffered_body_bytes (\S+)$/m.exec(text);
  if (!sample) throw new Error('no vin_gateway_http_buffered_body_bytes in the metrics');
  return Number(sample[1]);
}

/**
 * A client that declares a 1 MB body, sends most of it and then says nothing more; resolves once
 * the server holds every byte sent so far (`heldAfter` in all, the stalled senders before it
 * included): a request racing them for the budget could otherwise be the one that fits, and a
 * stalled body the one refused.
 */
async function stalledSender(server: TestServer, path: string, heldAfter: number): Promise<{ socket: Socket; answered: () => boolean }> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  socket.on('error', () => {});
  let answered = false;
  socket.on('data', () => (answered = true));
  socket.write(`POST ${path} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\nContent-Length: 1000000\r\n\r\n`);
  await new Promise<void>((resolve) => socket.write(Buffer.alloc(STALLED_BYTES, ' '), () => resolve()));
  await eventually(async () => (await bufferedBodyBytes(server)) === heldAfter);
  return { socket, answered: () => answered };
}

/** A body that takes 400 KB of the budget: whitespace around a valid request. */
const bulky = (json: string) => `${' '.repeat(400 * 1024)}${json}`;

describe.each(databaseTargets.slice(0, 1))('request bodies share one budget ($name)', (target) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { env: { MAX_BUFFERED_BODY_BYTES: String(BUDGET), METRICS_TOKEN } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('refuses bodies with 503 while stalled senders hold the budget, and takes them again once they are gone', async () => {
    const vin = JSON.stringify({ vin: '1HGCM82633A004352' });
    const query = JSON.stringify({ query: '{ catalog { release } }' });
    const stalled = [
      await stalledSender(server, '/api/v1/validate-vin', STALLED_BYTES),
      await stalledSender(server, '/graphql', 2 * STALLED_BYTES),
    ];
    try {
      // Each stalled body holds 900 KB of the 2 MiB: another 400 KB no longer fit.
      await expect
        .poll(async () => (await server.post('/api/v1/validate-vin', bulky(vin))).status, { timeout: 10_000, interval: 50 })
        .toBe(503);
      const refused = await server.post('/api/v1/validate-vin', bulky(vin));
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toMatchObject({ success: false, error: { code: 'UNAVAILABLE' } });
      expect((await server.post('/graphql', bulky(query), { accept: 'application/json' })).status).toBe(503);
      // Small bodies still fit beside them.
      expect((await server.post('/api/v1/validate-vin', vin)).status).toBe(200);
      // Neither stalled body was refused: each still waits for its answer.
      expect(stalled.map((sender) => sender.answered())).toEqual([false, false]);
    } finally {
      for (const sender of stalled) sender.socket.destroy();
    }
    await expect
      .poll(async () => (await server.post('/api/v1/validate-vin', bulky(vin))).status, { timeout: 10_000, interval: 50 })
      .toBe(200);
    const answered = await server.post('/graphql', bulky(query), { accept: 'application/json' });
    expect((await answered.json()).data.catalog.release).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
