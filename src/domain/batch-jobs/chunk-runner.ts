import type { Kysely } from 'kysely';
import {
  accountChargeTerms,
  deleteInputs,
  findBatchJob,
  findInputChunk,
  insertResultLines,
  lockBatchJob,
  updateBatchJob,
  type BatchJobRow,
} from '../../data/repos/batch-jobs.repo.js';
import { chargeUsage } from '../../data/repos/usage.repo.js';
import type { Database } from '../../data/tables/index.js';
import type { Clock } from '../../infra/clock.js';
import { quotaDay, quotaPeriodEnd } from '../quota/quota-day.js';
import type { DecodeOutcome, VinDecoder } from '../vin/decoder/index.js';
import { emitBatchJobCompleted } from './batch-job-events.js';
import type { ChunkQueue } from '../../data/job-queue/chunk-queue.js';
import { isBillable, resultLine } from './result-lines.js';

export interface ChunkRunnerDeps {
  db: Kysely<Database>;
  clock: Clock;
  decoder: Pick<VinDecoder, 'decodeMany'>;
  queue: Pick<ChunkQueue, 'enqueue'>;
  retentionDays: number;
  /** How soon a job paused for quota tries again (it also tries at the next UTC day). */
  quotaRecheckMs: number;
}

export type ChunkOutcome = 'stale' | 'ran' | 'paused' | 'finished';

const ACTIVE = new Set(['queued', 'running', 'paused_quota']);

/** An input line: a VIN, or a repeat "VIN<TAB>index of its first occurrence". */
function parseInputLine(line: string): { vin: string; duplicateOf: number | undefined } {
  const tab = line.indexOf('\t');
  return tab === -1 ? { vin: line, duplicateOf: undefined } : { vin: line.slice(0, tab), duplicateOf: Number(line.slice(tab + 1)) };
}

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
  if (!seen || seen.queue_job_id !== deliveryId || !ACTIVE.has(seen.state)) return 'stale';
  const chunk = Math.floor(seen.next_index / seen.chunk_size);
  const stored = await findInputChunk(deps.db, batchJobId, chunk);
  if (stored === undefined) throw new Error(`batch job ${batchJobId} has no input chunk ${chunk}`);
  const entries = stored
    .split('\n')
    .slice(seen.next_index - chunk * seen.chunk_size)
    .map(parseInputLine);
  const outcomes = await decodeInSlices(
    deps.decoder,
    entries.map((e) => e.vin),
  );
  // Every line is written now, outside the transaction; it stores as many as the quota grants.
  const lines: string[] = [];
  for (const [i, { vin, duplicateOf }] of entries.entries()) {
    if (i > 0 && i % DECODE_SLICE === 0) await yieldToRequests();
    lines.push(resultLine(seen.next_index + i, vin, outcomes[i]!, seen.shape, duplicateOf));
  }

  return deps.db.transaction().execute(async (trx) => {
    const job = await lockBatchJob(trx, batchJobId);
    if (!job || job.queue_job_id !== deliveryId || job.next_index !== seen.next_index || !ACTIVE.has(job.state)) return 'stale';
    const now = deps.clock.now();
    const billable = entries.reduce((n, e, i) => n + (isBillable(outcomes[i]!, e.duplicateOf) ? 1 : 0), 0);
    const terms = await accountChargeTerms(trx, job.account_id);
    const granted =
      billable === 0
        ? 0
        : await chargeUsage(
            trx,
            { accountId: job.account_id, day: quotaDay(now), units: billable, quota: terms.dailyQuota, overage: terms.overage },
            now,
          ).then((c) => c.granted + c.grantedOverage);
    const taken = linesWithin(entries, outcomes, granted);
    const counts = { successful: 0, failed: 0, duplicates: 0 };
    for (let i = 0; i < taken; i++) {
      if (entries[i]!.duplicateOf !== undefined) counts.duplicates += 1;
      else if ('result' in outcomes[i]!) counts.successful += 1;
      else counts.failed += 1;
    }
    if (taken > 0) await insertResultLines(trx, job.id, job.next_index, taken, lines.slice(0, taken).join('\n') + '\n');
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
      await updateBatchJob(trx, job.id, { ...progress, state: 'paused_quota', queue_job_id: queued });
      return 'paused';
    }
    const queued = await deps.queue.enqueue(trx, job.id);
    await updateBatchJob(trx, job.id, { ...progress, state: 'running', queue_job_id: queued });
    return 'ran';
  });
}

/**
 * VINs decoded (or written as lines) between two turns of the event loop. A chunk's 1,000 VINs in
 * one go held the loop for ~200 ms on a loaded 2-core machine, and every single decode waiting
 * behind it with it; a slice of 25 holds it a fortieth as long.
 */
const DECODE_SLICE = 25;

const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

async function decodeInSlices(decoder: ChunkRunnerDeps['decoder'], vins: readonly string[]): Promise<DecodeOutcome[]> {
  const outcomes: DecodeOutcome[] = [];
  for (let from = 0; from < vins.length; from += DECODE_SLICE) {
    if (from > 0) await yieldToRequests();
    outcomes.push(...(await decoder.decodeMany(vins.slice(from, from + DECODE_SLICE))));
  }
  return outcomes;
}

/** How many leading lines can be stored when `granted` of the first-seen successes were billed. */
function linesWithin(
  entries: ReadonlyArray<{ duplicateOf: number | undefined }>,
  outcomes: readonly DecodeOutcome[],
  granted: number,
): number {
  let billed = 0;
  for (let i = 0; i < entries.length; i++) {
    if (!isBillable(outcomes[i]!, entries[i]!.duplicateOf)) continue;
    if (billed === granted) return i;
    billed += 1;
  }
  return entries.length;
}

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
