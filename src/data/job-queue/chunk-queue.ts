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

/**
 * The job queue bulk jobs run on (a PostgreSQL queue library, decision 0050). Every replica pulls
 * from it; a delivery whose worker dies is handed out again after the lease runs out.
 */
export interface ChunkQueue {
  /** Queues the next chunk of `batchJobId` on the caller's transaction, so it exists iff that commits. */
  enqueue(trx: Kysely<Database>, batchJobId: string, startAfter?: Date): Promise<string>;
  /** The next due delivery, if any, now marked as taken by this process. */
  fetch(): Promise<ChunkDelivery | undefined>;
  complete(id: string): Promise<void>;
  /** Hands the delivery back for a retry (the queue's limit and delay apply). */
  fail(id: string, error: unknown): Promise<void>;
  /** Retries the queue allows a delivery before it gives up. */
  readonly retryLimit: number;
}
