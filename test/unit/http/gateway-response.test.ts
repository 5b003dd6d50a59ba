import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayResponse, stampRequestId, varyByOrigin } from '../../../src/http/gateway-response.js';
import { sendJson } from '../../../src/http/http-io.js';

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function serve(listener: RequestListener, withGatewayResponse = true): Promise<string> {
  server = withGatewayResponse ? createServer({ ServerResponse: GatewayResponse }, listener) : createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Stamps the standing headers, then answers as `write` does; reports what was set before the answer. */
function answering(write: (res: ServerResponse) => void, setUpFront: string[]) {
  return ((_req, res) => {
    stampRequestId(res, 'req-1');
    varyByOrigin(res);
    setUpFront.push(...res.getHeaderNames());
    write(res);
  }) satisfies RequestListener;
}

describe('the response that holds the standing headers', () => {
  it('sets nothing up front, and a JSON answer carries the request id and vary', async () => {
    const setUpFront: string[] = [];
    const url = await serve(answering((res) => sendJson(res, 200, { ok: true }), setUpFront));
    const res = await fetch(url);
    expect(setUpFront).toEqual([]);
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(res.headers.get('vary')).toBe('origin');
    expect(await res.json()).toEqual({ ok: true });
  });

  it('puts them on answers written any other way', async () => {
    const writers: Array<(res: ServerResponse) => void> = [
      (res) => res.end('plain'),
      (res) => {
        res.setHeader('content-type', 'text/plain');
        res.writeHead(202);
        res.end();
      },
      (res) => {
        res.writeHead(200, 'Fine', { 'content-type': 'text/plain' });
        res.end();
      },
      (res) => {
        res.writeHead(200, ['content-type', 'text/plain']);
        res.end();
      },
      (res) => {
        res.write('streamed ');
        res.end('answer');
      },
    ];
    for (const write of writers) {
      const url = await serve(answering(write, []));
      const res = await fetch(url);
      await res.arrayBuffer();
      expect(res.headers.get('x-request-id')).toBe('req-1');
      expect(res.headers.get('vary')).toBe('origin');
      await new Promise((resolve) => server!.close(resolve));
      server = undefined;
    }
  });

  it('lets a writer that names them itself win, as it did over headers set up front', async () => {
    const writers: Array<(res: ServerResponse) => void> = [
      (res) => {
        res.setHeader('Vary', 'accept-encoding');
        res.end();
      },
      (res) => {
        res.writeHead(200, { 'X-Request-Id': 'mine', Vary: 'accept-encoding' });
        res.end();
      },
      (res) => {
        res.writeHead(200, ['x-request-id', 'mine', 'vary', 'accept-encoding']);
        res.end();
      },
    ];
    const seen = [];
    for (const write of writers) {
      const url = await serve(answering(write, []));
      const res = await fetch(url);
      seen.push([res.headers.get('x-request-id'), res.headers.get('vary')]);
      await new Promise((resolve) => server!.close(resolve));
      server = undefined;
    }
    expect(seen).toEqual([
      ['req-1', 'accept-encoding'],
      ['mine', 'accept-encoding'],
      ['mine', 'accept-encoding'],
    ]);
  });

  it('sets them at once on a response of any other kind', async () => {
    const setUpFront: string[] = [];
    const url = await serve(
      answering((res) => sendJson(res, 200, { ok: true }), setUpFront),
      false,
    );
    const res = await fetch(url);
    expect(setUpFront.sort()).toEqual(['vary', 'x-request-id']);
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(res.headers.get('vary')).toBe('origin');
  });
});
