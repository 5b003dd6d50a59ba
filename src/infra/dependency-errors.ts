/**
 * Whether an error means a dependency (the state database, Redis) is unreachable rather than that
 * our code is wrong: such failures answer 503 UNAVAILABLE, which clients may retry.
 */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH']);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /connection (is )?closed/i,
  /pglite is closed/i,
  /driver has already been destroyed/i,
  /cannot use a pool after calling end/i,
  /client has encountered a connection error/i,
  /max(imum)? ?retries ?per ?request/i,
  /stream isn't writeable/i,
];

export function isDependencyUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const e = current as { code?: unknown; message?: unknown; name?: unknown; cause?: unknown; originalError?: unknown };
    const code = typeof e.code === 'string' ? e.code : '';
    // PostgreSQL class 08 (connection exception) and 57P01–57P03 (shutdown, cannot connect now).
    if (code.startsWith('08') || /^57P0[123]$/.test(code) || CONNECTION_ERRNOS.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = e.originalError ?? e.cause;
  }
  return false;
}
