import { accountUsage, type AccountUsage } from '../../domain/quota/quota.service.js';
import {
  assertHistoryDays,
  DEFAULT_HISTORY_DAYS,
  MAX_HISTORY_DAYS,
  usageHistory,
  type UsageDay,
} from '../../domain/quota/usage-history.js';
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
    description: 'Plan, quota and usage of the calling account (API key or Bearer). Read-only, never billed.',
    resolve: async (_root, _args, ctx) => {
      const viewer = await authorize(ctx, 'apiKeyOrBearer', { rateLimited: false });
      return ctx.loaders.once(`usage:${viewer.accountId}`, () => accountUsage(ctx, viewer));
    },
  }),
);

const UsageDayType = builder.objectRef<UsageDay>('UsageDay').implement({
  description: 'Decodes billed on one UTC day.',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The UTC day, YYYY-MM-DD.' }),
    used: t.exposeInt('used', { description: 'Decodes billed within the quota.' }),
    overage: t.exposeInt('overage', { description: 'Decodes billed past the quota.' }),
  }),
});

builder.queryField('usageHistory', (t) =>
  t.field({
    type: [UsageDayType],
    description: `Decodes per UTC day of the calling account, oldest first, today included, every day present (days 1–${MAX_HISTORY_DAYS}, default ${DEFAULT_HISTORY_DAYS}). Read-only, never billed.`,
    args: { days: t.arg.int({ required: false }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await authorize(ctx, 'apiKeyOrBearer', { rateLimited: false });
      const days = args.days ?? DEFAULT_HISTORY_DAYS;
      assertHistoryDays(days);
      // Counted once per request, not per field, so read once however many aliases ask: the longest history,
      // cut to each one's days (aliases with distinct days made one query each, 100 a request).
      const history = await ctx.loaders.once(`usage-history:${viewer.accountId}`, () => usageHistory(ctx, viewer, MAX_HISTORY_DAYS));
      return history.slice(history.length - days);
    },
  }),
);
