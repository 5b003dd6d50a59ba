import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/*
 * @vin-gateway/client as an outsider gets it: `npm pack` of the workspace, installed from the
 * tarball into a project outside the repository, a program type-checked under each module
 * resolution TypeScript users have, then run (as an ES module and as CommonJS) against live
 * gateways in shape A and shape B, and as an ES module under Bun and Deno (both installed from npm
 * as dev dependencies, decision 0109). Offline: the client's dependencies are copied from this
 * checkout's node_modules before `npm install --offline`, which then finds them satisfied.
 */

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const CLIENT_DIR = join(ROOT, 'client');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const BUN = join(ROOT, 'node_modules/.bin/bun');
const DENO = join(ROOT, 'node_modules/.bin/deno');
const require = createRequire(import.meta.url);
const target = databaseTargets[0]!;

/** What the package needs installed beside it: its dependency (and that one's), and graphql for the typed documents. */
const INSTALLED_BESIDE = ['openapi-fetch', 'openapi-typescript-helpers', 'graphql'];

/** One program, compiled as an ES module (.mts) and as CommonJS (.cts, .ts under node10). */
const PROGRAM = `
import { createVinGatewayClient, VinGatewayError, type Vehicle } from '@vin-gateway/client';
import { DecodeVinDocument, UsageHistoryDocument, type TypedDocumentNode } from '@vin-gateway/client/graphql';
import { print } from 'graphql';

declare const process: { env: Record<string, string | undefined> };
const baseUrl = process.env.BASE_URL!;
const apiKey = process.env.API_KEY!;

/** The typed documents with nothing but fetch: any GraphQL client infers the same way. */
async function graphql<Result, Variables>(document: TypedDocumentNode<Result, Variables>, variables: Variables): Promise<Result> {
  const response = await fetch(\`\${baseUrl}/graphql\`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return ((await response.json()) as { data: Result }).data;
}

async function main(): Promise<void> {
  const client = createVinGatewayClient({ baseUrl, apiKey });
  const vin = process.env.VIN!;
  const decoded = await client.decodeVin(vin);
  const vehicle: Vehicle = decoded.vehicle;
  const modelYear: number | null = vehicle.modelYear;
  const batch = await client.batchDecode([vin, 'NOT-A-VIN']);
  const { usage } = await client.usage();
  let errorCode: string | null = null;
  try {
    await client.decodeVin('ABC');
  } catch (error) {
    if (!(error instanceof VinGatewayError)) throw error;
    errorCode = error.code;
  }
  // @ts-expect-error decodeVin takes a string: the package's types arrived, not \`any\`
  void (() => client.decodeVin(17));

  const viaGraphql = await graphql(DecodeVinDocument, { vin });
  const graphqlModel: string | null | undefined = viaGraphql.decodeVin?.model;
  // @ts-expect-error DecodeVin's variables are typed: it takes a vin
  void (() => graphql(DecodeVinDocument, { days: 3 }));
  const { usageHistory } = await graphql(UsageHistoryDocument, { days: 3 });
  const { history } = await client.usageHistory(3);

  let session: string | null = null;
  await client.refreshSession().catch((error: Error) => (session = error.message));

  console.log(JSON.stringify({
    shape: vehicle.shape, model: vehicle.model, modelYear, summary: batch.summary, usedToday: usage.usedToday, errorCode,
    graphqlModel, historyParity: JSON.stringify(usageHistory) === JSON.stringify(history), historyDays: history.length, session,
  }));
}

main().catch((error: unknown) => {
  console.error(error);
  throw error;
});
`;

const COMPILER_OPTIONS = {
  target: 'ES2022',
  lib: ['ES2022', 'DOM', 'DOM.Iterable'],
  types: [],
  strict: true,
  // The package's own declarations are checked too, not only the program's use of them…
  skipLibCheck: false,
  // …but not TypeScript's lib.dom.d.ts and friends, which take most of the time.
  skipDefaultLibCheck: true,
};

/** Each resolution mode: its compiler options and the program files it compiles. */
const MODES = {
  nodenext: { options: { module: 'NodeNext', moduleResolution: 'NodeNext' }, files: ['program.mts', 'program.cts'] },
  node16: { options: { module: 'Node16', moduleResolution: 'Node16' }, files: ['program.mts', 'program.cts'] },
  bundler: { options: { module: 'ESNext', moduleResolution: 'Bundler' }, files: ['program.ts'] },
  node10: { options: { module: 'CommonJS', moduleResolution: 'node10' }, files: ['program.ts'] },
} as const;

describe('@vin-gateway/client installed from its npm pack tarball outside the repository', () => {
  let scratch: string;
  let tarball: { filename: string; size: number; files: Array<{ path: string }> };
  let db: StateDatabase;
  let shapeA: TestServer;
  let shapeB: TestServer;
  let key: string;

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'vin-gateway-client-outsider-'));
    const packed = await run('npm', ['pack', '--json', '--pack-destination', scratch], { cwd: CLIENT_DIR });
    [tarball] = JSON.parse(packed.stdout);
    const dependencies = Object.fromEntries(INSTALLED_BESIDE.map((name) => [name, packageJsonOf(name).version]));
    writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'outsider', private: true, dependencies }));
    for (const name of INSTALLED_BESIDE)
      cpSync(dirname(require.resolve(`${name}/package.json`)), join(scratch, 'node_modules', name), { recursive: true });
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${tarball.filename}`], { cwd: scratch });
    for (const file of ['program.mts', 'program.cts', 'program.ts']) writeFileSync(join(scratch, file), PROGRAM);
    for (const [mode, { options, files }] of Object.entries(MODES)) {
      const compilerOptions = { ...COMPILER_OPTIONS, ...options, outDir: `out/${mode}`, ...(mode === 'nodenext' ? {} : { noEmit: true }) };
      writeFileSync(join(scratch, `tsconfig.${mode}.json`), JSON.stringify({ compilerOptions, files }));
    }

    db = await target.open();
    shapeA = await startTestServer(db, { env: { QUOTA_LEASES: 'off' } });
    shapeB = await startTestServer(db, { env: { QUOTA_LEASES: 'off', RESPONSE_SHAPE: 'B' } });
    key = await createKey(shapeA.services, (await createUser(shapeA.services)).id);
  });

  afterAll(async () => {
    await shapeA?.close();
    await shapeB?.close();
    await db?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it('packs the built files and nothing of the gateway, and installs with no dependency but openapi-fetch', () => {
    const packedFiles = tarball.files.map((file) => file.path).sort();
    expect(packedFiles).toContain('dist/index.js');
    expect(packedFiles).toContain('dist/index.cjs');
    expect(packedFiles).toContain('dist/index.d.ts');
    expect(packedFiles).toContain('dist/index.d.cts');
    expect(packedFiles).toContain('dist/graphql/index.js');
    expect(packedFiles).toContain('dist/graphql/index.d.cts');
    expect(packedFiles.filter((path) => !path.startsWith('dist/'))).toEqual(['README.md', 'package.json']);
    const installed = JSON.parse(readFileSync(join(scratch, 'node_modules/@vin-gateway/client/package.json'), 'utf8'));
    expect(installed.dependencies).toEqual({ 'openapi-fetch': packageJsonOf('openapi-fetch').version });
  });

  it.each(Object.keys(MODES))('type-checks a program using it under moduleResolution %s', async (mode) => {
    const compiled = await run(process.execPath, [TSC, '-p', `tsconfig.${mode}.json`], { cwd: scratch }).catch(
      (error: { stdout: string }) => error,
    );
    expect(compiled.stdout).toBe('');
  });

  it.each([
    ['A', 'ES module', 'program.mjs'],
    ['A', 'CommonJS', 'program.cjs'],
    ['B', 'ES module', 'program.mjs'],
    ['B', 'CommonJS', 'program.cjs'],
  ] as const)('runs against a live gateway in shape %s, imported as %s', async (shape, _kind, file) => {
    const [vin] = accordVins(1, 40);
    const server = shape === 'A' ? shapeA : shapeB;
    const env = { ...process.env, BASE_URL: server.url, API_KEY: key, VIN: vin! };
    const { stdout } = await run(process.execPath, [join(scratch, 'out/nodenext', file)], { cwd: scratch, env });
    const result = JSON.parse(stdout);
    expect(result).toMatchObject({ shape, model: 'Accord', modelYear: 2003, errorCode: 'INVALID_VIN', graphqlModel: 'Accord' });
    expect(result).toMatchObject({ historyParity: true, historyDays: 3 });
    expect(result.session).toMatch(/only a browser keeps.*API key/);
    expect(result.summary).toEqual({ totalSubmitted: 2, successful: 1, failed: 1, duplicates: 0, billableCount: 1 });
    expect(result.usedToday).toBeGreaterThanOrEqual(2);
  });

  /** Bun and Deno run the ES module build as compiled for Node: the package needs nothing Node-only. */
  const OTHER_RUNTIMES: Record<'Bun' | 'Deno', (file: string) => [string, string[]]> = {
    Bun: (file: string) => [BUN, ['run', file]],
    // Deno reads the scratch project's package.json and its node_modules, and is let reach the network, the environment and the files.
    Deno: (file: string) => [DENO, ['run', '--allow-net', '--allow-env', '--allow-read', file]],
  };

  it.each(Object.keys(OTHER_RUNTIMES) as Array<keyof typeof OTHER_RUNTIMES>)(
    'runs against a live gateway under %s, imported as an ES module',
    async (runtime) => {
      const [vin] = accordVins(1, 41);
      const env = {
        ...process.env,
        BASE_URL: shapeA.url,
        API_KEY: key,
        VIN: vin!,
        DENO_DIR: join(scratch, '.deno'),
        DENO_NO_UPDATE_CHECK: '1',
        BUN_INSTALL_CACHE_DIR: join(scratch, '.bun'),
      };
      const [binary, args] = OTHER_RUNTIMES[runtime](join(scratch, 'out/nodenext/program.mjs'));
      const { stdout } = await run(binary, args, { cwd: scratch, env });
      const result = JSON.parse(stdout);
      expect(result).toMatchObject({ shape: 'A', model: 'Accord', modelYear: 2003, errorCode: 'INVALID_VIN', graphqlModel: 'Accord' });
      expect(result).toMatchObject({ historyParity: true, historyDays: 3 });
      expect(result.session).toMatch(/only a browser keeps.*API key/);
      expect(result.summary).toEqual({ totalSubmitted: 2, successful: 1, failed: 1, duplicates: 0, billableCount: 1 });
      expect(result.usedToday).toBeGreaterThanOrEqual(2);
    },
  );

  it('ran under the runtimes it names: each reports its own version', async () => {
    expect((await run(BUN, ['--version'])).stdout.trim()).toBe(packageJsonOf('bun').version);
    expect((await run(DENO, ['--version'])).stdout).toContain(`deno ${packageJsonOf('deno').version}`);
  });
});

function packageJsonOf(name: string): { version: string } {
  return JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8'));
}
