/**
 * `npm run snapshot:decode [-- --force | --check]`: writes the decode snapshot
 * (test/fixtures/decode-snapshot), or with --check compares all 100,000 generated VINs (and the
 * rest) against it; the suite's test checks the fixtures, the corpus and the first 20,000.
 * Refuses to overwrite an existing snapshot without --force: answers must not change unnoticed.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { openCatalog, defaultCatalogPath } from '../../src/data/catalog/index.js';
import { diffSet } from './snapshot-diff.js';
import {
  answersPath,
  BLOCK_SIZE,
  blockHashes,
  fingerprints,
  fingerprintsPath,
  manifestPath,
  SAMPLE_EVERY,
  sampledIndexes,
  sha256,
  SNAPSHOT_CLOCK,
  SNAPSHOT_DIR,
  snapshotDecoder,
  snapshotSets,
  answerLines,
  type Manifest,
} from './snapshot.js';

const check = process.argv.includes('--check');
const force = process.argv.includes('--force');
if (!check && existsSync(manifestPath()) && !force) {
  process.stderr.write(`${manifestPath()} exists: answers must not change unnoticed. Use --check to compare, --force to overwrite.\n`);
  process.exit(2);
}

const vpicDbPath = process.env.VPIC_DB_PATH || defaultCatalogPath(process.env.DATA_DIR || './data');
const catalog = await openCatalog({ vpicDbPath, onProgress: (m) => process.stderr.write(`${m}\n`) });
const sets = await snapshotSets(catalog);
const decoder = await snapshotDecoder(catalog);
const manifest: Manifest = { clock: SNAPSHOT_CLOCK().toISOString(), blockSize: BLOCK_SIZE, sampleEvery: SAMPLE_EVERY, sets: [] };
let problems = 0;
for (const set of sets) {
  const started = performance.now();
  const lines = await answerLines(decoder, set.vins);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (check) {
    const diff = diffSet(set, lines);
    problems += diff.length;
    process.stdout.write(`${set.name}: ${set.vins.length} VINs in ${seconds} s, ${diff.length === 0 ? 'identical' : 'DIFFERENT'}\n`);
    for (const line of diff) process.stdout.write(`${line}\n`);
    continue;
  }
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const sampled = sampledIndexes(set, lines.length).map((i) => lines[i]!);
  writeFileSync(answersPath(set.name), `${sampled.join('\n')}\n`);
  writeFileSync(fingerprintsPath(set.name), fingerprints(lines));
  manifest.sets.push({
    name: set.name,
    seed: set.seed,
    count: set.vins.length,
    inputs: sha256(set.vins.join('\n')),
    blocks: blockHashes(lines),
  });
  process.stdout.write(`${set.name}: ${set.vins.length} VINs in ${seconds} s\n`);
}
if (!check) writeFileSync(manifestPath(), `${JSON.stringify(manifest, null, 1)}\n`);
await catalog.close();
process.exit(problems === 0 ? 0 : 1);
