import { sql, type Kysely } from 'kysely';
import { RUNNABLE_BATCH_JOB_STATES } from '../repos/batch-jobs.repo.js';
import type { Database } from '../tables/index.js';
import { QUEUE } from './pg-boss-chunk-queue.js';

/** pg-boss states of a delivery that will still be handed out (created, waiting to retry, running). */
const PENDING = ['created', 'retry', 'active'];

/**
 * Ids of runnable jobs (queued, running, paused for quota) whose delivery pg-boss will never hand
 * out again: it ran out of retries (failed), or is gone. Every change of a job's delivery commits
 * with the new delivery, so a runnable job always names a pending one unless it is stranded.
 * `queueJobId` given, only that job is looked at (re-checked under its lock).
 */
export async function strandedBatchJobs(
  db: Kysely<Database>,
  only?: { id: string; queueJobId: string },
): Promise<Array<{ id: string; queueJobId: string }>> {
  const { rows } = await sql<{ id: string; queue_job_id: string }>`
    select b.id, b.queue_job_id from batch_jobs b
    where b.state in (${sql.join(RUNNABLE_BATCH_JOB_STATES)}) and b.queue_job_id is not null
      ${only ? sql`and b.id = ${only.id} and b.queue_job_id = ${only.queueJobId}` : sql``}
      and not exists (
        select 1 from pgboss.job j
        where j.name = ${QUEUE} and j.id::text = b.queue_job_id and j.state::text in (${sql.join(PENDING)})
      )
    limit 100`.execute(db);
  return rows.map((row) => ({ id: row.id, queueJobId: row.queue_job_id }));
}
