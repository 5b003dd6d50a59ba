import { beforeAll, describe, expect, it } from 'vitest';
import { diffSet } from '../../../bench/decode/snapshot-diff.js';
import { answerLines, snapshotDecoder, snapshotSets, type SnapshotSet } from '../../../bench/decode/snapshot.js';
import type { Catalog } from '../../../src/data/catalog/index.js';
import { openDecodePack } from '../../../src/domain/vin/decoder/decode-pack.js';
import { openTestCatalog } from '../../support/catalog.js';

/**
 * Every answer the decoder gives must stay byte for byte what the snapshot
 * (test/fixtures/decode-snapshot, `npm run snapshot:decode`) recorded. Here: the NHTSA fixtures,
 * the 5,000-VIN bench corpus and the first 20,000 of the 100,000 generated VINs (all 100,000:
 * `npm run snapshot:decode -- --check`).
 */
const GENERATED_IN_SUITE = 20_000;

let catalog: Catalog;
let sets: SnapshotSet[];
const computed = new Map<SnapshotSet['name'], string[]>();
let compiledCorpus: string[];
let packPresent = false;

beforeAll(async () => {
  catalog = await openTestCatalog();
  sets = await snapshotSets(catalog);
  // One decoder for all sets, first sight to warm: the answers must not depend on what is cached.
  const decoder = await snapshotDecoder(catalog);
  const pack = openDecodePack(catalog);
  packPresent = pack !== undefined;
  pack?.close();
  for (const set of sets) {
    computed.set(set.name, await answerLines(decoder, set.name === 'generated' ? set.vins.slice(0, GENERATED_IN_SUITE) : set.vins));
  }
  // And without the decode pack: every schema compiled from the catalog on first sight.
  compiledCorpus = await answerLines(await snapshotDecoder(catalog, 'off'), setNamed('corpus').vins);
}, 180_000);

const setNamed = (name: SnapshotSet['name']) => sets.find((s) => s.name === name)!;

describe('decode answers against the snapshot', () => {
  it.each(['fixtures', 'corpus', 'generated'] as const)('%s, schemas from the decode pack: identical', (name) => {
    expect(packPresent).toBe(true);
    expect(diffSet(setNamed(name), computed.get(name)!)).toEqual([]);
  });

  it('corpus, schemas compiled on first sight (no decode pack): identical', () => {
    expect(diffSet(setNamed('corpus'), compiledCorpus)).toEqual([]);
  });

  it('names the VIN when one byte of a fully stored answer changes', () => {
    const lines = [...computed.get('fixtures')!];
    lines[7] = lines[7]!.replace('"modelYear":', '"modelYear":1');
    const diff = diffSet(setNamed('fixtures'), lines);
    expect(diff[0]).toMatch(/^fixtures block 0 /);
    expect(diff).toHaveLength(2);
    expect(diff[1]).toContain(setNamed('fixtures').vins[7]);
    expect(diff[1]).toMatch(/was ….*"modelYear":\d.*now ….*"modelYear":1\d/);
  });

  it('names the VIN when an answer stored only as a fingerprint changes', () => {
    const lines = [...computed.get('generated')!];
    const index = 12_345; // not one of the every-500th answers stored in full
    lines[index] = `${lines[index]!.slice(0, -1)} }`;
    const diff = diffSet(setNamed('generated'), lines);
    expect(diff).toEqual([
      'generated block 12 (VINs 12000–12999) changed:',
      `  ${setNamed('generated').vins[index]} (#${index}) answer changed`,
    ]);
  });

  it('refuses a different set of inputs', () => {
    const set = setNamed('corpus');
    expect(diffSet({ ...set, vins: [...set.vins.slice(1), set.vins[0]!] }, computed.get('corpus')!)).toEqual([
      'corpus: the VINs are not the ones the snapshot was taken from (generator or fixtures changed)',
    ]);
  });
});
