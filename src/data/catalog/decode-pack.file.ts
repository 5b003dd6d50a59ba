import { closeSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';

/**
 * The file holding what the decoder compiled from a catalog ahead of time, beside the catalog
 * (`<catalog>.decode-pack`): a header naming what it was built from, one table of every string,
 * an index, then one blob per record read on demand (one pread each), so opening it costs a
 * few milliseconds and memory grows only with what is read. Layout (little-endian):
 *   "VGDPACK1", u32 header bytes, header JSON, u32 string bytes, strings joined by NUL,
 *   u32 records, per record (id, offset, length) as u32, then the blobs.
 */
const MAGIC = Buffer.from('VGDPACK1');

export interface PackHeader {
  /** What wrote the blobs: their format and the code that compiled them. */
  version: string;
  /** The catalog file they were compiled from (catalogIdentity). */
  catalog: string;
}

/** A catalog file as the pack records it: replaced or re-unpacked files look different. */
export function catalogIdentity(catalogPath: string): string {
  const st = statSync(catalogPath);
  return `${st.size}:${Math.trunc(st.mtimeMs)}`;
}

export function decodePackPath(catalogPath: string): string {
  return `${catalogPath}.decode-pack`;
}

export interface PackRecord {
  id: number;
  bytes: Uint8Array;
}

/** Writes a pack to a temporary sibling and renames it into place (readers never see half a file). */
export function writePackFile(path: string, header: PackHeader, strings: readonly string[], records: readonly PackRecord[]): number {
  const temp = `${path}.${process.pid}.tmp`;
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    return b;
  };
  const head = Buffer.from(JSON.stringify(header));
  const table = Buffer.from(strings.join('\0'));
  const index = Buffer.alloc(4 + 12 * records.length);
  index.writeUInt32LE(records.length);
  let offset = 0;
  records.forEach((r, i) => {
    index.writeUInt32LE(r.id, 4 + 12 * i);
    index.writeUInt32LE(offset, 8 + 12 * i);
    index.writeUInt32LE(r.bytes.byteLength, 12 + 12 * i);
    offset += r.bytes.byteLength;
  });
  const fd = openSync(temp, 'w');
  let size = 0;
  try {
    for (const part of [MAGIC, u32(head.length), head, u32(table.length), table, index, ...records.map((r) => r.bytes)]) {
      size += writeSync(fd, part);
    }
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
  renameSync(temp, path);
  return size;
}

/** An open pack: its header and strings in memory, its blobs read on demand. */
export class PackFile {
  private constructor(
    private readonly fd: number,
    readonly header: PackHeader,
    readonly strings: readonly string[],
    /** Per record id: [absolute offset, length]. */
    private readonly index: ReadonlyMap<number, readonly [number, number]>,
  ) {}

  /** The pack at `path`, or undefined when there is none or it is not one. */
  static open(path: string): PackFile | undefined {
    let fd: number;
    try {
      fd = openSync(path, 'r');
    } catch {
      return undefined;
    }
    try {
      const readAt = (position: number, length: number) => {
        const b = Buffer.alloc(length);
        if (readSync(fd, b, 0, length, position) !== length) throw new Error('truncated');
        return b;
      };
      if (!readAt(0, 8).equals(MAGIC)) throw new Error('not a decode pack');
      const headLength = readAt(8, 4).readUInt32LE();
      const header = JSON.parse(readAt(12, headLength).toString()) as PackHeader;
      let at = 12 + headLength;
      const tableLength = readAt(at, 4).readUInt32LE();
      const strings =
        tableLength === 0
          ? []
          : readAt(at + 4, tableLength)
              .toString()
              .split('\0');
      at += 4 + tableLength;
      const count = readAt(at, 4).readUInt32LE();
      const raw = readAt(at + 4, 12 * count);
      const blobsAt = at + 4 + 12 * count;
      const index = new Map<number, readonly [number, number]>();
      for (let i = 0; i < count; i++) {
        index.set(raw.readUInt32LE(12 * i), [blobsAt + raw.readUInt32LE(12 * i + 4), raw.readUInt32LE(12 * i + 8)]);
      }
      return new PackFile(fd, header, strings, index);
    } catch {
      closeSync(fd);
      return undefined;
    }
  }

  has(id: number): boolean {
    return this.index.has(id);
  }

  /**
   * The blob of a record, undefined when the pack has none for the id. It lives in a scratch
   * buffer (8-byte aligned) until the next read: copy what is kept.
   */
  read(id: number): Uint8Array | undefined {
    const entry = this.index.get(id);
    if (entry === undefined) return undefined;
    if (this.scratch.byteLength < entry[1]) this.scratch = new Uint8Array(2 * entry[1]);
    const b = this.scratch.subarray(0, entry[1]);
    if (readSync(this.fd, b, 0, entry[1], entry[0]) !== entry[1]) throw new Error(`decode pack: record ${id} is truncated`);
    return b;
  }

  private scratch = new Uint8Array(64 * 1024);

  close(): void {
    closeSync(this.fd);
  }
}
