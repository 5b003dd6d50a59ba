import { clearScope, deleteStaleScopes, forgiveAttempt, lockScopeIfDue, recordLoginAttempt, type LoginThrottleRow } from '../../data/repos/login-throttle.repo.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';

/**
 * Brute-force protection: login attempts are counted per account (by e-mail, so unknown addresses
 * are throttled the same) and per client address, before the password is checked. Past 5 failures
 * in 15 minutes an account is locked; an address only past 30 (password spraying), so a few
 * mistyped passwords behind a shared address never lock out the other accounts behind it. After a
 * lock ends one more attempt is allowed, and its failure locks the scope again for twice as long.
 * A successful login clears the account and takes its attempt back from the address; 15 minutes
 * without attempts clear everything.
 */
const WINDOW_MS = 15 * 60_000;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 24 * 60 * 60_000;
export const ACCOUNT_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 30;

/** Failures allowed before a scope locks, by the kind of scope (its prefix). */
function maxFailures(scope: string): number {
  return scope.startsWith('ip:') ? ADDRESS_MAX_FAILURES : ACCOUNT_MAX_FAILURES;
}

/** An admitted attempt: the scopes it was counted in. */
export interface AttemptTicket {
  scopes: string[];
}

export function throttleScopes(email: string, ip: string): { account: string; ip: string } {
  return { account: `account:${email.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

const lockDuration = (lockouts: number) => Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** lockouts);

/** Counts the attempt; refuses it (429) when a scope is locked or out of attempts. */
export async function admitLoginAttempt(deps: DomainDeps, scopes: string[]): Promise<AttemptTicket> {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const rows: LoginThrottleRow[] = [];
  for (const scope of scopes) rows.push(await recordLoginAttempt(deps.db, scope, now, windowStart));
  // Each attempt may add a row per scope and takes away twice as many stale ones: the table holds
  // the scopes of the last 15 minutes, not every e-mail address anyone ever tried.
  await deleteStaleScopes(deps.db, windowStart, 2 * scopes.length);
  let waitMs = 0;
  for (const row of rows) {
    const lockedFor = (row.locked_until?.getTime() ?? 0) - now.getTime();
    if (lockedFor > 0) waitMs = Math.max(waitMs, lockedFor);
    // Attempts racing past the allowance while another one is still being checked.
    else if (row.failures > maxFailures(row.scope) + row.lockouts) waitMs = Math.max(waitMs, lockDuration(row.lockouts));
  }
  if (waitMs > 0) {
    // A refused attempt checks no password, so it uses up nothing: the count stays that of the
    // admitted attempts (which can still never exceed the allowance).
    for (const scope of scopes) await forgiveAttempt(deps.db, scope);
    const retryAfter = Math.ceil(waitMs / 1000);
    throw new AppError('RATE_LIMITED', `too many failed logins; try again in ${retryAfter} s`, {
      headers: { 'retry-after': String(retryAfter) },
      details: { retryAfterSeconds: retryAfter },
    });
  }
  return { scopes };
}

/** The attempt failed: a scope whose allowance is now used up gets locked (once). */
export async function recordFailure(deps: DomainDeps, ticket: AttemptTicket): Promise<void> {
  const now = deps.clock.now();
  for (const scope of ticket.scopes) {
    await lockScopeIfDue(deps.db, scope, now, { maxFailures: maxFailures(scope), firstLockMs: FIRST_LOCK_MS, maxLockMs: MAX_LOCK_MS });
  }
}

export async function recordSuccess(deps: DomainDeps, accountScope: string, otherScopes: string[]): Promise<void> {
  await clearScope(deps.db, accountScope);
  for (const scope of otherScopes) await forgiveAttempt(deps.db, scope);
}
