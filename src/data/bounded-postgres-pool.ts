import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import pg from 'pg';

/** How long the client waits past the server's own statement_timeout before it gives up on a silent server. */
export const CLIENT_GRACE_MS = 1000;

export interface PostgresLimits {
  /** Connections this process may hold. */
  poolSize: number;
  /** Longest wait for a connection: establishing a new one, or a free one from a full pool. */
  connectTimeoutMs: number;
  /** PostgreSQL's statement_timeout; the client's own query timeout is this plus CLIENT_GRACE_MS. */
  statementTimeoutMs: number;
}

export const DEFAULT_POSTGRES_LIMITS: PostgresLimits = { poolSize: 10, connectTimeoutMs: 3000, statementTimeoutMs: 10_000 };

/**
 * A pg.Pool whose every wait is bounded, so an unreachable or partitioned server turns into an
 * error within seconds instead of a request that hangs:
 * - connecting (or waiting for a free connection) gives up after connectTimeoutMs;
 * - the server cancels a statement after statementTimeoutMs (an overloaded or locked database);
 * - the client gives up CLIENT_GRACE_MS later when the server says nothing at all (a partition),
 *   and that connection is dropped rather than returned: its reply may never come, and every
 *   query queued behind it would wait for it.
 */
export function createBoundedPostgresPool(url: string, limits: PostgresLimits): { pool: PostgresPool; raw: pg.Pool } {
  const raw = new pg.Pool({
    connectionString: url,
    max: limits.poolSize,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + CLIENT_GRACE_MS,
    // A peer that vanished without a FIN is noticed by the kernel instead of never.
    keepAlive: true,
  });
  // An idle connection the server ends (restart, failover, a dropped database) is only replaced
  // on demand; without a listener pg-pool's 'error' event would crash the whole process.
  raw.on('error', () => undefined);
  const pool: PostgresPool = {
    async connect() {
      return dropWhenSilent(await raw.connect());
    },
    end: () => raw.end(),
  };
  return { pool, raw };
}

function isReadTimeout(error: unknown): boolean {
  return error instanceof Error && error.message === 'Query read timeout';
}

/**
 * The checked-out client, released with an error (so pg-pool destroys it rather than lending it
 * again) once a query of it went unanswered or its connection failed. pg-pool listens for errors
 * of idle clients only: a checked-out client's 'error' event (a reset connection) without a
 * listener would crash the process.
 */
function dropWhenSilent(client: pg.PoolClient): PostgresPoolClient {
  let broken = false;
  const onError = (): void => {
    broken = true;
  };
  client.on('error', onError);
  function query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query(first: unknown, parameters?: ReadonlyArray<unknown>): unknown {
    if (typeof first !== 'string') return client.query(first as pg.Submittable);
    return client.query(first, parameters as unknown[]).catch((error: unknown) => {
      if (isReadTimeout(error)) broken = true;
      throw error;
    });
  }
  return {
    query,
    release: () => {
      client.removeListener('error', onError);
      client.release(broken ? new Error('the connection failed or the server did not answer in time') : undefined);
    },
  };
}
