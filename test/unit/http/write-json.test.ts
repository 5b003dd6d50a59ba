import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isAnswered, sendJson, writeJson } from '../../../src/http/http-io.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function serve(listener: RequestListener): Promise<string> {
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('writeJson', () => {
  it('settles the answer at once and writes it after the read callback, headers and body whole', async () => {
    const seen: { answeredAtOnce?: boolean; sentAtOnce?: boolean } = {};
    const url = await serve((_req, res) => {
      res.setHeader('set-cookie', 'a=1');
      writeJson(
        res,
        201,
        '{"ok":true}',
        [
          ['set-cookie', 'b=2'],
          ['x-one', '1'],
        ],
        { 'cache-control': 'no-store' },
      );
      seen.answeredAtOnce = isAnswered(res);
      seen.sentAtOnce = res.headersSent;
    });
    const res = await fetch(url);
    expect(seen).toEqual({ answeredAtOnce: true, sentAtOnce: false });
    expect(res.status).toBe(201);
    expect(res.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(res.headers.get('x-one')).toBe('1');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('keeps the first answer when a later failure would answer again', async () => {
    const url = await serve((_req, res) => {
      sendJson(res, 200, { first: true });
      // What the app's last-resort handler does after an error.
      if (!isAnswered(res)) sendJson(res, 500, { first: false });
    });
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ first: true });
  });

  it('writes nothing, and throws nothing, for a client gone before the answer left', async () => {
    let settled!: () => void;
    const done = new Promise<void>((resolve) => (settled = resolve));
    const errors: unknown[] = [];
    const url = await serve((req, res) => {
      res.on('error', (error) => errors.push(error));
      req.socket.destroy();
      sendJson(res, 200, { late: true });
      setImmediate(() => setImmediate(() => settled()));
    });
    await expect(fetch(url)).rejects.toThrow();
    await done;
    expect(errors).toEqual([]);
  });

  it('answers many keep-alive requests on one connection in order', async () => {
    const url = await serve((req, res) => sendJson(res, 200, { path: req.url }));
    const bodies: unknown[] = [];
    for (let i = 0; i < 20; i++) bodies.push(await (await fetch(`${url}/${i}`)).json());
    expect(bodies).toEqual(Array.from({ length: 20 }, (_, i) => ({ path: `/${i}` })));
  });

  it('writes every answer settled in one turn, past one whose client has gone', async () => {
    const parked: Array<{ req: IncomingMessage; res: ServerResponse }> = [];
    let allArrived!: () => void;
    const arrived = new Promise<void>((resolve) => (allArrived = resolve));
    const url = await serve((req, res) => {
      parked.push({ req, res });
      if (parked.length === 5) allArrived();
    });
    const answers = Array.from({ length: 5 }, (_, i) =>
      fetch(`${url}/${i}`).then(
        async (res) => ({ status: res.status, body: await res.json() }),
        () => 'gone',
      ),
    );
    await arrived;
    // Settled in one turn: one check phase writes them all; the third's client is gone by then.
    parked.sort((a, b) => a.req.url!.localeCompare(b.req.url!));
    for (const { req, res } of parked) sendJson(res, 200, { path: req.url });
    parked[2]!.req.socket.destroy();
    expect(await Promise.all(answers)).toEqual([
      { status: 200, body: { path: '/0' } },
      { status: 200, body: { path: '/1' } },
      'gone',
      { status: 200, body: { path: '/3' } },
      { status: 200, body: { path: '/4' } },
    ]);
  });
});
