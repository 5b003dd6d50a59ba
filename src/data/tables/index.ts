import type { ColumnType, Generated } from 'kysely';
import type { AccountsTable, ApiKeysTable, AuditLogTable, LoginThrottleTable, PlansTable, RefreshTokensTable } from './accounts.js';

import type { BatchJobInputsTable, BatchJobResultsTable, BatchJobsTable } from './batch-jobs.js';
import type {
  QuotaThresholdsFiredTable,
  WebhookAttemptsTable,
  WebhookDeliveriesTable,
  WebhookEventsTable,
  WebhooksTable,
} from './webhooks.js';

export type * from './accounts.js';
export type * from './webhooks.js';
export type * from './batch-jobs.js';

/** Key/value facts about this installation (when it was created, whether the demo account was printed …). */
export interface InstanceMetadataTable {
  key: string;
  value: string;
  updated_at: Generated<Date>;
}

/** A block of a day's quota reserved by one gateway process (migration 0005). */
export interface QuotaLeasesTable {
  account_id: string;
  day: ColumnType<string, string, never>;
  holder: string;
  units: number;
  expires_at: Date;
}

/** Per account, day and holder, the last lease settlement applied and its outcome (migration 0007). */
export interface QuotaLeaseSettlementsTable {
  account_id: string;
  day: ColumnType<string, string, never>;
  holder: string;
  /** The settlement's number (bigint: read as a string). */
  settlement: ColumnType<string, number, number>;
  used: number;
  leased: number;
}

export interface UsageCountersTable {
  account_id: string;
  /** UTC day, YYYY-MM-DD. */
  day: ColumnType<string, string, never>;
  used: number;
  overage: number;
  last_granted: number;
  /** Units held by live quota leases (not yet billed). */
  reserved: ColumnType<number, number | undefined, number>;
}

/** A billable request's idempotency key and, once it finished, its answer (migration 0008). */
export interface IdempotencyKeysTable {
  account_id: string;
  key: string;
  request_hash: string;
  created_at: Date;
  /** Set while the first request with the key runs; null once its answer is stored. */
  lock_token: string | null;
  locked_at: Date | null;
  response_status: number | null;
  /** JSON text of [name, value] pairs. */
  response_headers: string | null;
  response_body: string | null;
}

/** Cached answers of NHTSA's vPIC API (migration 0006). */
export interface VpicEnrichmentTable {
  vin: string;
  descriptor: string;
  vpic_release: string;
  vpic_values: ColumnType<Record<string, string>, string, string>;
  fetched_at: Date;
}

export interface Database {
  vpic_enrichment: VpicEnrichmentTable;
  idempotency_keys: IdempotencyKeysTable;
  usage_counters: UsageCountersTable;
  quota_leases: QuotaLeasesTable;
  quota_lease_settlements: QuotaLeaseSettlementsTable;
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
  batch_jobs: BatchJobsTable;
  batch_job_inputs: BatchJobInputsTable;
  batch_job_results: BatchJobResultsTable;
}
