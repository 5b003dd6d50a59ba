import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PackFile, writePackFile } from '../../../src/data/catalog/index.js';

/**
 * PackFile.read (decision 0529): the first records a pread each, later ones views of the blobs read
 * whole. Each gives every record's bytes exactly, whichever comes first, 8-byte aligned, and a
 * missing id is undefined.
 */
const dir = mkdtempSync(join(tmpdir(), 'pack-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PackFile.read', () => {
  it('gives each record its exact bytes, 8-byte aligned, before and after the blobs are read whole', () => {
    // 300 records of 4-byte multiples (as packed schemas were before they were padded to 8), of varied sizes and contents.
    const records = Array.from({ length: 300 }, (_, n) => {
      const bytes = new Uint8Array(4 * (50 + ((n * 37) % 200)));
      for (let i = 0; i < bytes.length; i++) bytes[i] = (n * 31 + i * 7) & 0xff;
      return { id: 10 + 3 * n, bytes };
    });
    const path = join(dir, 'test.decode-pack');
    writePackFile(path, { version: 't', catalog: 'c' }, ['a', 'b'], records);
    const padded = records.reduce((sum, r) => sum + 8 * Math.ceil(r.bytes.byteLength / 8), 0);
    const pack = PackFile.open(path)!;
    try {
      // A process that wants a few records reads those (each into a buffer of its own), not the whole pack.
      expect(pack.read(records[0]!.id)!.buffer.byteLength).toBe(records[0]!.bytes.byteLength);
      // A shuffled order, every record twice: the switch to the whole read happens in the middle.
      const order = [...records, ...records].map((r, i) => ({ r, key: (i * 7919) % 601 })).sort((a, b) => a.key - b.key);
      for (const { r } of order) {
        const got = pack.read(r.id)!;
        expect(Array.from(got), `record ${r.id}`).toEqual(Array.from(r.bytes));
        expect(got.byteOffset % 8, `record ${r.id}`).toBe(0);
      }
      expect(pack.read(11)).toBeUndefined();
      expect(pack.read(5000)).toBeUndefined();
      // Past the first 64, every record is a view of the blobs, read whole once, each record padded
      // to a multiple of 8 bytes so that a float64 view can be laid on it in place.
      const late = [pack.read(records[123]!.id)!, pack.read(records[7]!.id)!];
      expect(late[0]!.buffer).toBe(late[1]!.buffer);
      expect(late[0]!.buffer.byteLength).toBe(padded);
    } finally {
      pack.close();
    }
  });
});
