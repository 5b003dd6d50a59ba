/**
 * Tenant isolation benchmark (npm run bench:isolation [-- row-name …]): for each attack in
 * bench/isolation/*.row.ts, a victim account's typed decode quiet and during the attack, in one run,
 * with the ratio between them and the server's RSS peak. Rows run one after another, each on servers
 * of its own. Names on the command line pick rows by their file name.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { IsolationFigures, IsolationRow } from './isolation/row.js';

const dir = fileURLToPath(new URL('./isolation/', import.meta.url));
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.row.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();
if (files.length === 0) {
  console.error('no isolation rows found under bench/isolation/');
  process.exit(1);
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const ratio = (during: number, quiet: number) => `${(during / Math.max(quiet, 0.001)).toFixed(2)}×`;
const lines: string[] = [
  '| attack | quiet p50 / p99 | during p50 / p99 | ratio p50 / p99 | RSS peak | target | notes |',
  '|---|---|---|---|---|---|---|',
];
let failed = 0;
for (const file of files) {
  const { row } = (await import(pathToFileURL(dir + file).href)) as { row: IsolationRow };
  console.log(`\n--- ${row.attack} (${file}) ---`);
  let figures: IsolationFigures;
  try {
    figures = await row.measure();
  } catch (error) {
    failed++;
    console.error(`${file} failed:`, error);
    lines.push(`| ${row.attack} | – | – | – | – | ${row.target} | failed: ${String(error).slice(0, 120)} |`);
    continue;
  }
  const { quiet, during } = figures;
  lines.push(
    `| ${row.attack} | ${ms(quiet.p50)} / ${ms(quiet.p99)} | ${ms(during.p50)} / ${ms(during.p99)} | ` +
      `${ratio(during.p50, quiet.p50)} / ${ratio(during.p99, quiet.p99)} | ${figures.rssPeakMb.toFixed(0)} MB | ` +
      `${row.target} | ${figures.notes.join('; ')} |`,
  );
}
console.log(`\n${lines.join('\n')}`);
process.exit(failed === 0 ? 0 : 1);
