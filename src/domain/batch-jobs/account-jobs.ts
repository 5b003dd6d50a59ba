import type { Kysely } from 'kysely';
import type { ChunkQueue } from '../../data/job-queue/chunk-queue.js';
import {
  accountsWithJobsPausedForSuspension,
  lockAccountJobsIn,
  lockAccountState,
  RUNNABLE_BATCH_JOB_STATES,
  updateBatchJob,
  type BatchJobRow,
} from '../../data/repos/batch-jobs.repo.js';
import type { AccountState } from '../../data/tables/accounts.js';
import type { Database } from '../../data/tables/index.js';

/** What an account change needs to resume its jobs: the queue, and who to tell that work is queued. */
export interface AccountJobsDeps {
  queue: Pick<ChunkQueue, 'enqueue'>;
  /** This process's worker looks at once rather than at its next poll. */
  onQueued?: () => void;
}

/**
 * Brings an account's unfinished jobs in line with the account as it is after a change, on the
 * change's transaction (the account row is already locked by its update, then the jobs' rows).
 *
 * - Suspended: every queued, running or quota-paused job becomes `paused_suspended` and loses its
 *   queue delivery, so a chunk running now finds the job changed when it locks the row and stores
 *   and charges nothing; nothing runs until the account is reactivated.
 * - Otherwise (reactivated, plan changed, overage turned on or off): jobs paused for suspension or
 *   for quota get a delivery due now. A quota-paused job whose quota is still spent pauses again
 *   after one chunk; one whose plan or overage now lets it go on resumes at once instead of at its
 *   next recheck (BATCH_JOB_QUOTA_RECHECK_SECONDS).
 *
 * Returns how many jobs were queued, so the caller can wake the worker after its commit.
 */
export async function alignAccountJobs(
  trx: Kysely<Database>,
  deps: AccountJobsDeps,
  accountId: string,
  state: AccountState,
  now: Date,
): Promise<number> {
  if (state === 'suspended') {
    const running = await lockAccountJobsIn(trx, accountId, RUNNABLE_BATCH_JOB_STATES);
    for (const job of running) {
      await updateBatchJob(trx, job.id, {
        state: 'paused_suspended',
        queue_job_id: null,
        paused_since: job.paused_since ?? now,
        updated_at: now,
      });
    }
    return 0;
  }
  const paused = await lockAccountJobsIn(trx, accountId, ['paused_suspended', 'paused_quota']);
  // The delayed delivery a quota-paused job had is left to find itself stale.
  for (const job of paused) await resume(trx, deps, job, now);
  return paused.length;
}

/**
 * Queues the suspension-paused jobs of accounts no longer suspended: for an account reactivated
 * by other means than an account change (a row changed by hand, a restore). The worker's sweep
 * runs it at start and then periodically. Returns how many jobs were queued.
 */
export async function resumeJobsOfReactivatedAccounts(db: Kysely<Database>, deps: AccountJobsDeps, now: Date): Promise<number> {
  const accounts = await accountsWithJobsPausedForSuspension(db);
  let queued = 0;
  for (const accountId of accounts) {
    queued += await db.transaction().execute(async (trx) => {
      // The account row first, as an account change takes it: a suspension at this moment waits or wins.
      const state = await lockAccountState(trx, accountId);
      if (state === undefined || state === 'suspended') return 0;
      const paused = await lockAccountJobsIn(trx, accountId, ['paused_suspended']);
      for (const job of paused) await resume(trx, deps, job, now);
      return paused.length;
    });
  }
  return queued;
}

async function resume(trx: Kysely<Database>, deps: AccountJobsDeps, job: BatchJobRow, now: Date): Promise<void> {
  const delivery = await deps.queue.enqueue(trx, job.id);
  await updateBatchJob(trx, job.id, {
    state: job.next_index > 0 ? 'running' : 'queued',
    queue_job_id: delivery,
    // No longer paused: a later pause counts its own time towards the expiry (decision 0054).
    paused_since: null,
    updated_at: now,
  });
}
