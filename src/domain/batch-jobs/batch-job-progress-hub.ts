import type { Kysely } from 'kysely';
import type { Database } from '../../data/tables/index.js';
import type { Viewer } from '../auth/viewer.js';
import { getBatchJob, type BatchJob } from './batch-jobs.service.js';
import { ProgressWatcher } from './progress-watcher.js';

const ENDED = new Set(['succeeded', 'failed', 'cancelled']);

export interface ProgressHubStats {
  /** Streams watching a job on this replica. */
  watchers: number;
  /** Jobs whose row this replica reads: one reader per job, however many streams watch it. */
  pollers: number;
}

/**
 * Job progress pushed to every stream watching a job from one place per job on this replica: one
 * reader per job reads its row every `intervalMs` (whichever replica runs the chunks, the row is
 * where progress is, on PostgreSQL and on the embedded database alike) and hands each change to
 * all of the job's watchers. A watcher that goes away leaves at once; the job's reader stops with
 * its last watcher, so nothing runs for streams that are closed. Decision 0523.
 */
export class BatchJobProgressHub {
  private readonly pollers = new Map<string, JobPoller>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly intervalMs: number,
  ) {}

  /** The job as it is, then each change of its progress or state, until it ends or the caller returns. */
  watch(viewer: Viewer, id: string): AsyncIterableIterator<BatchJob> {
    const key = `${viewer.accountId}:${id}`;
    let poller = this.pollers.get(key);
    if (!poller) {
      poller = new JobPoller(
        () => getBatchJob(this.db, viewer, id),
        this.intervalMs,
        () => this.pollers.delete(key),
      );
      this.pollers.set(key, poller);
    }
    return poller.add();
  }

  stats(): ProgressHubStats {
    let watchers = 0;
    for (const poller of this.pollers.values()) watchers += poller.size;
    return { watchers, pollers: this.pollers.size };
  }
}

/** Reads one job for its watchers while it has any, and stops for good when the job ends or they all leave. */
class JobPoller {
  private readonly watchers = new Set<ProgressWatcher<BatchJob>>();
  private latest: BatchJob | undefined;
  private seen = '';
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly read: () => Promise<BatchJob>,
    private readonly intervalMs: number,
    private readonly onStop: () => void,
  ) {
    void this.poll();
  }

  get size(): number {
    return this.watchers.size;
  }

  add(): ProgressWatcher<BatchJob> {
    const watcher = new ProgressWatcher<BatchJob>(() => this.leave(watcher));
    this.watchers.add(watcher);
    if (this.latest) watcher.push(this.latest);
    return watcher;
  }

  private leave(watcher: ProgressWatcher<BatchJob>): void {
    this.watchers.delete(watcher);
    if (this.watchers.size === 0) this.stop();
  }

  private async poll(): Promise<void> {
    this.timer = undefined;
    let job: BatchJob;
    try {
      job = await this.read();
    } catch (error) {
      if (this.stopped) return;
      this.stop();
      for (const watcher of [...this.watchers]) watcher.fail(error);
      return;
    }
    if (this.stopped) return;
    const seen = `${job.state}:${job.processed}`;
    if (seen !== this.seen) {
      this.seen = seen;
      this.latest = job;
      for (const watcher of this.watchers) watcher.push(job);
    }
    if (ENDED.has(job.state)) {
      this.stop();
      for (const watcher of [...this.watchers]) watcher.end();
      return;
    }
    this.timer = setTimeout(() => void this.poll(), this.intervalMs);
    // A progress reader alone never keeps the process alive.
    this.timer.unref();
  }

  private stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.onStop();
  }
}
