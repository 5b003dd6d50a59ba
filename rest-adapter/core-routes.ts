import { z } from 'zod';
import type { HttpMethod, RestRequestInput, RestRoute } from './route.types.js';
import { batchInShape, provenanceHeaders, usageInShape, vehicleInShape } from './shapes.js';
import { integerParam, optionalString, parseRequestBody, requiredBoolean, requiredString } from './request-validation.js';

const vinBody = z.object({ vin: requiredString('vin') });
const batchBody = z.object({
  vins: z.array(z.string({ error: 'every item of vins must be a string' }), {
    error: (issue) => (issue.input === undefined ? 'vins is required' : 'vins must be an array of strings'),
  }).min(1, 'vins must hold at least one VIN'),
});
const loginBody = z.object({ email: requiredString('email'), password: requiredString('password') });
const nameBody = z.object({ name: requiredString('name') });
const planBody = z.object({ plan: requiredString('plan') });
const overageBody = z.object({ enabled: requiredBoolean('enabled') });
const newAccountBody = z.object({
  email: requiredString('email'),
  password: requiredString('password'),
  plan: requiredString('plan'),
  role: optionalString('role'),
  accountState: optionalString('accountState'),
});

const none = () => ({});
const byId = ({ params }: RestRequestInput) => ({ id: params.id });

/** An admin change of one account: POST/PUT …/accounts/:id/<action> → { account }. */
function adminAccountRoute(method: HttpMethod, action: string, operation: string, body?: z.ZodType<Record<string, unknown>>): RestRoute {
  return {
    method,
    path: `/api/v1/admin/accounts/:id/${action}`,
    operation,
    body: body ? 'json' : 'none',
    variables: (input) => ({ ...byId(input), ...(body ? parseRequestBody(body, input.body) : {}) }),
    respond: (data) => ({ data: { account: data[Object.keys(data)[0]!] } }),
  };
}

/** Decode, usage, validation, sessions, API keys and admin: the routes outside webhooks and images. */
export const CORE_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/decode',
    operation: 'DecodeVin',
    body: 'json',
    variables: ({ body }) => parseRequestBody(vinBody, body),
    respond: (data, shape) => ({ data: vehicleInShape(data.decodeVin, shape), headers: provenanceHeaders(data.decodeVin, shape) }),
  },
  {
    method: 'POST',
    path: '/api/v1/batch-decode',
    operation: 'BatchDecode',
    body: 'json',
    variables: ({ body }) => parseRequestBody(batchBody, body),
    respond: (data, shape) => ({ data: batchInShape(data.batchDecode, shape) }),
  },
  { method: 'GET', path: '/api/v1/usage', operation: 'Usage', body: 'none', variables: none, respond: (data, shape) => ({ data: usageInShape(data.usage, shape) }) },
  {
    method: 'POST',
    path: '/api/v1/validate-vin',
    operation: 'ValidateVin',
    body: 'json',
    variables: ({ body }) => parseRequestBody(vinBody, body),
    respond: (data) => ({ data: data.validateVin }),
  },
  {
    method: 'POST',
    path: '/api/v1/auth/login',
    operation: 'Login',
    body: 'json',
    variables: ({ body }) => parseRequestBody(loginBody, body),
    respond: (data) => ({ data: data.login }),
  },
  { method: 'POST', path: '/api/v1/auth/refresh', operation: 'RefreshSession', body: 'none', variables: none, respond: (data) => ({ data: data.refreshSession }) },
  { method: 'POST', path: '/api/v1/auth/logout', operation: 'Logout', body: 'none', variables: none, respond: (data) => ({ data: data.logout }) },
  { method: 'GET', path: '/api/v1/api-keys', operation: 'ApiKeys', body: 'none', variables: none, respond: (data) => ({ data: { apiKeys: data.apiKeys } }) },
  {
    method: 'POST',
    path: '/api/v1/api-keys',
    operation: 'CreateApiKey',
    body: 'json',
    variables: ({ body }) => parseRequestBody(nameBody, body),
    respond: (data) => ({ status: 201, data: data.createApiKey }),
  },
  { method: 'DELETE', path: '/api/v1/api-keys/:id', operation: 'RevokeApiKey', body: 'none', variables: byId, respond: (data) => ({ data: { apiKey: data.revokeApiKey } }) },
  {
    method: 'GET',
    path: '/api/v1/admin/accounts',
    operation: 'AdminAccounts',
    body: 'none',
    variables: ({ query }) => ({ search: query.get('search') ?? undefined, limit: integerParam(query, 'limit'), offset: integerParam(query, 'offset') }),
    respond: (data) => ({ data: data.adminAccounts }),
  },
  {
    method: 'POST',
    path: '/api/v1/admin/accounts',
    operation: 'AdminCreateAccount',
    body: 'json',
    variables: ({ body }) => ({ input: parseRequestBody(newAccountBody, body) }),
    respond: (data) => ({ status: 201, data: { account: data.adminCreateAccount } }),
  },
  adminAccountRoute('POST', 'verify', 'AdminVerifyAccount'),
  adminAccountRoute('POST', 'suspend', 'AdminSuspendAccount'),
  adminAccountRoute('POST', 'activate', 'AdminActivateAccount'),
  adminAccountRoute('PUT', 'plan', 'AdminSetPlan', planBody),
  adminAccountRoute('PUT', 'overage', 'AdminSetOverage', overageBody),
  {
    method: 'POST',
    path: '/api/v1/admin/api-keys/:id/revoke',
    operation: 'AdminRevokeApiKey',
    body: 'none',
    variables: byId,
    respond: (data) => ({ data: { apiKey: data.adminRevokeApiKey } }),
  },
];
