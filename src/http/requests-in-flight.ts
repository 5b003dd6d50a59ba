import type { Server, ServerResponse } from 'node:http';

/**
 * A request open longer than this is not one a client is waiting on turn by turn: an SSE
 * subscription (a job's progress), a results download streaming out, a call waiting on a slow
 * upstream. It stays open without needing the event loop's next turn, and must not hold background
 * work back for as long as it is open.
 */
const LIVE_MS = 1000;

/**
 * The server's requests that are not answered yet, so background work in the same process (bulk
 * job chunks) can step back while there are some: interactive requests go first.
 */
export class RequestsInFlight {
  /** When each unanswered request began; a Map keeps them oldest first. */
  private readonly began = new Map<ServerResponse, number>();

  track(server: Server): void {
    server.on('request', (_req, res: ServerResponse) => {
      this.began.set(res, performance.now());
      // 'close' comes once the response is sent, or when the connection goes first.
      res.once('close', () => this.began.delete(res));
    });
  }

  /** How many requests are unanswered. */
  get size(): number {
    return this.began.size;
  }

  /** True while a request that began within the last LIVE_MS is unanswered. */
  busy(): boolean {
    if (this.began.size === 0) return false;
    const now = performance.now();
    // Long-open requests are few (subscriptions, downloads); the live ones end the scan at once.
    for (const at of this.began.values()) if (now - at < LIVE_MS) return true;
    return false;
  }
}
