import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVinGatewayClient } from '@vin-gateway/client';

/**
 * A real HTTP server on loopback that answers with a queue of statuses, for the retry paths a
 * healthy gateway cannot be made to take on demand (a 503 with and without Retry-After).
 */
describe('client retries of 503', () => {
  let server: Server;
  let url: string;
  const answers: Array<{ status: number; retryAfter?: string }> = [];
  let requests = 0;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests += 1;
      req.resume();
      const next = answers.shift() ?? { status: 200 };
      const headers: Record<string, string> = { 'content-type': 'application/json', 'x-request-id': `req-${requests}` };
      if (next.retryAfter) headers['retry-after'] = next.retryAfter;
      const body =
        next.status === 200
          ? { success: true, data: { vin: 'X', isValidFormat: false, checkDigitValid: false } }
          : { success: false, error: { code: 'UNAVAILABLE', message: 'busy', requestId: `req-${requests}` } };
      res.writeHead(next.status, headers).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('waits Retry-After, or 1 s, 2 s … when a 503 names none, then succeeds', async () => {
    const waits: number[] = [];
    const client = createVinGatewayClient({ baseUrl: url, retry: { retries: 3, sleep: async (ms) => void waits.push(ms) } });
    answers.push({ status: 503, retryAfter: '3' }, { status: 503 }, { status: 503 });
    requests = 0;
    const result = await client.validateVin('X');
    expect(result.requestId).toBe('req-4');
    expect(waits).toEqual([3000, 2000, 3000]);
  });

  it('retries a 409 (the same keyed call still running) after its Retry-After', async () => {
    const waits: number[] = [];
    const client = createVinGatewayClient({ baseUrl: url, retry: { retries: 2, sleep: async (ms) => void waits.push(ms) } });
    answers.push({ status: 409, retryAfter: '1' });
    requests = 0;
    const result = await client.validateVin('X');
    expect(result.requestId).toBe('req-2');
    expect(waits).toEqual([1000]);
  });

  it('gives up after the allowed retries with the typed error', async () => {
    const client = createVinGatewayClient({ baseUrl: url, retry: { retries: 1, sleep: async () => {} } });
    answers.push({ status: 503, retryAfter: '1' }, { status: 503, retryAfter: '1' }, { status: 503 });
    requests = 0;
    await expect(client.validateVin('X')).rejects.toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      retryAfterSeconds: 1,
      requestId: 'req-2',
    });
    answers.length = 0;
  });
});
