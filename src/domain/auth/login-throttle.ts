import {
  clearScope,
  deleteStaleScopes,
  forgiveAttempt,
  giveBackToAllowance,
  lockScopeIfDue,
  recordLoginAttempt,
  takeFromAllowance,
  type LoginThrottleRow,
} from '../../data/repos/login-throttle.repo.js';
import type { DomainDeps } from '../deps.js';
import { loginNameOf } from './device-cookie.js';
import { AppError } from '../errors.js';

/**
 * Brute-force protection (OWASP: no lockout anyone can trigger; decision 0513, amending 0503).
 * Attempts are counted before the password is checked, per (account, address) and per address:
 * an address locks for an account after 5 failures in 15 minutes, for every account after 30
 * (password spraying). An account-wide count never refuses an address that has not failed at
 * that account; it slows down the addresses that have:
 * - An address with no failure at the account in the window is new to it: its attempt is taken
 *   from the account's allowance for new addresses (30 at once, refilled at 12 an hour), which is
 *   what bounds guessing from ever more addresses. A success gives its attempt back.
 * - Every attempt from an address that has failed at the account counts for the account too: past
 *   5 in 15 minutes such addresses, all of them together, are locked out of it.
 * Locks last 60 s, and after a lock ends one more attempt is allowed, whose failure locks the scope
 * again for twice as long (up to 24 h). A success clears its (account, address) count and takes
 * its attempt back from the others; 15 minutes without attempts clear a scope.
 * A login presenting a valid device cookie for the account (decision 0516) is counted by that
 * cookie alone: it never takes from the allowance of new addresses nor waits on anyone else's
 * failures, and 5 failures with it lock that cookie, with the same doubling.
 */
const WINDOW_MS = 15 * 60_000;
const FIRST_LOCK_MS = 60_000;
const MAX_LOCK_MS = 24 * 60 * 60_000;
/** Failures one address may have at one account before it locks. */
export const PAIR_MAX_FAILURES = 5;
/** Failures one address may have across all accounts before it locks. */
export const ADDRESS_MAX_FAILURES = 30;
/** Attempts the addresses already failing at an account may make, together, before they lock. */
export const ACCOUNT_MAX_FAILURES = 5;
/** Failures one device cookie may have before it locks. */
export const DEVICE_MAX_FAILURES = 5;
/** An account's allowance for attempts from addresses new to it. */
export const NEW_ADDRESS_BURST = 30;
export const NEW_ADDRESS_INTERVAL_MS = 5 * 60_000;

export interface LoginScopes {
  account: string;
  ip: string;
  pair: string;
  newAddresses: string;
}

/** An admitted attempt: the scopes it was counted in, and whether it took a new address's turn. */
export interface AttemptTicket {
  scopes: LoginScopes;
  counted: string[];
  tookNewAddressTurn: boolean;
  /** The scope a success starts over: the (account, address) pair, or the device cookie. */
  startsOver: string;
}

export function throttleScopes(email: string, ip: string): LoginScopes {
  const who = loginNameOf(email);
  // The address first: it never holds a '|', so the pair reads back one way only.
  return { account: `account:${who}`, ip: `ip:${ip}`, pair: `pair:${ip}|${who}`, newAddresses: `new:${who}` };
}

/** Failures allowed before a scope locks, by the kind of scope (its prefix). */
function maxFailures(scope: string): number {
  if (scope.startsWith('ip:')) return ADDRESS_MAX_FAILURES;
  if (scope.startsWith('device:')) return DEVICE_MAX_FAILURES;
  return scope.startsWith('pair:') ? PAIR_MAX_FAILURES : ACCOUNT_MAX_FAILURES;
}

const lockDuration = (lockouts: number) => Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** lockouts);

/** Counts the attempt; refuses it (429) when one of its scopes is locked or out of attempts. */
export async function admitLoginAttempt(deps: DomainDeps, scopes: LoginScopes): Promise<AttemptTicket> {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const pair = await recordLoginAttempt(deps.db, scopes.pair, now, windowStart);
  const ip = await recordLoginAttempt(deps.db, scopes.ip, now, windowStart);
  // Each attempt may add a row per scope and takes away twice as many stale ones: the table holds
  // the scopes of the last 15 minutes, not every e-mail address anyone ever tried.
  await deleteStaleScopes(deps.db, windowStart, 6);
  await refuseIfLocked(deps, now, [pair, ip]);
  // Counted once, this attempt alone: the address has not failed at this account in the window.
  if (pair.failures === 1) {
    const waitMs = await takeFromAllowance(deps.db, scopes.newAddresses, now, {
      intervalMs: NEW_ADDRESS_INTERVAL_MS,
      burst: NEW_ADDRESS_BURST,
    });
    if (waitMs > 0) await refuse(deps, [pair, ip], waitMs);
    return { scopes, counted: [pair.scope, ip.scope], tookNewAddressTurn: true, startsOver: pair.scope };
  }
  const account = await recordLoginAttempt(deps.db, scopes.account, now, windowStart);
  await refuseIfLocked(deps, now, [pair, ip, account]);
  return { scopes, counted: [pair.scope, ip.scope, account.scope], tookNewAddressTurn: false, startsOver: pair.scope };
}

/**
 * An attempt with a valid device cookie of the account (its nonce): counted in the cookie's own
 * scope only, so what other devices and addresses did never refuses it, and it takes nothing from
 * what they share. A cookie stolen to guess with locks itself out like an address would.
 */
export async function admitKnownDeviceAttempt(deps: DomainDeps, scopes: LoginScopes, nonce: string): Promise<AttemptTicket> {
  const now = deps.clock.now();
  const windowStart = new Date(now.getTime() - WINDOW_MS);
  const device = await recordLoginAttempt(deps.db, `device:${nonce}`, now, windowStart);
  await deleteStaleScopes(deps.db, windowStart, 6);
  await refuseIfLocked(deps, now, [device]);
  return { scopes, counted: [device.scope], tookNewAddressTurn: false, startsOver: device.scope };
}

async function refuseIfLocked(deps: DomainDeps, now: Date, rows: LoginThrottleRow[]): Promise<void> {
  let waitMs = 0;
  for (const row of rows) {
    const lockedFor = (row.locked_until?.getTime() ?? 0) - now.getTime();
    if (lockedFor > 0) waitMs = Math.max(waitMs, lockedFor);
    // Attempts racing past the allowance while another one is still being checked.
    else if (row.failures > maxFailures(row.scope) + row.lockouts) waitMs = Math.max(waitMs, lockDuration(row.lockouts));
  }
  if (waitMs > 0) await refuse(deps, rows, waitMs);
}

async function refuse(deps: DomainDeps, counted: LoginThrottleRow[], waitMs: number): Promise<never> {
  // A refused attempt checks no password, so it uses up nothing: the counts stay those of the
  // admitted attempts (which can still never exceed the allowance).
  for (const row of counted) await forgiveAttempt(deps.db, row.scope);
  const retryAfter = Math.ceil(waitMs / 1000);
  throw new AppError('RATE_LIMITED', `too many failed logins; try again in ${retryAfter} s`, {
    headers: { 'retry-after': String(retryAfter) },
    details: { retryAfterSeconds: retryAfter },
  });
}

/** The attempt failed: a scope whose allowance is now used up gets locked (once). */
export async function recordFailure(deps: DomainDeps, ticket: AttemptTicket): Promise<void> {
  const now = deps.clock.now();
  for (const scope of ticket.counted) {
    await lockScopeIfDue(deps.db, scope, now, { maxFailures: maxFailures(scope), firstLockMs: FIRST_LOCK_MS, maxLockMs: MAX_LOCK_MS });
  }
}

/**
 * The password was right: the address (or device cookie) starts over at this account, and the attempt is taken back
 * from the address and the account. The account's own count stays: the addresses failing at it
 * are still the same addresses.
 */
export async function recordSuccess(deps: DomainDeps, ticket: AttemptTicket): Promise<void> {
  await clearScope(deps.db, ticket.startsOver);
  for (const scope of ticket.counted) if (scope !== ticket.startsOver) await forgiveAttempt(deps.db, scope);
  if (ticket.tookNewAddressTurn) await giveBackToAllowance(deps.db, ticket.scopes.newAddresses, NEW_ADDRESS_INTERVAL_MS);
}
