import { describe, expect, it } from 'vitest';
import { ChunkResults } from '../../../src/domain/batch-jobs/chunk-results.js';
import { AppError } from '../../../src/domain/errors.js';
import type { DecodeOutcome } from '../../../src/domain/vin/decoder/index.js';

const success = { vin: 'V', result: {} } as unknown as DecodeOutcome;
const failure: DecodeOutcome = { vin: 'V', error: new AppError('INVALID_VIN', 'not a VIN') };

describe('ChunkResults', () => {
  // success, repeat (of a success), failure, success, repeat (of a failure), success
  const kinds: Array<[DecodeOutcome, number | undefined]> = [
    [success, undefined],
    [success, 0],
    [failure, undefined],
    [success, undefined],
    [failure, 2],
    [success, undefined],
  ];
  const filled = (lines: (i: number) => string) => {
    const results = new ChunkResults(kinds.length);
    kinds.forEach(([outcome, duplicateOf], i) => results.add(lines(i), outcome, duplicateOf));
    return results;
  };

  it('bills first-seen successes only and stops before the first success past the grant', () => {
    const results = filled((i) => `line ${i}`);
    expect(results.length).toBe(6);
    expect(results.billable()).toBe(3);
    expect([0, 1, 2, 3].map((granted) => results.linesWithin(granted))).toEqual([0, 3, 5, 6]);
    expect(results.counts(5)).toEqual({ successful: 2, failed: 1, duplicates: 2 });
    expect(results.counts(6)).toEqual({ successful: 3, failed: 1, duplicates: 2 });
  });

  it('gives back the leading lines exactly, each ending in a newline, past multibyte text and buffer growth', () => {
    const long = (i: number) => `{"i":${i},"m":"${'é€😀'.repeat(100_000 + i)}"}`;
    const results = filled(long);
    expect(results.utf8(0).length).toBe(0);
    expect(results.utf8(1).toString()).toBe(`${long(0)}\n`);
    expect(results.utf8(6).toString()).toBe(Array.from({ length: 6 }, (_, i) => `${long(i)}\n`).join(''));
  });
});
