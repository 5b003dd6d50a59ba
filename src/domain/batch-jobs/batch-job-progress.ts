import type { Kysely } from 'kysely';
import type { Database } from '../../data/tables/index.js';
import type { Viewer } from '../auth/viewer.js';
import { getBatchJob, type BatchJob } from './batch-jobs.service.js';

const ENDED = new Set(['succeeded', 'failed', 'cancelled']);

/**
 * The job as it is, then each change of its progress or state, until it ends. It reads the row
 * every `intervalMs` (whichever replica runs the chunks, the row is where progress is), and
 * stops reading when the subscriber goes away (the generator is returned).
 */
export async function* watchBatchJob(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
  options: { intervalMs: number },
): AsyncGenerator<BatchJob> {
  let last = '';
  for (;;) {
    const job = await getBatchJob(db, viewer, id);
    const seen = `${job.state}:${job.processed}`;
    if (seen !== last) {
      last = seen;
      yield job;
    }
    if (ENDED.has(job.state)) return;
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs));
  }
}
