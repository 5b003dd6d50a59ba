import type { Kysely } from 'kysely';
import type { Database } from '../tables/index.js';

/** A delivery of "run the next chunk of this bulk job", as the queue hands it to a worker. */
export interface ChunkDelivery {
  /** The queue's id of this job; the same on every retry of it. */
  id: string;
  batchJobId: string;
  /** How many times it was handed out before (0 the first time). */
  retryCount: number;
}

export interface ChunkWorkOptions {
  /** Deliveries this process runs side by side. */
  concurrency: number;
  /** How often an idle worker asks the queue (a wake() makes it ask at once). */
  pollMs: number;
}

/**
 * The job queue bulk jobs run on (a PostgreSQL queue library, decision 0050), worked the way the
 * library works its queues (decision 0053): its workers poll, hand each delivery to the handler,
 * complete it when the handler resolves and fail it (for the queue's retries) when it throws; a
 * delivery whose worker dies or overruns its lease is handed out again.
 */
export interface ChunkQueue {
  /** Queues the next chunk of `batchJobId` on the caller's transaction, so it exists iff that commits. */
  enqueue(trx: Kysely<Database>, batchJobId: string, startAfter?: Date): Promise<string>;
  /** Starts this process's workers on the queue. */
  work(options: ChunkWorkOptions, handler: (delivery: ChunkDelivery) => Promise<void>): Promise<void>;
  /** Lets idle workers of this process look at the queue now rather than at their next poll. */
  wake(): void;
  /** Stops taking deliveries (a handler running now is not interrupted). */
  stopWork(): Promise<void>;
  /** Retries the queue allows a delivery before it gives up. */
  readonly retryLimit: number;
}
