import type { ColumnType, Generated } from 'kysely';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

export interface WebhooksTable {
  id: Generated<string>;
  account_id: string;
  url: string;
  events: string[];
  secret: string;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  disabled_reason: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export interface WebhookEventsTable {
  id: Generated<string>;
  account_id: string;
  type: string;
  data: ColumnType<Record<string, unknown>, string, never>;
  created_at: ColumnType<Date, Date, never>;
}

export interface WebhookDeliveriesTable {
  id: Generated<string>;
  event_id: string;
  webhook_id: string;
  status: WebhookDeliveryStatus;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Date;
  claim_token: ColumnType<string | null, never, string | null>;
  locked_until: ColumnType<Date | null, never, Date | null>;
  last_attempt_at: ColumnType<Date | null, never, Date>;
  last_response_code: ColumnType<number | null, never, number | null>;
  last_error: ColumnType<string | null, never, string | null>;
  created_at: ColumnType<Date, Date, never>;
  finished_at: ColumnType<Date | null, never, Date | null>;
}

export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempt: number;
  attempted_at: Date;
  response_code: number | null;
  error: string | null;
  duration_ms: number;
}

export interface QuotaThresholdsFiredTable {
  account_id: string;
  day: ColumnType<string, string, never>;
  threshold: number;
  fired_at: Date;
}
