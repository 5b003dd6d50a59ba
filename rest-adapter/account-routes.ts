import { z } from 'zod';
import type { RestRoute } from './route.types.js';
import { pathParam, requiredString } from './request-validation.js';
import { apiKeyList, createdApiKey, loginResult, logoutResult, oneApiKey, refreshResult } from './schemas/account.schemas.js';

const loginBody = z.object({ email: requiredString('email'), password: requiredString('password') });
const nameBody = z.object({ name: requiredString('name').meta({ description: 'A label for the key, e.g. the system that uses it.' }) });

const none = () => ({});

/** Sessions (login, refresh, logout) and the API keys of the logged-in account. */
export const ACCOUNT_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/auth/login',
    operation: 'Login',
    body: 'json',
    schema: loginBody,
    variables: ({ body }) => body,
    respond: ({ data }) => ({ data: data.login }),
    doc: {
      summary: 'Log in with e-mail and password',
      description:
        'Returns a 15-minute access token and sets the refresh token as the HttpOnly cookie refreshToken (Path=/api/v1/auth, SameSite=Strict). Logins are limited per address whatever their outcome (60 a minute) and per account when they succeed (20 a minute). Failures are throttled, never locking out an address that has not failed at the account: an address locks out of an account after 5 failures in 15 minutes and out of every account after 30; the addresses failing at an account lock out of it together after 5 more attempts; and addresses new to an account get 30 attempts at once, then 12 an hour. 429 with Retry-After. Browsers on another origin than the service (or CORS_ORIGINS) are refused with FORBIDDEN, so no other site can log a visitor into its own account.',
      tag: 'Sessions',
      access: 'public',
      status: 200,
      data: loginResult,
      errors: ['INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED', 'ACCOUNT_SUSPENDED', 'FORBIDDEN', 'RATE_LIMITED'],
      headers: ['refreshCookie'],
      requestExample: 'login',
      responseExample: 'login',
    },
  },
  {
    method: 'POST',
    path: '/api/v1/auth/refresh',
    operation: 'RefreshSession',
    body: 'none',
    variables: none,
    respond: ({ data }) => ({ data: data.refreshSession }),
    doc: {
      summary: 'Exchange the refresh cookie for a new access token',
      description:
        'The cookie is rotated on every use; presenting a spent one revokes its whole session. Browsers on another origin than the service (or CORS_ORIGINS) are refused with FORBIDDEN. Limited to 100 calls a minute per client address.',
      tag: 'Sessions',
      access: 'refreshCookie',
      status: 200,
      data: refreshResult,
      errors: ['INVALID_REFRESH_TOKEN', 'FORBIDDEN', 'ACCOUNT_SUSPENDED', 'EMAIL_NOT_VERIFIED', 'RATE_LIMITED'],
      headers: ['refreshCookie'],
    },
  },
  {
    method: 'POST',
    path: '/api/v1/auth/logout',
    operation: 'Logout',
    body: 'none',
    variables: none,
    respond: ({ data }) => ({ data: data.logout }),
    doc: {
      summary: "End the refresh cookie's session",
      description:
        'Idempotent: clears the cookie whether or not it named a live session. Cross-site browsers are refused with FORBIDDEN. Limited to 100 calls a minute per client address.',
      tag: 'Sessions',
      access: 'refreshCookie',
      status: 200,
      data: logoutResult,
      errors: ['FORBIDDEN', 'RATE_LIMITED'],
      headers: ['refreshCookie'],
    },
  },
  {
    method: 'GET',
    path: '/api/v1/api-keys',
    operation: 'ApiKeys',
    body: 'none',
    variables: none,
    respond: ({ data }) => ({ data: { apiKeys: data.apiKeys } }),
    doc: { summary: 'List your API keys', tag: 'API keys', access: 'bearer', status: 200, data: apiKeyList, errors: [] },
  },
  {
    method: 'POST',
    path: '/api/v1/api-keys',
    operation: 'CreateApiKey',
    body: 'json',
    schema: nameBody,
    variables: ({ body }) => body,
    respond: ({ data }) => ({ status: 201, data: data.createApiKey }),
    doc: {
      summary: 'Create an API key',
      description: 'The key itself is returned only here: store it now. Only a logged-in person (Bearer) manages keys; a key cannot.',
      tag: 'API keys',
      access: 'bearer',
      status: 201,
      data: createdApiKey,
      errors: [],
      requestExample: 'apiKeyName',
    },
  },
  {
    method: 'DELETE',
    path: '/api/v1/api-keys/:id',
    operation: 'RevokeApiKey',
    body: 'none',
    variables: ({ params }) => ({ id: pathParam(params, 'id') }),
    respond: ({ data }) => ({ data: { apiKey: data.revokeApiKey } }),
    doc: {
      summary: 'Revoke one of your API keys',
      description: "It stops working at once (401 INVALID_API_KEY). Another account's key id is NOT_FOUND.",
      tag: 'API keys',
      access: 'bearer',
      status: 200,
      data: oneApiKey,
      errors: ['NOT_FOUND'],
    },
  },
];
