import { Migrator, sql, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as m0001 from './0001_instance_metadata.js';
import * as m0002 from './0002_accounts.js';
import * as m0003 from './0003_usage_counters.js';
import * as m0004 from './0004_webhooks.js';
import * as m0005 from './0005_quota_functions.js';
import * as m0006 from './0006_vpic_enrichment.js';
import * as m0007 from './0007_idempotent_lease_settlement.js';
import * as m0008 from './0008_idempotency_keys.js';
import * as m0009 from './0009_batch_jobs.js';
import * as m0010 from './0010_batch_jobs_paused_suspended.js';
import * as m0011 from './0011_batch_job_storage_budget.js';

/** The explicit, ordered list of migrations. Names sort in application order. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001_instance_metadata': m0001,
  '0002_accounts': m0002,
  '0003_usage_counters': m0003,
  '0004_webhooks': m0004,
  '0005_quota_functions': m0005,
  '0006_vpic_enrichment': m0006,
  '0007_idempotent_lease_settlement': m0007,
  '0008_idempotency_keys': m0008,
  '0009_batch_jobs': m0009,
  '0010_batch_jobs_paused_suspended': m0010,
  '0011_batch_job_storage_budget': m0011,
};

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Whether every migration is recorded as applied: one read, where the migrator would introspect
 * the schema and take its lock first (a second of every start on a busy embedded database).
 */
async function isUpToDate(db: Kysely<any>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((r) => r.name));
    return Object.keys(migrations).every((name) => applied.has(name));
  } catch {
    return false; // no migration table yet: a new database
  }
}

/** Applies every pending migration; returns the names applied now. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  if (await isUpToDate(db)) return [];
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations }) } });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`migration ${failed} failed: ${String((result.error as Error).message ?? result.error)}`, {
      cause: result.error,
    });
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * The migrations this code expects that the database has not recorded (all of them for an empty
 * database). Unlike isUpToDate, a database that cannot be reached throws.
 */
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const table = await sql<{ found: string | null }>`select to_regclass('kysely_migration')::text as found`.execute(db);
  if (!table.rows[0]?.found) return Object.keys(migrations);
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}
