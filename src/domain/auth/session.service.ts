import { findAccountById } from '../../data/repos/accounts.repo.js';
import {
  findRefreshTokenByHash,
  lockRefreshTokenByHash,
  markRefreshTokenRotated,
  revokeRefreshFamily,
} from '../../data/repos/refresh-tokens.repo.js';
import { AppError } from '../errors.js';
import { assertAccountUsable } from './authenticate.js';
import { startSession, type IssuedSession, type SessionDeps } from './login.service.js';
import { hashRefreshToken } from './refresh-token.js';

const INVALID = () => new AppError('INVALID_REFRESH_TOKEN', 'the refresh token is missing, expired or revoked; log in again');

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family issued, in
 * one transaction that locks the presented row, so two refreshes racing with one token cannot both
 * win. Presenting a spent token means it was stolen or replayed: the whole family is revoked —
 * including a successor committed by a racing refresh — so the newest token stops working too.
 */
export async function refreshSession(deps: SessionDeps, presented: string | undefined): Promise<IssuedSession> {
  if (!presented) throw INVALID();
  const now = deps.clock.now();
  const outcome = await deps.db.transaction().execute(async (trx): Promise<IssuedSession | 'invalid' | 'replayed'> => {
    const row = await lockRefreshTokenByHash(trx, hashRefreshToken(presented));
    if (!row || row.revoked_at || row.expires_at.getTime() <= now.getTime()) return 'invalid';
    if (row.rotated_at || !(await markRefreshTokenRotated(trx, row.id, now))) {
      await revokeRefreshFamily(trx, row.family_id, now);
      return 'replayed';
    }
    const account = await findAccountById(trx, row.account_id);
    if (!account) return 'invalid';
    assertAccountUsable(account);
    return startSession({ ...deps, db: trx }, account.id, row.family_id);
  });
  // Thrown after the commit, so the family's revocation is kept.
  if (outcome === 'invalid') throw INVALID();
  if (outcome === 'replayed') {
    throw new AppError('INVALID_REFRESH_TOKEN', 'this refresh token was already used; the session has been revoked, log in again');
  }
  return outcome;
}

/** Ends the session the refresh token belongs to; unknown tokens are ignored (logout is idempotent). */
export async function logout(deps: SessionDeps, presented: string | undefined): Promise<void> {
  if (!presented) return;
  const row = await findRefreshTokenByHash(deps.db, hashRefreshToken(presented));
  if (row) await revokeRefreshFamily(deps.db, row.family_id, deps.clock.now());
}
