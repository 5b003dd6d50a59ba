import type { ResponseShape } from '../../config.js';
import { toShapeA, toShapeB, type DecodeOutcome } from '../vin/decoder/index.js';

/**
 * One result line: the input's index, the VIN as submitted, and the decode in the job's response
 * shape (as a batch item of that shape), or the error. A repeat of an earlier VIN says which line
 * it repeats; it is decoded alike and never billed.
 */
export function resultLine(
  index: number,
  vin: string,
  outcome: DecodeOutcome,
  shape: ResponseShape,
  duplicateOf: number | undefined,
): string {
  const repeat = duplicateOf === undefined ? {} : { duplicateOf };
  if ('result' in outcome) {
    const { vehicle, warnings } = outcome.result;
    const shaped = shape === 'A' ? toShapeA(vehicle) : toShapeB(vehicle, vin);
    return JSON.stringify({ index, vin, status: 'success', ...repeat, vehicle: shaped, warnings });
  }
  const { code, message, details } = outcome.error;
  const known = details && Object.fromEntries(Object.entries(details).filter(([, v]) => v !== null && v !== undefined));
  return JSON.stringify({
    index,
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
