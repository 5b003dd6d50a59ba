import type { ColumnType, Generated } from 'kysely';

export type AccountState = 'active' | 'pending_verification' | 'suspended';
export type AccountRole = 'user' | 'admin';

export interface PlansTable {
  code: string;
  name: string;
  daily_quota: number;
  batch_cap: number;
  webhooks_allowed: boolean;
  overage_allowed: boolean;
  /** Whether accounts on the plan may submit bulk decode jobs (migration 0009, decision 0051). */
  batch_jobs_allowed: ColumnType<boolean, boolean | undefined, boolean>;
  /** Unfinished bulk jobs (queued, running, paused) an account on the plan may have at once. */
  max_active_batch_jobs: ColumnType<number, number | undefined, number>;
  /** Bytes an account's bulk jobs may keep stored at once, inputs and results (migration 0011, decision 0525). */
  batch_job_storage_bytes: ColumnType<string, number | undefined, number>;
}

export interface AccountsTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  state: AccountState;
  role: ColumnType<AccountRole, AccountRole | undefined, AccountRole>;
  plan_code: string;
  overage_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ApiKeysTable {
  id: Generated<string>;
  account_id: string;
  name: string;
  prefix: string;
  last4: string;
  key_hash: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  last_used_at: ColumnType<Date | null, never, Date>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  account_id: string;
  family_id: string;
  token_hash: string;
  created_at: Date;
  expires_at: Date;
  rotated_at: ColumnType<Date | null, never, Date>;
  revoked_at: ColumnType<Date | null, never, Date>;
}

export interface LoginThrottleTable {
  scope: string;
  failures: number;
  /** Attempts count while they keep coming within the window of the previous one. */
  last_attempt_at: Date;
  lockouts: ColumnType<number, number | undefined, number>;
  locked_until: Date | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  actor: string;
  action: string;
  target_account_id: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, never>;
  created_at: ColumnType<Date, Date | undefined, never>;
}
