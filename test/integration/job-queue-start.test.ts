import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openStateDatabase, type StateDatabase } from '../../src/data/db.js';
import { PgBossChunkQueue } from '../../src/data/job-queue/pg-boss-chunk-queue.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';

// Replicas started together on a database the queue has never seen: each installs pg-boss's schema
// and creates the queue, and PostgreSQL can answer one of them with a deadlock. Every replica must
// still start, and the queue must exist once.
const postgres = databaseTargets.filter((t) => t.name === 'postgres');

describe.each(postgres)('the chunk queue started by several replicas at once on $name', (target) => {
  let db: TestDatabase;
  const replicas: StateDatabase[] = [];

  beforeAll(async () => {
    db = await target.open();
  });
  afterAll(async () => {
    await Promise.all(replicas.map((replica) => replica.close()));
    await db.close();
  });

  it('starts every replica and creates the queue once, four rounds on fresh schemas', async () => {
    for (let round = 0; round < 4; round += 1) {
      await sql`drop schema if exists pgboss cascade`.execute(db.db);
      const opened = await Promise.all(Array.from({ length: 4 }, () => openStateDatabase({ url: db.url!, dataDir: '.' })));
      replicas.push(...opened);
      const queues = opened.map(
        (replica) => new PgBossChunkQueue(replica.db, { leaseSeconds: 60, retryLimit: 5, onError: () => undefined }),
      );
      const started = await Promise.allSettled(queues.map((queue) => queue.start()));
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
      await Promise.all(queues.map((queue) => queue.stop()));
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from pgboss.queue where name = 'batch-job-chunks'`.execute(db.db);
      expect(rows[0]!.n).toBe(1);
    }
  });
});
