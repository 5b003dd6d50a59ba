/**
 * The state database cannot be used at start-up (missing, unreachable, refusing the credentials):
 * the operator's to fix, so the CLI prints this one line and exits 1, like a bad setting.
 */
export class StateDatabaseUnavailableError extends Error {
  constructor(url: string, cause: unknown) {
    const reason = cause instanceof Error && cause.message ? cause.message : String(cause);
    const code = (cause as { code?: unknown } | undefined)?.code;
    super(`the state database at ${withoutPassword(url)} cannot be used: ${reason}${typeof code === 'string' ? ` (${code})` : ''}`, {
      cause,
    });
    this.name = 'StateDatabaseUnavailableError';
  }
}

function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'DATABASE_URL';
  }
}
