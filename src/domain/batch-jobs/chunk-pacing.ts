/**
 * How long a chunk keeps the event loop before it lets waiting requests go. A fixed count of VINs
 * between yields holds the loop for as long as those VINs happen to take (cache hits, catalog
 * loads and failures cost differently, and a loaded machine stretches all of them); a single
 * decode arriving meanwhile waits for the rest of the slice, so the slice is what a job adds to
 * single-decode latency. A time budget bounds it whatever the VINs cost; a yield costs microseconds.
 */
export const SLICE_MS = 0.5;

/**
 * While interactive requests are in flight and using the loop, a slice is followed by a pause this
 * many times as long as the slice's own work, so the job holds at most 1/(1+8) ≈ 11 % of the event loop: a 0.5 ms
 * slice, then 4 ms for requests. Requests go first, yet the job keeps a guaranteed share and
 * progresses under constant traffic: a job that runs at ~35,000 VINs/s alone still does some
 * 3,000-4,000 VINs/s while single decodes saturate the process, and is back at full speed the
 * moment they stop. The pause scales with the slice, so a step that overran its budget (a catalog
 * read, a GC pause) is paid back in proportion rather than taken from the requests.
 */
export const PAUSE_PER_SLICE = 8;

/** A turn of the loop longer than this ran something besides the yield itself. */
const OTHERS_RAN_MS = 0.05;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Paces a chunk's decoding: work in slices of SLICE_MS, and between slices let the loop go. When
 * requests are in flight and some of their work ran during the yield (the loop is contended), the
 * job is a background task and waits PAUSE_PER_SLICE times its slice. Requests in flight that are
 * all waiting on something else (a database reply, say a client polling its job) do not need the
 * loop: a bare yield shows it, and the job goes on; their reply waits at most the next slice, as
 * with no request at all. With nothing else running the job goes straight on at full speed; when
 * other work (a timer, a database reply of the process's own) ran during the yield, it waits a
 * timer's tick so that work is not held back either.
 */
export class ChunkPacer {
  private sliceBegan = performance.now();

  /** `busy` says whether interactive requests are in flight now. */
  constructor(private readonly busy: () => boolean) {}

  /** True once the current slice has used its budget: time to call yield(). */
  sliceUsed(): boolean {
    return performance.now() - this.sliceBegan >= SLICE_MS;
  }

  /** Ends the slice, lets others have the loop for as long as they need it, starts the next. */
  async yield(): Promise<void> {
    const asked = performance.now();
    const worked = asked - this.sliceBegan;
    await new Promise<void>((resolve) => setImmediate(resolve));
    const othersRan = performance.now() - asked > OTHERS_RAN_MS;
    // Asked after the yield: the requests that arrived meanwhile have been read by then.
    if (othersRan) await sleep(this.busy() ? worked * PAUSE_PER_SLICE : 1);
    this.sliceBegan = performance.now();
  }
}
