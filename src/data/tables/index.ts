import type { ColumnType, Generated } from 'kysely';
import type { AccountsTable, ApiKeysTable, AuditLogTable, LoginThrottleTable, PlansTable, RefreshTokensTable } from './accounts.js';

import type { QuotaThresholdsFiredTable, WebhookAttemptsTable, WebhookDeliveriesTable, WebhookEventsTable, WebhooksTable } from './webhooks.js';

export type * from './accounts.js';
export type * from './webhooks.js';

/** Key/value facts about this installation (when it was created, whether the demo account was printed …). */
export interface InstanceMetadataTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

export interface UsageCountersTable {
  account_id: string;
  /** UTC day, YYYY-MM-DD. */
  day: ColumnType<string, string, never>;
  used: number;
  overage: number;
  last_granted: number;
}

export interface Database {
  usage_counters: UsageCountersTable;
  instance_metadata: InstanceMetadataTable;
  plans: PlansTable;
  accounts: AccountsTable;
  api_keys: ApiKeysTable;
  refresh_tokens: RefreshTokensTable;
  login_throttle: LoginThrottleTable;
  audit_log: AuditLogTable;
  webhooks: WebhooksTable;
  webhook_events: WebhookEventsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
  quota_thresholds_fired: QuotaThresholdsFiredTable;
}
