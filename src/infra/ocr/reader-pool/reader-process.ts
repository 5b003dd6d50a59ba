import { fork, type ChildProcess } from 'node:child_process';
import { OcrEngineError } from '../engine-errors.js';

/**
 * Parent → reader: load the models; read one image; the answer to one of the reader's questions;
 * how many readers are reading now (it among them: decision 0314).
 */
export type ToReader =
  | { type: 'warm' }
  | { type: 'read'; id: number; bytes: Uint8Array; deadlineMs: number }
  | { type: 'answer'; id: number; answer: unknown }
  | { type: 'readers-reading'; count: number };

/** A failure as it crosses the process boundary: a public error keeps its code, details and headers. */
export interface CarriedError {
  code?: string;
  message: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Reader → parent: models loaded (or not); a reading's end; a question about the reading (the catalog). */
export type FromReader =
  | { type: 'warmed' }
  | { type: 'warm-failed'; message: string }
  | { type: 'done'; id: number; result: unknown }
  | { type: 'failed'; id: number; error: CarriedError }
  | { type: 'ask'; id: number; question: unknown };

/** One reading on its way in a reader process. */
export interface Reading {
  bytes: Uint8Array;
  /** The budget left (ms): the reader's own safety cap on its fallback. */
  deadlineMs: number;
  ask(question: unknown): Promise<unknown>;
  resolve(result: unknown): void;
  reject(error: CarriedError | Error): void;
}

/**
 * One image-reader process: its own heap, native memory and event loop, one image at a time.
 * Images cross as bytes (IPC with advanced serialization: structured clone, no base64). A reader
 * that exits or is killed fails the reading it held with OcrEngineError and is never reused.
 */
export class ReaderProcess {
  readonly child: ChildProcess;
  private reading: { id: number; job: Reading } | null = null;
  private nextId = 1;
  private exited = false;
  /** What the reader was last told of the readers reading (it starts out reading alone). */
  private toldReadersReading = 1;
  private modelsLoaded = false;
  readonly warmed: Promise<void>;

  constructor(entry: URL, env: Record<string, string>, onExit: (process: ReaderProcess) => void) {
    this.child = fork(entry, [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      env: { ...process.env, ...env },
      // The parent's loaders and flags (a test runner's, a debugger's) are not the reader's.
      execArgv: process.execArgv.filter((a) => a.startsWith('--max-semi-space-size')),
    });
    this.warmed = new Promise<void>((resolve, reject) => {
      this.child.on('message', (message: FromReader) => {
        if (message.type === 'warmed') resolve();
        else if (message.type === 'warm-failed') reject(new OcrEngineError(message.message));
        else this.onMessage(message);
      });
      this.child.once('exit', () => reject(new OcrEngineError('the image reader process exited while loading')));
    });
    this.warmed.then(
      () => (this.modelsLoaded = true),
      () => undefined,
    );
    this.child.once('exit', (code, signal) => {
      this.exited = true;
      const held = this.reading;
      this.reading = null;
      held?.job.reject(new OcrEngineError(`the image reader process ended (${signal ?? `exit ${code}`}) during the reading`));
      onExit(this);
    });
    this.child.on('error', () => undefined);
  }

  get pid(): number | undefined {
    return this.child.pid;
  }
  get busy(): boolean {
    return this.reading !== null;
  }
  get alive(): boolean {
    return !this.exited;
  }
  /** Whether its models are loaded (it answered a warm-up): an image sent now waits for no load. */
  get loaded(): boolean {
    return this.modelsLoaded;
  }

  warm(): Promise<void> {
    this.send({ type: 'warm' });
    return this.warmed;
  }

  read(job: Reading): void {
    const id = this.nextId++;
    this.reading = { id, job };
    this.send({ type: 'read', id, bytes: job.bytes, deadlineMs: job.deadlineMs });
  }

  /** Tells the reader how many readers read now, itself among them (it sizes its model runs by it). */
  readersReading(count: number): void {
    if (count === this.toldReadersReading) return;
    this.toldReadersReading = count;
    this.send({ type: 'readers-reading', count });
  }

  /** Ends the process at once (a reading past its budget): its reading fails, the pool starts another. */
  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  private onMessage(message: FromReader): void {
    const held = this.reading;
    if (!held) return;
    if (message.type === 'ask') {
      held.job.ask(message.question).then(
        (answer) => this.send({ type: 'answer', id: message.id, answer }),
        () => this.kill(),
      );
      return;
    }
    if ((message.type !== 'done' && message.type !== 'failed') || message.id !== held.id) return;
    this.reading = null;
    if (message.type === 'done') held.job.resolve(message.result);
    else held.job.reject(message.error);
  }

  private send(message: ToReader): void {
    if (!this.exited && this.child.connected) this.child.send(message);
  }
}
