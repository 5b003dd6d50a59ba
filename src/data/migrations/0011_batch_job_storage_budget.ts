import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit, add a new migration instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  // What an account's bulk jobs may keep stored at once, inputs and results, in bytes (decision 0525).
  // Plans without a value of their own (made by hand, or later) get the largest built-in budget.
  await sql`alter table plans add column batch_job_storage_bytes bigint not null default 536870912 check (batch_job_storage_bytes >= 0)`.execute(
    db,
  );
  await sql`update plans set batch_job_storage_bytes = 32 * 1024 * 1024 where code = 'starter'`.execute(db);
  await sql`update plans set batch_job_storage_bytes = 128 * 1024 * 1024 where code = 'pro'`.execute(db);

  // Bytes each job holds now: its input until it ends, its result lines until it is deleted.
  await sql`alter table batch_jobs add column input_bytes bigint not null default 0`.execute(db);
  await sql`alter table batch_jobs add column result_bytes bigint not null default 0`.execute(db);
  await sql`update batch_jobs j set input_bytes = coalesce((select sum(octet_length(lines)) from batch_job_inputs i where i.job_id = j.id), 0),
    result_bytes = coalesce((select sum(octet_length(lines)) from batch_job_results r where r.job_id = j.id), 0)`.execute(db);
  // Since when a paused job has waited: past BATCH_JOB_PAUSED_EXPIRY_DAYS it ends (decision 0054).
  await sql`alter table batch_jobs add column paused_since timestamptz`.execute(db);
  await sql`update batch_jobs set paused_since = updated_at where state in ('paused_quota', 'paused_suspended')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table batch_jobs drop column paused_since, drop column result_bytes, drop column input_bytes`.execute(db);
  await sql`alter table plans drop column batch_job_storage_bytes`.execute(db);
}
