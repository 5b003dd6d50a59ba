import { Worker } from 'node:worker_threads';
import type { GlyphChoice } from './dot-glyphs.js';
import { OcrEngineError, OcrQueueFullError } from './engine-errors.js';
import type { Box, GreyImage } from './image-prep.js';

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
}

/**
 * The dot-peen glyph reader (dot-reader.ts) on a thread of its own: it is plain arithmetic that
 * takes 0.1–0.4 s a band, which on the main thread would stall every other request for as long,
 * and off it runs beside the tesseract workers. Started on first use; jobs run one at a time.
 */
export class GlyphThread {
  private worker: Worker | null = null;
  private readonly pending = new Map<number, { resolve: (words: GlyphChoice[][][]) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  private nextId = 1;
  private closed = false;

  constructor(private readonly options: GlyphThreadOptions) {}

  read(image: GreyImage, band: Box): Promise<GlyphChoice[][][]> {
    if (this.closed) return Promise.reject(new OcrEngineError('the OCR engine is shut down'));
    if (this.pending.size > this.options.queueLimit) return Promise.reject(new OcrQueueFullError('the glyph reader is busy and its queue is full'));
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    // A copy the thread can own: the page stays with the engine's other passes.
    const pixels = new Uint8Array(image.pixels);
    return new Promise((resolve, reject) => {
      // The clock runs from submission: jobs queued behind a slow one share its fate.
      const timer = setTimeout(() => this.fail(new OcrEngineError(`reading glyphs took longer than ${this.options.timeoutMs} ms`)), this.options.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      const job: GlyphJob = { id, pixels, width: image.width, height: image.height, band };
      worker.postMessage(job, [pixels.buffer]);
    });
  }

  /** Starts the thread ahead of its first job: it prepares its templates while other passes run. */
  warm(): void {
    if (!this.closed) this.worker ??= this.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.fail(new OcrEngineError('the OCR engine is shut down'));
  }

  private start(): Worker {
    // Compiled (dist/), the worker is plain JavaScript; from the sources it needs the TypeScript loader.
    const entry = import.meta.url.endsWith('.js') ? './glyph-worker.js' : './glyph-worker-boot.mjs';
    const worker = new Worker(new URL(entry, import.meta.url));
    // An idle thread must not keep the process alive.
    worker.unref();
    worker.on('message', (reply: GlyphReply) => {
      const job = this.pending.get(reply.id);
      if (!job) return;
      this.pending.delete(reply.id);
      clearTimeout(job.timer);
      if ('words' in reply) job.resolve(reply.words);
      else job.reject(new OcrEngineError(`the glyph reader failed: ${reply.error}`));
    });
    worker.on('error', (error) => void this.fail(new OcrEngineError(`the glyph reader failed: ${error.message}`)));
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    this.worker = worker;
    return worker;
  }

  /** Every job waiting is rejected and the thread stopped: the next job starts a new one. */
  private async fail(error: Error): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    for (const [id, job] of this.pending) {
      clearTimeout(job.timer);
      job.reject(error);
      this.pending.delete(id);
    }
    await worker?.terminate();
  }
}
