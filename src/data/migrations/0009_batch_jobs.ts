import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit, add a new migration instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Which plans may submit bulk jobs and how many may be unfinished at once (decision 0051).
  await sql`alter table plans add column batch_jobs_allowed boolean not null default false`.execute(db);
  await sql`alter table plans add column max_active_batch_jobs integer not null default 0 check (max_active_batch_jobs >= 0)`.execute(db);
  await sql`update plans set batch_jobs_allowed = true, max_active_batch_jobs = 1 where code = 'starter'`.execute(db);
  await sql`update plans set batch_jobs_allowed = true, max_active_batch_jobs = 2 where code = 'pro'`.execute(db);
  await sql`update plans set batch_jobs_allowed = true, max_active_batch_jobs = 5 where code = 'business'`.execute(db);

  await db.schema
    .createTable('batch_jobs')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) =>
      c.notNull().check(sql`state in ('queued', 'running', 'paused_quota', 'succeeded', 'failed', 'cancelled')`),
    )
    .addColumn('input_format', 'text', (c) => c.notNull())
    // The response shape the result lines are written in (the deployment's, when submitted).
    .addColumn('shape', 'text', (c) => c.notNull().check(sql`shape in ('A', 'B')`))
    .addColumn('chunk_size', 'integer', (c) => c.notNull().check(sql`chunk_size >= 1`))
    .addColumn('total', 'integer', (c) => c.notNull())
    // Input lines [0, next_index) have their result lines stored: the cursor a resumed job starts at.
    .addColumn('next_index', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('successful', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('duplicates', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('billed', 'integer', (c) => c.notNull().defaultTo(0))
    // The queue job expected to run the next chunk; a delivery of any other (a stale retry) does nothing.
    .addColumn('queue_job_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    // Set when the job ends: its results and inputs are deleted after it (BATCH_JOB_RETENTION_DAYS).
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await sql`create index batch_jobs_account_idx on batch_jobs (account_id, created_at desc)`.execute(db);
  await sql`create index batch_jobs_expires_idx on batch_jobs (expires_at) where expires_at is not null`.execute(db);

  // The submitted VINs, a row per chunk: replicas share them, a resumed job reads them again.
  await db.schema
    .createTable('batch_job_inputs')
    .addColumn('job_id', 'uuid', (c) => c.notNull().references('batch_jobs.id').onDelete('cascade'))
    .addColumn('chunk', 'integer', (c) => c.notNull())
    // One line per input; a duplicate line is "VIN<TAB>index of its first occurrence".
    .addColumn('lines', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('batch_job_inputs_pk', ['job_id', 'chunk'])
    .execute();

  // Result lines, written in the same transaction as their charge: [first_index, first_index + count).
  await db.schema
    .createTable('batch_job_results')
    .addColumn('job_id', 'uuid', (c) => c.notNull().references('batch_jobs.id').onDelete('cascade'))
    .addColumn('first_index', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    // JSON lines in the job's shape, each ending in a newline.
    .addColumn('lines', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('batch_job_results_pk', ['job_id', 'first_index'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['batch_job_results', 'batch_job_inputs', 'batch_jobs']) await db.schema.dropTable(table).execute();
  await sql`alter table plans drop column max_active_batch_jobs, drop column batch_jobs_allowed`.execute(db);
}
