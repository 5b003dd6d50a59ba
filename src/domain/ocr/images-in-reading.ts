import { RoomWaiters } from '../../infra/room-waiters.js';
import { AppError } from '../errors.js';

/**
 * Images one account may have in reading at once on one server. Reading an image takes a worker and
 * up to a second or more of CPU and tens of MB, and a refused or unreadable image is never billed,
 * so without a bound one API key could keep every worker busy with images it pays nothing for.
 * Counted per process: what it protects, the CPU and memory of this server, is per process too.
 */
export const MAX_IMAGES_IN_READING_PER_ACCOUNT = 2;

export class ImagesInReading {
  private readonly reading = new Map<string, number>();
  /** Images not yet received, waiting for their account's share (all accounts together). */
  private readonly roomWaiters = new RoomWaiters();

  constructor(private readonly perAccount = MAX_IMAGES_IN_READING_PER_ACCOUNT) {}

  /**
   * Waits up to `ms` for the account to have room, then refuses as assertRoom does: a client that
   * sends its next image at once, whatever Retry-After said, is held instead of refused in a loop.
   */
  async awaitRoom(accountId: string, ms: number): Promise<void> {
    await this.roomWaiters.until(() => this.hasRoom(accountId), ms);
    this.assertRoom(accountId);
  }

  /** Runs `read` for the account, or refuses at once with 429 RATE_LIMITED (nothing read, nothing billed). */
  async run<T>(accountId: string, read: () => Promise<T>): Promise<T> {
    this.assertRoom(accountId);
    this.reading.set(accountId, (this.reading.get(accountId) ?? 0) + 1);
    try {
      return await read();
    } finally {
      const left = (this.reading.get(accountId) ?? 1) - 1;
      if (left > 0) this.reading.set(accountId, left);
      else this.reading.delete(accountId);
      this.roomWaiters.wake();
    }
  }

  private hasRoom(accountId: string): boolean {
    return (this.reading.get(accountId) ?? 0) < this.perAccount;
  }

  /** Refuses with 429 RATE_LIMITED when the account has as many images in reading as it may. */
  assertRoom(accountId: string): void {
    const count = this.reading.get(accountId) ?? 0;
    if (!this.hasRoom(accountId)) {
      throw new AppError(
        'RATE_LIMITED',
        `${this.perAccount} images of this account are being read already; send the next one when one of them is answered`,
        {
          headers: { 'retry-after': '1' },
          details: { imagesInReading: count, limit: this.perAccount, retryAfterSeconds: 1 },
        },
      );
    }
  }
}
