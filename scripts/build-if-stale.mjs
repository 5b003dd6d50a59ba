#!/usr/bin/env node
// Compiles src/ and rest-adapter/ (and the decode benchmark) to dist/ when dist/ is missing or older than a source file.
// Runs on `npm install` (prepare), before `npm start` and before the tests, so the compiled
// program never lags the sources. Without TypeScript (a production install, `--omit=dev`) it
// does nothing: there dist/ comes from the build stage.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', '.built');
const inputs = ['src', 'rest-adapter', 'bench/decode.bench.ts', 'bench/decode', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];

function newestMtime(path) {
  const st = statSync(path, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), st.mtimeMs);
}

let tsc;
try {
  tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
} catch {
  if (process.argv.includes('--force')) throw new Error('TypeScript is not installed: run npm install (with dev dependencies)');
  process.exit(0);
}
if (!existsSync(join(root, 'src'))) process.exit(0);
const built = statSync(stamp, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const forced = process.argv.includes('--force');
if (!forced && built > Math.max(...inputs.map((p) => newestMtime(join(root, p))))) process.exit(0);

// A forced build starts clean, so no output of a deleted source file lingers.
if (forced) rmSync(join(root, 'dist'), { recursive: true, force: true });
process.stderr.write('vin-gateway: compiling to dist/ …\n');
const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, new Date().toISOString());
