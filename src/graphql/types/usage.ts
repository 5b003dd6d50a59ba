import { accountUsage, type AccountUsage } from '../../domain/quota/quota.service.js';
import { builder } from '../builder.js';
import { authorize } from '../guards.js';

const UsageType = builder.objectRef<AccountUsage>('Usage').implement({
  description: 'Daily quota and usage of the calling account; the day is the UTC calendar day.',
  fields: (t) => ({
    plan: t.exposeString('plan'),
    dailyQuota: t.exposeInt('dailyQuota'),
    usedToday: t.exposeInt('usedToday', { description: 'Decodes billed today within the quota.' }),
    remainingToday: t.exposeInt('remainingToday'),
    overageEnabled: t.exposeBoolean('overageEnabled', { description: 'Decodes past the quota succeed and count as overage.' }),
    overageToday: t.exposeInt('overageToday'),
    periodEndsAt: t.expose('periodEndsAt', { type: 'DateTime', description: 'The next 00:00:00Z, when the quota resets.' }),
  }),
});

builder.queryField('usage', (t) =>
  t.field({
    type: UsageType,
    description: 'Plan, quota and usage of the calling account (API key or Bearer). Read-only, never billed or rate limited.',
    resolve: async (_root, _args, ctx) => {
      const viewer = await authorize(ctx, 'apiKeyOrBearer', { rateLimited: false });
      return ctx.loaders.once(`usage:${viewer.accountId}`, () => accountUsage(ctx, viewer));
    },
  }),
);
