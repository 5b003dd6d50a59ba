import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import type { BatchJobState, BatchJobsTable, Database } from '../tables/index.js';

export type BatchJobRow = Selectable<BatchJobsTable>;

/** Unfinished jobs: they count against the plan's limit of jobs at once and can be cancelled. */
export const ACTIVE_BATCH_JOB_STATES: readonly BatchJobState[] = ['queued', 'running', 'paused_quota', 'paused_suspended'];
/** Unfinished jobs a chunk may run for: not those paused while their account is suspended. */
export const RUNNABLE_BATCH_JOB_STATES: readonly BatchJobState[] = ['queued', 'running', 'paused_quota'];

export interface NewBatchJob {
  accountId: string;
  inputFormat: string;
  shape: 'A' | 'B';
  chunkSize: number;
  total: number;
  /** Bytes of the input chunks stored with it. */
  inputBytes: number;
  at: Date;
}

export async function insertBatchJob(trx: Kysely<Database>, job: NewBatchJob): Promise<BatchJobRow> {
  return trx
    .insertInto('batch_jobs')
    .values({
      account_id: job.accountId,
      state: 'queued',
      input_format: job.inputFormat,
      shape: job.shape,
      chunk_size: job.chunkSize,
      total: job.total,
      input_bytes: job.inputBytes,
      queue_job_id: null,
      error: null,
      created_at: job.at,
      updated_at: job.at,
      finished_at: null,
      expires_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The input chunks, `lines` per chunk in order, a few hundred kilobytes per statement. */
/** Stores a job's input chunks, each its UTF-8 text (sent as is: no string of it is built here). */
export async function insertInputChunks(trx: Kysely<Database>, jobId: string, chunks: readonly Buffer[]): Promise<void> {
  const perStatement = 16;
  for (let from = 0; from < chunks.length; from += perStatement) {
    const rows = chunks
      .slice(from, from + perStatement)
      .map((lines, i) => ({ job_id: jobId, chunk: from + i, lines: sql<string>`${lines}` }));
    await trx.insertInto('batch_job_inputs').values(rows).execute();
  }
}

export async function findInputChunk(db: Kysely<Database>, jobId: string, chunk: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('batch_job_inputs')
    .select('lines')
    .where('job_id', '=', jobId)
    .where('chunk', '=', chunk)
    .executeTakeFirst();
  return row?.lines;
}

/** What an account's bulk jobs hold, and the plan's rules, with the account row locked so two submissions count each other. */
export interface AccountJobTerms {
  allowed: boolean;
  maxActive: number;
  plan: string;
  /** Unfinished jobs. */
  active: number;
  /** The plan's storage budget in bytes (decision 0525). */
  storageBytes: number;
  /** Bytes the account's unfinished and retained jobs hold now. */
  usedBytes: number;
  /** When the earliest retained job holding bytes is deleted, if one is. */
  firstExpiry: Date | null;
}

export async function lockAccountJobTerms(trx: Kysely<Database>, accountId: string): Promise<AccountJobTerms> {
  const terms = await trx
    .selectFrom('accounts')
    .innerJoin('plans', 'plans.code', 'accounts.plan_code')
    .select([
      'plans.code as plan',
      'plans.batch_jobs_allowed as allowed',
      'plans.max_active_batch_jobs as maxActive',
      'plans.batch_job_storage_bytes as storageBytes',
    ])
    .where('accounts.id', '=', accountId)
    .forUpdate('accounts')
    .executeTakeFirstOrThrow();
  const held = await trx
    .selectFrom('batch_jobs')
    .select([
      sql<string>`count(*) filter (where state in (${sql.join(ACTIVE_BATCH_JOB_STATES)}))`.as('active'),
      sql<string>`coalesce(sum(input_bytes + result_bytes), 0)`.as('used'),
      sql<Date | null>`min(expires_at) filter (where input_bytes + result_bytes > 0)`.as('firstExpiry'),
    ])
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return {
    ...terms,
    storageBytes: Number(terms.storageBytes),
    active: Number(held.active),
    usedBytes: Number(held.used),
    firstExpiry: held.firstExpiry === null ? null : new Date(held.firstExpiry),
  };
}

/**
 * What a chunk is billed under, and whether its account is suspended: read on the chunk's
 * transaction, so a plan changed mid-job applies to the next chunk.
 */
export async function accountChargeTerms(
  trx: Kysely<Database>,
  accountId: string,
): Promise<{ dailyQuota: number; overage: boolean; suspended: boolean }> {
  const row = await trx
    .selectFrom('accounts')
    .innerJoin('plans', 'plans.code', 'accounts.plan_code')
    .select([
      'plans.daily_quota as dailyQuota',
      'plans.overage_allowed as overageAllowed',
      'accounts.overage_enabled as overageEnabled',
      'accounts.state as state',
    ])
    .where('accounts.id', '=', accountId)
    .executeTakeFirstOrThrow();
  return { dailyQuota: row.dailyQuota, overage: row.overageAllowed && row.overageEnabled, suspended: row.state === 'suspended' };
}

/** An account's jobs in `states`, locked until the transaction ends. */
export function lockAccountJobsIn(trx: Kysely<Database>, accountId: string, states: readonly BatchJobState[]): Promise<BatchJobRow[]> {
  return trx
    .selectFrom('batch_jobs')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('state', 'in', states)
    .orderBy('created_at')
    .forUpdate()
    .execute();
}

/** Accounts not suspended that still have jobs paused for a suspension. */
export async function accountsWithJobsPausedForSuspension(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('batch_jobs')
    .innerJoin('accounts', 'accounts.id', 'batch_jobs.account_id')
    .select('batch_jobs.account_id as accountId')
    .distinct()
    .where('batch_jobs.state', '=', 'paused_suspended')
    .where('accounts.state', '!=', 'suspended')
    .execute();
  return rows.map((r) => r.accountId);
}

/** Locks an account's row, as an account change takes it, and reads its state. */
export async function lockAccountState(trx: Kysely<Database>, accountId: string): Promise<string | undefined> {
  const account = await trx.selectFrom('accounts').select('state').where('id', '=', accountId).forUpdate().executeTakeFirst();
  return account?.state;
}

export function findBatchJob(db: Kysely<Database>, id: string): Promise<BatchJobRow | undefined> {
  return db.selectFrom('batch_jobs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The job's row, locked until the transaction ends: one chunk of a job commits at a time. */
export function lockBatchJob(trx: Kysely<Database>, id: string): Promise<BatchJobRow | undefined> {
  return trx.selectFrom('batch_jobs').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Another account's job is not found, the same as one that does not exist. */
export function findAccountBatchJob(db: Kysely<Database>, id: string, accountId: string): Promise<BatchJobRow | undefined> {
  return db.selectFrom('batch_jobs').selectAll().where('id', '=', id).where('account_id', '=', accountId).executeTakeFirst();
}

/** The account's jobs, newest first. */
export function listAccountBatchJobs(db: Kysely<Database>, accountId: string, limit: number): Promise<BatchJobRow[]> {
  return db
    .selectFrom('batch_jobs')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function updateBatchJob(trx: Kysely<Database>, id: string, patch: Updateable<BatchJobsTable>): Promise<BatchJobRow> {
  return trx.updateTable('batch_jobs').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/**
 * Stores a chunk's result lines, given as UTF-8 bytes. A Buffer parameter goes to PostgreSQL as it
 * is (binary format, which for text is the UTF-8 itself): the driver copies it once, where a
 * string of the chunk's ~0.4 MB of lines would first be built from the bytes, then measured and
 * encoded back, a millisecond or two of event loop that requests would wait behind.
 */
export async function insertResultLines(
  trx: Kysely<Database>,
  jobId: string,
  firstIndex: number,
  count: number,
  lines: Buffer,
): Promise<void> {
  await trx
    .insertInto('batch_job_results')
    .values({ job_id: jobId, first_index: firstIndex, count, lines: sql<string>`${lines}` })
    .execute();
  await trx
    .updateTable('batch_jobs')
    .set({ result_bytes: sql<number>`result_bytes + ${lines.length}` })
    .where('id', '=', jobId)
    .execute();
}

/** Result rows in input order from `fromIndex` on, `limit` rows at a time (a download reads page by page). */
export function readResultPage(
  db: Kysely<Database>,
  jobId: string,
  fromIndex: number,
  limit: number,
): Promise<Array<{ first_index: number; count: number; lines: string }>> {
  return db
    .selectFrom('batch_job_results')
    .select(['first_index', 'count', 'lines'])
    .where('job_id', '=', jobId)
    .where('first_index', '>=', fromIndex)
    .orderBy('first_index')
    .limit(limit)
    .execute();
}

/** Inputs are not needed once a job has ended. */
export async function deleteInputs(trx: Kysely<Database>, jobId: string): Promise<void> {
  await trx.deleteFrom('batch_job_inputs').where('job_id', '=', jobId).execute();
  await trx.updateTable('batch_jobs').set({ input_bytes: 0 }).where('id', '=', jobId).execute();
}

/** Deletes jobs whose retention ended, with their inputs and results (cascade); returns how many. */
export async function deleteExpiredBatchJobs(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom('batch_jobs').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ids of jobs paused since before `before` (decision 0054). */
export async function jobsPausedSince(db: Kysely<Database>, before: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('batch_jobs')
    .select('id')
    .where('state', 'in', ['paused_quota', 'paused_suspended'])
    .where('paused_since', '<', before)
    .execute();
  return rows.map((r) => r.id);
}

/** Units billed to an account by its jobs (tests and the benchmark compare it with usage). */
export async function sumBilledByJobs(db: Kysely<Database>, accountId: string): Promise<number> {
  const row = await db
    .selectFrom('batch_jobs')
    .select(sql<string>`coalesce(sum(billed), 0)`.as('billed'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.billed);
}
