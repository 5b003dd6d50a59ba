import { z } from 'zod';
import type { RestRoute } from './route.types.js';
import { assertHistoryDays, DEFAULT_HISTORY_DAYS, MAX_HISTORY_DAYS } from '../src/domain/quota/usage-history.js';
import { integerParam, requiredString } from './request-validation.js';
import { batchResultA, batchResultB, usageA, usageB, usageHistory, vinValidation } from './schemas/decode.schemas.js';
import { vehicleShapeA, vehicleShapeB } from './schemas/vehicle.schemas.js';
import { batchInShape, provenanceHeaders, usageInShape, vehicleInShape } from './shapes.js';
import { answered } from './answered.js';

const vinBody = z.object({ vin: requiredString('vin').meta({ description: 'A VIN; surrounding spaces and lower case are accepted.' }) });
const batchBody = z.object({
  vins: z
    .array(z.string({ error: 'every item of vins must be a string' }), {
      error: (issue) => (issue.input === undefined ? 'vins is required' : 'vins must be an array of strings'),
    })
    .min(1, 'vins must hold at least one VIN')
    .meta({ description: "The VINs to decode, at most the plan's batch cap (1,000 on business)." }),
});

/** A single decode's answer: the vehicle in the shape it was selected for, and which of its fields vPIC filled. */
function decodeAnswer(...decoded: Parameters<typeof vehicleInShape>) {
  return { data: vehicleInShape(...decoded), headers: provenanceHeaders(decoded[0], decoded[1]) };
}

/** Decoding, validation and usage: what integrators call with their API key. */
export const DECODE_ROUTES: readonly RestRoute[] = [
  {
    method: 'POST',
    path: '/api/v1/decode',
    idempotencyKey: true,
    operation: 'DecodeVin',
    body: 'json',
    schema: vinBody,
    variables: ({ body }) => body,
    // Checking the shape tells which selection the data holds.
    respond: ({ data, shape }) =>
      shape === 'A' ? decodeAnswer(answered(data.decodeVin, 'decodeVin'), 'A') : decodeAnswer(answered(data.decodeVin, 'decodeVin'), 'B'),
    doc: {
      summary: 'Decode one VIN',
      description:
        'Bills one unit of the daily quota when it succeeds (X-Quota-Overage: 1 when billed past the quota, with overage enabled). A well-formed VIN with a wrong check digit still decodes (and bills), with CHECK_DIGIT_MISMATCH in the X-Decode-Warnings header.',
      tag: 'Decoding',
      access: 'apiKeyOrBearer',
      status: 200,
      data: { A: vehicleShapeA, B: vehicleShapeB },
      errors: ['INVALID_VIN', 'VIN_NOT_FOUND', 'QUOTA_EXCEEDED'],
      headers: ['quota', 'decodeWarnings', 'enrichment'],
      requestExample: 'vin',
      responseExample: 'vehicle',
    },
  },
  {
    method: 'POST',
    path: '/api/v1/batch-decode',
    idempotencyKey: true,
    operation: 'BatchDecode',
    body: 'json',
    schema: batchBody,
    variables: ({ body }) => body,
    respond: ({ data, shape }) => ({
      data:
        shape === 'A'
          ? batchInShape(answered(data.batchDecode, 'batchDecode'), 'A')
          : batchInShape(answered(data.batchDecode, 'batchDecode'), 'B'),
    }),
    doc: {
      summary: 'Decode many VINs',
      description:
        'Successful VINs return results even when others fail; each decoded item carries its warnings. Every item names its position in the request (index) and the VIN as sent there (requestedVin). Duplicates are decoded once; each is listed in duplicates with the index of its first occurrence (duplicateOf). Only successes bill (one unit each); items past the remaining quota fail with QUOTA_EXCEEDED, and the request gets 429 only when nothing could be decoded. Items that were not decoded carry what the VIN still tells (details). With VPIC_ENRICH=online a batch-level X-Decode-Warnings says ENRICHMENT_UNAVAILABLE when vPIC could not fill the batch.',
      tag: 'Decoding',
      access: 'apiKeyOrBearer',
      status: 200,
      data: { A: batchResultA, B: batchResultB },
      errors: ['BATCH_TOO_LARGE', 'QUOTA_EXCEEDED'],
      headers: ['quota', 'decodeWarnings'],
      requestExample: 'batch',
      responseExample: 'batch',
    },
  },
  {
    method: 'GET',
    path: '/api/v1/usage',
    operation: 'Usage',
    body: 'none',
    variables: () => ({}),
    respond: ({ data, shape }) => ({ data: usageInShape(data.usage, shape) }),
    doc: {
      summary: 'Plan, quota and usage today',
      description: 'Read-only: never billed. The quota day is the UTC calendar day.',
      tag: 'Usage',
      access: 'apiKeyOrBearer',
      status: 200,
      data: { A: usageA, B: usageB },
      errors: [],
      responseExample: 'usage',
    },
  },
  {
    method: 'GET',
    path: '/api/v1/usage/history',
    operation: 'UsageHistory',
    body: 'none',
    variables: ({ query }) => {
      // Refused here with the REST caller's parameter name; GraphQL's usageHistory checks the same range.
      const days = integerParam(query, 'days');
      if (days !== undefined) assertHistoryDays(days);
      return { days };
    },
    respond: ({ data }) => ({ data: { history: data.usageHistory } }),
    doc: {
      summary: 'Usage per day',
      description: `Decodes billed per UTC day, as GraphQL's usageHistory answers: oldest first, today included (with what is granted but not yet billed, as GET /api/v1/usage counts it), every day present. The same in both response shapes. Read-only: never billed.`,
      tag: 'Usage',
      access: 'apiKeyOrBearer',
      status: 200,
      data: usageHistory,
      errors: ['VALIDATION_ERROR'],
      query: {
        days: { type: 'integer', description: `Days to report, today included: 1–${MAX_HISTORY_DAYS} (default ${DEFAULT_HISTORY_DAYS}).` },
      },
      responseExample: 'usageHistory',
    },
  },
  {
    method: 'POST',
    path: '/api/v1/validate-vin',
    operation: 'ValidateVin',
    body: 'json',
    schema: vinBody,
    variables: ({ body }) => body,
    respond: ({ data }) => ({ data: data.validateVin }),
    doc: {
      summary: 'Validate the format and check digit of a VIN',
      description: 'Free and unlimited; needs no credentials. A malformed VIN is not an error: it answers isValidFormat false.',
      tag: 'Decoding',
      access: 'public',
      status: 200,
      data: vinValidation,
      errors: [],
      requestExample: 'vin',
      responseExample: 'validation',
    },
  },
];
