import { settleWithin } from '../../infra/settle-within.js';
import { STOP_DEADLINE_MS } from '../../data/job-queue/pg-boss-chunk-queue.js';
import type { Kysely } from 'kysely';
import { strandedBatchJobs } from '../../data/job-queue/stranded-deliveries.js';
import { lockBatchJob } from '../../data/repos/batch-jobs.repo.js';
import type { Database } from '../../data/tables/index.js';
import type { Clock } from '../../infra/clock.js';
import type { Logger } from '../../infra/logger.js';
import { failBatchJob } from './chunk-runner.js';

export interface StrandedJobsDeps {
  db: Kysely<Database>;
  clock: Clock;
  logger: Logger;
  retentionDays: number;
}

export const STRANDED_JOB_ERROR = 'the job could not be completed; its stored results stay downloadable';

/**
 * Fails the jobs whose chunk the queue gave up on (decision 0056): a delivery that crashed its
 * worker every time (killed, out of memory) runs out of retries in pg-boss without the worker ever
 * seeing it fail, and its job would stay `running` for good, counted against the plan's cap of
 * unfinished jobs. Each is failed as a job that fails after its retries is (finish, and
 * `batch_job.completed` with state failed), billing nothing more: what it stored stays, billed as
 * it was stored. Returns how many jobs were failed.
 */
export async function failStrandedJobs(deps: StrandedJobsDeps): Promise<number> {
  let failed = 0;
  for (const seen of await strandedBatchJobs(deps.db)) {
    const done = await deps.db.transaction().execute(async (trx) => {
      const job = await lockBatchJob(trx, seen.id);
      // Under the lock, again: a chunk that committed meanwhile moved the job to a new delivery.
      if (!job || job.queue_job_id !== seen.queueJobId || (await strandedBatchJobs(trx, seen)).length === 0) return false;
      const now = deps.clock.now();
      await failBatchJob(trx, job, STRANDED_JOB_ERROR, now, deps.retentionDays);
      return true;
    });
    if (done) {
      failed += 1;
      deps.logger.error({ batchJobId: seen.id, delivery: seen.queueJobId }, 'a bulk job failed: the queue gave up on its chunk');
    }
  }
  return failed;
}

/** Runs failStrandedJobs every `intervalMs` (every replica may: each job is failed once, under its lock). */
export class StrandedJobReconciler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: StrandedJobsDeps,
    private readonly intervalMs: number,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.sweep(), this.intervalMs);
    this.timer.unref();
    this.sweep();
  }

  /** Waits for a sweep under way, up to the queue's own stop deadline (settle-within.ts says why). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await settleWithin(this.running, STOP_DEADLINE_MS, () =>
      this.deps.logger.warn(
        { timeoutMs: STOP_DEADLINE_MS },
        'a sweep for stranded bulk jobs was still waiting on the database at shutdown',
      ),
    );
  }

  private sweep(): void {
    this.running = this.running.then(() =>
      failStrandedJobs(this.deps).then(
        () => undefined,
        (error: unknown) => {
          if (this.timer) this.deps.logger.warn({ err: error }, 'looking for bulk jobs the queue gave up on failed');
        },
      ),
    );
  }
}
