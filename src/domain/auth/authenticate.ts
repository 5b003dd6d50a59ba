import { findAccountWithPlan, type AccountWithPlan } from '../../data/repos/accounts.repo.js';
import { findApiKeyByHash, touchApiKeyLastUsed } from '../../data/repos/api-keys.repo.js';
import type { AccountRow } from '../../data/repos/accounts.repo.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { AccessTokens } from './access-tokens.js';
import { hashApiKey, isWellFormedApiKey } from './api-key-format.js';
import type { Viewer } from './viewer.js';

export interface PresentedCredentials {
  apiKey?: string | undefined;
  authorization?: string | undefined;
}

/**
 * Guards the database read behind an API key nobody has seen yet: a well-formed key is easy to
 * make up (its checksum is no secret), so an address whose made-up keys keep failing is refused
 * before it costs any more reads.
 */
export interface KeyLookupGuard {
  /** Throws RATE_LIMITED when the caller has failed too often. */
  admit(): Promise<void>;
  /** Counts a key that named no usable key. */
  failed(): Promise<void>;
}

/** last_used_at is informational: write it at most this often per key, not on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/** Resolves the caller from X-API-Key or a Bearer token; null when neither was sent. */
export async function authenticate(
  deps: DomainDeps & { tokens: AccessTokens },
  presented: PresentedCredentials,
  guard?: KeyLookupGuard,
): Promise<Viewer | null> {
  if (presented.apiKey !== undefined) return authenticateApiKey(deps, presented.apiKey.trim(), guard);
  if (presented.authorization !== undefined) return authenticateBearer(deps, presented.authorization);
  return null;
}

async function authenticateApiKey(deps: DomainDeps, key: string, guard: KeyLookupGuard | undefined): Promise<Viewer> {
  // Cached by the presented key itself: a busy key then costs neither the checksum nor the hash.
  // The key stays in this process's memory only as long as the header it came in would.
  const cacheKey = `key:${key}`;
  const cached = deps.viewerCache?.get(cacheKey);
  if (cached) return cached;
  if (!isWellFormedApiKey(key)) throw new AppError('INVALID_API_KEY', 'the API key is malformed');
  await guard?.admit();
  const keyHash = hashApiKey(key);
  const startedAt = deps.viewerCache?.begin() ?? 0;
  const row = await findApiKeyByHash(deps.db, keyHash);
  if (!row || row.revoked_at) {
    await guard?.failed();
    throw new AppError('INVALID_API_KEY', row ? 'the API key has been revoked' : 'unknown API key');
  }
  const account = await findAccountWithPlan(deps.db, row.account_id);
  if (!account) throw new AppError('INVALID_API_KEY', 'unknown API key');
  assertAccountUsable(account);
  const now = deps.clock.now();
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > LAST_USED_RESOLUTION_MS) {
    await touchApiKeyLastUsed(deps.db, row.id, now);
  }
  const viewer = toViewer(account, { kind: 'api_key', apiKeyId: row.id });
  deps.viewerCache?.set(cacheKey, viewer, startedAt);
  return viewer;
}

async function authenticateBearer(deps: DomainDeps & { tokens: AccessTokens }, header: string): Promise<Viewer> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw new AppError('UNAUTHENTICATED', 'the Authorization header must be "Bearer <access token>"');
  const accountId = await deps.tokens.verify(match[1]!);
  const cacheKey = `account:${accountId}`;
  const cached = deps.viewerCache?.get(cacheKey);
  if (cached) return cached;
  const startedAt = deps.viewerCache?.begin() ?? 0;
  const account = await findAccountWithPlan(deps.db, accountId);
  if (!account) throw new AppError('UNAUTHENTICATED', 'the access token is not valid');
  assertAccountUsable(account);
  const viewer = toViewer(account, { kind: 'bearer' });
  deps.viewerCache?.set(cacheKey, viewer, startedAt);
  return viewer;
}

export function assertAccountUsable(account: Pick<AccountRow, 'state'>): void {
  if (account.state === 'suspended') throw new AppError('ACCOUNT_SUSPENDED', 'this account is suspended');
  if (account.state === 'pending_verification') throw new AppError('EMAIL_NOT_VERIFIED', 'verify the e-mail address of this account first');
}

function toViewer(account: AccountWithPlan, credential: Viewer['credential']): Viewer {
  return {
    accountId: account.id,
    email: account.email,
    role: account.role,
    state: account.state,
    planCode: account.plan_code,
    plan: {
      code: account.plan_code,
      dailyQuota: account.daily_quota,
      batchCap: account.batch_cap,
      webhooksAllowed: account.webhooks_allowed,
      overageAllowed: account.overage_allowed,
    },
    overageEnabled: account.overage_enabled,
    credential,
  };
}
