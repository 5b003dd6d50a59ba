import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  receivedAt: number;
}

/** What the receiver answers: a status code, a redirect or a late answer, or 'hang' (never answer). */
export type ReceiverBehaviour = number | 'hang' | { status: number; headers?: Record<string, string>; delayMs?: number };

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Changes the answer for the following requests. */
  answer(behaviour: ReceiverBehaviour): void;
  /** Waits until at least `count` requests arrived (polls, bounded). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  close(): Promise<void>;
}

/** A real HTTP receiver on loopback, for the dispatcher to deliver to. */
export async function startWebhookReceiver(behaviour: ReceiverBehaviour = 200, host = '127.0.0.1'): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const hanging = new Set<ServerResponse>();
  let current = behaviour;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), receivedAt: Date.now() });
      if (current === 'hang') return void hanging.add(res);
      const { status, headers = {}, delayMs = 0 } = typeof current === 'number' ? { status: current } : current;
      const answer = () =>
        void res.writeHead(status, { 'content-type': 'text/plain', ...headers }).end('receiver says hello; never stored');
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/hooks`,
    received,
    answer: (next) => {
      current = next;
    },
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhook requests, got ${received.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return received;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Verifies a request with the standardwebhooks library (timestamp within 5 minutes of now) and returns the payload. */
export function verifyWebhook(secret: string, request: ReceivedWebhook): any {
  return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
}

/**
 * Verifies the signature only, for attempts signed at a moved test clock (hours ahead of the real
 * time that verify() checks the timestamp against): recomputes it with the library's sign().
 */
export function signatureMatches(secret: string, request: ReceivedWebhook): boolean {
  const id = String(request.headers['webhook-id']);
  const at = new Date(Number(request.headers['webhook-timestamp']) * 1000);
  const expected = new Webhook(secret).sign(id, at, request.body);
  return String(request.headers['webhook-signature']).split(' ').includes(expected);
}

export { eventually } from './eventually.js';
