import { changeAccount, createAccount, type AccountChange } from '../../domain/accounts/accounts.service.js';
import { listAccounts, type AccountPage } from '../../domain/accounts/admin.service.js';
import { revokeApiKey } from '../../domain/accounts/api-keys.service.js';
import { builder } from '../builder.js';
import { costs } from '../operation-cost.js';
import { authorize } from '../guards.js';
import { AccountRoleEnum, AccountStateEnum, AccountType } from './accounts.js';
import { ApiKeyType } from './api-keys.js';

const AccountPageType = builder.objectRef<AccountPage>('AccountPage').implement({
  fields: (t) => ({
    total: t.exposeInt('total'),
    items: t.field({ type: [AccountType], resolve: (p) => p.items }),
  }),
});

builder.queryField('adminAccounts', (t) =>
  t.field({
    type: AccountPageType,
    description: 'Admin: list accounts, optionally searching e-mail addresses.',
    args: {
      search: t.arg.string({ required: false, validate: { maxLength: 254 } }),
      limit: t.arg.int({ required: false }),
      offset: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      await authorize(ctx, 'admin');
      return listAccounts(ctx, args);
    },
  }),
);

const NewAccountInput = builder.inputType('NewAccountInput', {
  fields: (t) => ({
    email: t.string({ required: true, validate: { maxLength: 254 } }),
    password: t.string({ required: true, validate: { maxLength: 256 } }),
    plan: t.string({ required: true }),
    role: t.field({ type: AccountRoleEnum, required: false }),
    accountState: t.field({ type: AccountStateEnum, required: false }),
  }),
});

builder.mutationField('adminCreateAccount', (t) =>
  t.field({
    type: AccountType,
    ...costs(10),
    description: 'Admin: create an account (active unless accountState says otherwise).',
    args: { input: t.arg({ type: NewAccountInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const admin = await authorize(ctx, 'admin');
      return createAccount(
        ctx,
        {
          email: input.email,
          password: input.password,
          plan: input.plan,
          role: input.role ?? 'user',
          state: input.accountState ?? 'active',
        },
        `account:${admin.accountId}`,
      );
    },
  }),
);

/** One admin mutation per account change; each is audited by the service. */
function accountChangeMutation(
  name: string,
  description: string,
  change: (args: any) => AccountChange,
  extraArgs: (t: any) => Record<string, any> = () => ({}),
) {
  builder.mutationField(name, (t) =>
    t.field({
      type: AccountType,
      description,
      args: { id: t.arg.id({ required: true }), ...extraArgs(t) },
      resolve: async (_root, args, ctx) => {
        const admin = await authorize(ctx, 'admin');
        return changeAccount(ctx, String(args.id), change(args), `account:${admin.accountId}`);
      },
    }),
  );
}

accountChangeMutation('adminVerifyAccount', 'Admin: mark the e-mail address verified (state active).', () => ({
  kind: 'state',
  state: 'active',
}));
accountChangeMutation('adminSuspendAccount', 'Admin: suspend; its keys and tokens stop working.', () => ({
  kind: 'state',
  state: 'suspended',
}));
accountChangeMutation('adminActivateAccount', 'Admin: reactivate a suspended account.', () => ({ kind: 'state', state: 'active' }));
accountChangeMutation(
  'adminSetPlan',
  'Admin: change the plan.',
  (a) => ({ kind: 'plan', plan: String(a.plan) }),
  (t) => ({
    plan: t.arg.string({ required: true }),
  }),
);
accountChangeMutation(
  'adminSetOverage',
  'Admin: allow or stop decodes past the daily quota (plans that allow overage).',
  (a) => ({ kind: 'overage', enabled: Boolean(a.enabled) }),
  (t) => ({
    enabled: t.arg.boolean({ required: true }),
  }),
);

builder.mutationField('adminRevokeApiKey', (t) =>
  t.field({
    type: ApiKeyType,
    description: 'Admin: revoke any API key.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const admin = await authorize(ctx, 'admin');
      return revokeApiKey(ctx, String(args.id), { actor: `account:${admin.accountId}` });
    },
  }),
);
