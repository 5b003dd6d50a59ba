import { createServer } from 'node:net';

/** The port is taken: said in one line before anything (a database, a data folder) is created. */
export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(`port ${port} on ${host} is already in use (another vin-gateway?): stop that process or set PORT to a free port`);
    this.name = 'PortInUseError';
  }
}

/** Resolves when `port` can be bound on `host` (port 0, any free port, always can). */
export function ensurePortFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(error.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** The server's own listen lost a race for the port after the check: the same one-line answer. */
export function asPortInUse(error: unknown, host: string, port: number): unknown {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'EADDRINUSE' ? new PortInUseError(host, port) : error;
}
