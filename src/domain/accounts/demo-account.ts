import { randomBytes } from 'node:crypto';
import type { DomainDeps } from '../deps.js';
import { createAccount } from './accounts.service.js';
import { createApiKey } from './api-keys.service.js';

export interface DemoCredentials {
  email: string;
  password: string;
  apiKey: string;
}

export const DEMO_EMAIL = 'demo@vin-gateway.local';

/** A pro account with a random password and one API key, so a newcomer can call the API at once. */
export async function createDemoAccount(deps: DomainDeps): Promise<DemoCredentials> {
  const password = randomBytes(12).toString('base64url');
  const account = await createAccount(deps, { email: DEMO_EMAIL, password, plan: 'pro' }, 'first-start');
  const { key } = await createApiKey(deps, account.id, 'demo');
  return { email: DEMO_EMAIL, password, apiKey: key };
}
