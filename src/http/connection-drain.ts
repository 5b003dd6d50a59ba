import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionDrain {
  /** True from the moment draining starts: /readyz answers 503 and responses close their connection. */
  readonly draining: boolean;
  /** Marks the server as draining; it still accepts and serves requests until drain() is called. */
  startDraining(): void;
  /**
   * Stops accepting connections, closes idle ones, lets requests in flight finish for up to
   * `timeoutMs`, then destroys every connection left, including those whose request never got
   * past its headers (a slow client cannot hold the process). Resolves once all are closed.
   */
  drain(timeoutMs: number): Promise<{ cutConnections: number }>;
}

/** How often idle keep-alive connections are closed while draining (each response ends one). */
const SWEEP_MS = 100;

/** Tracks the server's sockets from connect (not just those with a complete request) so a drain can end every one. */
export function trackConnections(server: Server): ConnectionDrain {
  const sockets = new Set<Socket>();
  let draining = false;
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async drain(timeoutMs) {
      draining = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        closed.then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs))),
      ]);
      clearInterval(sweep);
      clearTimeout(timer);
      if (!late) return { cutConnections: 0 };
      const cutConnections = sockets.size;
      server.closeAllConnections();
      for (const socket of sockets) socket.destroy();
      await closed;
      return { cutConnections };
    },
  };
}
