import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PackFile, writePackFile } from '../../../src/data/catalog/index.js';

/**
 * PackFile.read (decision 0529): the first records a pread each, later ones views of the blobs read
 * whole. Both give every record's bytes exactly, whichever comes first, and a missing id is undefined.
 */
const dir = mkdtempSync(join(tmpdir(), 'pack-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('PackFile.read', () => {
  it('gives each record its exact bytes before and after the blobs are read whole', () => {
    // 300 records of 4-byte multiples (as packed schemas are), of varied sizes and contents.
    const records = Array.from({ length: 300 }, (_, n) => {
      const bytes = new Uint8Array(4 * (50 + ((n * 37) % 200)));
      for (let i = 0; i < bytes.length; i++) bytes[i] = (n * 31 + i * 7) & 0xff;
      return { id: 10 + 3 * n, bytes };
    });
    const path = join(dir, 'test.decode-pack');
    writePackFile(path, { version: 't', catalog: 'c' }, ['a', 'b'], records);
    const total = records.reduce((sum, r) => sum + r.bytes.byteLength, 0);
    const pack = PackFile.open(path)!;
    try {
      // A process that wants a few records reads those (into a scratch buffer), not the whole pack.
      expect(pack.read(records[0]!.id)!.buffer.byteLength).toBeLessThan(total);
      // A shuffled order, every record twice: the switch to the whole read happens in the middle.
      const order = [...records, ...records].map((r, i) => ({ r, key: (i * 7919) % 601 })).sort((a, b) => a.key - b.key);
      for (const { r } of order) expect(Array.from(pack.read(r.id)!), `record ${r.id}`).toEqual(Array.from(r.bytes));
      expect(pack.read(11)).toBeUndefined();
      expect(pack.read(5000)).toBeUndefined();
      // Past the first 64, every record is a view of the blobs, read whole once; views start where
      // a 32-bit view can be laid on them.
      const late = [pack.read(records[123]!.id)!, pack.read(records[7]!.id)!];
      expect(late[0]!.buffer).toBe(late[1]!.buffer);
      expect(late[0]!.buffer.byteLength).toBe(total);
      expect(late.map((v) => v.byteOffset % 4)).toEqual([0, 0]);
    } finally {
      pack.close();
    }
  });
});
