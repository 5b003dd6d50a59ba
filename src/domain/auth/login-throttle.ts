import { clearScope, findThrottles, lockScope, recordLoginFailure } from '../../data/repos/login-throttle.repo.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';

/**
 * Brute-force protection: failed logins are counted per account (by e-mail, so unknown addresses
 * are throttled the same) and per client IP. Past 5 failures in 15 minutes the scope is locked;
 * every further failure locks it again for twice as long. A successful login clears the account.
 */
const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 5;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 24 * 60 * 60_000;

export function throttleScopes(email: string, ip: string): { account: string; ip: string } {
  return { account: `account:${email.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

export async function assertNotLocked(deps: DomainDeps, scopes: string[]): Promise<void> {
  const now = deps.clock.now().getTime();
  const rows = await findThrottles(deps.db, scopes);
  const until = Math.max(0, ...rows.map((r) => r.locked_until?.getTime() ?? 0));
  if (until > now) {
    const retryAfter = Math.ceil((until - now) / 1000);
    throw new AppError('RATE_LIMITED', `too many failed logins; try again in ${retryAfter} s`, {
      headers: { 'retry-after': String(retryAfter) },
      details: { retryAfterSeconds: retryAfter },
    });
  }
}

export async function recordFailure(deps: DomainDeps, scopes: string[]): Promise<void> {
  const now = deps.clock.now();
  for (const scope of scopes) {
    const row = await recordLoginFailure(deps.db, scope, now, new Date(now.getTime() - WINDOW_MS));
    if (row.failures >= MAX_FAILURES) {
      const lockMs = Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** row.lockouts);
      await lockScope(deps.db, scope, new Date(now.getTime() + lockMs));
    }
  }
}

export async function recordSuccess(deps: DomainDeps, accountScope: string): Promise<void> {
  await clearScope(deps.db, accountScope);
}
