import { DECODE_WARNINGS } from '../../src/domain/vin/decoder/index.js';
import { CONTESTED_CEILING, UNSURE_BELOW } from '../../src/domain/ocr/character-confidence.js';
import type { RouteDoc } from '../route.types.js';

type Header = { description: string; schema: Record<string, unknown> };

const integer = { type: 'integer', minimum: 0 };
const RATE_LIMIT = 'requests per minute per account (all its keys and sessions), REST and GraphQL together';

/** Every response header of the contract, as components.headers. */
export const HEADER_COMPONENTS: Record<string, Header> = {
  'X-Request-Id': {
    description: 'The request id (yours when you sent a valid X-Request-Id, else generated). Quote it when reporting a problem.',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: `The rate limit: ${RATE_LIMIT}.`, schema: integer },
  'RateLimit-Remaining': { description: 'Requests left in the current minute.', schema: integer },
  'RateLimit-Reset': { description: 'Seconds until the rate-limit window resets.', schema: integer },
  'X-RateLimit-Limit': { description: 'Same as RateLimit-Limit.', schema: integer },
  'X-RateLimit-Remaining': { description: 'Same as RateLimit-Remaining.', schema: integer },
  'X-RateLimit-Reset': { description: 'Same as RateLimit-Reset.', schema: integer },
  'X-Quota-Limit': { description: 'The daily decode quota of the plan.', schema: integer },
  'X-Quota-Remaining': { description: 'Decodes left today within the quota (after this request).', schema: integer },
  'X-Quota-Reset': { description: 'When the quota resets: the next 00:00:00Z.', schema: { type: 'string', format: 'date-time' } },
  'X-Quota-Overage': {
    description:
      "Present when decodes of this response were billed as overage (past the daily quota, with overage enabled): how many. They count in the usage report's overageToday.",
    schema: { type: 'integer', minimum: 1 },
  },
  'X-Decode-Warnings': {
    description: `Present when the decode has warnings: their codes, comma-separated (${DECODE_WARNINGS.join(', ')}; image decodes add OCR_UNVERIFIED and OCR_CORRECTED). The vehicle shapes have no warnings field.`,
    schema: { type: 'string', pattern: '^[A-Z_]+(, [A-Z_]+)*$' },
  },
  'X-Enriched-Fields': {
    description:
      "With VPIC_ENRICH=online: the response's fields (comma-separated, dotted inside shape A's objects) filled from NHTSA's vPIC API; every other value is the bundled catalog's. Absent when nothing was filled.",
    schema: { type: 'string' },
  },
  'X-OCR-Confidence': {
    description: 'Confidence of the VIN read from the image, 0–1.',
    schema: { type: 'number', minimum: 0, maximum: 1 },
  },
  'X-OCR-Character-Confidence': {
    description: `Each character's confidence, 0–1 with at most two decimals, comma-separated in the VIN's order (17 numbers): the recognizer's probability × the agreement of independent kinds of look × their share; a character the check digit cannot tell from another read in its place at most ${CONTESTED_CEILING}.`,
    schema: { type: 'string', pattern: '^[01](\\.\\d{1,2})?(,[01](\\.\\d{1,2})?){16}$' },
  },
  'X-OCR-Unsure-Characters': {
    description: `Present when some characters should be marked unsure (confidence below ${UNSURE_BELOW}, or contested): their positions, 1–17, comma-separated.`,
    schema: { type: 'string', pattern: '^\\d{1,2}(,\\d{1,2})*$' },
  },
  'Idempotent-Replayed': {
    description:
      'true when this is the stored answer of an earlier request with the same Idempotency-Key, sent again: nothing ran and nothing was billed.',
    schema: { type: 'string', enum: ['true'] },
  },
  'Retry-After': {
    description: 'Seconds to wait before retrying (on a bulk job that has not ended: before polling it again).',
    schema: { type: 'integer', minimum: 1 },
  },
  'X-Batch-Job-State': {
    description: "The bulk job's state when the download began; unless succeeded, the file holds the lines done so far.",
    schema: { enum: ['queued', 'running', 'paused_quota', 'paused_suspended', 'succeeded', 'failed', 'cancelled'] },
  },
  'Set-Cookie': {
    description:
      "refreshToken=<token>; Max-Age; Path=/api/v1/auth; HttpOnly; SameSite=Strict; Secure (cleared with Max-Age=0 on logout). A login also sets deviceCookie=<signed token> with the same attributes (90 days): send it back on later logins, so that they are never held by other sources' failed guesses.",
    schema: { type: 'string', pattern: '^(refreshToken|deviceCookie)=' },
  },
};

const RATE_LIMIT_HEADERS = [
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
];
const QUOTA_HEADERS = ['X-Quota-Limit', 'X-Quota-Remaining', 'X-Quota-Reset'];

export const ref = (name: string) => ({ $ref: `#/components/headers/${name}` });

/** The headers one response of a route carries: name → required. */
export function headersOf(doc: RouteDoc, status: number, rateLimited: boolean, idempotent = false): Record<string, boolean> {
  const headers: Record<string, boolean> = { 'X-Request-Id': true };
  const has = (set: NonNullable<RouteDoc['headers']>[number]) => doc.headers?.includes(set) ?? false;
  const success = status < 300;
  // The limiter runs before the field: its headers come with every answer after that point.
  if (rateLimited) for (const name of RATE_LIMIT_HEADERS) headers[name] = success;
  if (success) {
    if (has('quota')) for (const name of QUOTA_HEADERS) headers[name] = true;
    if (has('quota')) headers['X-Quota-Overage'] = false;
    if (has('decodeWarnings')) headers['X-Decode-Warnings'] = false;
    if (has('enrichment')) headers['X-Enriched-Fields'] = false;
    if (has('ocrConfidence')) headers['X-OCR-Confidence'] = true;
    if (has('ocrConfidence')) headers['X-OCR-Character-Confidence'] = true;
    if (has('ocrConfidence')) headers['X-OCR-Unsure-Characters'] = false;
    if (has('refreshCookie')) headers['Set-Cookie'] = true;
    if (has('poll')) headers['Retry-After'] = false;
    if (has('batchJobState')) headers['X-Batch-Job-State'] = true;
  }
  if (status === 429) {
    headers['Retry-After'] = true;
    // Every limiter's refusal describes its own window (login, address and key limits too).
    for (const name of RATE_LIMIT_HEADERS) headers[name] ??= false;
    if (has('quota')) for (const name of QUOTA_HEADERS) headers[name] = false;
  }
  if (status === 503) headers['Retry-After'] = false;
  if (idempotent) {
    // Kept answers (2xx and 4xx but 429) are replayed as they were, with this header added.
    if (status < 500 && status !== 429 && status !== 409 && status !== 422) headers['Idempotent-Replayed'] = false;
    if (status === 409) headers['Retry-After'] = true;
  }
  return headers;
}
