import { BATCH_JOB_MAX_BYTES, BATCH_JOB_MAX_VINS } from '../../domain/batch-jobs/batch-input.js';
import { cancelBatchJob, getBatchJob, listBatchJobs, submitBatchJob, type BatchJob } from '../../domain/batch-jobs/batch-jobs.service.js';
import { builder } from '../builder.js';
import { authorize } from '../guards.js';
import { costs } from '../operation-cost.js';

const BatchJobStateEnum = builder.enumType('BatchJobState', {
  description:
    'queued → running ⇄ paused_quota → succeeded; or failed, or cancelled by its owner. paused_suspended: the account is suspended; the job resumes when it is reactivated.',
  values: ['queued', 'running', 'paused_quota', 'paused_suspended', 'succeeded', 'failed', 'cancelled'] as const,
});

export const BatchJobType = builder.objectRef<BatchJob>('BatchJob').implement({
  description: 'A bulk decode job: a file of VINs decoded chunk by chunk, billed as a batch (one unit per first-seen success).',
  fields: (t) => ({
    id: t.exposeID('id'),
    state: t.field({ type: BatchJobStateEnum, resolve: (j) => j.state }),
    inputFormat: t.exposeString('inputFormat', { description: 'csv, jsonl or json.' }),
    total: t.exposeInt('total', { description: 'VINs submitted.' }),
    processed: t.exposeInt('processed', { description: 'Lines whose results are stored (downloadable), from the first on.' }),
    successful: t.exposeInt('successful', { description: 'Decoded and billed.' }),
    failed: t.exposeInt('failed', { description: 'Not decoded (malformed or unknown VINs); never billed.' }),
    duplicates: t.exposeInt('duplicates', { description: 'Repeats of an earlier line; decoded alike, never billed.' }),
    billed: t.exposeInt('billed', { description: 'Units billed by this job.' }),
    progress: t.exposeFloat('progress', { description: '0–1: processed / total.' }),
    error: t.exposeString('error', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    finishedAt: t.expose('finishedAt', { type: 'DateTime', nullable: true }),
    expiresAt: t.expose('expiresAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When the results are deleted (set when the job ends).',
    }),
  }),
});

builder.mutationField('submitBatchJob', (t) =>
  t.field({
    type: BatchJobType,
    ...costs(20, { perOperation: 1 }),
    description: `Submit a file of VINs as a bulk job (API key or Bearer; plans that include jobs): CSV (a vin column, or one VIN a line), JSON lines or a JSON array, at most ${BATCH_JOB_MAX_VINS.toLocaleString('en-US')} VINs and ${BATCH_JOB_MAX_BYTES / 1024 / 1024} MB. Billed as it runs, never on submission.`,
    args: { file: t.arg({ type: 'File', required: true }) },
    resolve: async (_root, args, ctx) => submitBatchJob(ctx.batchJobs, await authorize(ctx, 'apiKeyOrBearer'), args.file),
  }),
);

builder.mutationField('cancelBatchJob', (t) =>
  t.field({
    type: BatchJobType,
    description: 'Stop a job: what it stored stays downloadable (and billed); nothing more runs. An ended job is answered as it is.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => cancelBatchJob(ctx.batchJobs, await authorize(ctx, 'apiKeyOrBearer'), String(args.id)),
  }),
);

builder.queryField('batchJob', (t) =>
  t.field({
    type: BatchJobType,
    description: 'One of your bulk jobs with its counts and progress. Read-only.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      getBatchJob(ctx.db, await authorize(ctx, 'apiKeyOrBearer', { rateLimited: false }), String(args.id)),
  }),
);

builder.queryField('batchJobs', (t) =>
  t.field({
    type: [BatchJobType],
    description: 'Your bulk jobs, newest first (ended ones until their results expire).',
    args: { limit: t.arg.int({ required: false, defaultValue: 20, description: '1–100.' }) },
    resolve: async (_root, args, ctx) =>
      listBatchJobs(ctx.db, await authorize(ctx, 'apiKeyOrBearer', { rateLimited: false }), args.limit ?? 20),
  }),
);

builder.subscriptionField('batchJobProgress', (t) =>
  t.field({
    type: BatchJobType,
    description:
      'The job now, then again whenever its progress or state changes, until it ends (the last event is the ended job). Over SSE: POST /graphql with Accept: text/event-stream.',
    args: { id: t.arg.id({ required: true }) },
    subscribe: async (_root, args, ctx) => {
      const viewer = await authorize(ctx, 'apiKeyOrBearer', { rateLimited: false });
      // Checked before the stream starts: another account's job is NOT_FOUND, as a plain query.
      await getBatchJob(ctx.db, viewer, String(args.id));
      // Fed by the job's one reader on this replica, left at once when the stream closes (decision 0523).
      return ctx.jobProgress.watch(viewer, String(args.id));
    },
    resolve: (job) => job,
  }),
);
