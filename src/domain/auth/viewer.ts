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

/**
 * The identity rate limits count against: the account, whichever of its keys or tokens calls (the
 * spec's limit is per user; per key, an account with three keys would get three times as much).
 */
export function rateLimitIdentity(viewer: Viewer): string {
  return `account:${viewer.accountId}`;
}
