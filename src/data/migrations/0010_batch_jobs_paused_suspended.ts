import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit, add a new migration instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  // A suspended account's jobs wait in their own state until it is reactivated (decision 0051).
  await sql`alter table batch_jobs drop constraint batch_jobs_state_check`.execute(db);
  await sql`alter table batch_jobs add constraint batch_jobs_state_check
    check (state in ('queued', 'running', 'paused_quota', 'paused_suspended', 'succeeded', 'failed', 'cancelled'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update batch_jobs set state = 'paused_quota' where state = 'paused_suspended'`.execute(db);
  await sql`alter table batch_jobs drop constraint batch_jobs_state_check`.execute(db);
  await sql`alter table batch_jobs add constraint batch_jobs_state_check
    check (state in ('queued', 'running', 'paused_quota', 'succeeded', 'failed', 'cancelled'))`.execute(db);
}
