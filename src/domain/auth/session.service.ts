import { findAccountById } from '../../data/repos/accounts.repo.js';
import { findRefreshTokenByHash, markRefreshTokenRotated, revokeRefreshFamily } from '../../data/repos/refresh-tokens.repo.js';
import { AppError } from '../errors.js';
import { assertAccountUsable } from './authenticate.js';
import { startSession, type IssuedSession, type SessionDeps } from './login.service.js';
import { hashRefreshToken } from './refresh-token.js';

const INVALID = () => new AppError('INVALID_REFRESH_TOKEN', 'the refresh token is missing, expired or revoked; log in again');

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family issued.
 * Presenting a spent token means it was stolen or replayed: the whole family is revoked, so the
 * newest token stops working too.
 */
export async function refreshSession(deps: SessionDeps, presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw INVALID();
  const now = deps.clock.now();
  const row = await findRefreshTokenByHash(deps.db, hashRefreshToken(presented));
  if (!row || row.revoked_at || row.expires_at.getTime() <= now.getTime()) throw INVALID();
  const spent = row.rotated_at ? undefined : await markRefreshTokenRotated(deps.db, row.id, now);
  if (!spent) {
    await revokeRefreshFamily(deps.db, row.family_id, now);
    throw new AppError('INVALID_REFRESH_TOKEN', 'this refresh token was already used; the session has been revoked, log in again');
  }
  const account = await findAccountById(deps.db, row.account_id);
  if (!account) throw INVALID();
  assertAccountUsable(account);
  return startSession(deps, account.id, row.family_id);
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored (logout is idempotent). */
export async function logout(deps: SessionDeps, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await findRefreshTokenByHash(deps.db, hashRefreshToken(presented));
  if (row) await revokeRefreshFamily(deps.db, row.family_id, deps.clock.now());
}
