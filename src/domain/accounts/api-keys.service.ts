import { findApiKeyById, insertApiKey, listApiKeysOfAccount, revokeApiKeyRow, type ApiKeyRow } from '../../data/repos/api-keys.repo.js';
import { insertAuditEntry } from '../../data/repos/audit-log.repo.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { generateApiKey } from '../auth/api-key-format.js';
import { emitApiKeyRevoked } from '../webhooks/webhook-events.js';
import { UUID_PATTERN } from './account.js';

export interface ApiKeyInfo {
  id: string;
  name: string;
  prefix: string;
  last4: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

export function toApiKeyInfo(row: ApiKeyRow): ApiKeyInfo {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    last4: row.last4,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

/** Creates a key; the full key is returned here and never again (only its hash is stored). */
export async function createApiKey(deps: DomainDeps, accountId: string, name: string): Promise<{ apiKey: ApiKeyInfo; key: string }> {
  const cleanName = name.trim();
  if (cleanName.length === 0 || cleanName.length > 100) throw new AppError('VALIDATION_ERROR', 'name must have 1 to 100 characters');
  const generated = generateApiKey();
  const row = await insertApiKey(deps.db, {
    account_id: accountId,
    name: cleanName,
    prefix: generated.displayPrefix,
    last4: generated.last4,
    key_hash: generated.hash,
    created_at: deps.clock.now(),
  });
  return { apiKey: toApiKeyInfo(row), key: generated.key };
}

export async function listApiKeys(deps: DomainDeps, accountId: string): Promise<ApiKeyInfo[]> {
  return (await listApiKeysOfAccount(deps.db, accountId)).map(toApiKeyInfo);
}

/**
 * Revokes a key. With `ownerId` the key must belong to that account: another account's key is
 * reported as not found, so ids of other accounts' keys cannot even be confirmed.
 */
export async function revokeApiKey(deps: DomainDeps, keyId: string, options: { ownerId?: string; actor: string }): Promise<ApiKeyInfo> {
  const existing = UUID_PATTERN.test(keyId) ? await findApiKeyById(deps.db, keyId) : undefined;
  if (!existing || (options.ownerId !== undefined && existing.account_id !== options.ownerId)) {
    throw new AppError('NOT_FOUND', 'no such API key');
  }
  if (existing.revoked_at) return toApiKeyInfo(existing);
  const now = deps.clock.now();
  const revoked = await deps.db.transaction().execute(async (trx) => {
    const row = await revokeApiKeyRow(trx, keyId, now);
    if (row) {
      await insertAuditEntry(trx, {
        actor: options.actor,
        action: 'api_key.revoke',
        targetAccountId: row.account_id,
        details: { apiKeyId: row.id, prefix: row.prefix, name: row.name },
        at: now,
      });
      await emitApiKeyRevoked(trx, row, options.ownerId === row.account_id ? 'owner' : 'admin', now);
    }
    return row;
  });
  deps.viewerCache?.invalidateAccount(existing.account_id);
  return toApiKeyInfo(revoked ?? (await findApiKeyById(deps.db, keyId))!);
}
