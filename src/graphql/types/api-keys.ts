import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyInfo } from '../../domain/accounts/api-keys.service.js';
import { builder } from '../builder.js';
import { authorize } from '../guards.js';

export const ApiKeyType = builder.objectRef<ApiKeyInfo>('ApiKey').implement({
  description: 'An API key as listed: never the key itself, which is shown once at creation.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    prefix: t.exposeString('prefix', { description: 'The first characters of the key, e.g. vin_live_AbC1.' }),
    last4: t.exposeString('last4'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    lastUsedAt: t.expose('lastUsedAt', { type: 'DateTime', nullable: true }),
    revokedAt: t.expose('revokedAt', { type: 'DateTime', nullable: true }),
    revoked: t.boolean({ resolve: (k) => k.revokedAt !== null }),
  }),
});

const CreatedApiKeyType = builder.objectRef<{ apiKey: ApiKeyInfo; key: string }>('CreatedApiKey').implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyType, resolve: (r) => r.apiKey }),
    key: t.exposeString('key', { description: 'The full key, for the X-API-Key header. Shown only here: store it now.' }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKeyType],
    description: 'The API keys of the logged-in account (Bearer token only).',
    resolve: async (_root, _args, ctx) => listApiKeys(ctx, (await authorize(ctx, 'bearer')).accountId),
  }),
);

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreatedApiKeyType,
    description: 'Create an API key (Bearer token only). The key is returned once.',
    args: { name: t.arg.string({ required: true, validate: { maxLength: 100 } }) },
    resolve: async (_root, args, ctx) => createApiKey(ctx, (await authorize(ctx, 'bearer')).accountId, args.name),
  }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: ApiKeyType,
    description: "Revoke one of your API keys (Bearer token only). Another account's key id is NOT_FOUND.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = await authorize(ctx, 'bearer');
      return revokeApiKey(ctx, String(args.id), { ownerId: viewer.accountId, actor: `account:${viewer.accountId}` });
    },
  }),
);
