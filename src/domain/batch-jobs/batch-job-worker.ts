import { deleteExpiredBatchJobs, lockBatchJob } from '../../data/repos/batch-jobs.repo.js';
import type { Logger } from '../../infra/logger.js';
import { resumeJobsOfReactivatedAccounts } from './account-jobs.js';
import { emitBatchJobCompleted } from './batch-job-events.js';
import type { ChunkDelivery, ChunkQueue } from '../../data/job-queue/chunk-queue.js';
import { finish, runChunk, type ChunkRunnerDeps } from './chunk-runner.js';

export interface BatchJobWorkerOptions {
  /** Chunks this process runs side by side. */
  concurrency: number;
  /** How long an idle worker waits before asking the queue again (a local submission wakes it at once). */
  pollMs: number;
  /** How often expired jobs are deleted. */
  sweepMs: number;
}

/**
 * Pulls chunk deliveries from the queue and runs them, one after another per loop, straight on
 * while there is work (the queue is asked again at once after a chunk, not after a poll interval).
 * A delivery that throws is handed back for the queue's retries; past them its job fails.
 */
export class BatchJobWorker {
  private stopped = true;
  private loops: Array<Promise<void>> = [];
  private wakers = new Set<() => void>();
  private sweeper: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: ChunkRunnerDeps & { queue: ChunkQueue; logger: Logger },
    private readonly options: BatchJobWorkerOptions,
  ) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.loops = Array.from({ length: this.options.concurrency }, () => this.loop());
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs);
    this.sweeper.unref();
    void this.sweep();
  }

  /** Lets idle loops look at the queue now. */
  wake(): void {
    for (const wake of this.wakers) wake();
  }

  /** Stops taking deliveries and waits for the chunks running now. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.sweeper);
    this.wake();
    await Promise.all(this.loops);
  }

  private async loop(): Promise<void> {
    while (!this.stopped) {
      let delivery: ChunkDelivery | undefined;
      try {
        delivery = await this.untilStopped(this.deps.queue.fetch());
      } catch (error) {
        if (!this.stopped) this.deps.logger.warn({ err: error }, 'fetching a bulk job chunk from the queue failed');
      }
      if (!delivery) {
        await this.idle();
        continue;
      }
      await this.run(delivery);
      // Requests waiting for the event loop (and, on the embedded database, for its one
      // connection) go before the next chunk.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async run(delivery: ChunkDelivery): Promise<void> {
    try {
      await runChunk(this.deps, delivery.id, delivery.batchJobId);
      await this.deps.queue.complete(delivery.id);
    } catch (error) {
      this.deps.logger.error({ err: error, batchJobId: delivery.batchJobId, retryCount: delivery.retryCount }, 'a bulk job chunk failed');
      try {
        if (delivery.retryCount >= this.deps.queue.retryLimit) await this.failJob(delivery, error);
        await this.deps.queue.fail(delivery.id, error);
      } catch (again) {
        // The queue's lease runs out and the delivery is retried anyway.
        this.deps.logger.warn({ err: again }, 'handing a failed chunk back to the queue failed');
      }
    }
  }

  /** Past its retries a job fails, keeping what it stored. */
  private async failJob(delivery: ChunkDelivery, error: unknown): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const job = await lockBatchJob(trx, delivery.batchJobId);
      if (!job || job.queue_job_id !== delivery.id) return;
      const now = this.deps.clock.now();
      const failed = await finish(
        trx,
        job,
        { state: 'failed', error: 'the job could not be completed; its stored results stay downloadable' },
        now,
        this.deps.retentionDays,
      );
      await emitBatchJobCompleted(trx, failed, now);
    });
    this.deps.logger.error({ err: error, batchJobId: delivery.batchJobId }, 'a bulk job failed after its retries');
  }

  /**
   * What `work` gives, or undefined once the worker stops: a look at the queue that cannot finish (the
   * database gone) must not hold a shutdown. A delivery it still claims is handed out again when its
   * lease ends.
   */
  private untilStopped<T>(work: Promise<T>): Promise<T | undefined> {
    if (this.stopped) return Promise.resolve(undefined);
    return new Promise<T | undefined>((resolve, reject) => {
      // Called by every wake(); only the one of stop() ends the wait.
      const stop = () => {
        if (!this.stopped) return;
        this.wakers.delete(stop);
        resolve(undefined);
      };
      this.wakers.add(stop);
      work.then(
        (value) => {
          this.wakers.delete(stop);
          resolve(value);
        },
        (error: unknown) => {
          this.wakers.delete(stop);
          reject(error as Error);
        },
      );
    });
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, this.options.pollMs);
      this.wakers.add(done);
    });
  }

  private async sweep(): Promise<void> {
    try {
      const deleted = await deleteExpiredBatchJobs(this.deps.db, this.deps.clock.now());
      if (deleted > 0) this.deps.logger.info({ deleted }, 'bulk jobs past their retention deleted with their results');
    } catch (error) {
      if (!this.stopped) this.deps.logger.warn({ err: error }, 'deleting expired bulk jobs failed');
    }
    try {
      const resumed = await resumeJobsOfReactivatedAccounts(this.deps.db, this.deps, this.deps.clock.now());
      if (resumed > 0) {
        this.deps.logger.info({ resumed }, 'bulk jobs of accounts no longer suspended queued again');
        this.wake();
      }
    } catch (error) {
      if (!this.stopped) this.deps.logger.warn({ err: error }, 'resuming the jobs of reactivated accounts failed');
    }
  }
}
