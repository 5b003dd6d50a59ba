import type { ServerResponse } from 'node:http';
import { AppError } from '../domain/errors.js';

/**
 * Streams (Server-Sent Events answers: subscriptions) one account may hold open on this replica.
 * Each open stream holds a connection, its watcher and a share of its job's reader; a cap per
 * account keeps one account's thousands of streams from crowding out everyone else's requests.
 * A slot is taken before the stream starts and given back when its response closes, however it
 * closes. Counted per replica: streams live on the replica whose connection holds them. Decision 0523.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly perAccount: number) {}

  /** Takes one of the account's slots until `res` closes; 429 RATE_LIMITED when all are taken. */
  hold(accountId: string, res: ServerResponse): void {
    const held = this.open.get(accountId) ?? 0;
    if (held >= this.perAccount) {
      throw new AppError('RATE_LIMITED', `an account may hold ${this.perAccount} streams open at once; close one before opening another`, {
        headers: { 'retry-after': '1' },
        details: { limit: this.perAccount },
      });
    }
    this.open.set(accountId, held + 1);
    res.once('close', () => {
      const left = (this.open.get(accountId) ?? 1) - 1;
      if (left > 0) this.open.set(accountId, left);
      else this.open.delete(accountId);
    });
  }
}

/** Whether the client asks for a stream of events rather than one answer. */
export function wantsEventStream(accept: string | undefined): boolean {
  return accept !== undefined && accept.includes('text/event-stream');
}
