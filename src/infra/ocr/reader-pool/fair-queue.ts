/**
 * Waiting work, one queue per account, taken from the accounts in turn (round-robin): an account
 * with many images waiting is served one image per turn, like every other account waiting, so a
 * busy account waits for its own images, not the others for its. Bounded in total.
 */
export class FairQueue<T> {
  /** Insertion order is the turn order; an account leaves the rotation when its queue empties. */
  private readonly queues = new Map<string, T[]>();
  private waiting = 0;

  constructor(private readonly limit: number) {}

  get size(): number {
    return this.waiting;
  }

  /** Whether a push now would be refused. */
  get full(): boolean {
    return this.waiting >= this.limit;
  }

  /** Queues `item` for the account; false (nothing queued) when the queue is full. */
  push(account: string, item: T): boolean {
    if (this.full) return false;
    const queue = this.queues.get(account);
    if (queue) queue.push(item);
    else this.queues.set(account, [item]);
    this.waiting++;
    return true;
  }

  /** The next account's oldest item; that account then goes to the back of the rotation. */
  shift(): T | undefined {
    const next = this.queues.entries().next();
    if (next.done) return undefined;
    const [account, queue] = next.value;
    const item = queue.shift()!;
    this.queues.delete(account);
    if (queue.length > 0) this.queues.set(account, queue);
    this.waiting--;
    return item;
  }

  /** Takes an item out wherever it waits (its request gave up); false when it was not waiting. */
  remove(account: string, item: T): boolean {
    const queue = this.queues.get(account);
    const at = queue?.indexOf(item) ?? -1;
    if (!queue || at < 0) return false;
    queue.splice(at, 1);
    if (queue.length === 0) this.queues.delete(account);
    this.waiting--;
    return true;
  }
}
