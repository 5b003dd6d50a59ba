import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createUser, PASSWORD } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

/*
 * @vin-gateway/client from its npm pack tarball, in a project without the optional graphql peer:
 * its declarations type-check there without skipLibCheck; it never follows a redirect with the
 * API key; bulk submission carries one Idempotency-Key across its retries; and its login keeps the
 * device cookie, so the owner logs in while addresses all over guess the password.
 */

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const require = createRequire(import.meta.url);
/** The package's dependency and that one's: graphql is left out on purpose. */
const INSTALLED_BESIDE = ['openapi-fetch', 'openapi-typescript-helpers'];

const TYPED_PROGRAM = `
import { createVinGatewayClient, VinGatewayError, type ErrorCode } from '@vin-gateway/client';
import { DecodeVinDocument, type ResultOf, type VariablesOf } from '@vin-gateway/client/graphql';
const client = createVinGatewayClient({ baseUrl: 'http://127.0.0.1:1', apiKey: 'k' });
const refused: ErrorCode = 'REDIRECT_REFUSED';
const variables: VariablesOf<typeof DecodeVinDocument> = { vin: '1HGCM82633A004352' };
type Model = NonNullable<ResultOf<typeof DecodeVinDocument>['decodeVin']>['model'];
const model: Model = null;
// @ts-expect-error the variables are typed even without graphql installed
const wrong: VariablesOf<typeof DecodeVinDocument> = { days: 3 };
export { client, refused, variables, model, wrong, VinGatewayError };
`;

/** Runs one scenario (argv[2]) and prints what it saw as JSON. */
const PROGRAM = `
import { createVinGatewayClient } from '@vin-gateway/client';
const [scenario] = process.argv.slice(2);
const env = process.env;
const noWait = { sleep: () => Promise.resolve() };
const outcome = (promise) => promise.then(
  (value) => ({ ok: true, value }),
  (error) => ({ ok: false, name: error.name, code: error.code, status: error.status, details: error.details }),
);
let result;
if (scenario === 'redirect') {
  const client = createVinGatewayClient({ baseUrl: env.BASE_URL, apiKey: env.API_KEY, retry: noWait });
  result = { decode: await outcome(client.decodeVin('1HGCM82633A004352')), jobs: await outcome(client.submitBatchJob('vin\\n')) };
} else if (scenario === 'bulk') {
  const client = createVinGatewayClient({ baseUrl: env.BASE_URL, apiKey: env.API_KEY, retry: noWait });
  const first = await outcome(client.submitBatchJob('vin\\n1HGCM82633A004352\\n'));
  const second = await outcome(client.submitBatchJob('vin\\n', 'csv', { idempotencyKey: 'caller-chosen-key-1' }));
  result = { first: first.ok ? first.value.id : first, second: second.ok ? second.value.id : second };
} else {
  const client = createVinGatewayClient({ baseUrl: env.BASE_URL, ...(env.DEVICE_COOKIE ? { deviceCookie: env.DEVICE_COOKIE } : {}) });
  const login = await outcome(client.login(env.EMAIL, env.PASSWORD));
  result = { login: login.ok ? 'ok' : login, deviceCookie: client.deviceCookie ?? null };
}
console.log(JSON.stringify(result));
`;

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** A loopback HTTP server answering with `answer`, recording every request it saw. */
async function loopback(answer: (seen: Seen, index: number, res: import('node:http').ServerResponse) => void) {
  const seen: Seen[] = [];
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const entry = { method: req.method!, url: req.url!, headers: req.headers };
      seen.push(entry);
      answer(entry, seen.length - 1, res);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((done) => server.close(() => done())) };
}

const JOB = (id: string) => ({ success: true, data: { id, state: 'queued', totalVins: 1, processed: 0, succeeded: 0, failed: 0 } });

describe('@vin-gateway/client from its tarball: credentials stay home, bulk retries are keyed, devices are known', () => {
  let scratch: string;
  const program = (scenario: string, env: Record<string, string>) =>
    run(process.execPath, [join(scratch, 'program.mjs'), scenario], { cwd: scratch, env: { ...process.env, ...env } }).then(({ stdout }) =>
      JSON.parse(stdout),
    );

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'vin-gateway-client-safety-'));
    const packed = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: join(ROOT, 'client') });
    const [tarball] = JSON.parse(packed.stdout) as Array<{ filename: string }>;
    const dependencies = Object.fromEntries(INSTALLED_BESIDE.map((name) => [name, packageJsonOf(name).version]));
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'outsider', private: true, type: 'module', dependencies }));
    for (const name of INSTALLED_BESIDE)
      cpSync(dirname(require.resolve(`${name}/package.json`)), join(scratch, 'node_modules', name), { recursive: true });
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${tarball!.filename}`], { cwd: scratch });
    writeFileSync(join(scratch, 'program.mjs'), PROGRAM);
    writeFileSync(join(scratch, 'typed.mts'), TYPED_PROGRAM);
    const compilerOptions = { module: 'NodeNext', moduleResolution: 'NodeNext', target: 'ES2022', lib: ['ES2022', 'DOM'], types: [] };
    writeFileSync(
      join(scratch, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...compilerOptions, strict: true, noEmit: true, skipLibCheck: false, skipDefaultLibCheck: true },
        files: ['typed.mts'],
      }),
    );
  }, 120_000);
  afterAll(() => {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('type-checks, graphql subpath included, in a project without graphql and without skipLibCheck', async () => {
    expect(() => require.resolve('graphql', { paths: [scratch] })).toThrow();
    const compiled = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: scratch }).catch(
      (error: { stdout: string }) => error,
    );
    expect(compiled.stdout).toBe('');
  }, 120_000);

  it('ships a README whose every link resolves outside the repository', () => {
    const readme = readFileSync(join(scratch, 'node_modules/@vin-gateway/client/README.md'), 'utf8');
    const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
    expect(targets.filter((target) => !/^https?:\/\//.test(target))).toEqual([]);
    expect(readme).toContain('WITHOUT /api/v1');
    expect(readme).toContain('REDIRECT_REFUSED');
  });

  it('refuses a 307 to another host with REDIRECT_REFUSED, and the other host never sees the API key', async () => {
    const elsewhere = await loopback((_seen, _i, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const redirecting = await loopback((seen, _i, res) => res.writeHead(307, { location: `${elsewhere.url}${seen.url}` }).end());
    try {
      const result = await program('redirect', { BASE_URL: redirecting.url, API_KEY: 'vg_live_must-stay-home' });
      for (const call of [result.decode, result.jobs]) {
        expect(call).toMatchObject({ ok: false, name: 'VinGatewayError', code: 'REDIRECT_REFUSED', status: 307 });
        expect(call.details.location).toMatch(new RegExp(`^${elsewhere.url}/api/v1/`));
      }
      expect(redirecting.seen.map((s) => s.headers['x-api-key'])).toEqual(['vg_live_must-stay-home', 'vg_live_must-stay-home']);
      expect(elsewhere.seen).toEqual([]);
    } finally {
      await redirecting.close();
      await elsewhere.close();
    }
  }, 120_000);

  it('sends an Idempotency-Key with bulk submission and the same one on each retry (503, lost connection), or the caller’s', async () => {
    const gateway = await loopback((seen, index, res) => {
      if (index === 0) res.writeHead(503, { 'retry-after': '1', 'content-type': 'application/json' }).end('{"success":false}');
      else if (index === 1) res.socket?.destroy();
      else res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify(JOB(`job-${index}`)));
    });
    try {
      const result = await program('bulk', { BASE_URL: gateway.url, API_KEY: 'vg_live_key' });
      expect(result).toEqual({ first: 'job-2', second: 'job-3' });
      const keys = gateway.seen.map((s) => s.headers['idempotency-key']);
      expect(keys).toHaveLength(4);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys.slice(0, 3)).toEqual([keys[0], keys[0], keys[0]]);
      expect(keys[3]).toBe('caller-chosen-key-1');
      expect(gateway.seen.every((s) => s.method === 'POST' && s.url === '/api/v1/batch-jobs')).toBe(true);
    } finally {
      await gateway.close();
    }
  }, 120_000);

  describe('login against a live gateway', () => {
    let db: StateDatabase;
    let server: TestServer;
    beforeAll(async () => {
      db = await databaseTargets[0]!.open();
      server = await startTestServer(db);
    });
    afterAll(async () => {
      await server?.close();
      await db?.close();
    });

    it('keeps the device cookie of a login: the owner logs in after 40 addresses guessed twice each; a client without it is held', async () => {
      const user = await createUser(server.services);
      const owner = { BASE_URL: server.url, EMAIL: user.email, PASSWORD };
      const first = await program('login', owner);
      expect(first.login).toBe('ok');
      expect(first.deviceCookie).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      for (let round = 0; round < 2; round++)
        for (let i = 1; i <= 40; i++)
          await server.post('/api/v1/auth/login', { email: user.email, password: 'wrong' }, { 'x-forwarded-for': `10.70.0.${i}` });
      const known = await program('login', { ...owner, DEVICE_COOKIE: first.deviceCookie });
      expect(known.login).toBe('ok');
      expect(known.deviceCookie).not.toBe(first.deviceCookie);
      const unknown = await program('login', owner);
      expect(unknown.login).toMatchObject({ ok: false, code: 'RATE_LIMITED', status: 429 });
    }, 120_000);
  });
});

function packageJsonOf(name: string): { version: string } {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
}
