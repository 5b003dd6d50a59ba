import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBatchJob } from '../../src/data/repos/batch-jobs.repo.js';
import { PAUSE_PER_SLICE } from '../../src/domain/batch-jobs/chunk-pacing.js';
import { runChunk, type ChunkRunnerDeps } from '../../src/domain/batch-jobs/chunk-runner.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { fleetVins } from '../support/vins.js';

/**
 * A chunk run by the real runner on the real decoder, with interactive requests in flight and
 * without: how much of the wall-clock time of its decoding the job spent decoding.
 */
describe.each(databaseTargets)('bulk job chunks give way to requests in flight on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;
  let jobId: string;

  beforeAll(async () => {
    db = await target.open();
    // No worker of its own: the test runs each chunk itself.
    server = await startTestServer(db, { env: { BATCH_JOB_WORKERS: '0' } });
    const plan = await createPlan(db, { dailyQuota: 100_000, maxActiveBatchJobs: 1 });
    const user = await createUser(server.services, { plan });
    const key = await createKey(server.services, user.id);
    const res = await fetch(`${server.url}/api/v1/batch-jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv' },
      body: `vin\n${fleetVins(3000, { seed: 11 }).join('\n')}\n`,
    });
    expect(res.status).toBe(202);
    jobId = (await res.json()).data.id;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /** Runs the job's next chunk; the decoder is the server's, timed call by call. */
  async function nextChunk(busy: () => boolean) {
    const calls: Array<{ began: number; ended: number }> = [];
    const decoder = server.services.decoder;
    const deps: ChunkRunnerDeps = {
      db: db.db,
      clock: server.services.clock,
      decoder: {
        decodeMany: async (vins) => {
          const began = performance.now();
          const decoded = await decoder.decodeMany(vins);
          calls.push({ began, ended: performance.now() });
          return decoded;
        },
      },
      queue: server.services.batchJobs.queue,
      retentionDays: 7,
      quotaRecheckMs: 60_000,
      busy,
    };
    const job = await findBatchJob(db.db, jobId);
    const outcome = await runChunk(deps, job!.queue_job_id!, jobId);
    const span = calls.at(-1)!.ended - calls[0]!.began;
    const decoding = calls.reduce((sum, call) => sum + call.ended - call.began, 0);
    return { outcome, span, share: decoding / span, after: (await findBatchJob(db.db, jobId))!.next_index };
  }

  it('spaces its slices out while requests are in flight, and runs straight on when there are none', async () => {
    // The first chunk reads the catalog's patterns for these VINs: it is run alone to warm up.
    expect((await nextChunk(() => false)).outcome).toBe('ran');

    const paced = await nextChunk(() => true);
    const alone = await nextChunk(() => false);
    const figures = { pacedShare: paced.share, aloneShare: alone.share, pacedMs: paced.span, aloneMs: alone.span };

    // Both chunks did their whole work: pacing delays a chunk, it does not shorten it.
    expect(paced.outcome).toBe('ran');
    expect(paced.after).toBe(2000);
    expect(alone.outcome).toBe('finished');
    expect(alone.after).toBe(3000);
    // Paced, the job holds about 1/(1+PAUSE_PER_SLICE) of the time (measured 0.10 of it decoding;
    // timers fire on the loop's clock, up to a millisecond early or late); alone, most of it
    // (0.7-0.87 measured: the rest is writing the lines).
    expect(paced.share, JSON.stringify(figures)).toBeLessThan(2 / (1 + PAUSE_PER_SLICE));
    expect(alone.share, JSON.stringify(figures)).toBeGreaterThan(0.4);
    expect(paced.span, JSON.stringify(figures)).toBeGreaterThan(4 * alone.span);
  });
});
