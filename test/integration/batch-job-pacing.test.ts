import { request as httpRequest, type ClientRequest } from 'node:http';
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
 * server (requests that keep the loop busy, and requests that wait and need nothing of it) and
 * with no request: how much of the wall-clock time of its decoding the job spent decoding.
 */
describe.each(databaseTargets)('bulk job chunks give way to requests in flight on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;
  let jobId: string;
  let key: string;
  const requests = new RequestsInFlight();

  beforeAll(async () => {
    db = await target.open();
    // No worker of its own: the test runs each chunk itself.
    server = await startTestServer(db, { env: { BATCH_JOB_WORKERS: '0' } });
    const plan = await createPlan(db, { dailyQuota: 100_000, maxActiveBatchJobs: 1 });
    const user = await createUser(server.services, { plan });
    key = await createKey(server.services, user.id);
    // The same tracker the gateway gives its worker, on this server's requests.
    requests.track(server.server);
    const res = await fetch(`${server.url}/api/v1/batch-jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv' },
      body: `vin\n${fleetVins(5000, { seed: 11 }).join('\n')}\n`,
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

  /**
   * Requests in flight that need nothing of the event loop: each has sent the start of its body, as
   * a client on a slow link would, and waits. The tracker stops counting a request after a second
   * (a stream, not a client waiting turn by turn), so a new one replaces the oldest every 250 ms.
   */
  function heldRequests(count: number) {
    const held: ClientRequest[] = [];
    const hold = () => {
      const req = httpRequest(`${server.url}/api/v1/decode`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
      });
      req.on('error', () => undefined); // destroyed below
      req.write('{"vin":"');
      held.push(req);
    };
    for (let k = 0; k < count; k += 1) hold();
    const rolling = setInterval(() => {
      hold();
      held.shift()!.destroy();
    }, 250);
    return {
      /** Resolves once the server has seen all of them. */
      arrived: async () => {
        while (requests.size < count) await new Promise((resolve) => setTimeout(resolve, 5));
      },
      release: () => {
        clearInterval(rolling);
        for (const req of held) req.destroy();
      },
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

  it('spaces its slices out while requests are in flight, whether or not they keep the loop busy, and runs straight on when there are none', async () => {
    const inFlight = () => requests.busy();
    // The first chunk reads the catalog's patterns for these VINs: it is run alone to warm up.
    expect((await nextChunk(inFlight)).outcome).toBe('ran');

    // Clients that keep the loop busy all along.
    const stop = traffic(4);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const paced = await nextChunk(inFlight);
    expect(await stop()).toBeGreaterThan(0);

    // Requests waiting on something else (here their own bodies): the same chunk told of them, then told nothing.
    const held = heldRequests(4);
    await held.arrived();
    const heldPaced = await nextChunk(inFlight);
    const heldUnpaced = await nextChunk(() => false);
    held.release();
    while (requests.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));

    const alone = await nextChunk(inFlight);
    const figures = Object.fromEntries(
      Object.entries({ paced, heldPaced, heldUnpaced, alone }).map(([name, run]) => [
        name,
        { share: run.share.toFixed(3), ms: run.span.toFixed(0) },
      ]),
    );

    // Every chunk did its whole work: pacing delays a chunk, it does not shorten it.
    expect([paced, heldPaced, heldUnpaced, alone].map((run) => [run.outcome, run.after])).toEqual([
      ['ran', 2000],
      ['ran', 3000],
      ['ran', 4000],
      ['finished', 5000],
    ]);
    // Under traffic the paced job holds about 1/(1+PAUSE_PER_SLICE) of the time or less (timers
    // fire on the loop's clock, up to a millisecond early or late; the requests' turns can take
    // longer than the pause). Measured on PGlite and PostgreSQL: 0.08-0.09.
    const shown = JSON.stringify(figures);
    expect(paced.share, shown).toBeLessThan(2 / (1 + PAUSE_PER_SLICE));
    // Requests that need nothing of the loop leave it to the job, which steps back all the same
    // (they may be waiting on the database, which needs the CPU): told nothing of them, it runs as
    // if alone. Busy clients are no yardstick for this: they take so much of the loop on a fast
    // machine that an unpaced job there held as little as 0.10 of it.
    expect(heldPaced.share, shown).toBeLessThan(2 / (1 + PAUSE_PER_SLICE));
    expect(heldPaced.share, shown).toBeLessThan(heldUnpaced.share / 2);
    expect(alone.share, shown).toBeGreaterThan(0.4);
  });
});
