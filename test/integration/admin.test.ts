import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { listAuditEntries } from '../../src/data/repos/audit-log.repo.js';
import { bearer, createKey, createUser, loginAs, PASSWORD, uniqueEmail, type TestUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

describe.each(databaseTargets)('admin on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let admin: TestUser;
  let adminToken: string;
  let userToken: string;
  let userKey: string;
  let adminKey: string;

  const adminCall = (method: string, path: string, body?: unknown, token = adminToken) =>
    server.call(method, path, { headers: bearer(token), ...(body !== undefined ? { body } : {}) });

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
    admin = await createUser(server.services, { role: 'admin' });
    const user = await createUser(server.services);
    adminToken = (await loginAs(server, admin)).token;
    userToken = (await loginAs(server, user)).token;
    userKey = await createKey(server.services, user.id);
    adminKey = await createKey(server.services, admin.id);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const OPERATIONS: Array<[string, string, string, unknown?]> = [
    ['list accounts', 'GET', '/api/v1/admin/accounts'],
    ['create an account', 'POST', '/api/v1/admin/accounts', { email: 'x@example.com', password: 'long enough password', plan: 'free' }],
    ['verify', 'POST', '/api/v1/admin/accounts/00000000-0000-4000-8000-000000000000/verify'],
    ['suspend', 'POST', '/api/v1/admin/accounts/00000000-0000-4000-8000-000000000000/suspend'],
    ['activate', 'POST', '/api/v1/admin/accounts/00000000-0000-4000-8000-000000000000/activate'],
    ['change plan', 'PUT', '/api/v1/admin/accounts/00000000-0000-4000-8000-000000000000/plan', { plan: 'pro' }],
    ['toggle overage', 'PUT', '/api/v1/admin/accounts/00000000-0000-4000-8000-000000000000/overage', { enabled: true }],
    ['revoke any key', 'POST', '/api/v1/admin/api-keys/00000000-0000-4000-8000-000000000000/revoke'],
  ];

  it.each(OPERATIONS)(
    "%s: 403 FORBIDDEN for a non-admin, an API key (even an admin's); 401 for nobody",
    async (_name, method, path, body) => {
      for (const headers of [bearer(userToken), { 'x-api-key': userKey }, { 'x-api-key': adminKey }]) {
        const res = await server.call(method, path, { headers, ...(body !== undefined ? { body } : {}) });
        expect(res.status).toBe(403);
        expect((await res.json()).error.code).toBe('FORBIDDEN');
      }
      const anonymous = await server.call(method, path, body !== undefined ? { body } : {});
      expect(anonymous.status).toBe(401);
    },
  );

  it.each([
    ['adminAccounts', '{ adminAccounts { total } }'],
    [
      'adminCreateAccount',
      'mutation { adminCreateAccount(input: { email: "y@example.com", password: "long enough password", plan: "free" }) { id } }',
    ],
    ['adminVerifyAccount', 'mutation { adminVerifyAccount(id: "00000000-0000-4000-8000-000000000000") { id } }'],
    ['adminSuspendAccount', 'mutation { adminSuspendAccount(id: "00000000-0000-4000-8000-000000000000") { id } }'],
    ['adminActivateAccount', 'mutation { adminActivateAccount(id: "00000000-0000-4000-8000-000000000000") { id } }'],
    ['adminSetPlan', 'mutation { adminSetPlan(id: "00000000-0000-4000-8000-000000000000", plan: "pro") { id } }'],
    ['adminSetOverage', 'mutation { adminSetOverage(id: "00000000-0000-4000-8000-000000000000", enabled: true) { id } }'],
    ['adminRevokeApiKey', 'mutation { adminRevokeApiKey(id: "00000000-0000-4000-8000-000000000000") { id } }'],
  ])('GraphQL %s is FORBIDDEN to a non-admin', async (_name, query) => {
    const body = await (await server.graphql(query, {}, bearer(userToken))).json();
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('creates, verifies, suspends, reactivates, re-plans and toggles overage, auditing each', async () => {
    const email = uniqueEmail('managed');
    const created = await adminCall('POST', '/api/v1/admin/accounts', {
      email,
      password: PASSWORD,
      plan: 'starter',
      accountState: 'pending_verification',
    });
    expect(created.status).toBe(201);
    const account = (await created.json()).data.account;
    expect(account).toMatchObject({
      email,
      accountState: 'pending_verification',
      role: 'user',
      plan: { code: 'starter', dailyQuota: 1000, batchCap: 50 },
    });
    const login = () => server.post('/api/v1/auth/login', { email, password: PASSWORD });
    expect((await login()).status).toBe(403);

    const step = async (method: string, action: string, body?: unknown) => {
      const res = await adminCall(method, `/api/v1/admin/accounts/${account.id}/${action}`, body);
      expect(res.status).toBe(200);
      return (await res.json()).data.account;
    };
    expect((await step('POST', 'verify')).accountState).toBe('active');
    expect((await login()).status).toBe(200);
    expect((await step('POST', 'suspend')).accountState).toBe('suspended');
    expect((await login()).status).toBe(403);
    expect((await step('POST', 'activate')).accountState).toBe('active');
    expect((await step('PUT', 'plan', { plan: 'business' })).plan.code).toBe('business');
    expect((await step('PUT', 'overage', { enabled: true })).overageEnabled).toBe(true);
    expect((await step('PUT', 'overage', { enabled: false })).overageEnabled).toBe(false);

    const audit = (await listAuditEntries(db.db, 500)).filter((e) => e.target_account_id === account.id).reverse();
    expect(audit.map((e) => e.action)).toEqual([
      'account.create',
      'account.active',
      'account.suspended',
      'account.active',
      'account.plan',
      'account.overage',
      'account.overage',
    ]);
    expect(audit.every((e) => e.actor === `account:${admin.id}` && e.created_at instanceof Date)).toBe(true);
    expect(audit[4]!.details).toMatchObject({ before: { plan: 'starter' }, after: { plan: 'business' } });
  });

  it('refuses overage on a plan that does not allow it, unknown plans and unknown accounts', async () => {
    const user = await createUser(server.services, { plan: 'pro' });
    const overage = await adminCall('PUT', `/api/v1/admin/accounts/${user.id}/overage`, { enabled: true });
    expect(overage.status).toBe(403);
    expect((await overage.json()).error.code).toBe('PLAN_UPGRADE_REQUIRED');
    const plan = await adminCall('PUT', `/api/v1/admin/accounts/${user.id}/plan`, { plan: 'platinum' });
    expect(plan.status).toBe(400);
    expect((await plan.json()).error.code).toBe('VALIDATION_ERROR');
    const missing = await adminCall('POST', '/api/v1/admin/accounts/00000000-0000-4000-8000-000000000000/suspend');
    expect(missing.status).toBe(404);
    const junk = await adminCall('POST', '/api/v1/admin/accounts/not-an-id/suspend');
    expect(junk.status).toBe(404);
    const badBody = await adminCall('PUT', `/api/v1/admin/accounts/${user.id}/overage`, { enabled: 'yes' });
    expect(badBody.status).toBe(400);
  });

  it('refuses a duplicate e-mail (any case) and a weak password when creating', async () => {
    const dup = await adminCall('POST', '/api/v1/admin/accounts', { email: admin.email.toUpperCase(), password: PASSWORD, plan: 'free' });
    expect(dup.status).toBe(400);
    expect((await dup.json()).error.message).toMatch(/already exists/);
    const weak = await adminCall('POST', '/api/v1/admin/accounts', { email: uniqueEmail(), password: 'short', plan: 'free' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.message).toMatch(/at least 10/);
  });

  it("refuses a role or state that is not one of the schema's, naming the field and its values", async () => {
    const role = await adminCall('POST', '/api/v1/admin/accounts', {
      email: uniqueEmail(),
      password: PASSWORD,
      plan: 'free',
      role: 'root',
    });
    expect(role.status).toBe(400);
    expect((await role.json()).error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'role must be one of user, admin',
      details: { issues: [{ path: 'role', message: 'role must be one of user, admin' }] },
    });
    const state = await adminCall('POST', '/api/v1/admin/accounts', {
      email: uniqueEmail(),
      password: PASSWORD,
      plan: 'free',
      accountState: 'frozen',
    });
    expect(state.status).toBe(400);
    expect((await state.json()).error.message).toBe('accountState must be one of active, pending_verification, suspended');
  });

  it('lists and searches accounts with paging', async () => {
    const tag = `searchable${Date.now()}`;
    for (let i = 0; i < 3; i++) await createUser(server.services, { email: `${tag}-${i}@example.com` });
    const res = await adminCall('GET', `/api/v1/admin/accounts?search=${tag}&limit=2`);
    const page = (await res.json()).data;
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    const rest = (await (await adminCall('GET', `/api/v1/admin/accounts?search=${tag}&limit=2&offset=2`)).json()).data;
    expect(rest.items).toHaveLength(1);
    expect((await adminCall('GET', '/api/v1/admin/accounts?limit=abc')).status).toBe(400);
    expect((await adminCall('GET', '/api/v1/admin/accounts?limit=500')).status).toBe(400);
    const wildcard = (await (await adminCall('GET', '/api/v1/admin/accounts?search=%25')).json()).data;
    expect(wildcard.total).toBe(0);
  });

  it("revokes any account's key, with an audit row", async () => {
    const owner = await createUser(server.services);
    const ownerToken = (await loginAs(server, owner)).token;
    const created = await (await server.post('/api/v1/api-keys', { name: 'victim' }, bearer(ownerToken))).json();
    const res = await adminCall('POST', `/api/v1/admin/api-keys/${created.data.apiKey.id}/revoke`);
    expect(res.status).toBe(200);
    expect((await res.json()).data.apiKey.revoked).toBe(true);
    const after = await (await server.graphql('{ me { id } }', {}, { 'x-api-key': created.data.key })).json();
    expect(after.errors[0].extensions.code).toBe('INVALID_API_KEY');
    const audit = await listAuditEntries(db.db, 500);
    expect(audit.find((e) => e.action === 'api_key.revoke' && e.target_account_id === owner.id)?.details).toMatchObject({ name: 'victim' });
  });
});
