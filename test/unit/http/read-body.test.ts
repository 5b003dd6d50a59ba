import { randomBytes } from 'node:crypto';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBytes } from '../../../src/infra/blob-bytes.js';
import { BodyBudget } from '../../../src/http/body-budget.js';
import { readBody } from '../../../src/http/http-io.js';
import { readUploadedFile } from '../../../src/http/multipart.js';

/** What readBody (or the upload reader) made of each request, with the budget it read under. */
type Reader = (req: IncomingMessage, budget: BodyBudget) => Promise<Uint8Array>;

describe('request bodies are read whole, large ones into a buffer of their declared length', () => {
  const budget = new BodyBudget(64 * 1024 * 1024);
  let reader: Reader = (req) => readBody(req, 32 * 1024 * 1024, budget);
  const results: Array<{ bytes?: Uint8Array; error?: unknown }> = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      reader(req, budget).then(
        (bytes) => results.push({ bytes }),
        (error: unknown) => results.push({ error }),
      );
      req.on('end', () => res.end('ok'));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** Sends `body` in 64 KB writes, with its Content-Length or chunked; resolves with what the server read. */
  async function send(body: Buffer, declared: boolean) {
    const before = results.length;
    await new Promise<void>((done, fail) => {
      const req = request(url, { method: 'POST', headers: declared ? { 'content-length': body.length } : {} }, (res) => {
        res.resume();
        res.on('end', done);
      });
      req.on('error', fail);
      for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
      req.end();
    });
    while (results.length === before) await new Promise((r) => setTimeout(r, 5));
    return results[before]!;
  }

  it('reads a declared 3 MB body byte for byte into one buffer of exactly that length', async () => {
    const body = randomBytes(3 * 1024 * 1024 + 17);
    const { bytes } = await send(body, true);
    expect(Buffer.compare(Buffer.from(bytes!), body)).toBe(0);
    expect(bytes!.byteOffset).toBe(0);
    expect(bytes!.buffer.byteLength).toBe(body.length);
    expect(budget.bytes).toBe(0);
  });

  it('reads the same body sent chunked, without a length, byte for byte', async () => {
    const body = randomBytes(3 * 1024 * 1024 + 17);
    const { bytes } = await send(body, false);
    expect(Buffer.compare(Buffer.from(bytes!), body)).toBe(0);
  });

  it('reads small bodies as before', async () => {
    const body = Buffer.from('vin\n1HGCM82633A004352\n');
    const { bytes } = await send(body, true);
    expect(Buffer.from(bytes!).toString()).toBe(body.toString());
  });

  it('hands an uploaded file to its parser in the buffer it was read into', async () => {
    reader = async (req, b) => {
      const file = await readUploadedFile(req, 32 * 1024 * 1024, b);
      const taken = await takeBytes(file);
      // The file keeps its own copy: what it says is still the upload, whoever took the buffer.
      expect(file.size).toBe(taken.byteLength);
      return taken;
    };
    const body = randomBytes(2 * 1024 * 1024);
    const { bytes } = await send(body, true);
    expect(Buffer.compare(Buffer.from(bytes!), body)).toBe(0);
    expect(bytes!.buffer.byteLength).toBe(body.length);
  });
});
