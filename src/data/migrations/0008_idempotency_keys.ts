import { sql, type Kysely } from 'kysely';

// Frozen once landed: never edit, add a new migration instead.
//
// Idempotency keys (decision 0045): per account, the key a caller sent with a billable request,
// a hash of that request, and once it has finished, the answer it got (status, headers, body) to
// replay to a retry with the same key. While the first request runs, `lock_token` names it and
// `locked_at` says since when: a second request with the key is told to retry, and a lock older
// than the longest request (a process that died mid-request) may be taken over.
//
// Rows live 24 h. Each new key deletes a few rows past that age (indexed by `created_at`), so the
// table holds about a day of keys without a job of its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('lock_token', 'uuid')
    .addColumn('locked_at', 'timestamptz')
    .addColumn('response_status', 'integer')
    // JSON text of [name, value] pairs, in the order they were sent.
    .addColumn('response_headers', 'text')
    .addColumn('response_body', 'text')
    .addPrimaryKeyConstraint('idempotency_keys_pkey', ['account_id', 'key'])
    .execute();
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table idempotency_keys`.execute(db);
}
