import type { Server } from 'node:http';

/**
 * A request open longer than this is not one a client is waiting on turn by turn: an SSE
 * subscription (a job's progress), a results download streaming out, a call waiting on a slow
 * upstream. It stays open without needing the event loop's next turn, and must not hold background
 * work back for as long as it is open.
 */
const LIVE_MS = 1000;

/** One request, in arrival order. */
interface Arrival {
  began: number;
  answered: boolean;
}

/**
 * The server's requests that are not answered yet, so background work in the same process (bulk
 * job chunks) can step back while there are some: interactive requests go first.
 *
 * Kept as a queue in arrival order, not a Map keyed by the response: that Map cost ~25 µs of CPU
 * per request (REST decode 70 → 95 µs a request in `bench:http`'s setting, measured by bisecting
 * to the commit that added it), every request's, while only a running bulk job ever asks. A
 * request older than LIVE_MS never counts again, so the queue's head is dropped once it is
 * answered or that old; `busy()` is then whether anything is left.
 */
export class RequestsInFlight {
  private queue: Arrival[] = [];
  private head = 0;
  private unanswered = 0;

  track(server: Server): void {
    server.on('request', (_req, res) => {
      const arrival: Arrival = { began: performance.now(), answered: false };
      this.queue.push(arrival);
      this.unanswered += 1;
      // 'close' comes once the response is sent, or when the connection goes first.
      res.once('close', () => {
        arrival.answered = true;
        this.unanswered -= 1;
      });
      this.dropSettled(arrival.began);
    });
  }

  /** How many requests are unanswered. */
  get size(): number {
    return this.unanswered;
  }

  /** True while a request that began within the last LIVE_MS is unanswered. */
  busy(): boolean {
    this.dropSettled(performance.now());
    return this.head < this.queue.length;
  }

  /** Drops from the head the requests answered or too old to count, and compacts now and then. */
  private dropSettled(now: number): void {
    const queue = this.queue;
    while (this.head < queue.length && (queue[this.head]!.answered || now - queue[this.head]!.began >= LIVE_MS)) this.head += 1;
    if (this.head > 1024 && this.head * 2 > queue.length) {
      this.queue = queue.slice(this.head);
      this.head = 0;
    }
  }
}
