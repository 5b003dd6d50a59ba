import { randomBytes } from 'node:crypto';
import type { StateDatabase } from '../../src/data/db.js';

/** A plan made for one test (plans are rows admins may edit), e.g. a quota of 5. */
export async function createPlan(
  state: StateDatabase,
  limits: {
    dailyQuota: number;
    batchCap?: number;
    overageAllowed?: boolean;
    webhooksAllowed?: boolean;
    maxActiveBatchJobs?: number;
    batchJobStorageBytes?: number;
  },
): Promise<string> {
  const code = `test_${randomBytes(4).toString('hex')}`;
  await state.db
    .insertInto('plans')
    .values({
      code,
      name: code,
      daily_quota: limits.dailyQuota,
      batch_cap: limits.batchCap ?? 1000,
      webhooks_allowed: limits.webhooksAllowed ?? false,
      overage_allowed: limits.overageAllowed ?? false,
      // Bulk jobs only for plans that say how many may run at once.
      batch_jobs_allowed: (limits.maxActiveBatchJobs ?? 0) > 0,
      max_active_batch_jobs: limits.maxActiveBatchJobs ?? 0,
      ...(limits.batchJobStorageBytes === undefined ? {} : { batch_job_storage_bytes: limits.batchJobStorageBytes }),
    })
    .execute();
  return code;
}
