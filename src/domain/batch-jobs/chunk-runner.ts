import type { Kysely } from 'kysely';
import type { ResponseShape } from '../../config.js';
import {
  accountChargeTerms,
  deleteInputs,
  findBatchJob,
  findInputChunk,
  insertResultLines,
  lockBatchJob,
  RUNNABLE_BATCH_JOB_STATES,
  updateBatchJob,
  type BatchJobRow,
} from '../../data/repos/batch-jobs.repo.js';
import { chargeUsage } from '../../data/repos/usage.repo.js';
import type { Database } from '../../data/tables/index.js';
import type { Clock } from '../../infra/clock.js';
import { quotaDay, quotaPeriodEnd } from '../quota/quota-day.js';
import type { VinDecoder } from '../vin/decoder/index.js';
import { emitBatchJobCompleted } from './batch-job-events.js';
import type { ChunkQueue } from '../../data/job-queue/chunk-queue.js';
import { ChunkPacer } from './chunk-pacing.js';
import { ChunkResults } from './chunk-results.js';
import { decodeInputLine, type InputEntry } from './input-lines.js';
import { overlongOutcome, resultLine } from './result-lines.js';
import { failureRecord, inputOnlyFailure } from './stored-result-lines.js';

export interface ChunkRunnerDeps {
  db: Kysely<Database>;
  clock: Clock;
  decoder: Pick<VinDecoder, 'decodeMany'>;
  queue: Pick<ChunkQueue, 'enqueue'>;
  retentionDays: number;
  /** How soon a job paused for quota tries again (it also tries at the next UTC day). */
  quotaRecheckMs: number;
  /**
   * Whether interactive requests are in flight in this process: while they are, a chunk's slices
   * are spaced out so the requests go first (chunk-pacing.ts). Absent, nothing else is waiting.
   */
  busy?: () => boolean;
}

export type ChunkOutcome = 'stale' | 'ran' | 'paused' | 'finished';

const RUNNABLE = new Set(RUNNABLE_BATCH_JOB_STATES);

/**
 * Runs the next chunk of a bulk job for the queue delivery `deliveryId`. The VINs are decoded
 * before the transaction (no lock is held while the CPU works); then, in ONE transaction, the job
 * row is locked and checked to still expect this delivery at this cursor, the chunk's first-seen
 * successes are charged with the same atomic charge as every decode, the result lines of exactly
 * what was granted are stored, the cursor moves, and the next delivery is queued. A retried
 * delivery after a crash either finds its transaction undone (and does it again) or finds the
 * cursor moved (and does nothing): no VIN is billed twice and no result is lost.
 */
export async function runChunk(deps: ChunkRunnerDeps, deliveryId: string, batchJobId: string): Promise<ChunkOutcome> {
  const seen = await findBatchJob(deps.db, batchJobId);
  if (!seen || seen.queue_job_id !== deliveryId || !RUNNABLE.has(seen.state)) return 'stale';
  const chunk = Math.floor(seen.next_index / seen.chunk_size);
  const stored = await findInputChunk(deps.db, batchJobId, chunk);
  if (stored === undefined) throw new Error(`batch job ${batchJobId} has no input chunk ${chunk}`);
  const entries = stored
    .split('\n')
    .slice(seen.next_index - chunk * seen.chunk_size)
    .map(decodeInputLine);
  // Decoded and written as lines outside the transaction; it stores as many lines as the quota grants.
  const results = await decodeAndWrite(deps, entries, seen.next_index, seen.shape);

  return deps.db.transaction().execute(async (trx) => {
    const job = await lockBatchJob(trx, batchJobId);
    if (!job || job.queue_job_id !== deliveryId || job.next_index !== seen.next_index || !RUNNABLE.has(job.state)) return 'stale';
    const now = deps.clock.now();
    const terms = await accountChargeTerms(trx, job.account_id);
    if (terms.suspended) {
      // Suspension pauses the account's jobs as it is made (alignAccountJobs); a delivery that
      // still finds the account suspended (an account changed by other means) pauses its job alike.
      await updateBatchJob(trx, job.id, {
        state: 'paused_suspended',
        queue_job_id: null,
        paused_since: job.paused_since ?? now,
        updated_at: now,
      });
      return 'paused';
    }
    const billable = results.billable();
    const granted =
      billable === 0
        ? 0
        : await chargeUsage(
            trx,
            { accountId: job.account_id, day: quotaDay(now), units: billable, quota: terms.dailyQuota, overage: terms.overage },
            now,
          ).then((c) => c.granted + c.grantedOverage);
    const taken = results.linesWithin(granted);
    const counts = results.counts(taken);
    if (taken > 0) await insertResultLines(trx, job.id, job.next_index, taken, results.utf8(taken));
    const next = job.next_index + taken;
    const progress = {
      next_index: next,
      successful: job.successful + counts.successful,
      failed: job.failed + counts.failed,
      duplicates: job.duplicates + counts.duplicates,
      billed: job.billed + granted,
      updated_at: now,
    };
    if (next >= job.total) {
      const done = await finish(trx, job, { ...progress, state: 'succeeded' }, now, deps.retentionDays);
      await emitBatchJobCompleted(trx, done, now);
      return 'finished';
    }
    if (taken < entries.length) {
      // Out of quota: what was granted is stored; the rest waits for the next UTC day or overage.
      const retryAt = new Date(Math.min(quotaPeriodEnd(now).getTime(), now.getTime() + deps.quotaRecheckMs));
      const queued = await deps.queue.enqueue(trx, job.id, retryAt);
      await updateBatchJob(trx, job.id, {
        ...progress,
        state: 'paused_quota',
        queue_job_id: queued,
        paused_since: job.paused_since ?? now,
      });
      return 'paused';
    }
    const queued = await deps.queue.enqueue(trx, job.id);
    await updateBatchJob(trx, job.id, { ...progress, state: 'running', queue_job_id: queued, paused_since: null });
    return 'ran';
  });
}

/** VINs decoded and written per step: a step is well under a millisecond of work. */
const DECODE_STEP = 8;

/**
 * Decodes the chunk's VINs and writes each one's result line in the same pass, in slices the
 * pacer spaces out (chunk-pacing.ts).
 */
async function decodeAndWrite(
  deps: Pick<ChunkRunnerDeps, 'decoder' | 'busy'>,
  entries: readonly InputEntry[],
  firstIndex: number,
  shape: ResponseShape,
): Promise<ChunkResults> {
  const results = new ChunkResults(entries.length);
  const pacer = new ChunkPacer(deps.busy ?? neverBusy);
  for (let from = 0; from < entries.length; from += DECODE_STEP) {
    if (pacer.sliceUsed()) await pacer.yield();
    const step = entries.slice(from, from + DECODE_STEP);
    const decoded = await deps.decoder.decodeMany(step.map((e) => e.vin));
    for (const [i, { vin, duplicateOf, line, overlong }] of step.entries()) {
      const index = firstIndex + from + i;
      // A value too long to be a VIN was never kept: its line fails with a fixed message. Such a
      // line, and one that is not VIN-shaped, is stored as a short record (stored-result-lines.ts).
      const failure = inputOnlyFailure(vin, overlong);
      const outcome = overlong ? overlongOutcome(vin) : decoded[i]!;
      const stored =
        failure === undefined
          ? resultLine(index, line, vin, outcome, shape, duplicateOf)
          : failureRecord(failure, index, line, duplicateOf, vin);
      results.add(stored, outcome, duplicateOf);
    }
  }
  return results;
}

const neverBusy = () => false;

/** Ends a job: its inputs go, its results are kept for the retention period. */
export async function finish(
  trx: Kysely<Database>,
  job: Pick<BatchJobRow, 'id'>,
  patch: Parameters<typeof updateBatchJob>[2],
  now: Date,
  retentionDays: number,
): Promise<BatchJobRow> {
  await deleteInputs(trx, job.id);
  return updateBatchJob(trx, job.id, {
    ...patch,
    queue_job_id: null,
    finished_at: now,
    expires_at: new Date(now.getTime() + retentionDays * 86_400_000),
    updated_at: now,
  });
}

/** Ends a job as failed with `error`, keeping what it stored (billed as stored), and tells its owner. */
export async function failBatchJob(
  trx: Kysely<Database>,
  job: Pick<BatchJobRow, 'id'>,
  error: string,
  now: Date,
  retentionDays: number,
): Promise<BatchJobRow> {
  const failed = await finish(trx, job, { state: 'failed', error }, now, retentionDays);
  await emitBatchJobCompleted(trx, failed, now);
  return failed;
}
