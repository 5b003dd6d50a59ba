import type { AccountRole, AccountState } from '../../data/tables/index.js';

/** The limits of the caller's plan, read with the caller. */
export interface ViewerPlan {
  code: string;
  dailyQuota: number;
  batchCap: number;
  webhooksAllowed: boolean;
  overageAllowed: boolean;
}

/** Who is calling, and with which credential. */
export interface Viewer {
  accountId: string;
  email: string;
  role: AccountRole;
  state: AccountState;
  planCode: string;
  plan: ViewerPlan;
  overageEnabled: boolean;
  credential: { kind: 'api_key'; apiKeyId: string } | { kind: 'bearer' };
}

/** The identity rate limits count against: the key itself, or the logged-in user. */
export function rateLimitIdentity(viewer: Viewer): string {
  return viewer.credential.kind === 'api_key' ? `key:${viewer.credential.apiKeyId}` : `user:${viewer.accountId}`;
}
