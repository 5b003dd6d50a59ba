import { z } from 'zod';
import { dateTime, int, nullableDateTime } from './common.js';

const tokens = {
  accessToken: z.string().meta({ description: 'A JWT for the Authorization: Bearer header.' }),
  expiresIn: int().meta({ description: 'Seconds until the access token expires (900).' }),
  tokenType: z.literal('Bearer'),
};

export const loginResult = z
  .strictObject({
    ...tokens,
    user: z.strictObject({
      id: z.string(),
      email: z.string(),
      accountState: z.string().meta({ description: 'active after a successful login.' }),
    }),
  })
  .meta({ description: 'The refresh token is not in the body: it is set as the HttpOnly cookie refreshToken.' });

export const refreshResult = z.strictObject(tokens);

export const logoutResult = z.strictObject({ loggedOut: z.literal(true) });

export const apiKey = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    prefix: z.string().meta({ description: 'The first characters of the key, e.g. vin_live_AbC1.' }),
    last4: z.string(),
    createdAt: dateTime(),
    lastUsedAt: nullableDateTime(),
    revokedAt: nullableDateTime(),
    revoked: z.boolean(),
  })
  .meta({ description: 'An API key as listed: never the key itself, which is shown once at creation.' });

export const apiKeyList = z.strictObject({ apiKeys: z.array(apiKey) });
export const createdApiKey = z.strictObject({
  key: z.string().meta({ description: 'The full key, for the X-API-Key header. Shown only here: store it now.' }),
  apiKey,
});
export const oneApiKey = z.strictObject({ apiKey });

const plan = z.strictObject({
  code: z.string(),
  name: z.string(),
  dailyQuota: int(),
  batchCap: int(),
  webhooksAllowed: z.boolean(),
  overageAllowed: z.boolean(),
});

export const account = z.strictObject({
  id: z.string(),
  email: z.string(),
  accountState: z.enum(['active', 'pending_verification', 'suspended']),
  role: z.enum(['admin', 'user']),
  overageEnabled: z.boolean(),
  createdAt: dateTime(),
  plan,
});

export const accountPage = z.strictObject({ total: int(), items: z.array(account) });
export const oneAccount = z.strictObject({ account });
