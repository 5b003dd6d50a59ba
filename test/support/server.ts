import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../src/config.js';
import type { StateDatabase } from '../../src/data/db.js';
import type { Clock } from '../../src/infra/clock.js';
import { startServer, type RunningServer } from '../../src/main.js';

export interface TestServer extends RunningServer {
  /** Every log line the server wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  graphql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
}

export async function startTestServer(
  stateDb: StateDatabase,
  options: { env?: Record<string, string>; clock?: Clock; dataDir?: string } = {},
): Promise<TestServer> {
  const config: Config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir ?? '.cache/test-data',
    LOG_LEVEL: 'info',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ...options.env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const running = await startServer(config, { stateDb, logger: pino({ level: 'info' }, sink), ...(options.clock ? { clock: options.clock } : {}) });
  return {
    ...running,
    logs,
    post: (path, body, headers = {}) =>
      fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    graphql: (query, variables, headers = {}) =>
      fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      }),
  };
}
