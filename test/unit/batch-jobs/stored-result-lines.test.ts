import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { overlongOutcome, resultLine } from '../../../src/domain/batch-jobs/result-lines.js';
import { expandStoredLines, failureRecord, inputOnlyFailure } from '../../../src/domain/batch-jobs/stored-result-lines.js';
import { createVinDecoder, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { openTestCatalog, RECORDING_CLOCK } from '../../support/catalog.js';
import { accordVins } from '../../support/vins.js';

let decoder: VinDecoder;
beforeAll(async () => {
  decoder = await createVinDecoder(await openTestCatalog(), { clock: RECORDING_CLOCK });
});

const JUNK = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.:/ éΩ';
function junk(n: number): string[] {
  const random = randomBytes(n * 41);
  return Array.from({ length: n }, (_, i) => {
    const length = i % 2 === 0 ? 17 : 1 + (random[i * 41]! % 40);
    return Array.from({ length }, (_, c) => JUNK[random[i * 41 + 1 + c]! % JUNK.length]).join('');
  });
}

interface Entry {
  vin: string;
  duplicateOf: number | undefined;
  line: number | undefined;
  overlong: boolean;
}

/** What the chunk runner stores for `entries`, and the lines every one of them stored whole. */
async function storedAndWhole(entries: Entry[], shape: 'A' | 'B'): Promise<{ stored: string; whole: string }> {
  const decoded = await decoder.decodeMany(entries.map((e) => e.vin));
  let stored = '';
  let whole = '';
  entries.forEach(({ vin, duplicateOf, line, overlong }, index) => {
    const outcome = overlong ? overlongOutcome(vin) : decoded[index]!;
    const full = resultLine(index, line, vin, outcome, shape, duplicateOf);
    const failure = inputOnlyFailure(vin, overlong);
    stored += `${failure === undefined ? full : failureRecord(failure, index, line, duplicateOf, vin)}\n`;
    whole += `${full}\n`;
  });
  return { stored, whole };
}

describe('result lines stored as short records', () => {
  it('rebuilds, byte for byte, what every line stored whole would have been, in both shapes', async () => {
    const vins = accordVins(3);
    const values = [...junk(400), ...vins, 'WBA3A5C51CF25678I', '1HGCM82633A00435Q', '', ' ', '1hgcm82633a004352'];
    const entries: Entry[] = values.map((vin, i) => ({
      vin,
      duplicateOf: undefined,
      line: i % 7 === 0 ? undefined : i + 2,
      overlong: false,
    }));
    // A repeat of a junk line, and an over-long value kept as its preview.
    entries.push({ vin: values[0]!, duplicateOf: 0, line: 999, overlong: false });
    entries.push({ vin: 'XXXXXXXXXXXXXXXXXX…', duplicateOf: undefined, line: 1000, overlong: true });
    for (const shape of ['A', 'B'] as const) {
      const { stored, whole } = await storedAndWhole(entries, shape);
      expect(expandStoredLines(stored, shape)).toBe(whole);
      // Junk is stored at a fraction of its whole lines.
      expect(stored.length).toBeLessThan(whole.length / 3);
    }
  });

  it('stores a line that needs decoding whole, and leaves a row without records as it is', async () => {
    const entries = accordVins(5).map((vin, i) => ({ vin, duplicateOf: undefined, line: i + 2, overlong: false }));
    const { stored, whole } = await storedAndWhole(entries, 'B');
    expect(stored).toBe(whole);
    expect(expandStoredLines(stored, 'B')).toBe(stored);
    expect(entries.every((e) => inputOnlyFailure(e.vin, false) === undefined)).toBe(true);
  });

  it('names what fails from its input alone: too long, or not VIN-shaped', () => {
    expect(inputOnlyFailure('anything', true)).toBe('o');
    expect(inputOnlyFailure('1HGCM8263', false)).toBe('f');
    expect(inputOnlyFailure('1HGCM82633A00435O', false)).toBe('f');
    // Lenient as a typed decode: lower case and a failing check digit are decoded, not refused.
    expect(inputOnlyFailure('1hgcm82633a004352', false)).toBeUndefined();
    expect(inputOnlyFailure('1HGCM82639A004352', false)).toBeUndefined();
  });
});
