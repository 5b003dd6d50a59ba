import type { Kysely } from 'kysely';
import type { BatchJobRow } from '../../data/repos/batch-jobs.repo.js';
import { enqueueWebhookEvent } from '../../data/repos/webhook-outbox.repo.js';
import type { Database } from '../../data/tables/index.js';

/**
 * `batch_job.completed` when a job ends on its own (succeeded or failed; a cancelled job was ended
 * by its owner), on the transaction that ends it (the outbox).
 */
export async function emitBatchJobCompleted(trx: Kysely<Database>, job: BatchJobRow, at: Date): Promise<void> {
  await enqueueWebhookEvent(trx, {
    accountId: job.account_id,
    type: 'batch_job.completed',
    data: {
      accountId: job.account_id,
      batchJob: {
        id: job.id,
        state: job.state,
        total: job.total,
        successful: job.successful,
        failed: job.failed,
        duplicates: job.duplicates,
        billed: job.billed,
        finishedAt: at.toISOString(),
        expiresAt: job.expires_at?.toISOString() ?? null,
      },
    },
    at,
  });
}
