import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A loopback webhook receiver that answers 204 and counts what it received. */
export async function startCountingReceiver(): Promise<{ url: string; readonly count: number; close(): Promise<void> }> {
  let count = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      count++;
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    get count() {
      return count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
