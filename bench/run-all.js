#!/usr/bin/env node
// Runs every benchmark under bench/ (files named *.bench.ts), one after another, in its own process.
// The decode benchmark runs compiled (dist/bench/, built first), as production runs the decoder.
// The soak runs for one minute here (its own default, `npm run bench:soak`, is ten).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
if (files.length === 0) {
  console.error('no benchmarks found under bench/');
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  let args = ['--import', 'tsx', `${dir}${file}`];
  if (file === 'decode.bench.ts') {
    const built = spawnSync(process.execPath, [`${dir}../scripts/build.mjs`, '--bench'], { stdio: 'inherit' });
    if (built.status !== 0) failed++;
    args = [`${dir}../dist/bench/decode.bench.js`];
  }
  if (file === 'soak.bench.ts') args.push('--minutes', '1');
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
