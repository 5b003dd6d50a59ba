import http from 'node:http';
import { readFileSync } from 'node:fs';

/**
 * The flood of the security probe (issue 25): distinct, token-dense GraphQL documents sent without
 * credentials from one address. Each is new to the server, so no cache helps it: `query Q<n> { a a … }`
 * (9,985 tokens, invalid) and `query Q<n> { __typename … }` (2,970 times, valid, cost 0), both under
 * the 32 KiB and 10,000-token limits.
 */
export function floodDocument(n: number): string {
  if (n % 2 === 0) return `query Q${n} { ${'a '.repeat(9981)}}`;
  return `query Q${n} { ${'__typename '.repeat(2970)}}`;
}

export interface Flood {
  /** Requests sent and answered so far, by status. */
  readonly statuses: Map<number, number>;
  stop(): Promise<void>;
}

/**
 * `connections` keep-alive connections from `address` (X-Forwarded-For), each sending its next
 * document `1000 / perConnectionPerSecond` ms after the previous one began, or at once when the answer
 * came later than that, until stopped.
 */
export function startFlood(
  url: string,
  options: {
    address: string;
    connections: number;
    perConnectionPerSecond: number;
    document?: (n: number) => string;
    /** Sent with every document (an API key, for a flood by an account). */
    headers?: Record<string, string>;
  },
): Flood {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const statuses = new Map<number, number>();
  const documentOf = options.document ?? floodDocument;
  const periodMs = 1000 / options.perConnectionPerSecond;
  let running = true;
  let sent = 0;
  const loop = async () => {
    while (running) {
      const began = performance.now();
      const status = await post(url, agent, options.address, JSON.stringify({ query: documentOf(sent++) }), options.headers).catch(() => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      const wait = periodMs - (performance.now() - began);
      if (wait > 0 && running) await new Promise((r) => setTimeout(r, wait));
    }
  };
  const loops = Array.from({ length: options.connections }, loop);
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

function post(url: string, agent: http.Agent, address: string, body: string, extra: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-forwarded-for': address,
          'content-length': Buffer.byteLength(body),
          ...extra,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Milliseconds each of `count` requests made one after another took; fewer once `withinMs` has passed. */
export async function timeRequests(count: number, request: () => Promise<void>, withinMs = Infinity): Promise<number[]> {
  const times: number[] = [];
  const deadline = performance.now() + withinMs;
  for (let i = 0; i < count && performance.now() < deadline; i++) {
    const began = performance.now();
    await request();
    times.push(performance.now() - began);
  }
  return times;
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Resident memory of a process in bytes, from /proc (Linux). */
export function residentBytes(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}
