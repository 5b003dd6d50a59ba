import { describe, expect, it } from 'vitest';
import { jsonLines } from '../../../client/src/batch-jobs.js';

/** A body that arrives `size` bytes at a time, as a slow network delivers it; records a cancel. */
function trickle(text: string, size: number) {
  const bytes = new TextEncoder().encode(text);
  const state = { cancelled: false };
  let at = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

const error = (index: number, message: string) =>
  JSON.stringify({ index, vin: `V${index}`, status: 'error', errorCode: 'INVALID_VIN', message });

describe("a bulk job's JSON lines, parsed as they stream", () => {
  it('reassembles lines and multi-byte characters split across chunks, with or without a final newline', async () => {
    const text = [error(0, 'café'), error(1, 'ünïcode ✓'), error(2, 'last')].join('\n');
    for (const size of [1, 2, 7, 1 << 16]) {
      for (const ending of ['', '\n']) {
        const lines = [];
        for await (const line of jsonLines(trickle(text + ending, size).body)) lines.push(line);
        expect(lines).toEqual([
          { index: 0, vin: 'V0', duplicateOf: null, status: 'error', errorCode: 'INVALID_VIN', message: 'café' },
          { index: 1, vin: 'V1', duplicateOf: null, status: 'error', errorCode: 'INVALID_VIN', message: 'ünïcode ✓' },
          { index: 2, vin: 'V2', duplicateOf: null, status: 'error', errorCode: 'INVALID_VIN', message: 'last' },
        ]);
      }
    }
  });

  it('ends the download when the reader stops early', async () => {
    const { body, state } = trickle(Array.from({ length: 100 }, (_, i) => error(i, 'x')).join('\n'), 64);
    for await (const line of jsonLines(body)) if (line.index === 2) break;
    expect(state.cancelled).toBe(true);
  });
});
