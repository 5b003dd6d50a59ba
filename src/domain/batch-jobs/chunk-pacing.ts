/**
 * How long a chunk keeps the event loop before it lets waiting requests go. A fixed count of VINs
 * between yields holds the loop for as long as those VINs happen to take (cache hits, catalog
 * loads and failures cost differently, and a loaded machine stretches all of them); a single
 * decode arriving meanwhile waits for the rest of the slice, so the slice is what a job adds to
 * single-decode latency. A time budget bounds it whatever the VINs cost; a yield costs microseconds.
 */
export const SLICE_MS = 0.5;

/**
 * While interactive requests are in flight, a slice is followed by a pause this many times as long
 * as the slice's own work, so the job holds at most 1/(1+8) ≈ 11 % of the event loop: a 0.5 ms
 * slice, then 4 ms for requests. Requests go first, yet the job keeps a guaranteed share and
 * progresses under constant traffic: a job that runs at ~35,000 VINs/s alone on a quiet host would
 * still do about a ninth of that (an estimate, less the chunks' fixed costs) while single decodes
 * saturate the process, and is back at full speed the moment they stop. The pause scales with the
 * slice, so a step that overran its budget (a catalog read, a GC pause) is paid back in proportion
 * rather than taken from the requests.
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
 * Paces a chunk's decoding: work in slices of SLICE_MS, and between slices let the loop go. With
 * requests in flight the job is a background task and waits PAUSE_PER_SLICE times its slice, even
 * when the requests are waiting on the database rather than on the loop: on a 2-core host the
 * database answering them needs the CPU the job would take (a variant that went on whenever a turn
 * passed with nothing else to run let a job cut single-decode throughput by two thirds and raise
 * p99 2.3x). With no request in flight it goes straight on at full speed, and waits one tick when
 * other work (a timer, a database reply of the process's own) ran during the yield, so that work
 * is not held back either.
 */
export class ChunkPacer {
  private sliceBegan = performance.now();

  /** `busy` says whether interactive requests are in flight now. */
  constructor(private readonly busy: () => boolean) {}

  /** True once the current slice has used its budget: time to call yield(). */
  sliceUsed(): boolean {
    return performance.now() - this.sliceBegan >= SLICE_MS;
  }

  /** Ends the slice, lets others have the loop for as long as the traffic calls for, starts the next. */
  async yield(): Promise<void> {
    const worked = performance.now() - this.sliceBegan;
    const othersRan = await othersRanDuringYield();
    // Asked after the yield: the requests that arrived meanwhile have been read by then.
    if (this.busy()) await sleep(worked * PAUSE_PER_SLICE);
    else if (othersRan) await sleep(1);
    this.sliceBegan = performance.now();
  }
}
