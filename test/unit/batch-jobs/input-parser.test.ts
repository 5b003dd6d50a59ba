import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors.js';
import { InputParser } from '../../../src/domain/batch-jobs/input-parser.js';
import { inputChunkBuffers, prepareInput } from '../../../src/domain/batch-jobs/prepared-input.js';
import { accordVins } from '../../support/vins.js';

const csv = (lines: string[]) => new Blob([`vin\n${lines.join('\n')}\n`], { type: 'text/csv' });
/** 300,000 lines: VINs, their repeats and junk, as a file of them is. */
function bigFile(): Blob {
  const vins = accordVins(1000);
  return csv(Array.from({ length: 300_000 }, (_, i) => (i % 3 === 0 ? `junk ${i}` : vins[i % 1000]!)));
}

let parser: InputParser | undefined;
afterEach(async () => {
  await parser?.close();
  parser = undefined;
});

describe('InputParser: bulk files read on a thread of their own', () => {
  it('stores exactly what reading the file in place stores', async () => {
    parser = new InputParser({ threads: 1, queueLimit: 4, perAccount: 2, idleMs: 1000 });
    const file = csv([...accordVins(2500), 'IOQ', 'x'.repeat(100), accordVins(1)[0]!]);
    const threaded = await parser.parse('account', file, { contentType: 'text/csv' });
    const inPlace = await prepareInput(file, { contentType: 'text/csv' });
    expect({ ...threaded, text: undefined, ends: undefined }).toEqual({ ...inPlace, text: undefined, ends: undefined });
    expect(threaded.total).toBe(2503);
    expect(threaded.failureBytes).toBeGreaterThan(0);
    expect(inputChunkBuffers(threaded).map(String)).toEqual(inputChunkBuffers(inPlace).map(String));
    expect(inputChunkBuffers(threaded)).toHaveLength(3);
  });

  it('keeps the event loop free while a large file is read, unlike reading it in place', async () => {
    parser = new InputParser({ threads: 1, queueLimit: 4, perAccount: 2, idleMs: 1000 });
    const file = bigFile();
    await parser.parse('warm-up', csv(accordVins(10)), {});
    const busy = async (read: () => Promise<unknown>) => {
      const start = performance.eventLoopUtilization();
      await read();
      return performance.eventLoopUtilization(start).utilization;
    };
    const inPlace = await busy(() => prepareInput(file, {}));
    const threaded = await busy(() => parser!.parse('account', file, {}));
    expect(inPlace).toBeGreaterThan(0.8);
    expect(threaded).toBeLessThan(0.3);
  });

  it("refuses an account's file past its share with 429, and gives the share back once answered", async () => {
    parser = new InputParser({ threads: 1, queueLimit: 4, perAccount: 1, idleMs: 1000 });
    const first = parser.parse('busy', csv(accordVins(50)), {});
    const second = parser.parse('busy', csv(accordVins(50)), {});
    const other = parser.parse('other', csv(accordVins(50)), {});
    await expect(second).rejects.toMatchObject({ code: 'RATE_LIMITED', headers: { 'retry-after': '5' }, details: { filesInReading: 1 } });
    expect((await first).total).toBe(50);
    expect((await other).total).toBe(50);
    expect((await parser.parse('busy', csv(accordVins(5)), {})).total).toBe(5);
  });

  it('answers a file it cannot read with the reader’s own error, across the thread', async () => {
    parser = new InputParser({ threads: 1, queueLimit: 4, perAccount: 2, idleMs: 1000 });
    const refused = await parser.parse('account', new Blob(['[{"vin": ']), { contentType: 'application/json' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    const inPlace = await prepareInput(new Blob(['[{"vin": ']), { contentType: 'application/json' }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: (inPlace as AppError).code, message: (inPlace as AppError).message });
  });
});
