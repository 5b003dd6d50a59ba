import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { openStateDatabase, type StateDatabase } from '../../src/data/db.js';
import { migrateToLatest } from '../../src/data/migrations/index.js';

/** A test database; `url` is set for PostgreSQL, where other processes can connect too. */
export type TestDatabase = StateDatabase & { url?: string };

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated, private database; close() disposes of it. */
  open(): Promise<TestDatabase>;
}

/**
 * The pool a test shares with its in-process servers waits longer than production's defaults: on a
 * machine loaded by parallel test runs, a connection can take seconds, and these tests are not
 * about the bounds (postgres-faults.test.ts sets and checks those on servers of its own).
 */
const SHARED_TEST_POOL_LIMITS = { poolSize: 10, connectTimeoutMs: 30_000, statementTimeoutMs: 60_000 };

/** The PostgreSQL server integration tests also run against (CI sets it; see .ci/run). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open() {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    return openStateDatabase({ url: 'memory://', dataDir: '.', pgliteSnapshot: snapshot });
  },
};

const postgres: DatabaseTarget = {
  name: 'postgres',
  async open() {
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const name = `vg_test_${randomBytes(6).toString('hex')}`;
    try {
      await admin.query(`create database ${name}`);
    } finally {
      await admin.end();
    }
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const state = await openStateDatabase({ url: url.toString(), dataDir: '.', limits: SHARED_TEST_POOL_LIMITS });
    await migrateToLatest(state.db);
    return {
      ...state,
      url: url.toString(),
      async close() {
        await state.close();
        const cleanup = new Kysely<unknown>({
          dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: TEST_DATABASE_URL, max: 1 }) }),
        });
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(cleanup);
        await cleanup.destroy();
      },
    };
  },
};

/** PGlite always; the real PostgreSQL server too when TEST_DATABASE_URL is set. */
export const databaseTargets: DatabaseTarget[] = TEST_DATABASE_URL ? [pglite, postgres] : [pglite];

/**
 * Gives `dataDir` an embedded database made from a snapshot, as the built program's template gives
 * a new one: opening it then skips PGlite's initdb (seconds and ~800 MB on each first open from the
 * sources). `migrated` as the tests' databases are; `blank` as initdb leaves it, before any
 * migration. For tests about something else than how a database is created.
 */
export async function embeddedDatabaseFromSnapshot(dataDir: string, which: 'migrated' | 'blank' = 'migrated'): Promise<void> {
  const snapshot = readFileSync(inject(which === 'migrated' ? 'pgliteSnapshotPath' : 'pgliteBlankSnapshotPath'));
  const pglite = await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: new Blob([snapshot]) });
  await pglite.close();
}
