import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { computeCheckDigit } from '../../src/domain/vin/check-digit.js';
import type { VinDecoder } from '../../src/domain/vin/decoder/index.js';
import { Rng } from './random.js';
import type { Truth } from './generate.js';

/**
 * Real, decodable truth VINs: the NHTSA-recorded fixtures, and North American ones with a new
 * serial (positions 12–17) and the matching check digit, so a large set has few repeats. Every
 * one is decoded first and kept only if the catalog knows it.
 */
export async function truthVins(decoder: VinDecoder, count: number, seed: number): Promise<Truth[]> {
  const fixtures = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../test/fixtures/vins-nhtsa.json'), 'utf8')) as {
    vins: Array<{ vin: string }>;
  };
  const rng = new Rng(seed);
  const pool = [...new Set(fixtures.vins.map((v) => v.vin.toUpperCase()))];
  const drafts: string[] = [];
  for (let i = 0; drafts.length < count * 2 && i < count * 20; i++) {
    const base = rng.pick(pool);
    if (rng.chance(0.4) || !/^[1-5]/.test(base)) {
      drafts.push(base);
      continue;
    }
    const serial = String(rng.int(0, 999_999)).padStart(6, '0');
    const draft = `${base.slice(0, 11)}${serial}`;
    const check = computeCheckDigit(draft);
    if (check) drafts.push(`${draft.slice(0, 8)}${check}${draft.slice(9)}`);
  }
  const outcomes = await decoder.decodeMany(drafts);
  const out: Truth[] = [];
  for (const o of outcomes) {
    if (!('result' in o) || out.length >= count) continue;
    out.push({ vin: o.vin, make: o.result.vehicle.manufacturer ?? o.result.vehicle.make ?? 'MOTOR CO.' });
  }
  return out;
}
