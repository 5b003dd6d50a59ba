import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterEach } from 'vitest';
import { ContractChecker } from './contract.js';

const checkers = new Map<'A' | 'B', ContractChecker>();
const violations: string[] = [];

// Whichever test received a response that breaks the contract fails, with what was wrong.
afterEach(() => {
  const found = violations.splice(0);
  if (found.length > 0) throw new Error(`REST responses broke the OpenAPI contract:\n${found.join('\n')}`);
});

/**
 * Watches every /api/v1 response a test server sends and checks it against the OpenAPI document
 * in the server's response shape: the one hook through which every integration test's REST
 * traffic is held to the published contract.
 */
export function checkResponsesAgainstContract(server: Server, shape: 'A' | 'B'): void {
  const checker = checkers.get(shape) ?? new ContractChecker(shape);
  checkers.set(shape, checker);
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!path.startsWith('/api/v1/') || req.method === 'OPTIONS') return;
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as string));
    };
    const headers: OutgoingHttpHeaders = {};
    const { writeHead, write, end } = res;
    res.writeHead = function (this: ServerResponse, ...args: any[]) {
      const given = args.find((arg, i) => i > 0 && typeof arg === 'object' && arg !== null && !Array.isArray(arg));
      if (given) Object.assign(headers, lowerCased(given));
      return (writeHead as any).apply(this, args);
    } as typeof res.writeHead;
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: any[]) {
      keep(chunk);
      return (write as any).call(this, chunk, ...rest);
    } as typeof res.write;
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: any[]) {
      keep(chunk);
      return (end as any).call(this, chunk, ...rest);
    } as typeof res.end;
    res.once('finish', () => {
      const sent = { ...lowerCased(res.getHeaders()), ...headers };
      const raw = Buffer.concat(chunks);
      const problems = checker.check({
        method: req.method ?? 'GET',
        path,
        status: res.statusCode,
        headers: sent,
        body: sent['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw,
      });
      violations.push(...problems);
    });
  });
}

function lowerCased(headers: OutgoingHttpHeaders): Record<string, string | string[] | number | undefined> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}
