/**
 * Requests waiting a short while for a place (an image reader, an account's share of them) before
 * they are refused. A client that ignores Retry-After and sends again at once would otherwise get
 * its refusal in a fraction of a millisecond and come back hundreds of times a second, each time
 * with its body to drain: held here instead, it costs a timer until a place frees or its wait ends.
 * The waiters are bounded: past `limit` (64 unless told), a request is refused at once, as before.
 */
export class RoomWaiters {
  private readonly waiters = new Set<() => boolean>();

  constructor(private readonly limit = 64) {}

  /**
   * True as soon as `hasRoom()` holds (asked now, then each time `wake()` is called), false once
   * `ms` have passed without room or when no more waiters may be held.
   */
  until(hasRoom: () => boolean, ms: number): Promise<boolean> {
    if (hasRoom()) return Promise.resolve(true);
    if (ms <= 0 || this.waiters.size >= this.limit) return Promise.resolve(false);
    return new Promise((resolve) => {
      const done = (answer: boolean) => {
        clearTimeout(timer);
        this.waiters.delete(check);
        resolve(answer);
      };
      const check = () => {
        if (!hasRoom()) return false;
        done(true);
        return true;
      };
      const timer = setTimeout(() => done(false), ms);
      this.waiters.add(check);
    });
  }

  /**
   * A place may have freed: the waiters ask again in the order they came, until one of them gets it.
   * One at most: the place is taken only once its request's body is in, and every waiter let through
   * for one place would send its body only to be refused after it.
   */
  wake(): void {
    for (const check of [...this.waiters]) if (check()) return;
  }

  /** Requests waiting now. */
  get size(): number {
    return this.waiters.size;
  }
}
