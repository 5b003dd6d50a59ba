import type { Kysely } from 'kysely';
import { jobsPausedSince, lockBatchJob } from '../../data/repos/batch-jobs.repo.js';
import type { Database } from '../../data/tables/index.js';
import { failBatchJob } from './chunk-runner.js';

/**
 * Ends the jobs paused (for quota or a suspension) longer than `expiryDays` (decision 0054): a
 * job nobody resumes must not hold its input, its place among the plan's unfinished jobs and its
 * share of the storage budget for ever. It fails with what it stored still downloadable, its input
 * deleted, nothing more billed; `batch_job.completed` tells its owner. Returns how many ended.
 */
export async function expirePausedJobs(db: Kysely<Database>, now: Date, expiryDays: number, retentionDays: number): Promise<number> {
  const ids = await jobsPausedSince(db, new Date(now.getTime() - expiryDays * 86_400_000));
  let ended = 0;
  for (const id of ids) {
    ended += await db.transaction().execute(async (trx) => {
      const job = await lockBatchJob(trx, id);
      // Resumed meanwhile: it runs on.
      if (!job || (job.state !== 'paused_quota' && job.state !== 'paused_suspended')) return 0;
      const error = `paused for more than ${expiryDays} days, the job expired; its stored results stay downloadable`;
      await failBatchJob(trx, job, error, now, retentionDays);
      return 1;
    });
  }
  return ended;
}
