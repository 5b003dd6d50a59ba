import { readFileSync } from 'node:fs';
import {
  answersPath,
  BLOCK_SIZE,
  blockHashes,
  fingerprints,
  fingerprintsPath,
  manifestPath,
  sampledIndexes,
  sha256,
  type Manifest,
  type SnapshotSet,
} from './snapshot.js';

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(manifestPath(), 'utf8')) as Manifest;
}

/** Stored full answers of a set, by VIN index. */
function storedAnswers(name: string, count: number): Map<number, string> {
  const lines = readFileSync(answersPath(name), 'utf8')
    .split('\n')
    .filter((l) => l !== '');
  const indexes = sampledIndexes({ name: name as SnapshotSet['name'] }, count);
  return new Map(indexes.map((index, i) => [index, lines[i] ?? '']));
}

/** First differing character of two answers, with some context, for the failure message. */
function firstDifference(before: string, after: string): string {
  let i = 0;
  while (i < before.length && i < after.length && before[i] === after[i]) i++;
  const from = Math.max(0, i - 60);
  return `at char ${i}: was …${before.slice(from, i + 60)}… now …${after.slice(from, i + 60)}…`;
}

/**
 * What differs between freshly computed answer lines (the first `lines.length` VINs of the set)
 * and the snapshot: empty when identical. A changed block is recomputed line by line against the
 * stored fingerprints (and full answers where stored), so each difference names its VIN.
 */
export function diffSet(set: SnapshotSet, lines: readonly string[], manifest: Manifest = readManifest()): string[] {
  const stored = manifest.sets.find((s) => s.name === set.name);
  if (stored === undefined) return [`${set.name}: not in the snapshot`];
  const problems: string[] = [];
  if (stored.count !== set.vins.length || stored.inputs !== sha256(set.vins.join('\n'))) {
    return [`${set.name}: the VINs are not the ones the snapshot was taken from (generator or fixtures changed)`];
  }
  const hashes = blockHashes(lines);
  const storedPrints = readFileSync(fingerprintsPath(set.name));
  let full: Map<number, string> | undefined;
  hashes.forEach((hash, block) => {
    // A partial last block (a slice of the set) is checked by fingerprints only.
    const whole = (block + 1) * BLOCK_SIZE <= lines.length || lines.length === stored.count;
    if (whole && hash === stored.blocks[block]) return;
    const start = block * BLOCK_SIZE;
    const blockLines = lines.slice(start, start + BLOCK_SIZE);
    const prints = fingerprints(blockLines);
    const named: string[] = [];
    blockLines.forEach((line, j) => {
      const index = start + j;
      if (prints.readUInt32BE(4 * j) === storedPrints.readUInt32BE(4 * index)) return;
      full ??= storedAnswers(set.name, stored.count);
      const before = full.get(index);
      named.push(`  ${set.vins[index]} (#${index})${before === undefined ? ' answer changed' : ` ${firstDifference(before, line)}`}`);
    });
    if (named.length > 0 || whole) {
      problems.push(`${set.name} block ${block} (VINs ${start}–${start + blockLines.length - 1}) changed:`, ...named);
    }
  });
  return problems;
}
