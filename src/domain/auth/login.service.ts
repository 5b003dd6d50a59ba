import { randomUUID } from 'node:crypto';
import { findAccountByEmail } from '../../data/repos/accounts.repo.js';
import { insertRefreshToken } from '../../data/repos/refresh-tokens.repo.js';
import { burnPasswordVerification, verifyPassword } from '../../infra/password-hasher.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { ACCESS_TOKEN_TTL_SECONDS, type AccessTokens } from './access-tokens.js';
import { assertAccountUsable } from './authenticate.js';
import { admitLoginRate, admitSessionRate } from './login-rate.js';
import { admitKnownDeviceAttempt, admitLoginAttempt, recordFailure, recordSuccess, throttleScopes } from './login-throttle.js';
import { generateRefreshToken } from './refresh-token.js';

export interface SessionDeps extends DomainDeps {
  tokens: AccessTokens;
  refreshTokenTtlSeconds: number;
}

export interface LoginDeps extends SessionDeps {
  rateLimiter: RateLimiter;
}

export interface IssuedSession {
  accessToken: string;
  expiresIn: number;
  tokenType: 'Bearer';
  refreshToken: string;
  refreshExpiresAt: Date;
}

export interface LoginResult extends IssuedSession {
  user: { id: string; email: string; accountState: string };
  /** A new device cookie for this login name (decision 0516): the next login with it is known. */
  deviceCookie: string;
}

const INVALID = 'the e-mail address or the password is wrong';

export async function login(
  deps: LoginDeps,
  input: { email: string; password: string; ip: string; deviceCookie?: string | undefined },
): Promise<LoginResult> {
  const scopes = throttleScopes(input.email, input.ip);
  await admitLoginRate(deps.rateLimiter, scopes.ip);
  // A device that logged in as this name before is counted apart from unknown ones (decision 0516).
  const knownDevice = input.deviceCookie ? await deps.tokens.devices.verify(input.deviceCookie, input.email) : null;
  const ticket = knownDevice ? await admitKnownDeviceAttempt(deps, scopes, knownDevice) : await admitLoginAttempt(deps, scopes);
  const account = await findAccountByEmail(deps.db, input.email.trim());
  // Unknown e-mail and wrong password cost the same time and give the same answer.
  const valid = account ? await verifyPassword(account.password_hash, input.password) : await burnPasswordVerification(input.password);
  if (!account || !valid) {
    await recordFailure(deps, ticket);
    throw new AppError('INVALID_CREDENTIALS', INVALID);
  }
  await recordSuccess(deps, ticket);
  await admitSessionRate(deps.rateLimiter, scopes.account);
  assertAccountUsable(account);
  const session = await startSession(deps, account.id, randomUUID());
  const deviceCookie = await deps.tokens.devices.issue(input.email);
  return { ...session, user: { id: account.id, email: account.email, accountState: account.state }, deviceCookie };
}

/** A new access token and a new refresh token in the given family. */
export async function startSession(deps: SessionDeps, accountId: string, familyId: string): Promise<IssuedSession> {
  const now = deps.clock.now();
  const refresh = generateRefreshToken();
  const refreshExpiresAt = new Date(now.getTime() + deps.refreshTokenTtlSeconds * 1000);
  await insertRefreshToken(deps.db, {
    account_id: accountId,
    family_id: familyId,
    token_hash: refresh.hash,
    created_at: now,
    expires_at: refreshExpiresAt,
  });
  return {
    accessToken: await deps.tokens.issue(accountId),
    expiresIn: ACCESS_TOKEN_TTL_SECONDS,
    tokenType: 'Bearer',
    refreshToken: refresh.token,
    refreshExpiresAt,
  };
}
