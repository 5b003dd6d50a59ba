import { AppError } from '../domain/errors.js';

/**
 * The bytes of request bodies being received, across every request of the process, under one
 * bound. Each body is capped on its own (MAX_BODY_BYTES, the image limit), but nothing else bounded
 * their sum: a client without credentials could open connections, send each a body just under the
 * cap and stall before its last byte, and the process held a megabyte per connection until the
 * request timeout (400 connections held 400 MB). Past the budget a body is refused with 503 and
 * read no further, so what stalled senders can pin is bounded whatever their number.
 */
export class BodyBudget {
  private held = 0;

  constructor(readonly maxBytes: number) {}

  /** Takes `bytes` for a body being read; false, taking nothing, when the budget cannot spare them. */
  take(bytes: number): boolean {
    if (this.held + bytes > this.maxBytes) return false;
    this.held += bytes;
    return true;
  }

  /** Gives back what a body took, once it is read or abandoned. */
  give(bytes: number): void {
    this.held = Math.max(0, this.held - bytes);
  }

  /** Bytes held by bodies being read now. */
  get bytes(): number {
    return this.held;
  }
}

export function budgetExhausted(): AppError {
  return new AppError('UNAVAILABLE', 'the server is receiving too many request bodies at once; retry shortly', {
    headers: { 'retry-after': '1' },
  });
}
