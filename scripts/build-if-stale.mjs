#!/usr/bin/env node
// Builds dist/ (scripts/build.mjs) when it is missing or older than a source file. Runs on
// `npm install` (prepare), before `npm start` and before the tests, so the compiled program never
// lags the sources. Without esbuild (a production install, `--omit=dev`) it does nothing: there
// dist/ comes from the image's build stage.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
// dashboard/build: its files are compressed into dist/precompressed; graphiql: bundled into dist/graphiql.
const inputs = [
  'src',
  'rest-adapter',
  'dashboard/build',
  'graphiql',
  'scripts/build.mjs',
  'scripts/build-graphiql.mjs',
  'package-lock.json',
];

function newestMtime(path) {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

try {
  createRequire(import.meta.url).resolve('esbuild');
} catch {
  process.exit(0);
}
if (!existsSync(join(root, 'src'))) process.exit(0);
const built = statSync(join(root, 'dist', '.built'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (built > Math.max(...inputs.map((p) => newestMtime(join(root, p))))) process.exit(0);

process.stderr.write('vin-gateway: building dist/ …\n');
const result = spawnSync(process.execPath, [join(root, 'scripts', 'build.mjs')], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
