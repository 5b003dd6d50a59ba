import { Piscina } from 'piscina';
import { takeBytes } from '../../infra/blob-bytes.js';
import { AppError, receivedError } from '../errors.js';
import type { InputHints } from './batch-input.js';
import type { ParseReply, ParseTask } from './input-parse-worker.js';
import type { PreparedInput } from './prepared-input.js';

export interface InputParserOptions {
  /** Threads reading files at once, server-wide. */
  threads: number;
  /** Files allowed to wait for a thread; past it a submission is answered 503 (Retry-After). */
  queueLimit: number;
  /** Files of one account read or waiting at once; past it 429 (Retry-After). */
  perAccount: number;
  /** A thread idle this long is stopped (its heap handed back); the next file starts one. */
  idleMs: number;
}

export const DEFAULT_INPUT_PARSER: InputParserOptions = { threads: 1, queueLimit: 8, perAccount: 2, idleMs: 30_000 };

const RETRY_AFTER_SECONDS = '5';

/**
 * Reads submitted bulk files on a thread pool (piscina) instead of the API's event loop (decision
 * 0527): a 1,000,000-line file is a second of CPU and a heap of a million strings, whose collections
 * took 100–370 ms at a time while every other account's requests waited. The file's bytes go to the
 * thread and its stored chunks come back as transferred buffers, not copies. Bounded per account and
 * server-wide, so one account's uploads wait for each other, never take the pool from others.
 */
export class InputParser {
  private pool: Piscina | undefined;
  private readonly perAccount = new Map<string, number>();

  constructor(private readonly options: InputParserOptions = DEFAULT_INPUT_PARSER) {}

  async parse(accountId: string, file: Blob, hints: InputHints): Promise<PreparedInput> {
    const held = this.perAccount.get(accountId) ?? 0;
    if (held >= this.options.perAccount) {
      throw new AppError('RATE_LIMITED', `${held} bulk files of this account are being read; submit the next once one is answered`, {
        headers: { 'retry-after': RETRY_AFTER_SECONDS },
        details: { filesInReading: held },
      });
    }
    const pool = this.started();
    if (pool.queueSize >= this.options.queueLimit) {
      throw new AppError('UNAVAILABLE', 'too many bulk files are being read on this server; try again shortly', {
        headers: { 'retry-after': RETRY_AFTER_SECONDS },
      });
    }
    this.perAccount.set(accountId, held + 1);
    try {
      const bytes = await takeBytes(file);
      const task: ParseTask = { bytes, hints: { contentType: hints.contentType, filename: hints.filename } };
      const reply = (await pool.run(task, { transferList: [bytes.buffer] })) as ParseReply;
      if ('refused' in reply) throw receivedError(reply.refused);
      return reply.prepared;
    } finally {
      const left = (this.perAccount.get(accountId) ?? 1) - 1;
      if (left === 0) this.perAccount.delete(accountId);
      else this.perAccount.set(accountId, left);
    }
  }

  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private started(): Piscina {
    // Compiled (dist/), the worker is plain JavaScript; from the sources it needs the TypeScript loader.
    const entry = import.meta.url.endsWith('.js') ? './input-parse-worker.js' : './input-parse-worker-boot.mjs';
    this.pool ??= new Piscina({
      filename: new URL(entry, import.meta.url).href,
      minThreads: 0,
      maxThreads: this.options.threads,
      idleTimeout: this.options.idleMs,
    });
    return this.pool;
  }
}
