import type { DecodeOutcome } from '../vin/decoder/index.js';
import { isBillable } from './result-lines.js';

const BILLABLE = 0;
const REPEAT = 1;
const FAILED = 2;

/**
 * A chunk's result lines and what each line counts as, kept until the chunk's transaction, in a
 * form the garbage collector does not have to copy. A thousand line strings and decode outcomes
 * held across the chunk's many event-loop turns survived every young-generation collection of
 * those turns and were copied by each, then promoted: pauses that single decodes waited behind.
 * Here each line is written into one growing off-heap buffer as soon as it is made (the string and
 * the outcome die young, which costs a collection nothing), and what the transaction needs of the
 * outcome is one byte.
 */
export class ChunkResults {
  private readonly kinds: Uint8Array;
  /** Where line i ends in the buffer (its newline included). */
  private readonly ends: Uint32Array;
  private buffer = Buffer.allocUnsafe(1 << 20);
  private used = 0;
  private count = 0;

  constructor(readonly capacity: number) {
    this.kinds = new Uint8Array(capacity);
    this.ends = new Uint32Array(capacity);
  }

  get length(): number {
    return this.count;
  }

  add(line: string, outcome: DecodeOutcome, duplicateOf: number | undefined): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    const room = this.used + line.length * 3 + 1;
    if (room > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(room, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.used);
      this.buffer = grown;
    }
    this.used += this.buffer.write(line, this.used);
    this.buffer[this.used++] = 0x0a;
    this.ends[this.count] = this.used;
    this.kinds[this.count] = duplicateOf !== undefined ? REPEAT : isBillable(outcome, duplicateOf) ? BILLABLE : FAILED;
    this.count += 1;
  }

  /** First-seen successes: what the chunk bills. */
  billable(): number {
    let n = 0;
    for (let i = 0; i < this.count; i++) if (this.kinds[i] === BILLABLE) n += 1;
    return n;
  }

  /** How many leading lines can be stored when `granted` of the first-seen successes were billed. */
  linesWithin(granted: number): number {
    let billed = 0;
    for (let i = 0; i < this.count; i++) {
      if (this.kinds[i] !== BILLABLE) continue;
      if (billed === granted) return i;
      billed += 1;
    }
    return this.count;
  }

  /** What the first `taken` lines count as. */
  counts(taken: number): { successful: number; failed: number; duplicates: number } {
    const counts = { successful: 0, failed: 0, duplicates: 0 };
    for (let i = 0; i < taken; i++) {
      if (this.kinds[i] === REPEAT) counts.duplicates += 1;
      else if (this.kinds[i] === BILLABLE) counts.successful += 1;
      else counts.failed += 1;
    }
    return counts;
  }

  /** The first `taken` lines as stored, in UTF-8: each ends in a newline. A view, not a copy. */
  utf8(taken: number): Buffer {
    return this.buffer.subarray(0, taken === 0 ? 0 : this.ends[taken - 1]);
  }
}
