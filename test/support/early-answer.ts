import { connect } from 'node:net';

export interface EarlyAnswer {
  status: number;
  headers: string;
  body: { error?: { code: string; details?: Record<string, unknown> } };
}

/**
 * POSTs a request that declares a `declaredBytes` body and sends only `firstBytes` of it, then
 * waits: resolves with the answer the server gives while the rest has not been sent. A server that
 * waits for the whole body before it answers never does, and the test fails on its timeout.
 */
export function earlyAnswer(
  url: string,
  path: string,
  headers: Record<string, string>,
  declaredBytes: number,
  firstBytes: string | Uint8Array,
): Promise<EarlyAnswer> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const split = received.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(received.slice(0, split));
      if (split < 0 || !length || received.length < split + 4 + Number(length[1])) return;
      socket.destroy();
      resolve({
        status: Number(received.slice(9, 12)),
        headers: received.slice(0, split).toLowerCase(),
        body: JSON.parse(received.slice(split + 4)) as EarlyAnswer['body'],
      });
    });
    const head = Object.entries({ ...headers, 'content-length': String(declaredBytes) })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`POST ${path} HTTP/1.1\r\nhost: ${hostname}\r\n${head}\r\n`);
    socket.write(firstBytes);
  });
}
