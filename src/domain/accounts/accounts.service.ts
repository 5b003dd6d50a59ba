import { findAccountByEmail, findAccountById, insertAccount, updateAccount, type AccountRow } from '../../data/repos/accounts.repo.js';
import { insertAuditEntry } from '../../data/repos/audit-log.repo.js';
import { findPlan } from '../../data/repos/plans.repo.js';
import { revokeRefreshTokensOfAccount } from '../../data/repos/refresh-tokens.repo.js';
import type { AccountRole, AccountState } from '../../data/tables/index.js';
import { hashPassword } from '../../infra/password-hasher.js';
import type { DomainDeps } from '../deps.js';
import { alignAccountJobs } from '../batch-jobs/account-jobs.js';
import { AppError } from '../errors.js';
import { emitSubscriptionUpdated } from '../webhooks/webhook-events.js';
import { emailSchema, passwordSchema, toAccount, UUID_PATTERN, type Account } from './account.js';

export interface NewAccountInput {
  email: string;
  password: string;
  plan: string;
  role?: AccountRole;
  state?: AccountState;
}

/** Who did it, for the audit log: `account:<id>` or `cli`. */
export type Actor = string;

export async function createAccount(deps: DomainDeps, input: NewAccountInput, actor: Actor): Promise<Account> {
  const email = emailSchema.safeParse(input.email);
  const password = passwordSchema.safeParse(input.password);
  const problems = [
    ...(email.success ? [] : [`email ${email.error.issues[0]!.message}`]),
    ...(password.success ? [] : [`password ${password.error.issues[0]!.message}`]),
  ];
  if (problems.length > 0) throw new AppError('VALIDATION_ERROR', problems.join('; '));
  await requirePlan(deps, input.plan);
  if (await findAccountByEmail(deps.db, email.data!)) {
    throw new AppError('VALIDATION_ERROR', 'an account with this e-mail address already exists');
  }
  const passwordHash = await hashPassword(password.data!);
  const row = await deps.db
    .transaction()
    .execute(async (trx) => {
      const created = await insertAccount(trx, {
        email: email.data!,
        password_hash: passwordHash,
        state: input.state ?? 'active',
        role: input.role ?? 'user',
        plan_code: input.plan,
      });
      await insertAuditEntry(trx, {
        actor,
        action: 'account.create',
        targetAccountId: created.id,
        details: { email: created.email, plan: created.plan_code, role: created.role, state: created.state },
        at: deps.clock.now(),
      });
      return created;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505')
        throw new AppError('VALIDATION_ERROR', 'an account with this e-mail address already exists');
      throw error;
    });
  return toAccount(row);
}

export async function requirePlan(deps: DomainDeps, code: string) {
  const plan = await findPlan(deps.db, code);
  if (!plan) throw new AppError('VALIDATION_ERROR', `unknown plan '${code}' (free, starter, pro, business)`);
  return plan;
}

export async function getAccount(deps: DomainDeps, id: string): Promise<AccountRow> {
  const row = UUID_PATTERN.test(id) ? await findAccountById(deps.db, id) : undefined;
  if (!row) throw new AppError('NOT_FOUND', 'no such account');
  return row;
}

export async function findAccountIdByEmail(deps: DomainDeps, email: string): Promise<string> {
  const row = await findAccountByEmail(deps.db, email);
  if (!row) throw new AppError('NOT_FOUND', `no account with the e-mail address ${email}`);
  return row.id;
}

export type AccountChange = { kind: 'state'; state: AccountState } | { kind: 'plan'; plan: string } | { kind: 'overage'; enabled: boolean };

/**
 * Applies one change to an account and writes its audit row in the same transaction.
 * Suspending also ends every session of the account and pauses its bulk jobs; any other change
 * (reactivation, plan, overage) resumes its paused jobs at once (alignAccountJobs).
 */
export async function changeAccount(deps: DomainDeps, id: string, change: AccountChange, actor: Actor): Promise<Account> {
  const before = await getAccount(deps, id);
  if (change.kind === 'plan') await requirePlan(deps, change.plan);
  if (change.kind === 'overage' && change.enabled) {
    const plan = await requirePlan(deps, before.plan_code);
    if (!plan.overage_allowed) throw new AppError('PLAN_UPGRADE_REQUIRED', `the ${plan.code} plan does not allow overage`);
  }
  const now = deps.clock.now();
  const fields =
    change.kind === 'state'
      ? { state: change.state }
      : change.kind === 'plan'
        ? { plan_code: change.plan }
        : { overage_enabled: change.enabled };
  let queuedJobs = 0;
  const after = await deps.db.transaction().execute(async (trx) => {
    const updated = await updateAccount(trx, id, fields, now);
    if (!updated) throw new AppError('NOT_FOUND', 'no such account');
    if (change.kind === 'state' && change.state === 'suspended') await revokeRefreshTokensOfAccount(trx, id, now);
    if (deps.batchJobs) queuedJobs = await alignAccountJobs(trx, deps.batchJobs, id, updated.state, now);
    await insertAuditEntry(trx, {
      actor,
      action: `account.${change.kind === 'state' ? change.state : change.kind}`,
      targetAccountId: id,
      details: {
        before: { state: before.state, plan: before.plan_code, overageEnabled: before.overage_enabled },
        after: { state: updated.state, plan: updated.plan_code, overageEnabled: updated.overage_enabled },
      },
      at: now,
    });
    await emitSubscriptionUpdated(
      trx,
      id,
      { plan: before.plan_code, overageEnabled: before.overage_enabled, state: before.state },
      { plan: updated.plan_code, overageEnabled: updated.overage_enabled, state: updated.state },
      now,
    );
    return updated;
  });
  deps.viewerCache?.invalidateAccount(id);
  if (queuedJobs > 0) deps.batchJobs?.onQueued?.();
  return toAccount(after);
}
