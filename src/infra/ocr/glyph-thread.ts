import { Worker } from 'node:worker_threads';
import type { GlyphChoice } from './dot-glyphs.js';
import { OcrEngineError, OcrQueueFullError } from './engine-errors.js';
import type { Box, GreyImage } from './image-prep.js';
import { releaseFreedMemorySoon } from './native-memory.js';

/** One band to read, with a copy of the page it lies on. */
export interface GlyphJob {
  id: number;
  pixels: Uint8Array;
  width: number;
  height: number;
  band: Box;
}

export type GlyphReply = { id: number; words: GlyphChoice[][][] } | { id: number; error: string };

export interface GlyphThreadOptions {
  /** Longest one band may take; a late thread is terminated and a new one started for the next job. */
  timeoutMs: number;
  /** Jobs allowed to wait; beyond it callers get OcrQueueFullError. */
  queueLimit: number;
  /**
   * The thread idle this long is stopped (its templates and heap are handed back); the next job
   * starts a new one. 0 or absent: kept for good.
   */
  idleMs?: number;
}

interface Queued {
  job: GlyphJob;
  resolve: (words: GlyphChoice[][][]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  signal: AbortSignal | undefined;
  onAbort: () => void;
}

/**
 * The dot-peen glyph reader (dot-reader.ts) on a thread of its own: it is plain arithmetic that
 * takes 0.1–0.4 s a band, which on the main thread would stall every other request for as long,
 * and off it runs beside the tesseract workers. Started on first use and stopped after `idleMs`
 * without a job (its templates cost ~130 MB); jobs run one at a time.
 * They wait here, not in the thread's message queue, so that a job whose reading has ended (its
 * signal aborted) is dropped before it starts instead of holding up the next image's; one already
 * running is told so through shared memory and stops within a glyph.
 */
export class GlyphThread {
  private worker: Worker | null = null;
  private readonly waiting: Queued[] = [];
  private running: Queued | null = null;
  /** Slot 0: the id of the running job nobody waits for any more (glyph-worker.ts reads it between glyphs). */
  private readonly abandoned = new Int32Array(new SharedArrayBuffer(4));
  private nextId = 1;
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: GlyphThreadOptions) {}

  read(image: GreyImage, band: Box, signal?: AbortSignal): Promise<GlyphChoice[][][]> {
    if (this.closed) return Promise.reject(new OcrEngineError('the OCR engine is shut down'));
    if (signal?.aborted) return Promise.reject(new OcrEngineError('the glyph read is no longer wanted'));
    if (this.waiting.length + (this.running ? 1 : 0) > this.options.queueLimit)
      return Promise.reject(new OcrQueueFullError('the glyph reader is busy and its queue is full'));
    // A copy the thread can own: the page stays with the engine's other passes.
    const job: GlyphJob = { id: this.nextId++, pixels: new Uint8Array(image.pixels), width: image.width, height: image.height, band };
    return new Promise((resolve, reject) => {
      const queued: Queued = {
        job,
        resolve,
        reject,
        // The clock runs from submission: jobs queued behind a slow one share its fate.
        timer: setTimeout(
          () => void this.fail(new OcrEngineError(`reading glyphs took longer than ${this.options.timeoutMs} ms`)),
          this.options.timeoutMs,
        ),
        signal,
        onAbort: () => this.drop(queued),
      };
      signal?.addEventListener('abort', queued.onAbort, { once: true });
      this.waiting.push(queued);
      this.next();
    });
  }

  /** Starts the thread ahead of its first job: it prepares its templates while other passes run. */
  warm(): void {
    if (this.closed) return;
    this.worker ??= this.start();
    if (!this.running) this.stopWhenIdle();
  }

  /** Whether the thread is running (started and not stopped since). */
  get started(): boolean {
    return this.worker !== null;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.fail(new OcrEngineError('the OCR engine is shut down'));
  }

  /** Hands the thread the next job, when it has none. */
  private next(): void {
    if (this.running || this.closed) return;
    const queued = this.waiting.shift();
    if (!queued) {
      this.stopWhenIdle();
      return;
    }
    clearTimeout(this.idleTimer);
    this.running = queued;
    const worker = this.worker ?? this.start();
    worker.postMessage(queued.job, [queued.job.pixels.buffer as ArrayBuffer]);
  }

  /**
   * A waiting job whose reading has ended leaves the queue unread; one already running is answered
   * at once and told to stop: its thread takes the next job when it has.
   */
  private drop(queued: Queued): void {
    const at = this.waiting.indexOf(queued);
    if (at >= 0) this.waiting.splice(at, 1);
    else if (this.running === queued) Atomics.store(this.abandoned, 0, queued.job.id);
    else return;
    this.settle(queued);
    queued.reject(new OcrEngineError('the glyph read is no longer wanted'));
  }

  /** Stops the thread if no job comes within idleMs (an idle timer must not keep the process alive). */
  private stopWhenIdle(): void {
    const idleMs = this.options.idleMs ?? 0;
    if (idleMs <= 0 || !this.worker) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const worker = this.worker;
      if (!worker || this.running || this.waiting.length > 0) return;
      this.worker = null;
      void worker.terminate().then(releaseFreedMemorySoon);
    }, idleMs);
    this.idleTimer.unref();
  }

  private settle(queued: Queued): void {
    clearTimeout(queued.timer);
    queued.signal?.removeEventListener('abort', queued.onAbort);
  }

  private start(): Worker {
    // Compiled (dist/), the worker is plain JavaScript; from the sources it needs the TypeScript loader.
    const entry = import.meta.url.endsWith('.js') ? './glyph-worker.js' : './glyph-worker-boot.mjs';
    const worker = new Worker(new URL(entry, import.meta.url), { workerData: { abandoned: this.abandoned.buffer } });
    // An idle thread must not keep the process alive.
    worker.unref();
    worker.on('message', (reply: GlyphReply) => {
      const job = this.running;
      if (!job || job.job.id !== reply.id) return;
      this.running = null;
      this.settle(job);
      // An abandoned job's promise is settled already (drop): these calls change nothing.
      if ('words' in reply) job.resolve(reply.words);
      else job.reject(new OcrEngineError(`the glyph reader failed: ${reply.error}`));
      this.next();
    });
    worker.on('error', (error) => void this.fail(new OcrEngineError(`the glyph reader failed: ${error.message}`)));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  /** Every job running or waiting is rejected and the thread stopped: the next job starts a new one. */
  private async fail(error: Error): Promise<void> {
    clearTimeout(this.idleTimer);
    const worker = this.worker;
    this.worker = null;
    const jobs = [...(this.running ? [this.running] : []), ...this.waiting.splice(0)];
    this.running = null;
    for (const job of jobs) {
      this.settle(job);
      job.reject(error);
    }
    await worker?.terminate();
  }
}
