import { z } from 'zod';
import { dateTime, int, nullableDateTime, nullableString } from './common.js';

export const batchJob = z
  .strictObject({
    id: z.string(),
    state: z.enum(['queued', 'running', 'paused_quota', 'paused_suspended', 'succeeded', 'failed', 'cancelled']).meta({
      description:
        'queued → running ⇄ paused_quota (the daily quota ran out; it resumes at the next UTC day, with overage or a plan change) → succeeded; or failed, or cancelled. paused_suspended: the account is suspended; nothing is decoded or billed until it is reactivated, then the job resumes.',
    }),
    inputFormat: z.string().meta({ description: 'csv, jsonl or json.' }),
    total: int().meta({ description: 'VINs submitted.' }),
    processed: int().meta({ description: 'Lines whose results are stored and downloadable, from the first on.' }),
    successful: int().meta({ description: 'Decoded and billed (one unit each).' }),
    failed: int().meta({ description: 'Not decoded; free.' }),
    duplicates: int().meta({ description: 'Repeats of an earlier line; decoded alike, free.' }),
    billed: int(),
    progress: z.number().meta({ description: '0–1.' }),
    error: nullableString(),
    createdAt: dateTime(),
    updatedAt: dateTime(),
    finishedAt: nullableDateTime(),
    expiresAt: nullableDateTime().meta({ description: 'When the results are deleted (BATCH_JOB_RETENTION_DAYS after the end).' }),
  })
  .meta({ description: 'A bulk decode job.' });

export const batchJobList = z.strictObject({ jobs: z.array(batchJob) });
