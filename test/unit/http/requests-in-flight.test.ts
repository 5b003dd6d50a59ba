import { createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestsInFlight } from '../../../src/http/requests-in-flight.js';

describe('RequestsInFlight', () => {
  const servers: Array<ReturnType<typeof createServer>> = [];
  afterEach(async () => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  /** A server that holds each request until the test answers it. */
  async function holdingServer() {
    const held: ServerResponse[] = [];
    const arrived: Array<() => void> = [];
    const server = createServer((_req, res) => {
      held.push(res);
      arrived.shift()?.();
    });
    servers.push(server);
    const requests = new RequestsInFlight();
    requests.track(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const nextArrival = () => new Promise<void>((resolve) => arrived.push(resolve));
    /** Sends a request, waits until the server holds it, and gives the pending answer. */
    const send = async () => {
      const here = nextArrival();
      const answered = fetch(url).then((res) => res.text());
      await here;
      // Wrapped: an async function returning the promise itself would wait for the answer.
      return { answered };
    };
    return { requests, held, send, url, nextArrival };
  }

  it('is busy while a request is unanswered and idle once it is answered', async () => {
    const { requests, held, send } = await holdingServer();
    expect(requests.busy()).toBe(false);

    const { answered: first } = await send();
    const { answered: second } = await send();
    expect(requests.size).toBe(2);
    expect(requests.busy()).toBe(true);

    held[0]!.end('one');
    expect(await first).toBe('one');
    expect(requests.size).toBe(1);
    expect(requests.busy()).toBe(true);

    held[1]!.end('two');
    await second;
    expect(requests.size).toBe(0);
    expect(requests.busy()).toBe(false);
  });

  it('forgets a request whose client went away', async () => {
    const { requests, held, url, nextArrival } = await holdingServer();
    const here = nextArrival();
    const req = request(url);
    req.on('error', () => undefined);
    req.end();
    await here;
    expect(requests.size).toBe(1);
    const closed = new Promise((resolve) => held[0]!.once('close', resolve));
    req.destroy();
    await closed;
    expect(requests.size).toBe(0);
    expect(requests.busy()).toBe(false);
  });

  it('does not count a request open for over a second (a subscription, a download) as waiting', async () => {
    const { requests, held, send } = await holdingServer();
    const { answered: long } = await send();
    expect(requests.busy()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(requests.size).toBe(1);
    expect(requests.busy()).toBe(false);

    // A new request makes it busy again, the long one still open.
    const { answered: fresh } = await send();
    expect(requests.busy()).toBe(true);
    held[1]!.end();
    await fresh;
    expect(requests.busy()).toBe(false);
    held[0]!.end();
    await long;
  });
});
