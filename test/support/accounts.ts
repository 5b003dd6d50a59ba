import { createAccount, type NewAccountInput } from '../../src/domain/accounts/accounts.service.js';
import { createApiKey } from '../../src/domain/accounts/api-keys.service.js';
import type { DomainDeps } from '../../src/domain/deps.js';
import type { TestServer } from './server.js';

let counter = 0;

/** A unique e-mail address per call, so tests sharing a database never collide. */
export function uniqueEmail(tag = 'user'): string {
  counter += 1;
  return `${tag}-${process.pid}-${Date.now().toString(36)}-${counter}@example.com`;
}

export const PASSWORD = 'correct horse battery staple';

export interface TestUser {
  id: string;
  email: string;
  password: string;
}

export async function createUser(deps: DomainDeps, input: Partial<NewAccountInput> = {}): Promise<TestUser> {
  const email = input.email ?? uniqueEmail(input.role ?? 'user');
  const account = await createAccount(deps, { email, password: PASSWORD, plan: 'pro', ...input }, 'test');
  return { id: account.id, email, password: input.password ?? PASSWORD };
}

export async function createKey(deps: DomainDeps, accountId: string, name = 'test'): Promise<string> {
  return (await createApiKey(deps, accountId, name)).key;
}

/** Logs in through REST and returns the access token and the refresh cookie value. */
export async function loginAs(server: TestServer, user: { email: string; password: string }): Promise<{ token: string; refresh: string }> {
  const res = await server.post('/api/v1/auth/login', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const body = await res.json();
  return { token: body.data.accessToken, refresh: refreshCookieOf(res)! };
}

export function refreshCookieOf(res: Response): string | undefined {
  for (const cookie of res.headers.getSetCookie()) {
    const match = /^refreshToken=([^;]*)/.exec(cookie);
    if (match) return match[1];
  }
  return undefined;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
