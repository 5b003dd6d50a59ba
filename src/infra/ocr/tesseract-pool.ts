import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { OcrEngineError, OcrQueueFullError } from './engine-errors.js';
import { releaseFreedMemorySoon } from './native-memory.js';

/**
 * A fixed set of tesseract.js workers, started on first use (each costs ~175 MB and ~0.7 s, so a
 * server that never sees an image never pays) and stopped again after `idleMs` without work, with
 * a bounded wait queue and a per-recognition timeout. Language data comes from @tesseract.js-data/eng: nothing is downloaded, nothing cached
 * into the working directory.
 */
const require = createRequire(import.meta.url);

export interface TesseractPoolOptions {
  size: number;
  /** Longest one recognition may take; a late worker is terminated and replaced. */
  timeoutMs: number;
  /** Recognitions allowed to wait for a worker; beyond it callers get OcrQueueFullError. */
  queueLimit: number;
  startTimeoutMs?: number;
  /**
   * A worker idle this long is terminated (its WebAssembly heap, grown to the largest page it
   * read, is handed back); the next recognition starts a new one. 0 or absent: kept for good.
   */
  idleMs?: number;
}

export interface RecognizeParams {
  /** Tesseract page segmentation mode: 3 auto, 6 block, 7 line, 11 sparse, 13 raw line. */
  psm: 3 | 6 | 7 | 11 | 13;
  whitelist?: string;
  /**
   * The text is known to be dark on light (a binarised raster, or a page turned so): the engine
   * need not read a line again inverted when it reads it badly, which costs a fifth to a third of
   * a pass on noisy images.
   */
  darkTextKnown?: boolean;
}

export interface RecognizedWord {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  /** `bbox` in the pixels of the image recognised; `shape` as glyph-shapes.ts judged it. */
  symbols: Array<{ text: string; confidence: number; bbox: { x0: number; y0: number; x1: number; y1: number }; shape?: 'slashed-zero' }>;
}

export interface RecognizedLine {
  text: string;
  confidence: number;
  bbox: { x0: number; y0: number; x1: number; y1: number };
  words: RecognizedWord[];
}

/**
 * No word lists: a VIN is no English word, and the engine's search through its dictionaries cost
 * a tenth of a whole-label pass for nothing the reader uses.
 */
const WITHOUT_DICTIONARIES = {
  load_system_dawg: '0',
  load_freq_dawg: '0',
  load_unambig_dawg: '0',
  load_punc_dawg: '0',
  load_number_dawg: '0',
  load_bigram_dawg: '0',
};

/**
 * Tesseract's own diagnostics ("Image too small to scale!!", "Line cannot be recognized!!" for a
 * line a pixel or two wide) went to the process's stderr, unstructured and without the request they
 * came from; the line is answered empty either way. Its debug file takes them instead.
 */
const WITHOUT_DIAGNOSTICS = { debug_file: '/dev/null' };

export function englishLangPath(): string {
  const pkg = dirname(require.resolve('@tesseract.js-data/eng/package.json'));
  return join(pkg, '4.0.0_best_int');
}

export class TesseractPool {
  private readonly idle: Worker[] = [];
  private readonly waiting: Array<{ resolve: (worker: Worker) => void; reject: (error: unknown) => void }> = [];
  private live = 0;
  private closed = false;
  /** Per idle worker: the timer that terminates it when it stays idle (idleMs). */
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();

  constructor(private readonly options: TesseractPoolOptions) {}

  async recognize(png: Buffer, params: RecognizeParams): Promise<RecognizedLine[]> {
    const worker = await this.acquire();
    let timer: NodeJS.Timeout | undefined;
    try {
      const job = (async () => {
        await worker.setParameters({
          tessedit_pageseg_mode: String(params.psm) as never,
          tessedit_char_whitelist: params.whitelist ?? '',
          user_defined_dpi: '300',
          tessedit_do_invert: params.darkTextKnown ? '0' : '1',
        });
        return worker.recognize(png, {}, { blocks: true, text: false });
      })();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new OcrEngineError(`recognition took longer than ${this.options.timeoutMs} ms`)),
          this.options.timeoutMs,
        );
      });
      const result = await Promise.race([job, timeout]);
      this.release(worker);
      return linesOf(result.data.blocks ?? []);
    } catch (error) {
      // A worker that failed or ran late is not trusted again: replace it.
      this.discard(worker);
      throw error instanceof OcrEngineError ? error : new OcrEngineError(`the OCR engine failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Recognitions waiting for a worker. */
  get queueDepth(): number {
    return this.waiting.length;
  }

  /** Workers started or starting, busy or idle. */
  get liveWorkers(): number {
    return this.live;
  }

  /** Starts one worker ahead of the first recognition (start-up calls it after listening). */
  async warm(): Promise<void> {
    if (this.live > 0 || this.closed) return;
    this.release(await this.acquire());
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new OcrEngineError('the OCR engine is shut down'));
    const workers = this.idle.splice(0);
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    await Promise.allSettled(workers.map((w) => w.terminate()));
  }

  private acquire(): Promise<Worker> {
    if (this.closed) return Promise.reject(new OcrEngineError('the OCR engine is shut down'));
    const free = this.idle.pop();
    if (free) {
      clearTimeout(this.idleTimers.get(free));
      this.idleTimers.delete(free);
      return Promise.resolve(free);
    }
    if (this.live < this.options.size) {
      this.live += 1;
      return this.start().catch((error: unknown) => {
        this.live -= 1;
        throw error;
      });
    }
    if (this.waiting.length >= this.options.queueLimit)
      return Promise.reject(new OcrQueueFullError('every OCR worker is busy and the queue is full'));
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(worker: Worker): void {
    const next = this.waiting.shift();
    if (next) next.resolve(worker);
    else if (this.closed) void worker.terminate();
    else {
      this.idle.push(worker);
      this.retireWhenIdle(worker);
    }
  }

  /** Terminates the worker if it is still idle after idleMs (an idle timer must not keep the process alive). */
  private retireWhenIdle(worker: Worker): void {
    const idleMs = this.options.idleMs ?? 0;
    if (idleMs <= 0) return;
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at < 0) return;
      this.idle.splice(at, 1);
      this.live -= 1;
      void worker.terminate().then(releaseFreedMemorySoon, () => undefined);
    }, idleMs);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }

  private discard(worker: Worker): void {
    this.live -= 1;
    void worker.terminate().catch(() => undefined);
    // Someone waiting gets a fresh worker instead of the discarded one.
    const next = this.waiting.shift();
    if (next) {
      this.live += 1;
      // If the replacement cannot start, the waiter hears so instead of waiting forever.
      this.start().then(next.resolve, (error: unknown) => {
        this.live -= 1;
        next.reject(error);
      });
    }
  }

  private async start(): Promise<Worker> {
    const langPath = englishLangPath();
    if (!existsSync(join(langPath, 'eng.traineddata.gz')))
      throw new OcrEngineError(`OCR language data missing in ${langPath}: run npm install`);
    let timer: NodeJS.Timeout | undefined;
    const starting = createWorker(
      'eng',
      OEM.LSTM_ONLY,
      { langPath, gzip: true, cacheMethod: 'none' },
      {
        ...WITHOUT_DICTIONARIES,
        ...WITHOUT_DIAGNOSTICS,
      },
    );
    try {
      return await Promise.race([
        starting,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new OcrEngineError('an OCR worker did not start in time')),
            this.options.startTimeoutMs ?? 20_000,
          );
        }),
      ]);
    } catch (error) {
      void starting.then((w) => w.terminate()).catch(() => undefined);
      throw error instanceof OcrEngineError ? error : new OcrEngineError(`an OCR worker failed to start: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}

type Blocks = NonNullable<Awaited<ReturnType<Worker['recognize']>>['data']['blocks']>;

function linesOf(blocks: Blocks): RecognizedLine[] {
  return blocks.flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.map((l) => ({
        text: l.text.trim(),
        confidence: l.confidence,
        bbox: l.bbox,
        words: l.words.map((w) => ({
          text: w.text,
          confidence: w.confidence,
          bbox: w.bbox,
          symbols: w.symbols.map((s) => ({ text: s.text, confidence: s.confidence, bbox: s.bbox })),
        })),
      })),
    ),
  );
}
