/**
 * Whether an error means a dependency (the state database, Redis) cannot serve rather than that
 * our code is wrong: such failures answer 503 UNAVAILABLE, which clients may retry.
 */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs that say the database cannot serve now, whatever the statement:
 * - class 08: connection exception;
 * - class 53: insufficient resources (53300 too many connections, disk full, out of memory);
 * - 57P01–57P04: administrator shutdown, crash shutdown, cannot connect now, database dropped;
 * - 57014: a statement cancelled, here by statement_timeout (an overloaded or locked database);
 * - 3D000: the database does not exist (dropped, or DATABASE_URL names another);
 * - 28000, 28P01: the server refuses our credentials (a rotated password, pg_hba.conf);
 * - 25006: a read-only transaction (the server became a standby after a failover).
 */
const UNAVAILABLE_SQLSTATES = new Set(['57014', '3D000', '28000', '28P01', '25006']);
const UNAVAILABLE_SQLSTATE_CLASSES = /^(08|53)[0-9A-Z]{3}$|^57P0[1-4]$/;

const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /connection (is )?closed/i,
  /pglite is closed/i,
  /driver has already been destroyed/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /max(imum)? ?retries ?per ?request/i,
  /stream isn't writeable/i,
  // pg's client-side query_timeout: the server said nothing in time (a partition).
  /^query read timeout$/i,
  // pg-pool: no connection became free within connectionTimeoutMillis.
  /timeout exceeded when trying to connect/i,
];

export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const e = current as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; originalError?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_SQLSTATE_CLASSES.test(code) || CONNECTION_ERRNOS.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = e.originalError ?? e.cause;
  }
  return false;
}
