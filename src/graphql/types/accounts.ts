import type { PlanRow } from '../../data/repos/plans.repo.js';
import { toAccount, type Account } from '../../domain/accounts/account.js';
import { AppError } from '../../domain/errors.js';
import { builder } from '../builder.js';
import { costs } from '../operation-cost.js';
import { authorize, limitPublicField } from '../guards.js';

export const PlanType = builder.objectRef<PlanRow>('Plan').implement({
  description: 'A subscription plan: daily quota, batch cap and what it allows.',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    dailyQuota: t.exposeInt('daily_quota'),
    batchCap: t.exposeInt('batch_cap'),
    webhooksAllowed: t.exposeBoolean('webhooks_allowed'),
    overageAllowed: t.exposeBoolean('overage_allowed'),
  }),
});

export const AccountStateEnum = builder.enumType('AccountState', {
  values: ['active', 'pending_verification', 'suspended'] as const,
});

export const AccountRoleEnum = builder.enumType('AccountRole', { values: ['user', 'admin'] as const });

export const AccountType = builder.objectRef<Account>('Account').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    accountState: t.expose('accountState', { type: AccountStateEnum }),
    role: t.expose('role', { type: AccountRoleEnum }),
    overageEnabled: t.exposeBoolean('overageEnabled'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    plan: t.field({
      type: PlanType,
      ...costs(1),
      resolve: async (account, _args, ctx) => {
        const plan = await ctx.loaders.plan(account.planCode);
        if (!plan) throw new Error(`account ${account.id} has unknown plan ${account.planCode}`);
        return plan;
      },
    }),
  }),
});

builder.queryField('me', (t) =>
  t.field({
    type: AccountType,
    description: 'The calling account (API key or Bearer token).',
    resolve: async (_root, _args, ctx) => {
      const viewer = await authorize(ctx, 'apiKeyOrBearer');
      const row = await ctx.loaders.accounts.load(viewer.accountId);
      if (!row) throw new AppError('UNAUTHENTICATED', 'the account no longer exists');
      return toAccount(row);
    },
  }),
);

builder.queryField('plans', (t) =>
  t.field({
    type: [PlanType],
    description: 'Every plan and its limits. Public; rate limited per client address.',
    resolve: async (_root, _args, ctx) => {
      await limitPublicField(ctx);
      return ctx.loaders.plans();
    },
  }),
);
