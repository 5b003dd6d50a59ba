/**
 * An image-reader process (decision 0520): the scene-text models, tesseract.js and every pass of
 * the reading run here, in a child of the server, one image at a time. The server sends the bytes
 * and the budget left; the catalog check the reading weighs candidates with is asked of the
 * server (it holds the catalog), so a reader holds no catalog of its own.
 */
import type { CarriedError, FromReader, ToReader } from '../../infra/ocr/reader-pool/reader-process.js';
import { createLazyOcrEngine } from '../../infra/ocr/lazy-ocr-engine.js';
import { idleScheduling } from '../../infra/process/idle-scheduling.js';
import { lowerPriority } from '../../infra/process/lower-priority.js';
import { AppError, sendableError } from '../errors.js';
import type { CatalogAnswer } from './catalog-check.js';
import { openUpload } from './image-upload.js';
import { READER_NICENESS, READER_SETTINGS_ENV, type ReaderScheduling } from './pooled-image-reader.js';
import { readVin } from './vin-image-reader.js';

const settings = JSON.parse(process.env[READER_SETTINGS_ENV] ?? '{}') as {
  size?: number;
  timeoutMs?: number;
  queueLimit?: number;
  idleMs?: number;
  scheduling?: ReaderScheduling;
};

// Below the server in the CPU's queue: reading waits for the server's requests, not the reverse.
// Nice 10 first: where SCHED_IDLE cannot be had, it is what remains.
lowerPriority(READER_NICENESS);
if (settings.scheduling === 'idle') idleScheduling();
const engine = createLazyOcrEngine({
  size: settings.size ?? 1,
  timeoutMs: settings.timeoutMs ?? 10_000,
  queueLimit: settings.queueLimit ?? 8,
  idleMs: settings.idleMs ?? 300_000,
});
const questions = new Map<number, (answer: unknown) => void>();
let nextQuestion = 1;

const send = (message: FromReader) => process.send?.(message);

/** The catalog, asked of the server: [vin, identified] for each VIN it decodes. */
const inCatalog = (vins: string[]): Promise<CatalogAnswer> =>
  new Promise((resolve) => {
    const id = nextQuestion++;
    questions.set(id, (answer) => resolve(new Map((answer as Array<[string, boolean]>).map(([vin, identified]) => [vin, { identified }]))));
    send({ type: 'ask', id, question: vins });
  });

function carried(error: unknown): CarriedError {
  if (error instanceof AppError) return sendableError(error);
  return { message: error instanceof Error ? error.message : String(error) };
}

async function read(id: number, bytes: Uint8Array, deadlineMs: number): Promise<void> {
  try {
    const page = await openUpload(engine, bytes);
    try {
      send({ type: 'done', id, result: await readVin(page, { inCatalog, deadlineMs }) });
    } finally {
      page.close();
    }
  } catch (error) {
    send({ type: 'failed', id, error: carried(error) });
  }
}

process.on('message', (message: ToReader) => {
  if (message.type === 'warm') {
    engine.warm().then(
      () => send({ type: 'warmed' }),
      (error: unknown) => send({ type: 'warm-failed', message: carried(error).message }),
    );
  } else if (message.type === 'read') {
    void read(message.id, message.bytes, message.deadlineMs);
  } else if (message.type === 'answer') {
    questions.get(message.id)?.(message.answer);
    questions.delete(message.id);
  } else if (message.type === 'readers-reading') {
    engine.readersReading(message.count);
  }
});
// The server gone (its IPC channel closed): nothing is left to read for.
process.on('disconnect', () => process.exit(0));
