import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBatchJob } from '../../src/data/repos/batch-jobs.repo.js';
import { PAUSE_PER_SLICE } from '../../src/domain/batch-jobs/chunk-pacing.js';
import { runChunk, type ChunkRunnerDeps } from '../../src/domain/batch-jobs/chunk-runner.js';
import { RequestsInFlight } from '../../src/http/requests-in-flight.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { fleetVins } from '../support/vins.js';

/**
 * A chunk run by the real runner on the real decoder, while clients keep requests in flight on the
 * server and with no request: how much of the wall-clock time of its decoding the job spent
 * decoding.
 */
describe.each(databaseTargets)('bulk job chunks give way to requests in flight on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;
  let jobId: string;
  const requests = new RequestsInFlight();

  beforeAll(async () => {
    db = await target.open();
    // No worker of its own: the test runs each chunk itself.
    server = await startTestServer(db, { env: { BATCH_JOB_WORKERS: '0' } });
    const plan = await createPlan(db, { dailyQuota: 100_000, maxActiveBatchJobs: 1 });
    const user = await createUser(server.services, { plan });
    const key = await createKey(server.services, user.id);
    // The same tracker the gateway gives its worker, on this server's requests.
    requests.track(server.server);
    const res = await fetch(`${server.url}/api/v1/batch-jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv' },
      body: `vin\n${fleetVins(4000, { seed: 11 }).join('\n')}\n`,
    });
    expect(res.status).toBe(202);
    jobId = (await res.json()).data.id;
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  /**
   * Clients keeping `connections` requests in flight until `stop` is called: health checks, work
   * for the event loop alone, so the loop is contended all along and the unpaced runner's share
   * under the same traffic is a steady yardstick (requests waiting on the database leave it idle
   * at times, and the unpaced runner then takes more or less of it by chance).
   */
  function traffic(connections: number) {
    let stopped = false;
    let answered = 0;
    const client = async () => {
      while (!stopped) {
        const res = await fetch(`${server.url}/healthz`);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`a health check answered ${res.status}`);
        answered += 1;
      }
    };
    // Settled at once, so a failure waits for stop() to report it.
    const clients = Promise.allSettled(Array.from({ length: connections }, client));
    return async () => {
      stopped = true;
      for (const outcome of await clients) if (outcome.status === 'rejected') throw outcome.reason;
      return answered;
    };
  }

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

  it('spaces its slices out while requests keep the server busy, and runs straight on when there are none', async () => {
    const inFlight = () => requests.busy();
    // The first chunk reads the catalog's patterns for these VINs: it is run alone to warm up.
    expect((await nextChunk(inFlight)).outcome).toBe('ran');

    // The same traffic for both: the runner told of the requests in flight, then told nothing.
    const stop = traffic(4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const paced = await nextChunk(inFlight);
    const unpaced = await nextChunk(() => false);
    expect(await stop()).toBeGreaterThan(0);
    const alone = await nextChunk(inFlight);
    const figures = Object.fromEntries(
      Object.entries({ paced, unpaced, alone }).map(([name, run]) => [name, { share: run.share.toFixed(3), ms: run.span.toFixed(0) }]),
    );

    // Every chunk did its whole work: pacing delays a chunk, it does not shorten it.
    expect([paced, unpaced, alone].map((run) => [run.outcome, run.after])).toEqual([
      ['ran', 2000],
      ['ran', 3000],
      ['finished', 4000],
    ]);
    // Under traffic the paced job holds about 1/(1+PAUSE_PER_SLICE) of the time or less (timers
    // fire on the loop's clock, up to a millisecond early or late; the requests' turns can take
    // longer than the pause); taking turns with the same requests, unpaced, it held far more.
    // Measured on PGlite and PostgreSQL: paced 0.09, unpaced 0.36, alone 0.85-0.86 (the rest is
    // writing the lines).
    const shown = JSON.stringify(figures);
    expect(paced.share, shown).toBeLessThan(2 / (1 + PAUSE_PER_SLICE));
    expect(paced.share, shown).toBeLessThan(unpaced.share / 2);
    expect(alone.share, shown).toBeGreaterThan(0.4);
  });
});
