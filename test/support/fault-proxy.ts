import net from 'node:net';

/**
 * A TCP proxy a test owns, put between the gateway and PostgreSQL or Redis, so a test can break
 * the connection without touching the shared servers:
 * - `cut()`: every open connection is reset and new ones are refused (the server is down);
 * - `stall()`: connections stay open but no byte crosses either way (a network partition);
 * - `restore()`: bytes flow again and new connections reach the server.
 */
export interface FaultProxy {
  /** host:port the gateway should connect to instead of the real server. */
  readonly host: string;
  readonly port: number;
  /** Rewrites a postgres:// or redis:// URL so that it goes through this proxy. */
  through(url: string): string;
  cut(): void;
  stall(): void;
  restore(): void;
  /** Connections accepted since the proxy started (to see that a client reconnected). */
  readonly accepted: number;
  close(): Promise<void>;
}

type Mode = 'open' | 'cut' | 'stalled';

interface Pair {
  client: net.Socket;
  upstream: net.Socket;
}

const DEFAULT_PORTS: Record<string, number> = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379, 'rediss:': 6379 };

/** A proxy in front of the server a postgres:// or redis:// URL names (its port defaulted by the scheme). */
export function startFaultProxyFor(url: string): Promise<FaultProxy> {
  const parsed = new URL(url);
  return startFaultProxy({ host: parsed.hostname, port: Number(parsed.port || DEFAULT_PORTS[parsed.protocol]) });
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: Mode = 'open';
  let accepted = 0;
  const pairs = new Set<Pair>();
  // Bytes held back while stalled, delivered in order when the link is restored.
  const held = new Map<net.Socket, Buffer[]>();

  const forward = (from: net.Socket, to: net.Socket): void => {
    from.on('data', (chunk: Buffer) => {
      if (mode === 'stalled') {
        const queue = held.get(to) ?? [];
        queue.push(chunk);
        held.set(to, queue);
        return;
      }
      to.write(chunk);
    });
  };

  const server = net.createServer((client) => {
    accepted += 1;
    if (mode === 'cut') return void client.resetAndDestroy();
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    forward(client, upstream);
    forward(upstream, client);
    const end = (): void => {
      pairs.delete(pair);
      held.delete(client);
      held.delete(upstream);
      if (!client.destroyed) client.destroy();
      if (!upstream.destroyed) upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;

  return {
    host: '127.0.0.1',
    port,
    through(url: string): string {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut(): void {
      mode = 'cut';
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
      held.clear();
    },
    stall(): void {
      mode = 'stalled';
    },
    restore(): void {
      mode = 'open';
      for (const [socket, chunks] of held) if (!socket.destroyed) for (const chunk of chunks) socket.write(chunk);
      held.clear();
    },
    get accepted() {
      return accepted;
    },
    async close(): Promise<void> {
      for (const { client, upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
