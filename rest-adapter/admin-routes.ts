import { z } from 'zod';
import type { ErrorCode } from '../src/domain/errors.js';
import type { RestRequestInput, RestRoute, RouteDoc } from './route.types.js';
import { integerParam, optionalOneOf, pathParam, requiredBoolean, requiredString } from './request-validation.js';
import { accountPage, oneAccount, oneApiKey } from './schemas/account.schemas.js';

const planBody = z.object({
  plan: requiredString('plan').meta({ description: 'A plan code: free, starter, pro, business or one an admin added.' }),
});
const overageBody = z.object({ enabled: requiredBoolean('enabled') });
const newAccountBody = z.object({
  email: requiredString('email'),
  password: requiredString('password'),
  plan: requiredString('plan'),
  role: optionalOneOf('role', ['user', 'admin']).meta({ description: 'user (default) or admin.' }),
  accountState: optionalOneOf('accountState', ['active', 'pending_verification', 'suspended']).meta({
    description: 'active (default), pending_verification or suspended.',
  }),
});

const byId = ({ params }: RestRequestInput<unknown>) => ({ id: pathParam(params, 'id') });

/** Where an admin change of one account is: POST/PUT …/accounts/:id/<action>, answering { account }. */
const accountActionPath = (action: string) => `/api/v1/admin/accounts/:id/${action}`;

function accountActionDoc(summary: string, errors: ErrorCode[] = []): RouteDoc {
  return { summary, tag: 'Admin', access: 'admin', status: 200, data: oneAccount, errors: ['NOT_FOUND', 'VALIDATION_ERROR', ...errors] };
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
    respond: ({ data }) => ({ data: data.adminAccounts }),
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
    respond: ({ data }) => ({ status: 201, data: { account: data.adminCreateAccount } }),
    doc: { summary: 'Create an account', tag: 'Admin', access: 'admin', status: 201, data: oneAccount, errors: [] },
  },
  {
    method: 'POST',
    path: accountActionPath('verify'),
    operation: 'AdminVerifyAccount',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: { account: data.adminVerifyAccount } }),
    doc: accountActionDoc('Mark the e-mail address verified'),
  },
  {
    method: 'POST',
    path: accountActionPath('suspend'),
    operation: 'AdminSuspendAccount',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: { account: data.adminSuspendAccount } }),
    doc: accountActionDoc('Suspend an account: its keys and sessions stop working'),
  },
  {
    method: 'POST',
    path: accountActionPath('activate'),
    operation: 'AdminActivateAccount',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: { account: data.adminActivateAccount } }),
    doc: accountActionDoc('Reactivate a suspended account'),
  },
  {
    method: 'PUT',
    path: accountActionPath('plan'),
    operation: 'AdminSetPlan',
    body: 'json',
    schema: planBody,
    variables: (input) => ({ ...byId(input), ...input.body }),
    respond: ({ data }) => ({ data: { account: data.adminSetPlan } }),
    doc: accountActionDoc('Change the plan'),
  },
  {
    method: 'PUT',
    path: accountActionPath('overage'),
    operation: 'AdminSetOverage',
    body: 'json',
    schema: overageBody,
    variables: (input) => ({ ...byId(input), ...input.body }),
    respond: ({ data }) => ({ data: { account: data.adminSetOverage } }),
    doc: accountActionDoc('Allow or stop decodes past the daily quota (plans that allow overage)', ['PLAN_UPGRADE_REQUIRED']),
  },
  {
    method: 'POST',
    path: '/api/v1/admin/api-keys/:id/revoke',
    operation: 'AdminRevokeApiKey',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: { apiKey: data.adminRevokeApiKey } }),
    doc: { summary: 'Revoke any API key', tag: 'Admin', access: 'admin', status: 200, data: oneApiKey, errors: ['NOT_FOUND'] },
  },
];
