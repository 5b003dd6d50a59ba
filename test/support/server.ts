import { Writable } from 'node:stream';
import { pino } from 'pino';
import { loadConfig, type Config } from '../../src/config.js';
import type { StateDatabase } from '../../src/data/db.js';
import type { Clock } from '../../src/infra/clock.js';
import { startServer, type RunningServer } from '../../src/main.js';
import { openTestCatalog } from './catalog.js';
import { checkResponsesAgainstContract } from './contract-hook.js';

let clientCounter = 0;
/** Each test request comes from its own address unless a test says otherwise, so per-IP login throttling stays out of the way. */
export function nextClientAddress(): string {
  clientCounter += 1;
  return `198.51.100.${clientCounter % 250}-${process.pid}-${clientCounter}`;
}

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestServer extends RunningServer {
  /** Every log line the server wrote, parsed. */
  logs: Array<Record<string, unknown>>;
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** A request with any method; a body is sent as JSON. */
  call(method: string, path: string, options?: { body?: unknown; headers?: Record<string, string> }): Promise<Response>;
  graphql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<Response>;
}

/**
 * A gateway in this process. `stateDb` is a database the test opened and shares; undefined lets
 * the server open its own from DATABASE_URL and the DATABASE_* settings in `env`, as in production.
 */
export async function startTestServer(
  stateDb: StateDatabase | undefined,
  options: { env?: Record<string, string>; clock?: Clock; dataDir?: string } = {},
): Promise<TestServer> {
  const config: Config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir ?? '.cache/test-data',
    LOG_LEVEL: 'info',
    JWT_SECRET: TEST_JWT_SECRET,
    COOKIE_SECURE: 'true',
    TRUST_PROXY: 'true',
    // Most test servers never see an image: each would load the models (~120 MB, a second of CPU).
    OCR_PRELOAD: 'false',
    ...options.env,
  });
  const logs: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line));
      done();
    },
  });
  const running = await startServer(config, {
    ...(stateDb ? { stateDb } : {}),
    catalog: await openTestCatalog(),
    logger: pino({ level: 'info' }, sink),
    preloadWmis: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  checkResponsesAgainstContract(running.server, config.responseShape);
  return {
    ...running,
    logs,
    post: (path, body, headers = {}) =>
      fetch(`${running.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClientAddress(), ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    call: (method, path, options = {}) =>
      fetch(`${running.url}${path}`, {
        method,
        headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      }),
    graphql: (query, variables, headers = {}) =>
      fetch(`${running.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      }),
  };
}
