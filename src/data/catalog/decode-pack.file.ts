import { closeSync, fstatSync, openSync, readSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';

/**
 * The file holding what the decoder compiled from a catalog ahead of time, beside the catalog
 * (`<catalog>.decode-pack`): a header naming what it was built from, a section the reader reads
 * whole when first asked (the WMIs), one table of every string, an index, then one blob per
 * record. Opening it costs a few milliseconds; the first records are read on demand, then the
 * blobs whole (PackFile.read). Layout (little-endian):
 *   "VGDPACK2", u32 header bytes, header JSON, u32 section bytes, the section, u32 string bytes,
 *   strings joined by NUL, u32 records, per record (id, offset, length) as u32, then the blobs,
 *   each starting at a multiple of 8 bytes from the first (a float64 view can be laid on a record
 *   read in place).
 */
const MAGIC = Buffer.from('VGDPACK2');

/** Records read one pread each before the blobs are read whole. */
const READS_BEFORE_WHOLE = 64;

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

/**
 * Writes a pack to a temporary sibling and renames it into place (readers never see half a file).
 * Records must come in ascending id order (the index is searched).
 */
export function writePackFile(
  path: string,
  header: PackHeader,
  strings: readonly string[],
  records: readonly PackRecord[],
  section: Uint8Array = new Uint8Array(0),
): number {
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
  const padding = new Uint8Array(8);
  const blobs: Uint8Array[] = [];
  records.forEach((r, i) => {
    index.writeUInt32LE(r.id, 4 + 12 * i);
    index.writeUInt32LE(offset, 8 + 12 * i);
    index.writeUInt32LE(r.bytes.byteLength, 12 + 12 * i);
    blobs.push(r.bytes);
    const pad = (8 - (r.bytes.byteLength % 8)) % 8;
    if (pad > 0) blobs.push(padding.subarray(0, pad));
    offset += r.bytes.byteLength + pad;
  });
  const fd = openSync(temp, 'w');
  let size = 0;
  try {
    for (const part of [MAGIC, u32(head.length), head, u32(section.byteLength), section, u32(table.length), table, index, ...blobs]) {
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

/**
 * An open pack: its header, string table and index in memory as read (strings are decoded on
 * first use, records found by binary search: opening costs no per-entry work); blobs read on
 * demand, then whole once a process has wanted more than a few.
 */
export class PackFile {
  /**
   * Strings decoded so far, by number (undefined: not yet). Filled to its length at open (~1 ms):
   * written at scattered numbers, an empty array turns into a dictionary, and every value a warm
   * decode reads became a hash lookup (warm decodes from the pack ran ~20 % slower than compiled).
   */
  private readonly decoded: (string | undefined)[] = [];

  private constructor(
    private readonly fd: number,
    readonly header: PackHeader,
    private readonly table: Buffer,
    /** Start of each string in `table` (and one past the end). */
    private readonly starts: Uint32Array,
    /** (id, offset, length) per record, ascending ids. */
    private readonly index: Uint32Array,
    private readonly blobsAt: number,
    /** Where the section starts in the file, and its length. */
    private readonly sectionAt: number,
    private readonly sectionLength: number,
  ) {
    for (let n = 0; n < starts.length - 1; n++) this.decoded.push(undefined);
  }

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
      const sectionAt = 12 + headLength + 4;
      const sectionLength = readAt(sectionAt - 4, 4).readUInt32LE();
      let at = sectionAt + sectionLength;
      const tableLength = readAt(at, 4).readUInt32LE();
      const table = readAt(at + 4, tableLength);
      const starts: number[] = [0];
      for (let i = table.indexOf(0); i !== -1; i = table.indexOf(0, i + 1)) starts.push(i + 1);
      starts.push(tableLength + 1);
      at += 4 + tableLength;
      const count = readAt(at, 4).readUInt32LE();
      const raw = readAt(at + 4, 12 * count);
      const index = new Uint32Array(3 * count);
      for (let i = 0; i < 3 * count; i++) index[i] = raw.readUInt32LE(4 * i);
      return new PackFile(fd, header, table, Uint32Array.from(starts), index, at + 4 + 12 * count, sectionAt, sectionLength);
    } catch {
      closeSync(fd);
      return undefined;
    }
  }

  /** The section's bytes, read once when first asked for (empty when the pack has none). */
  section(): Buffer {
    if (this.sectionBytes === undefined) {
      const b = Buffer.alloc(this.sectionLength);
      if (readSync(this.fd, b, 0, b.byteLength, this.sectionAt) !== b.byteLength) throw new Error('decode pack: section is truncated');
      this.sectionBytes = b;
    }
    return this.sectionBytes;
  }

  private sectionBytes: Buffer | undefined;

  /** String n of the table, decoded on first use. */
  string(n: number): string {
    return this.decoded[n] ?? (this.decoded[n] = this.table.toString('utf8', this.starts[n], this.starts[n + 1]! - 1));
  }

  /** Position of the record in the index, −1 when the pack has none for the id. */
  private find(id: number): number {
    let low = 0;
    let high = this.index.length / 3 - 1;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      const at = this.index[3 * mid]!;
      if (at === id) return mid;
      if (at < id) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }

  /**
   * The blob of a record, undefined when the pack has none for the id; its bytes stay valid for
   * the life of the pack, and start 8-byte aligned. The first records are read one pread each,
   * into a buffer of their own: a process that decodes a few VINs reads a few kB. From the 65th
   * on, the blobs are read whole, once (tens of MB, ~30 ms), and every record is a view of them:
   * read a pread each, a cold pass over 5,000 WMIs spent a sixth of its time in the system call
   * (decision 0529). Read in the background instead, the blobs never arrived during a run of
   * decodes that did not yield to the event loop (a bulk chunk, a benchmark): preads went on.
   */
  read(id: number): Uint8Array | undefined {
    const i = this.find(id);
    if (i === -1) return undefined;
    const offset = this.index[3 * i + 1]!;
    const length = this.index[3 * i + 2]!;
    if (this.blobs === undefined && ++this.recordsRead > READS_BEFORE_WHOLE) this.blobs = this.readBlobs();
    if (this.blobs !== undefined) {
      if (offset + length > this.blobs.byteLength) throw new Error(`decode pack: record ${id} is truncated`);
      return this.blobs.subarray(offset, offset + length);
    }
    const b = new Uint8Array(length);
    if (readSync(this.fd, b, 0, length, this.blobsAt + offset) !== length) throw new Error(`decode pack: record ${id} is truncated`);
    return b;
  }

  private recordsRead = 0;
  /** Every blob, once more than READS_BEFORE_WHOLE records were wanted (records start 8-byte aligned in it). */
  private blobs: Uint8Array | undefined;

  private readBlobs(): Uint8Array {
    const blobs = new Uint8Array(Math.max(0, fstatSync(this.fd).size - this.blobsAt));
    for (let at = 0; at < blobs.byteLength;) {
      const got = readSync(this.fd, blobs, at, blobs.byteLength - at, this.blobsAt + at);
      if (got === 0) break;
      at += got;
    }
    return blobs;
  }

  close(): void {
    closeSync(this.fd);
  }
}
