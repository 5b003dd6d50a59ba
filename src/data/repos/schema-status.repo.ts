import { sql, type Kysely } from 'kysely';
import { pendingMigrations } from '../migrations/index.js';
import type { Database } from '../tables/index.js';

/** The migrations this code expects that the state database lacks, after one round trip to show it answers. */
export async function readPendingMigrations(db: Kysely<Database>): Promise<string[]> {
  await sql`select 1`.execute(db);
  return pendingMigrations(db);
}
