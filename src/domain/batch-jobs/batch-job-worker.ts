import { deleteExpiredBatchJobs, lockBatchJob } from '../../data/repos/batch-jobs.repo.js';
import type { Logger } from '../../infra/logger.js';
import { resumeJobsOfReactivatedAccounts } from './account-jobs.js';
import { expirePausedJobs } from './paused-expiry.js';
import type { ChunkDelivery, ChunkQueue } from '../../data/job-queue/chunk-queue.js';
import { failBatchJob, runChunk, type ChunkRunnerDeps } from './chunk-runner.js';
import { STRANDED_JOB_ERROR } from './stranded-jobs.js';

export interface BatchJobWorkerOptions {
  /** Chunks this process runs side by side. */
  concurrency: number;
  /** How long an idle worker waits before asking the queue again (a local submission wakes it at once). */
  pollMs: number;
  /** How often expired jobs are deleted and jobs paused too long ended. */
  sweepMs: number;
  /** Days a job may stay paused before it ends (decision 0054). */
  pausedExpiryDays: number;
}

/**
 * Runs the chunks the queue hands this process, on the queue library's own workers (decision
 * 0053): it polls, completes a delivery when its chunk is done and hands a failed one back for
 * its retries; past them the job fails. Also sweeps: jobs past their retention are deleted, jobs
 * paused too long expire, jobs of reactivated accounts are queued again.
 */
export class BatchJobWorker {
  private stopped = true;
  private sweeper: NodeJS.Timeout | undefined;
  /** Chunks running now: stop() waits for them. */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly deps: ChunkRunnerDeps & { queue: ChunkQueue; logger: Logger },
    private readonly options: BatchJobWorkerOptions,
  ) {}

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.deps.queue.work({ concurrency: this.options.concurrency, pollMs: this.options.pollMs }, (delivery) => this.track(delivery));
    this.sweeper = setInterval(() => void this.sweep(), this.options.sweepMs);
    this.sweeper.unref();
    void this.sweep();
  }

  /** Lets idle workers look at the queue now. */
  wake(): void {
    if (!this.stopped) this.deps.queue.wake();
  }

  /** Stops taking deliveries and waits for the chunks running now. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearInterval(this.sweeper);
    await this.deps.queue.stopWork().catch(() => undefined);
    await Promise.allSettled([...this.running]);
  }

  private track(delivery: ChunkDelivery): Promise<void> {
    const run = this.run(delivery);
    const settled = run.catch(() => undefined);
    this.running.add(settled);
    void settled.then(() => this.running.delete(settled));
    return run;
  }

  /** Throws when the chunk failed: the queue then retries the delivery. */
  private async run(delivery: ChunkDelivery): Promise<void> {
    try {
      // A chunk that ran queued the job's next one: look for it now rather than after a poll
      // interval. Not after a pause: its next chunk waits for its time, and waking for it would
      // spin the worker (on the embedded database, without ever giving the event loop a turn).
      if ((await runChunk(this.deps, delivery.id, delivery.batchJobId)) === 'ran') this.wake();
    } catch (error) {
      this.deps.logger.error({ err: error, batchJobId: delivery.batchJobId, retryCount: delivery.retryCount }, 'a bulk job chunk failed');
      if (delivery.retryCount >= this.deps.queue.retryLimit) {
        await this.failJob(delivery, error).catch((again: unknown) => {
          // The queue gives up on the delivery anyway; the job stays as it is until a sweep.
          this.deps.logger.warn({ err: again }, 'failing a bulk job after its retries failed');
        });
      }
      throw error;
    }
  }

  /** Past its retries a job fails, keeping what it stored. */
  private async failJob(delivery: ChunkDelivery, error: unknown): Promise<void> {
    await this.deps.db.transaction().execute(async (trx) => {
      const job = await lockBatchJob(trx, delivery.batchJobId);
      if (!job || job.queue_job_id !== delivery.id) return;
      await failBatchJob(trx, job, STRANDED_JOB_ERROR, this.deps.clock.now(), this.deps.retentionDays);
    });
    this.deps.logger.error({ err: error, batchJobId: delivery.batchJobId }, 'a bulk job failed after its retries');
  }

  private async sweep(): Promise<void> {
    try {
      const deleted = await deleteExpiredBatchJobs(this.deps.db, this.deps.clock.now());
      if (deleted > 0) this.deps.logger.info({ deleted }, 'bulk jobs past their retention deleted with their results');
    } catch (error) {
      if (!this.stopped) this.deps.logger.warn({ err: error }, 'deleting expired bulk jobs failed');
    }
    try {
      const expired = await expirePausedJobs(this.deps.db, this.deps.clock.now(), this.options.pausedExpiryDays, this.deps.retentionDays);
      if (expired > 0) this.deps.logger.info({ expired }, 'bulk jobs paused too long ended unbilled');
    } catch (error) {
      if (!this.stopped) this.deps.logger.warn({ err: error }, 'ending bulk jobs paused too long failed');
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
