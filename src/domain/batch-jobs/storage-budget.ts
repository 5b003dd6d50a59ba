import type { AccountJobTerms } from '../../data/repos/batch-jobs.repo.js';
import { AppError } from '../errors.js';

/** When no retained job will free bytes at a known time (unfinished jobs hold them), try again after this. */
const UNKNOWN_FREE_SECONDS = 60;

/**
 * An account's bulk jobs keep at most the plan's budget of bytes stored, inputs and results of its
 * unfinished and retained jobs (decision 0525). A submission reserves its upload's size (from its
 * Content-Length before the body is received, from the file before it is read, and under the
 * account's lock the larger of the file and the input it stores with the results its lines that are
 * not VINs will store, known from the input alone): one larger than the whole budget
 * can never be held (413); one that does not fit beside what is held now waits (429) until a
 * retained job is deleted or an unfinished one ends. Nothing is stored or billed for a refusal.
 */
export function assertStorageBudget(
  terms: Pick<AccountJobTerms, 'plan' | 'storageBytes' | 'usedBytes' | 'firstExpiry'>,
  uploadBytes: number,
  now: Date,
): void {
  if (uploadBytes > terms.storageBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `the ${terms.plan} plan keeps at most ${terms.storageBytes} bytes of bulk jobs; this file needs ${uploadBytes} (its lines as stored, and the results of those that are not VINs)`,
      { details: { limitBytes: terms.storageBytes, uploadBytes } },
    );
  }
  if (terms.usedBytes + uploadBytes <= terms.storageBytes) return;
  const freesAt = terms.firstExpiry && terms.firstExpiry > now ? terms.firstExpiry : undefined;
  const retryAfter = freesAt ? Math.ceil((freesAt.getTime() - now.getTime()) / 1000) : UNKNOWN_FREE_SECONDS;
  throw new AppError(
    'RATE_LIMITED',
    `the ${terms.plan} plan keeps at most ${terms.storageBytes} bytes of bulk jobs and ${terms.usedBytes} are in use; ` +
      (freesAt
        ? `room frees when the next retained job is deleted at ${freesAt.toISOString()}, or when an unfinished job ends`
        : 'room frees when an unfinished job ends'),
    {
      headers: { 'retry-after': String(retryAfter) },
      details: {
        limitBytes: terms.storageBytes,
        usedBytes: terms.usedBytes,
        uploadBytes,
        ...(freesAt ? { freesAt: freesAt.toISOString() } : {}),
      },
    },
  );
}
