import { updateAccount } from '../../data/repos/accounts.repo.js';
import { insertAuditEntry } from '../../data/repos/audit-log.repo.js';
import { revokeRefreshTokensOfAccount } from '../../data/repos/refresh-tokens.repo.js';
import type { AccountRole } from '../../data/tables/index.js';
import { hashPassword } from '../../infra/password-hasher.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';
import { passwordSchema, toAccount, type Account } from './account.js';
import { getAccount, type Actor } from './accounts.service.js';

const ROLES: readonly AccountRole[] = ['user', 'admin'];

/** Makes an account an admin or a user again; audited. */
export async function setAccountRole(deps: DomainDeps, id: string, role: string, actor: Actor): Promise<Account> {
  if (!ROLES.includes(role as AccountRole)) throw new AppError('VALIDATION_ERROR', `unknown role '${role}' (user or admin)`);
  const before = await getAccount(deps, id);
  const now = deps.clock.now();
  const after = await deps.db.transaction().execute(async (trx) => {
    const updated = await updateAccount(trx, id, { role: role as AccountRole }, now);
    if (!updated) throw new AppError('NOT_FOUND', 'no such account');
    await insertAuditEntry(trx, {
      actor,
      action: 'account.role',
      targetAccountId: id,
      details: { before: { role: before.role }, after: { role: updated.role } },
      at: now,
    });
    return updated;
  });
  deps.viewerCache?.invalidateAccount(id);
  return toAccount(after);
}

/**
 * Sets a new password and ends every session of the account (a password is changed because the
 * old one may be known to someone else). The audit row says that it changed, never what to.
 */
export async function setAccountPassword(deps: DomainDeps, id: string, password: string, actor: Actor): Promise<Account> {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) throw new AppError('VALIDATION_ERROR', `password ${parsed.error.issues[0]!.message}`);
  await getAccount(deps, id);
  const passwordHash = await hashPassword(parsed.data);
  const now = deps.clock.now();
  const after = await deps.db.transaction().execute(async (trx) => {
    const updated = await updateAccount(trx, id, { password_hash: passwordHash }, now);
    if (!updated) throw new AppError('NOT_FOUND', 'no such account');
    await revokeRefreshTokensOfAccount(trx, id, now);
    await insertAuditEntry(trx, { actor, action: 'account.password', targetAccountId: id, details: { sessionsEnded: true }, at: now });
    return updated;
  });
  deps.viewerCache?.invalidateAccount(id);
  return toAccount(after);
}
