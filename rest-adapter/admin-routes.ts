import { z } from 'zod';
import type { ErrorCode } from '../src/domain/errors.js';
import type { HttpMethod, RestRequestInput, RestRoute, RouteDoc } from './route.types.js';
import { integerParam, optionalString, requiredBoolean, requiredString } from './request-validation.js';
import { accountPage, oneAccount, oneApiKey } from './schemas/account.schemas.js';

const planBody = z.object({
  plan: requiredString('plan').meta({ description: 'A plan code: free, starter, pro, business or one an admin added.' }),
});
const overageBody = z.object({ enabled: requiredBoolean('enabled') });
const newAccountBody = z.object({
  email: requiredString('email'),
  password: requiredString('password'),
  plan: requiredString('plan'),
  role: optionalString('role').meta({ description: 'user (default) or admin.' }),
  accountState: optionalString('accountState').meta({ description: 'active (default), pending_verification or suspended.' }),
});

const byId = ({ params }: RestRequestInput) => ({ id: params.id });

/** An admin change of one account: POST/PUT …/accounts/:id/<action> → { account }. */
function adminAccountRoute(
  method: HttpMethod,
  action: string,
  operation: string,
  summary: string,
  body?: z.ZodType<Record<string, unknown>>,
  errors: ErrorCode[] = [],
): RestRoute {
  const doc: RouteDoc = {
    summary,
    tag: 'Admin',
    access: 'admin',
    status: 200,
    data: oneAccount,
    errors: ['NOT_FOUND', 'VALIDATION_ERROR', ...errors],
  };
  const base = {
    method,
    path: `/api/v1/admin/accounts/:id/${action}`,
    operation,
    respond: (data: Record<string, unknown>) => ({ data: { account: data[Object.keys(data)[0]!] } }),
    doc,
  };
  if (!body) return { ...base, body: 'none', variables: byId };
  return { ...base, body: 'json', schema: body, variables: (input) => ({ ...byId(input), ...input.body }) };
}

/** Administration: accounts, plans and any key. Not part of the public interface; admins only. */
export const ADMIN_ROUTES: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/api/v1/admin/accounts',
    operation: 'AdminAccounts',
    body: 'none',
    variables: ({ query }) => ({
      search: query.get('search') ?? undefined,
      limit: integerParam(query, 'limit'),
      offset: integerParam(query, 'offset'),
    }),
    respond: (data) => ({ data: data.adminAccounts }),
    doc: {
      summary: 'List accounts',
      tag: 'Admin',
      access: 'admin',
      status: 200,
      data: accountPage,
      errors: ['VALIDATION_ERROR'],
      query: {
        search: { type: 'string', description: 'Part of an e-mail address.' },
        limit: { type: 'integer', description: 'Accounts per page, 1–200 (default 50).' },
        offset: { type: 'integer', description: 'Accounts to skip (default 0).' },
      },
    },
  },
  {
    method: 'POST',
    path: '/api/v1/admin/accounts',
    operation: 'AdminCreateAccount',
    body: 'json',
    schema: newAccountBody,
    variables: ({ body }) => ({ input: body }),
    respond: (data) => ({ status: 201, data: { account: data.adminCreateAccount } }),
    doc: { summary: 'Create an account', tag: 'Admin', access: 'admin', status: 201, data: oneAccount, errors: [] },
  },
  adminAccountRoute('POST', 'verify', 'AdminVerifyAccount', 'Mark the e-mail address verified'),
  adminAccountRoute('POST', 'suspend', 'AdminSuspendAccount', 'Suspend an account: its keys and sessions stop working'),
  adminAccountRoute('POST', 'activate', 'AdminActivateAccount', 'Reactivate a suspended account'),
  adminAccountRoute('PUT', 'plan', 'AdminSetPlan', 'Change the plan', planBody),
  adminAccountRoute(
    'PUT',
    'overage',
    'AdminSetOverage',
    'Allow or stop decodes past the daily quota (plans that allow overage)',
    overageBody,
    ['PLAN_UPGRADE_REQUIRED'],
  ),
  {
    method: 'POST',
    path: '/api/v1/admin/api-keys/:id/revoke',
    operation: 'AdminRevokeApiKey',
    body: 'none',
    variables: byId,
    respond: (data) => ({ data: { apiKey: data.adminRevokeApiKey } }),
    doc: { summary: 'Revoke any API key', tag: 'Admin', access: 'admin', status: 200, data: oneApiKey, errors: ['NOT_FOUND'] },
  },
];
