import type { Kysely } from 'kysely';

// Frozen once landed: never edit, add a new migration instead.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('usage_counters')
    .addColumn('account_id', 'uuid', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addColumn('overage', 'integer', (c) => c.notNull())
    // Units granted within the quota by the latest charge: lets one UPSERT report what it granted.
    .addColumn('last_granted', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('usage_counters_pkey', ['account_id', 'day'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('usage_counters').execute();
}
