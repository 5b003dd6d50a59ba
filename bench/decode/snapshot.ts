import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Catalog } from '../../src/data/catalog/index.js';
import { createVinDecoder, toShapeA, toShapeB, type VinDecoder } from '../../src/domain/vin/decoder/index.js';
import { generateCorpus } from './corpus.js';

/**
 * The decode snapshot (test/fixtures/decode-snapshot): every answer of the decoder over the NHTSA
 * fixtures, the 5,000-VIN bench corpus and 100,000 generated VINs, so a change to how the catalog is
 * read or compiled cannot change an answer unnoticed. An answer is one line: the domain result
 * serialised whole (what GraphQL exposes) with shape A and shape B, or the error code and message.
 */
export const SNAPSHOT_DIR = resolve('test/fixtures/decode-snapshot');
/** "Now" of every snapshot decode (the year rule and WMI availability depend on it). */
export const SNAPSHOT_CLOCK = () => new Date('2026-10-01T00:00:00Z');
export const BLOCK_SIZE = 1_000;
/** Every SAMPLE_EVERY-th VIN of the generated sets is stored in full (the rest as fingerprints). */
export const SAMPLE_EVERY = 500;

export interface SnapshotSet {
  name: 'fixtures' | 'corpus' | 'generated';
  /** The generator's seed (bench/decode/corpus.ts), for the generated sets. */
  seed: number | null;
  vins: string[];
}

/** The bench corpus (`npm run bench:decode` defaults) and a larger set from another seed. */
export const CORPUS = { count: 5_000, seed: 42 } as const;
export const GENERATED = { count: 100_000, seed: 20_261_128 } as const;

export function fixtureVins(): string[] {
  const raw = JSON.parse(readFileSync(resolve('test/fixtures/vins-nhtsa.json'), 'utf8')) as { vins: Array<{ vin: string }> };
  return raw.vins.map((v) => v.vin);
}

export async function snapshotSets(catalog: Catalog): Promise<SnapshotSet[]> {
  const corpus = await generateCorpus(catalog.db, CORPUS.count, CORPUS.seed);
  const generated = await generateCorpus(catalog.db, GENERATED.count, GENERATED.seed);
  return [
    { name: 'fixtures', seed: null, vins: fixtureVins() },
    { name: 'corpus', seed: CORPUS.seed, vins: corpus.vins },
    { name: 'generated', seed: GENERATED.seed, vins: generated.vins },
  ];
}

/**
 * A decoder as the snapshot uses it: pinned clock, no result cache, serial check on; schemas from
 * the decode pack (built when missing) or, with 'off', compiled from the catalog on first sight.
 */
export function snapshotDecoder(catalog: Catalog, decodePack: 'build' | 'off' = 'build'): Promise<VinDecoder> {
  return createVinDecoder(catalog, { clock: SNAPSHOT_CLOCK, resultCache: false, serialCheck: true, decodePack });
}

/** One line per VIN, in input order, decoded a block at a time (as a bulk job does). */
export async function answerLines(decoder: VinDecoder, vins: readonly string[]): Promise<string[]> {
  const lines: string[] = [];
  for (let i = 0; i < vins.length; i += BLOCK_SIZE) {
    const block = vins.slice(i, i + BLOCK_SIZE);
    const outcomes = await decoder.decodeMany(block);
    outcomes.forEach((outcome, j) => {
      const vin = block[j]!;
      if ('error' in outcome) {
        lines.push(JSON.stringify({ vin, error: { code: outcome.error.code, message: outcome.error.message } }));
      } else {
        const { result } = outcome;
        lines.push(JSON.stringify({ vin, result, shapeA: toShapeA(result.vehicle), shapeB: toShapeB(result.vehicle, vin) }));
      }
    });
  }
  return lines;
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** sha256 of each block of BLOCK_SIZE lines (newline-joined). */
export function blockHashes(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += BLOCK_SIZE) out.push(sha256(lines.slice(i, i + BLOCK_SIZE).join('\n')));
  return out;
}

/** Four bytes of each line's sha256: enough to name the VINs of a block that changed. */
export function fingerprints(lines: readonly string[]): Buffer {
  const out = Buffer.alloc(4 * lines.length);
  lines.forEach((line, i) =>
    createHash('sha256')
      .update(line)
      .digest()
      .copy(out, 4 * i, 0, 4),
  );
  return out;
}

export interface SetManifest {
  name: SnapshotSet['name'];
  seed: number | null;
  count: number;
  /** sha256 of every VIN of the set, newline-joined: the same inputs are being decoded. */
  inputs: string;
  blocks: string[];
}

export interface Manifest {
  clock: string;
  blockSize: number;
  sampleEvery: number;
  sets: SetManifest[];
}

/** Indexes of the lines stored in full: all fixtures; every SAMPLE_EVERY-th of the generated sets. */
export function sampledIndexes(set: Pick<SnapshotSet, 'name'>, count: number): number[] {
  if (set.name === 'fixtures') return Array.from({ length: count }, (_, i) => i);
  return Array.from({ length: Math.ceil(count / SAMPLE_EVERY) }, (_, i) => i * SAMPLE_EVERY);
}

export const manifestPath = () => resolve(SNAPSHOT_DIR, 'manifest.json');
export const answersPath = (name: string) => resolve(SNAPSHOT_DIR, `${name}.answers.jsonl`);
export const fingerprintsPath = (name: string) => resolve(SNAPSHOT_DIR, `${name}.fingerprints.bin`);
