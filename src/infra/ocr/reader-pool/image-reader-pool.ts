import { OcrEngineError, OcrQueueFullError } from '../engine-errors.js';
import type { ReaderState } from '../ocr-engine.js';
import { RoomWaiters } from '../../room-waiters.js';
import { FairQueue } from './fair-queue.js';
import { ReaderProcess, type CarriedError } from './reader-process.js';

export interface ImageReaderPoolOptions {
  /** The reader process's entry module (it answers the messages of reader-process.ts). */
  entry: URL;
  /** Reader processes at most, server-wide (each reads one image at a time). */
  size: number;
  /** Images that may wait for a reader, all accounts together; past it OcrQueueFullError. */
  queueLimit: number;
  /** Settings handed to each reader process (its environment). */
  env: Record<string, string>;
}

export interface PoolReading {
  account: string;
  bytes: Uint8Array;
  /** Date.now() by which the whole reading, wait included, must be over. */
  deadlineAt: number;
  /** The reader's questions during the reading (the catalog), answered in this process. */
  ask(question: unknown): Promise<unknown>;
}

/** What a reading looked like, for tests and diagnostics: who was served, in which process. */
export interface ServedReading {
  account: string;
  pid: number;
}

interface Waiting {
  reading: PoolReading;
  resolve(result: unknown): void;
  reject(error: CarriedError | Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Images read in a pool of child processes (decision 0520), off the event loop that answers every
 * other request. At most `size` processes, started on warm-up or on demand, each reading one image
 * at a time; images waiting are served round-robin across accounts (fair-queue.ts). A reading
 * still running at its deadline is cut by killing its process (a thread running onnxruntime cannot
 * be stopped safely; a process can), and a process that ends for any reason is replaced.
 */
export class ImageReaderPool {
  private readonly processes = new Set<ReaderProcess>();
  private readonly queue: FairQueue<Waiting>;
  private state: ReaderState = 'not-loaded';
  private closed = false;
  private readonly served: ServedReading[] = [];
  /** Images not yet received, waiting for a place in the queue. */
  private readonly roomWaiters = new RoomWaiters();

  constructor(private readonly options: ImageReaderPoolOptions) {
    this.queue = new FairQueue(options.queueLimit);
  }

  read(reading: PoolReading): Promise<unknown> {
    if (this.closed) return Promise.reject(new OcrEngineError('the image reader is closed'));
    return new Promise((resolve, reject) => {
      const remaining = reading.deadlineAt - Date.now();
      const waiting: Waiting = {
        reading,
        resolve,
        reject,
        timer: setTimeout(
          () => {
            if (!this.queue.remove(reading.account, waiting)) return;
            reject(budgetSpent('waiting for an image reader'));
            this.roomWaiters.wake();
          },
          Math.max(0, remaining),
        ),
      };
      if (!this.queue.push(reading.account, waiting)) {
        clearTimeout(waiting.timer);
        reject(new OcrQueueFullError(`${this.queue.size} images are waiting for an image reader`));
        return;
      }
      this.dispatch();
    });
  }

  /** Starts every reader process and loads its models: ready once one of them can answer. */
  async warm(): Promise<void> {
    if (this.state !== 'ready') this.state = 'loading';
    while (this.processes.size < this.options.size) this.spawn();
    try {
      await Promise.any([...this.processes].map((p) => p.warm()));
      this.state = 'ready';
    } catch (error) {
      this.state = 'failed';
      throw error instanceof AggregateError ? error.errors[0] : error;
    }
  }

  readerState(): ReaderState {
    return this.state;
  }

  /** Whether an image sent now would get a place (a reader, or the queue). */
  private hasRoom(): boolean {
    return !this.closed && !this.queue.full;
  }

  /** True as soon as an image sent now would get a place, false when none freed within `ms`. */
  whenRoom(ms: number): Promise<boolean> {
    return this.roomWaiters.until(() => this.hasRoom(), ms);
  }

  /** Images waiting for a reader process. */
  queueDepth(): number {
    return this.queue.size;
  }

  /** Every reader process (their pids), in the order an image looks for a free one. */
  readerPids(): number[] {
    return [...this.processes].filter((p) => p.pid !== undefined).map((p) => p.pid!);
  }

  /** The reader processes reading now (their pids). */
  busyPids(): number[] {
    return [...this.processes].filter((p) => p.busy && p.pid !== undefined).map((p) => p.pid!);
  }

  /** The last readings started, oldest first (at most 64): which account, which process. */
  recentlyServed(): readonly ServedReading[] {
    return this.served;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (let w = this.queue.shift(); w; w = this.queue.shift()) {
      clearTimeout(w.timer);
      w.reject(new OcrEngineError('the image reader is closing'));
    }
    const ended = [...this.processes].map((p) => new Promise((r) => (p.alive ? p.child.once('exit', r) : r(null))));
    for (const p of this.processes) p.kill();
    await Promise.all(ended);
  }

  private spawn(): ReaderProcess {
    const reader = new ReaderProcess(this.options.entry, this.options.env, (ended) => {
      this.processes.delete(ended);
      if (this.closed) return;
      // A replacement loads its models now when the pool was warmed: the next image waits less.
      if (this.state === 'ready' || this.state === 'loading')
        this.spawn()
          .warm()
          .catch(() => undefined);
      this.dispatch();
    });
    this.processes.add(reader);
    return reader;
  }

  /** Starts the waiting images that can start, then tells the readers how many now read. */
  private dispatch(): void {
    this.startWaiting();
    this.tellReadersReading();
  }

  /** Hands waiting images to free processes, starting processes up to the pool's size. */
  private startWaiting(): void {
    while (this.queue.size > 0) {
      // A reader whose models are loaded first: /readyz says ready once one is, and an image sent
      // to one still loading would wait for its load.
      const idle = [...this.processes].filter((p) => p.alive && !p.busy);
      let free = idle.find((p) => p.loaded) ?? idle[0];
      if (!free && this.processes.size < this.options.size) free = this.spawn();
      if (!free) return;
      const waiting = this.queue.shift()!;
      clearTimeout(waiting.timer);
      this.start(free, waiting);
      this.roomWaiters.wake();
    }
  }

  /**
   * Each reader reading learns how many read now, itself among them (decision 0314): alone, its
   * model runs take every core; beside others, one.
   */
  private tellReadersReading(): void {
    const reading = [...this.processes].filter((p) => p.alive && p.busy);
    for (const reader of reading) reader.readersReading(reading.length);
  }

  private start(reader: ReaderProcess, { reading, resolve, reject }: Waiting): void {
    const left = reading.deadlineAt - Date.now();
    if (left <= 0) {
      reject(budgetSpent('waiting for an image reader'));
      return;
    }
    this.served.push({ account: reading.account, pid: reader.pid ?? -1 });
    if (this.served.length > 64) this.served.shift();
    let cut = false;
    const timer = setTimeout(() => {
      cut = true;
      reader.kill();
    }, left);
    const settle = () => {
      clearTimeout(timer);
      queueMicrotask(() => this.dispatch());
    };
    reader.read({
      bytes: reading.bytes,
      deadlineMs: left,
      ask: reading.ask,
      resolve: (result) => {
        settle();
        resolve(result);
      },
      reject: (error) => {
        settle();
        reject(cut ? budgetSpent('reading') : error);
      },
    });
  }
}

/** The reading's time budget ran out (decision 0521): a 503, never billed. */
function budgetSpent(where: string): OcrEngineError {
  return new OcrEngineError(`the image's reading passed its time budget while ${where}`);
}
