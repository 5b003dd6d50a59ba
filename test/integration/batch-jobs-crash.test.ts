import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStateDatabase } from '../../src/data/db.js';
import { migrateToLatest } from '../../src/data/migrations/index.js';
import { systemClock } from '../../src/infra/clock.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, embeddedDatabaseFromSnapshot } from '../support/databases.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { TEST_JWT_SECRET } from '../support/server.js';
import { fleetVins } from '../support/vins.js';

const JOB_SIZE = 100_000;
/**
 * Short lease and poll: a killed replica's chunk is handed out again within seconds. The test polls
 * the job every 50 ms and every authenticated request counts (decision 0522): the per-account rate
 * limit is raised out of its way.
 */
const JOB_ENV = {
  BATCH_JOB_LEASE_SECONDS: '3',
  BATCH_JOB_POLL_MS: '100',
  JWT_SECRET: TEST_JWT_SECRET,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function jobOn(gateway: GatewayProcess, key: string, id: string) {
  const res = await fetch(`${gateway.url}/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } });
  // A refused read (429, 503 …) is a failure to report as such, not an `undefined` job.
  if (res.status !== 200) throw new Error(`GET /api/v1/batch-jobs/${id} answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data;
}

/** Polls `gateway` until the job satisfies `check`. */
async function waitFor(gateway: GatewayProcess, key: string, id: string, check: (job: any) => boolean, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const job = await jobOn(gateway, key, id);
    if (check(job)) return job;
    if (Date.now() > deadline) throw new Error(`gave up waiting for job ${id}: ${JSON.stringify(job)}`);
    await sleep(50);
  }
}

/**
 * A 100,000-VIN job; the replica running it is killed with SIGKILL part way through; `resume`
 * starts the gateway that carries on (another replica, or the same data directory restarted).
 * Then: the job ends, every input line has exactly one result line in input order, and usage
 * equals the successful first-seen VINs, each billed once.
 */
async function crashAndResume(first: GatewayProcess, key: string, resume: () => Promise<GatewayProcess>, started: GatewayProcess[]) {
  const input = fleetVins(JOB_SIZE, { seed: 26 });
  const submitted = await fetch(`${first.url}/api/v1/batch-jobs`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'text/csv' },
    body: `vin\n${input.join('\n')}\n`,
  });
  expect(submitted.status).toBe(202);
  const { id } = (await submitted.json()).data;

  const before = await waitFor(first, key, id, (job) => job.processed >= 10_000, 240_000);
  expect(before.processed).toBeLessThan(JOB_SIZE / 2);
  await first.kill();
  const second = await resume();
  started.push(second);
  const done = await waitFor(second, key, id, (job) => job.state === 'succeeded', 240_000);
  expect(done.processed).toBe(JOB_SIZE);

  const results = await fetch(`${second.url}/api/v1/batch-jobs/${id}/results`, { headers: { 'x-api-key': key } });
  const lines = (await results.text())
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as { index: number; vin: string; status: string; duplicateOf?: number });
  expect(lines).toHaveLength(JOB_SIZE);
  expect(lines.every((line, i) => line.index === i && line.vin === input[i])).toBe(true);

  const billedLines = lines.filter((line) => line.status === 'success' && line.duplicateOf === undefined);
  const firstSeen = new Set(billedLines.map((line) => line.vin));
  const usage = (await (await fetch(`${second.url}/api/v1/usage`, { headers: { 'x-api-key': key } })).json()).data;
  // No VIN billed twice: usage is exactly the distinct successful VINs.
  expect(firstSeen.size).toBe(billedLines.length);
  expect(done).toMatchObject({
    successful: billedLines.length,
    billed: billedLines.length,
    duplicates: lines.filter((l) => l.duplicateOf !== undefined).length,
  });
  expect(usage.usedToday + usage.overageToday).toBe(billedLines.length);
  console.info(
    `SIGKILL at ${before.processed} of ${JOB_SIZE} lines; resumed and finished: ${billedLines.length} VINs billed, usage ${usage.usedToday + usage.overageToday}, ${done.duplicates} repeats and ${done.failed} failures free`,
  );
}

describe.each(databaseTargets)('a bulk job survives SIGKILL of the replica running it on $name', (target) => {
  const started: GatewayProcess[] = [];
  const scratch: string[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((gateway) => gateway.kill()));
    for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'resumes on another replica (PostgreSQL) or on the restarted one (embedded), billing each VIN once',
    { timeout: 600_000 },
    async () => {
      if (target.name === 'postgres') {
        const db = await target.open();
        try {
          const user = await createUser({ db: db.db, clock: systemClock }, { plan: 'business' });
          const key = await createKey({ db: db.db, clock: systemClock }, user.id);
          const env = { ...JOB_ENV, DATABASE_URL: db.url! };
          const first = await startGatewayProcess(env);
          started.push(first);
          await crashAndResume(first, key, () => startGatewayProcess(env), started);
        } finally {
          await Promise.all(started.splice(0).map((gateway) => gateway.kill()));
          await db.close();
        }
        return;
      }
      // The embedded database belongs to one process at a time: the same data directory restarts.
      const dataDir = mkdtempSync(join(tmpdir(), 'vg-jobs-crash-'));
      scratch.push(dataDir);
      await embeddedDatabaseFromSnapshot(dataDir);
      const state = await openStateDatabase({ url: undefined, dataDir });
      await migrateToLatest(state.db);
      const user = await createUser({ db: state.db, clock: systemClock }, { plan: 'business' });
      const key = await createKey({ db: state.db, clock: systemClock }, user.id);
      await state.close();
      const env = { ...JOB_ENV, DATA_DIR: dataDir };
      const first = await startGatewayProcess(env);
      started.push(first);
      await crashAndResume(first, key, () => startGatewayProcess(env), started);
    },
  );
});
