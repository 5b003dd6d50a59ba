import type { Kysely } from 'kysely';
import type { ResponseShape } from '../../config.js';
import {
  ACTIVE_BATCH_JOB_STATES,
  findAccountBatchJob,
  insertBatchJob,
  insertInputChunks,
  listAccountBatchJobs,
  lockAccountJobTerms,
  lockBatchJob,
  updateBatchJob,
  type BatchJobRow,
} from '../../data/repos/batch-jobs.repo.js';
import type { Database } from '../../data/tables/index.js';
import type { Clock } from '../../infra/clock.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import { BATCH_JOB_MAX_BYTES } from './batch-input.js';
import type { InputParser } from './input-parser.js';
import { BATCH_JOB_CHUNK_SIZE, inputChunkBuffers, prepareInput } from './prepared-input.js';
import type { ChunkQueue } from '../../data/job-queue/chunk-queue.js';
import { finish } from './chunk-runner.js';
import { assertStorageBudget } from './storage-budget.js';

/** A job in one of these states is unfinished (it counts against the plan, can be cancelled, is polled). */
export { ACTIVE_BATCH_JOB_STATES };

export interface BatchJobDeps {
  db: Kysely<Database>;
  clock: Clock;
  queue: Pick<ChunkQueue, 'enqueue'>;
  shape: ResponseShape;
  retentionDays: number;
  /** Told when a job is queued, so this process's worker looks at once rather than at its next poll. */
  onQueued?: () => void;
  /** Reads submitted files off the event loop (a server's); absent, they are read in place. */
  parser?: InputParser;
}

/** A job as callers see it. */
export interface BatchJob {
  id: string;
  state: BatchJobRow['state'];
  inputFormat: string;
  total: number;
  processed: number;
  successful: number;
  failed: number;
  duplicates: number;
  billed: number;
  /** 0–1: lines with stored results. */
  progress: number;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
  finishedAt: Date | null;
  expiresAt: Date | null;
}

export function toBatchJob(row: BatchJobRow): BatchJob {
  return {
    id: row.id,
    state: row.state,
    inputFormat: row.input_format,
    total: row.total,
    processed: row.next_index,
    successful: row.successful,
    failed: row.failed,
    duplicates: row.duplicates,
    billed: row.billed,
    progress: row.total === 0 ? 1 : row.next_index / row.total,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    finishedAt: row.finished_at,
    expiresAt: row.expires_at,
  };
}

/** An uploaded file as both surfaces hand it over (a Blob or the GraphQL File scalar's value). */
export interface SubmittedFile {
  readonly size: number;
  readonly type: string;
  readonly name?: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * Whether a file of `bytes` may be submitted now: no larger than any job's file, and the plan
 * allows jobs, has a place for one more unfinished job and room for the bytes (decisions 0051,
 * 0525). Asked from what a request declares before its body is received, with the file's size
 * before it is read, and once more under the account's lock when the job is stored.
 */
export async function admitBatchJobUpload(deps: Pick<BatchJobDeps, 'db' | 'clock'>, viewer: Viewer, bytes: number): Promise<void> {
  if (bytes > BATCH_JOB_MAX_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', `a bulk job's file may hold at most ${BATCH_JOB_MAX_BYTES} bytes`, {
      details: { limitBytes: BATCH_JOB_MAX_BYTES },
    });
  }
  await assertPlanAllows(deps.db, viewer, bytes, deps.clock.now());
}

/**
 * Accepts a file of VINs as a job. The plan must allow jobs and have room for one more unfinished
 * job (decision 0051); the account row is locked while they are counted, so two submissions at
 * once cannot both take the last place. The job, its input and its first queue delivery commit
 * together: a job is never left without the delivery that runs it.
 */
export async function submitBatchJob(deps: BatchJobDeps, viewer: Viewer, file: SubmittedFile): Promise<BatchJob> {
  await admitBatchJobUpload(deps, viewer, file.size);
  // Both surfaces hand over a Blob (read as a stream); anything else is read whole once.
  const blob = file instanceof Blob ? file : new Blob([await file.arrayBuffer()]);
  const hints = { contentType: file.type, filename: file.name };
  const prepared = deps.parser ? await deps.parser.parse(viewer.accountId, blob, hints) : await prepareInput(blob, hints);
  const inputBytes = prepared.text.byteLength;
  const row = await deps.db.transaction().execute(async (trx) => {
    const now = deps.clock.now();
    // What is stored may outweigh the file (each line keeps its file line number, and the lines
    // that are not VINs will store their results whatever the quota): reserve the larger.
    await assertPlanAllows(trx, viewer, Math.max(file.size, inputBytes + prepared.failureBytes), now);
    const job = await insertBatchJob(trx, {
      accountId: viewer.accountId,
      inputFormat: prepared.format,
      shape: deps.shape,
      chunkSize: BATCH_JOB_CHUNK_SIZE,
      total: prepared.total,
      inputBytes,
      at: now,
    });
    await insertInputChunks(trx, job.id, inputChunkBuffers(prepared));
    const delivery = await deps.queue.enqueue(trx, job.id);
    return updateBatchJob(trx, job.id, { queue_job_id: delivery });
  });
  deps.onQueued?.();
  return toBatchJob(row);
}

async function assertPlanAllows(db: Kysely<Database>, viewer: Viewer, uploadBytes: number, now: Date): Promise<void> {
  const run = async (trx: Kysely<Database>) => {
    const terms = await lockAccountJobTerms(trx, viewer.accountId);
    if (!terms.allowed) {
      throw new AppError('PLAN_UPGRADE_REQUIRED', `the ${terms.plan} plan does not include bulk decode jobs`, {
        details: { plan: terms.plan },
      });
    }
    if (terms.active >= terms.maxActive) {
      throw new AppError(
        'RATE_LIMITED',
        `the ${terms.plan} plan runs at most ${terms.maxActive} unfinished bulk jobs at once; wait for one to end or cancel one`,
        {
          headers: { 'retry-after': '60' },
          details: { maxActiveJobs: terms.maxActive, activeJobs: terms.active },
        },
      );
    }
    assertStorageBudget(terms, uploadBytes, now);
  };
  // Inside a transaction the lock is held until it ends; outside, a short one of its own.
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

export async function getBatchJob(db: Kysely<Database>, viewer: Viewer, id: string): Promise<BatchJob> {
  return toBatchJob(await ownJob(db, viewer, id));
}

export async function listBatchJobs(db: Kysely<Database>, viewer: Viewer, limit: number): Promise<BatchJob[]> {
  const rows = await listAccountBatchJobs(db, viewer.accountId, Math.max(1, Math.min(100, limit)));
  return rows.map(toBatchJob);
}

/** A job id that is not a UUID, or another account's, is simply not found. */
export async function ownJob(db: Kysely<Database>, viewer: Viewer, id: string): Promise<BatchJobRow> {
  const row = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)
    ? await findAccountBatchJob(db, id, viewer.accountId)
    : undefined;
  if (!row) throw new AppError('NOT_FOUND', `no batch job ${id}`);
  return row;
}

/**
 * Cancels an unfinished job: what is stored stays downloadable and billed; no further chunk runs
 * (a delivery already running finds the job cancelled when it locks the row, and stores nothing).
 * Cancelling an ended job changes nothing and answers it as it is.
 */
export async function cancelBatchJob(
  deps: Pick<BatchJobDeps, 'db' | 'clock' | 'retentionDays'>,
  viewer: Viewer,
  id: string,
): Promise<BatchJob> {
  await ownJob(deps.db, viewer, id);
  const row = await deps.db.transaction().execute(async (trx) => {
    const job = (await lockBatchJob(trx, id))!;
    if (!ACTIVE_BATCH_JOB_STATES.includes(job.state)) return job;
    const now = deps.clock.now();
    return finish(trx, job, { state: 'cancelled' }, now, deps.retentionDays);
  });
  return toBatchJob(row);
}
