import type { ColumnType, Generated } from 'kysely';

export type BatchJobState = 'queued' | 'running' | 'paused_quota' | 'paused_suspended' | 'succeeded' | 'failed' | 'cancelled';

/** A bulk decode job (migration 0009). */
export interface BatchJobsTable {
  id: Generated<string>;
  account_id: string;
  state: BatchJobState;
  input_format: string;
  shape: 'A' | 'B';
  chunk_size: number;
  total: number;
  next_index: ColumnType<number, number | undefined, number>;
  successful: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  duplicates: ColumnType<number, number | undefined, number>;
  billed: ColumnType<number, number | undefined, number>;
  queue_job_id: string | null;
  error: string | null;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
  /** Bytes of the stored input (0 once the job ended and its input was deleted). */
  input_bytes: ColumnType<string, number | undefined, number>;
  /** Bytes of the stored result lines. */
  result_bytes: ColumnType<string, number | undefined, number>;
  /** When the job last became paused; null while it is not. */
  paused_since: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface BatchJobInputsTable {
  job_id: string;
  chunk: number;
  lines: string;
}

export interface BatchJobResultsTable {
  job_id: string;
  first_index: number;
  count: number;
  lines: string;
}
