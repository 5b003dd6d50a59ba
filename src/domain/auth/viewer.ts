import type { AccountRole, AccountState } from '../../data/tables/index.js';

/** Who is calling, and with which credential. */
export interface Viewer {
  accountId: string;
  email: string;
  role: AccountRole;
  state: AccountState;
  planCode: string;
  credential: { kind: 'api_key'; apiKeyId: string } | { kind: 'bearer' };
}

/** The identity rate limits count against: the key itself, or the logged-in user. */
export function rateLimitIdentity(viewer: Viewer): string {
  return viewer.credential.kind === 'api_key' ? `key:${viewer.credential.apiKeyId}` : `user:${viewer.accountId}`;
}
