import { OcrEngineError, OcrQueueFullError } from '../../infra/ocr/engine-errors.js';
import { ImageReaderPool } from '../../infra/ocr/reader-pool/image-reader-pool.js';
import type { CarriedError } from '../../infra/ocr/reader-pool/reader-process.js';
import type { TesseractPoolOptions } from '../../infra/ocr/tesseract-pool.js';
import { AppError, isErrorCode, receivedError } from '../errors.js';
import { catalogMatchOf } from './catalog-check.js';
import { readerBusy } from './image-upload.js';
import type { ImageReader } from './ocr-port.js';
import type { VinReading } from './vin-reading.js';

/** Named here, not in image-reader-process.ts: importing that module would make this process a reader. */
export const READER_SETTINGS_ENV = 'VIN_GATEWAY_READER_SETTINGS';

/**
 * The reader processes' scheduling priority (nice 10, every thread): on a busy machine the server's
 * own event loop runs first (a reader weighs about a ninth of it in the kernel's share of a core:
 * 110 against 1,024). Not 19 (a seventieth): on a machine busy with other work of the same
 * priority, readings then starved past their time budget (seen with test workers beside them).
 */
export const READER_NICENESS = 10;

/** The reader process's entry: the compiled bundle's (dist/image-reader.js), or the sources' through tsx. */
const READER_ENTRY = import.meta.url.endsWith('.js')
  ? new URL('./image-reader.js', import.meta.url)
  : new URL('./image-reader-process-boot.mjs', import.meta.url);

/**
 * How the readers yield the cores (OCR_READER_SCHEDULING, decision 0528): `idle` puts every thread
 * of a reader under SCHED_IDLE (infra/process/idle-scheduling.ts), on top of nice 10; `nice` keeps
 * nice 10 alone. Nice 10 still gives a reader a ninth of a contended core and lets it finish its
 * time slice before a woken request thread runs: six accounts' images doubled another account's
 * p99 at nice 10, and left it within 1.3× with SCHED_IDLE.
 */
export type ReaderScheduling = 'idle' | 'nice';

export interface PooledReaderOptions {
  /** Reader processes at most (OCR_READERS). */
  readers: number;
  /** How the readers yield the cores (OCR_READER_SCHEDULING). */
  scheduling: ReaderScheduling;
  /** Images that may wait for a reader, all accounts together (OCR_QUEUE_LIMIT). */
  queueLimit: number;
  /** Each reader process's own tesseract workers and glyph thread. */
  engine: TesseractPoolOptions;
}

/** The image reader over a pool of reader processes, with the pool's own controls (warm-up, close, tests' view). */
export type PooledImageReader = ImageReader & {
  pool: ImageReaderPool;
  warm(): Promise<void>;
  queueDepth(): number;
  close(): Promise<void>;
};

export function createPooledImageReader(options: PooledReaderOptions): PooledImageReader {
  const pool = new ImageReaderPool({
    entry: READER_ENTRY,
    size: options.readers,
    queueLimit: options.queueLimit,
    env: { [READER_SETTINGS_ENV]: JSON.stringify({ ...options.engine, scheduling: options.scheduling }) },
  });
  return {
    pool,
    warm: () => pool.warm(),
    queueDepth: () => pool.queueDepth(),
    close: () => pool.close(),
    readerState: () => pool.readerState(),
    whenRoom: (ms) => pool.whenRoom(ms),
    async read({ account, bytes, deadlineAt, inCatalog }) {
      try {
        return (await pool.read({
          account,
          bytes,
          deadlineAt,
          // The catalog's answer crosses as [vin, identified] pairs.
          ask: async (vins) => {
            const wanted = vins as string[];
            const answer = await inCatalog(wanted);
            return wanted.flatMap((vin) => {
              const match = catalogMatchOf(answer, vin);
              return match ? [[vin, match.identified]] : [];
            });
          },
        })) as VinReading | null;
      } catch (error) {
        throw publicError(error as CarriedError | Error);
      }
    },
  };
}

/** A reader's failure as the caller sees it: its public error as it was, or 503 UNAVAILABLE. */
function publicError(error: CarriedError | Error): AppError {
  if (error instanceof OcrQueueFullError) return readerBusy(error);
  if (error instanceof OcrEngineError)
    return new AppError('UNAVAILABLE', `the image could not be read: ${error.message}`, { cause: error });
  if (!(error instanceof Error) && isErrorCode(error.code)) return receivedError({ ...error, code: error.code });
  return new AppError('UNAVAILABLE', 'the image reader failed', { cause: error });
}
