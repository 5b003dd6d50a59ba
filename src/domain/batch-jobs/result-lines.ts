import type { ResponseShape } from '../../config.js';
import { AppError } from '../errors.js';
import { OVERLONG_VALUE_MESSAGE } from './batch-input.js';
import { toShapeA, toShapeB, type DecodeOutcome } from '../vin/decoder/index.js';

/**
 * One result line: the input's index, the 1-based line of the file it came from (absent for jobs
 * stored before lines were kept), the VIN as submitted, and the decode in the job's response
 * shape (as a batch item of that shape), or the error. A repeat of an earlier VIN says which line
 * it repeats; it is decoded alike and never billed.
 */
export function resultLine(
  index: number,
  line: number | undefined,
  vin: string,
  outcome: DecodeOutcome,
  shape: ResponseShape,
  duplicateOf: number | undefined,
): string {
  const repeat = duplicateOf === undefined ? {} : { duplicateOf };
  const at = line === undefined ? { index } : { index, line };
  if ('result' in outcome) {
    const { vehicle, warnings } = outcome.result;
    const shaped = shape === 'A' ? toShapeA(vehicle) : toShapeB(vehicle, vin);
    return JSON.stringify({ ...at, vin, status: 'success', ...repeat, vehicle: shaped, warnings });
  }
  const { code, message, details } = outcome.error;
  const known = details && Object.fromEntries(Object.entries(details).filter(([, v]) => v !== null && v !== undefined));
  return JSON.stringify({
    ...at,
    vin,
    status: 'error',
    ...repeat,
    errorCode: code,
    message,
    ...(known && Object.keys(known).length > 0 ? { details: known } : {}),
  });
}

/** A success line billed past the quota cannot be stored unbilled: the job pauses before it. */
export function isBillable(outcome: DecodeOutcome, duplicateOf: number | undefined): boolean {
  return duplicateOf === undefined && 'result' in outcome;
}

/** The outcome of a value too long to be a VIN (batch-input.ts): INVALID_VIN with a fixed message. */
export function overlongOutcome(preview: string): DecodeOutcome {
  return { vin: preview, error: AppError.ofInput('INVALID_VIN', OVERLONG_VALUE_MESSAGE) };
}
