import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import { createBoundedPostgresPool, DEFAULT_POSTGRES_LIMITS, type PostgresLimits } from './bounded-postgres-pool.js';
import { makeDataDirPrivate, narrowModes } from './data-dir-permissions.js';
import { acquireEmbeddedLock } from './embedded-lock.js';
import { embeddedTemplate } from './embedded-template.js';
import { StateDatabaseUnavailableError } from './state-database-unavailable.js';
import type { Database } from './tables/index.js';

export type StateDatabaseKind = 'postgres' | 'pglite-memory' | 'pglite-file';

export interface StateDatabase {
  db: Kysely<Database>;
  kind: StateDatabaseKind;
  /** True when an embedded data directory was created by this open (first start). */
  createdNow: boolean;
  /** The embedded engine, when this is PGlite (tests dump it as a snapshot). */
  pglite?: PGlite;
  /** The connection pool under Kysely, for its counts (/metrics). */
  pool?: Pick<pg.Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;
  close(): Promise<void>;
}

export interface OpenStateDatabaseOptions {
  /** undefined: embedded PGlite in dataDir; 'memory://': in-memory PGlite; postgres://… : PostgreSQL. */
  url: string | undefined;
  dataDir: string;
  /** A dump of an already migrated in-memory PGlite (tests load it instead of running initdb each time). */
  pgliteSnapshot?: Blob | File;
  /** PostgreSQL only: pool size and the bounds of every wait (defaults: DEFAULT_POSTGRES_LIMITS). */
  limits?: PostgresLimits;
}

/** What a command opens the state database with, from its settings. */
export function stateDatabaseOptions(config: Config): OpenStateDatabaseOptions {
  return {
    url: config.databaseUrl,
    dataDir: config.dataDir,
    limits: {
      poolSize: config.databasePoolSize,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    },
  };
}

/**
 * PostgreSQL's default of 128 MB of shared buffers is touched at start-up inside PGlite's
 * WebAssembly memory: 125 MB of RSS for an embedded database that holds a few MB. 16 MB keeps
 * every table of a trial or test database in memory.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

/**
 * One code path for all three: Kysely's PostgresDialect over a pg.Pool, which PGlite's
 * node-postgres adapter also provides, so queries and migrations are identical everywhere.
 */
export async function openStateDatabase(options: OpenStateDatabaseOptions): Promise<StateDatabase> {
  if (options.url && options.url !== 'memory://') {
    const { pool, raw } = createBoundedPostgresPool(options.url, options.limits ?? DEFAULT_POSTGRES_LIMITS);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // One round trip now, so a missing or unreachable database is reported as such at start-up
    // rather than as whatever statement happens to run first (a migration, an admin command's read).
    try {
      await sql`select 1`.execute(db);
    } catch (error) {
      await db.destroy();
      throw new StateDatabaseUnavailableError(options.url, error);
    }
    return { db, kind: 'postgres', createdNow: false, pool: raw, close: () => db.destroy() };
  }
  if (options.url === 'memory://') {
    const pglite = await PGlite.create(
      options.pgliteSnapshot ? { ...PGLITE_OPTIONS, loadDataDir: options.pgliteSnapshot } : PGLITE_OPTIONS,
    );
    return wrapPglite(pglite, 'pglite-memory', false, () => undefined);
  }
  const dataDir = resolve(options.dataDir);
  const pgDir = join(dataDir, 'pgdata');
  makeDataDirPrivate(dataDir);
  const release = acquireEmbeddedLock(dataDir, join(dataDir, 'pgdata.lock'));
  try {
    const createdNow = !existsSync(join(pgDir, 'PG_VERSION'));
    const template = createdNow ? embeddedTemplate() : undefined;
    const pglite = await PGlite.create(pgDir, template ? { ...PGLITE_OPTIONS, loadDataDir: template } : PGLITE_OPTIONS);
    narrowModes(dataDir);
    return wrapPglite(pglite, 'pglite-file', createdNow, () => {
      narrowModes(dataDir);
      release();
    });
  } catch (error) {
    release();
    throw error;
  }
}

function wrapPglite(pglite: PGlite, kind: StateDatabaseKind, createdNow: boolean, release: () => void): StateDatabase {
  const pool = new pg.Pool(createPgConfig(pglite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  let closed = false;
  return {
    db,
    kind,
    createdNow,
    pglite,
    pool,
    async close() {
      if (closed) return;
      closed = true;
      await db.destroy();
      await pglite.close();
      release();
    },
  };
}
