import { settleWithin } from '../../infra/settle-within.js';
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../tables/index.js';
import type { ChunkDelivery, ChunkQueue, ChunkWorkOptions } from './chunk-queue.js';

/** The longest a stop waits for pg-boss (see stop). */
export const STOP_DEADLINE_MS = 5000;

export const QUEUE = 'batch-job-chunks';

export interface PgBossChunkQueueOptions {
  /** How long a delivery may run before the queue hands it to another worker (a replica that died holds it this long). */
  leaseSeconds: number;
  retryLimit: number;
  onError(error: unknown): void;
}

/**
 * pg-boss runs every statement through `executeSql`: here the gateway's own Kysely connection
 * (pg.Pool on PostgreSQL, PGlite's node-postgres adapter on the embedded database), so the queue
 * needs no pool or socket of its own and works the same on both (decision 0050).
 */
function sqlExecutor(db: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      if (!opensTransaction(text)) {
        const result = await db.executeQuery(CompiledQuery.raw(text, values ?? []));
        return { rows: result.rows as any[] };
      }
      // pg-boss installs its schema in one `BEGIN; … COMMIT;` text and, when another replica won the
      // race to install it, swallows the error: the connection would go back to the pool inside an
      // aborted transaction and fail the next statement anyone runs on it. Such a text gets a
      // connection of its own, rolled back when it fails.
      return db.connection().execute(async (connection) => {
        try {
          const result = await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
          return { rows: result.rows as any[] };
        } catch (error) {
          await connection.executeQuery(CompiledQuery.raw('ROLLBACK')).catch(() => undefined);
          throw error;
        }
      });
    },
  };
}

/** deadlock_detected, unique_violation, duplicate_table: what two concurrent `create_queue` calls meet. */
function isCreationRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === '40P01' || code === '23505' || code === '42P07';
}

function opensTransaction(text: string): boolean {
  return /(^|;)\s*BEGIN\s*;/i.test(text);
}

export class PgBossChunkQueue implements ChunkQueue {
  private readonly boss: PgBoss;
  private workerIds: string[] = [];
  readonly retryLimit: number;

  constructor(
    db: Kysely<Database>,
    private readonly options: PgBossChunkQueueOptions,
  ) {
    this.retryLimit = options.retryLimit;
    this.boss = new PgBoss({
      db: sqlExecutor(db),
      schema: 'pgboss',
      // Expired deliveries are found by this maintenance: its interval bounds how late a dead replica's chunk is resumed.
      supervise: true,
      maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.ceil(options.leaseSeconds / 2))),
      schedule: false,
      migrate: true,
    });
    this.boss.on('error', (error) => options.onError(error));
  }

  /** Creates pg-boss's schema and the queue when missing (every replica may do it; pg-boss takes a lock). */
  async start(): Promise<void> {
    await this.boss.start();
    // An existing queue keeps the settings it was created with: the lease and retries that follow
    // this process's settings are given with each delivery instead (send, below).
    await this.createQueueOnce();
  }

  /**
   * pg-boss's `create_queue` inserts the queue row and creates its partition table; two replicas
   * starting together on a new database can deadlock in it (or one meets the other's table). The
   * loser looks again: the queue the winner created is the one it wanted.
   */
  private async createQueueOnce(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      if (await this.boss.getQueue(QUEUE)) return;
      try {
        await this.boss.createQueue(QUEUE, { name: QUEUE, policy: 'standard', retentionMinutes: 60 * 24 * 14 });
        return;
      } catch (error) {
        if (attempt >= 5 || !isCreationRace(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 50));
      }
    }
  }

  /**
   * Stops pg-boss, giving up after STOP_DEADLINE_MS: its workers' last queries never settle on a
   * database already closed (an embedded one shut first), and a shutdown must not hang on them.
   */
  async stop(): Promise<void> {
    await settleWithin(this.boss.stop({ graceful: false, wait: true, close: false }), STOP_DEADLINE_MS, () =>
      this.options.onError(new Error(`the job queue did not stop within ${STOP_DEADLINE_MS} ms; its database is gone`)),
    );
  }

  async enqueue(trx: Kysely<Database>, batchJobId: string, startAfter?: Date): Promise<string> {
    const id = await this.boss.send(
      QUEUE,
      { batchJobId },
      {
        db: sqlExecutor(trx),
        expireInSeconds: this.options.leaseSeconds,
        retryLimit: this.retryLimit,
        retryDelay: 1,
        retryBackoff: true,
        ...(startAfter ? { startAfter } : {}),
      },
    );
    if (!id) throw new Error(`pg-boss did not queue a chunk of batch job ${batchJobId}`);
    return id;
  }

  async work(options: ChunkWorkOptions, handler: (delivery: ChunkDelivery) => Promise<void>): Promise<void> {
    // pg-boss polls no more often than every half second; a wake() (a chunk done, a job queued
    // here) makes an idle worker look at once, so a job's chunks follow each other without a poll.
    const pollingIntervalSeconds = Math.max(0.5, options.pollMs / 1000);
    for (let i = 0; i < options.concurrency; i++) {
      const id = await this.boss.work<{ batchJobId: string }>(
        QUEUE,
        { batchSize: 1, includeMetadata: true, pollingIntervalSeconds },
        async ([job]) => {
          if (job) await handler({ id: job.id, batchJobId: job.data.batchJobId, retryCount: job.retryCount });
        },
      );
      this.workerIds.push(id);
    }
  }

  /** Takes one delivery without working it (a process that dies holding it, in the stranded-job test). */
  async fetch(): Promise<ChunkDelivery | undefined> {
    const [job] = await this.boss.fetch<{ batchJobId: string }>(QUEUE, { batchSize: 1, includeMetadata: true });
    return job ? { id: job.id, batchJobId: job.data.batchJobId, retryCount: job.retryCount } : undefined;
  }

  wake(): void {
    for (const id of this.workerIds) this.boss.notifyWorker(id);
  }

  async stopWork(): Promise<void> {
    this.workerIds = [];
    await this.boss.offWork(QUEUE);
  }
}

/**
 * Installs pg-boss's schema and the queue into a database being prepared ahead (the embedded
 * template, the tests' snapshot), so a first start does not spend seconds creating them.
 */
export async function installChunkQueue(db: Kysely<Database>): Promise<void> {
  const queue = new PgBossChunkQueue(db, { leaseSeconds: 60, retryLimit: 5, onError: () => undefined });
  await queue.start();
  await queue.stop();
}
