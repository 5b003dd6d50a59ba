import { once } from 'node:events';
import { BATCH_JOB_MAX_BYTES, BATCH_JOB_MAX_VINS } from '../src/domain/batch-jobs/batch-input.js';
import { ACTIVE_BATCH_JOB_STATES, admitBatchJobUpload } from '../src/domain/batch-jobs/batch-jobs.service.js';
import { requireViewer } from '../src/domain/auth/authorization.js';
import { resultText, type ResultsFormat } from '../src/domain/batch-jobs/results-download.js';
import { AppError } from '../src/domain/errors.js';
import type { RestRequestInput, RestRoute } from './route.types.js';
import { integerParam, pathParam } from './request-validation.js';
import { batchJob, batchJobList } from './schemas/batch-job.schemas.js';

const JOB =
  'id state inputFormat total processed successful failed duplicates billed progress error createdAt updatedAt finishedAt expiresAt';

/** The stored operations of the bulk job routes (merged into the stored operations, operations.ts). */
export const BATCH_JOB_OPERATIONS = {
  SubmitBatchJob: `mutation SubmitBatchJob($file: File!) { submitBatchJob(file: $file) { ${JOB} } }`,
  BatchJob: `query BatchJob($id: ID!) { batchJob(id: $id) { ${JOB} } }`,
  BatchJobs: `query BatchJobs($limit: Int) { batchJobs(limit: $limit) { ${JOB} } }`,
  // The job a download is of: the same field, so the same authorisation and NOT_FOUND.
  BatchJobResults: `query BatchJobResults($id: ID!) { batchJob(id: $id) { id state processed } }`,
  CancelBatchJob: `mutation CancelBatchJob($id: ID!) { cancelBatchJob(id: $id) { ${JOB} } }`,
} as const;

const byId = ({ params }: RestRequestInput<unknown>) => ({ id: pathParam(params, 'id') });
const UNFINISHED = new Set<string>(ACTIVE_BATCH_JOB_STATES);

/**
 * Polling advice for an unfinished job: soon while it runs, at the next quota check while it
 * waits for quota or for its account. Absent once the job has ended.
 */
function pollHeaders(job: { state: string }): Record<string, string> | undefined {
  if (!UNFINISHED.has(job.state)) return undefined;
  return { 'retry-after': job.state === 'paused_quota' || job.state === 'paused_suspended' ? '300' : '2' };
}

const PLANS =
  'Starter, Pro and Business plans (Free gets 403 PLAN_UPGRADE_REQUIRED); each plan runs a limited number of unfinished jobs at once (429 RATE_LIMITED past it).';

function formatOf(query: URLSearchParams): ResultsFormat {
  const format = query.get('format') ?? 'jsonl';
  if (format !== 'jsonl' && format !== 'csv') throw new AppError('VALIDATION_ERROR', 'format must be jsonl or csv');
  return format;
}

export const BATCH_JOB_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/batch-jobs',
    // A lost 202 retried with its key gets the same job, never a second one billed in full (decision 0055).
    idempotencyKey: true,
    operation: 'SubmitBatchJob',
    body: 'upload',
    limitBytes: BATCH_JOB_MAX_BYTES,
    // A file the plan has no place or room for is refused from its Content-Length, unread.
    admit: async (context, declaredBytes) => {
      if (declaredBytes !== undefined) await admitBatchJobUpload(context.batchJobs, requireViewer(await context.viewer()), declaredBytes);
    },
    variables: ({ body }) => ({ file: body }),
    respond: ({ data }) => ({
      status: 202,
      data: data.submitBatchJob,
      headers: { location: `/api/v1/batch-jobs/${data.submitBatchJob.id}`, ...pollHeaders(data.submitBatchJob) },
    }),
    doc: {
      summary: 'Submit a bulk decode job',
      description: `${PLANS} The file is CSV (a vin column, or one VIN a line), JSON lines or a JSON array, of at most ${BATCH_JOB_MAX_VINS.toLocaleString('en-US')} VINs and 50 MB: as the part file of multipart/form-data, or as the raw body with Content-Type text/csv, application/x-ndjson or application/json. Nothing is billed on submission: as it runs, each first-seen VIN decoded bills one unit, failures and repeats are free. When the daily quota runs out the job pauses (paused_quota) with its results so far downloadable, and resumes at the next UTC day, or at once with overage. Poll GET /api/v1/batch-jobs/{id} (Retry-After says when). With an Idempotency-Key, the same key and file again within 24 h answers the same job (Idempotent-Replayed: true), never a second one; the key with another file is 422 IDEMPOTENCY_KEY_REUSED. A compressed body (Content-Encoding other than identity) is 415 UNSUPPORTED_MEDIA_TYPE: send the file as it is.`,
      tag: 'Bulk jobs',
      access: 'apiKeyOrBearer',
      status: 202,
      data: batchJob,
      errors: [
        'VALIDATION_ERROR',
        'BATCH_TOO_LARGE',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'PLAN_UPGRADE_REQUIRED',
        'RATE_LIMITED',
      ],
      headers: ['poll'],
    },
  },
  {
    method: 'GET',
    path: '/api/v1/batch-jobs',
    operation: 'BatchJobs',
    body: 'none',
    variables: ({ query }) => {
      const limit = integerParam(query, 'limit');
      return limit === undefined ? {} : { limit };
    },
    respond: ({ data }) => ({ data: { jobs: data.batchJobs } }),
    doc: {
      summary: 'List your bulk jobs',
      description: 'Newest first; ended jobs until their results expire.',
      tag: 'Bulk jobs',
      access: 'apiKeyOrBearer',
      status: 200,
      data: batchJobList,
      errors: ['VALIDATION_ERROR'],
      query: { limit: { type: 'integer', description: 'At most this many jobs (1–100, default 20).' } },
    },
  },
  {
    method: 'GET',
    path: '/api/v1/batch-jobs/:id',
    operation: 'BatchJob',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: data.batchJob, headers: pollHeaders(data.batchJob) }),
    doc: {
      summary: 'State, counts and progress of a bulk job',
      description: "Retry-After (seconds) says when to poll again while the job is unfinished. Another account's job is 404 NOT_FOUND.",
      tag: 'Bulk jobs',
      access: 'apiKeyOrBearer',
      status: 200,
      data: batchJob,
      errors: ['NOT_FOUND'],
      headers: ['poll'],
    },
  },
  {
    method: 'POST',
    path: '/api/v1/batch-jobs/:id/cancel',
    operation: 'CancelBatchJob',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: data.cancelBatchJob }),
    doc: {
      summary: 'Cancel a bulk job',
      description:
        'No further VIN is decoded or billed; the results stored so far stay downloadable. A job that has ended is answered as it is.',
      tag: 'Bulk jobs',
      access: 'apiKeyOrBearer',
      status: 200,
      data: batchJob,
      errors: ['NOT_FOUND'],
    },
  },
  {
    method: 'GET',
    path: '/api/v1/batch-jobs/:id/results',
    operation: 'BatchJobResults',
    body: 'none',
    variables: byId,
    respond: ({ data }) => ({ data: data.batchJob }),
    download: async ({ data }, { res, query, context, headers }) => {
      const job = data.batchJob;
      const format = formatOf(query);
      res.writeHead(200, [
        ...[...headers].flat(),
        'content-type',
        format === 'csv' ? 'text/csv; charset=utf-8' : 'application/x-ndjson',
        'content-disposition',
        `attachment; filename="batch-job-${job.id}.${format}"`,
        'cache-control',
        'no-store',
        'x-batch-job-state',
        job.state,
      ]);
      for await (const text of resultText(context.db, job.id, format)) {
        if (!res.write(text)) await once(res, 'drain');
      }
      res.end();
    },
    doc: {
      summary: "Download a bulk job's results",
      description:
        "The results as a file, streamed, in input order: ?format=jsonl (default; one JSON object a line) or ?format=csv. Each line has the input index (the VIN's position among the VINs), line (the 1-based line of the uploaded file it came from: a header and blank lines count), the VIN as submitted, status success (with vehicle in the deployment's response shape and warnings) or error (errorCode, message, details when known), and duplicateOf when it repeats an earlier line. In CSV, details is a column of compact JSON, and a cell that begins with =, +, -, @, a tab or a carriage return is prefixed with a single quote, so a spreadsheet runs no formula. Available at any time: an unfinished job gives the lines done so far (X-Batch-Job-State says which). The JSON envelope is not used for this answer; errors still are.",
      tag: 'Bulk jobs',
      access: 'apiKeyOrBearer',
      status: 200,
      data: batchJob,
      errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
      headers: ['batchJobState'],
      query: { format: { type: 'string', description: 'jsonl (default) or csv.' } },
    },
  },
];
