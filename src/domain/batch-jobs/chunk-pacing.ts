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

/** Lets the loop turn once; true when something besides the yield ran in that turn. */
async function othersRanDuringYield(): Promise<boolean> {
  const asked = performance.now();
  await new Promise<void>((resolve) => setImmediate(resolve));
  return performance.now() - asked > OTHERS_RAN_MS;
}

/**
 * Paces a chunk's decoding: work in slices of SLICE_MS, and between slices let the loop go. While
 * requests are in flight and their work runs (the loop is contended), the job is a background
 * task: it keeps stepping aside, a timer's tick at a time, for up to PAUSE_PER_SLICE times its
 * slice. It goes on as soon as a turn passes with nothing else to run: requests in flight that are
 * all waiting on something else (a database reply; a client polling its job) do not need the loop,
 * and their reply waits at most the next slice, as with no request at all. With no request in
 * flight the job goes straight on at full speed, and waits one tick when other work (a timer, a
 * database reply of the process's own) ran during the yield, so that work is not held back either.
 */
export class ChunkPacer {
  private sliceBegan = performance.now();

  /** `busy` says whether interactive requests are in flight now. */
  constructor(private readonly busy: () => boolean) {}

  /** True once the current slice has used its budget: time to call yield(). */
  sliceUsed(): boolean {
    return performance.now() - this.sliceBegan >= SLICE_MS;
  }

  /** Ends the slice, lets others have the loop for as long as they need it (within the bound), starts the next. */
  async yield(): Promise<void> {
    const began = performance.now();
    const until = began + (began - this.sliceBegan) * PAUSE_PER_SLICE;
    let othersRan = await othersRanDuringYield();
    // Asked after each yield: the requests that arrived meanwhile have been read by then.
    if (othersRan && !this.busy()) await sleep(1);
    else {
      while (othersRan && this.busy() && performance.now() < until) {
        await sleep(1);
        othersRan = await othersRanDuringYield();
      }
    }
    this.sliceBegan = performance.now();
  }
}
