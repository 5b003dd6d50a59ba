import { describe, expect, it } from 'vitest';
import { fileOfBytes, takeBytes } from '../../../src/infra/blob-bytes.js';

describe('files made from held bytes hand those bytes back without a copy', () => {
  it('gives the very buffer a file was made from, once, and a copy after that', async () => {
    const bytes = new Uint8Array(new ArrayBuffer(64 * 1024)).fill(7);
    const file = fileOfBytes(bytes, 'upload', 'text/csv');
    expect(file.size).toBe(bytes.byteLength);
    expect(file.type).toBe('text/csv');
    expect(await takeBytes(file)).toBe(bytes);
    // The first taker may have transferred it to a thread: nobody gets it twice.
    structuredClone(bytes.buffer, { transfer: [bytes.buffer] });
    const again = await takeBytes(file);
    expect(again === bytes).toBe(false);
    expect(again.byteLength).toBe(64 * 1024);
    expect(again.every((b) => b === 7)).toBe(true);
  });

  it("never hands over a view of Node's shared Buffer pool: a small Buffer's file gives a copy", async () => {
    const pooled = Buffer.from('1HGCM82633A004352\n');
    expect(pooled.byteLength).toBeLessThan(pooled.buffer.byteLength);
    const view = new Uint8Array(pooled.buffer, pooled.byteOffset, pooled.byteLength);
    const taken = await takeBytes(fileOfBytes(view, 'upload', 'text/csv'));
    expect(taken.buffer).not.toBe(pooled.buffer);
    expect(Buffer.from(taken).toString()).toBe('1HGCM82633A004352\n');
  });

  it('copies the bytes of any other blob', async () => {
    const taken = await takeBytes(new Blob(['vin\n']));
    expect(Buffer.from(taken).toString()).toBe('vin\n');
    expect(taken.byteOffset).toBe(0);
    expect(taken.byteLength).toBe(taken.buffer.byteLength);
  });
});
