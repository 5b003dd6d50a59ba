import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/infra/clock.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { TEST_JWT_SECRET } from '../support/server.js';
import { fleetVins } from '../support/vins.js';

const postgres = databaseTargets.find((target) => target.name === 'postgres');
const ENV = { BATCH_JOB_POLL_MS: '500', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'warn' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SCHED_NORMAL = 0;
const SCHED_IDLE = 5;

/** The scheduling policy of every thread of a process (field 41 of /proc/<pid>/task/<tid>/stat). */
function schedulingPolicies(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) =>
    Number(readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ')[38]),
  );
}

// Roles split one database between replicas: PostgreSQL only (the embedded database has one process).
describe.runIf(postgres)('roles: an api replica runs no bulk job work, a worker replica runs it (decision 0053)', () => {
  let db: TestDatabase;
  const started: GatewayProcess[] = [];
  beforeAll(async () => {
    db = await postgres!.open();
  });
  afterAll(async () => {
    await Promise.all(started.map((gateway) => gateway.kill()));
    await db?.close();
  });

  it(
    'a job submitted to an api replica waits until a worker replica runs it; the worker serves only health',
    { timeout: 180_000 },
    async () => {
      const user = await createUser({ db: db.db, clock: systemClock }, { plan: 'business' });
      const key = await createKey({ db: db.db, clock: systemClock }, user.id);
      const env = { ...ENV, DATABASE_URL: db.url! };
      const api = await startGatewayProcess({ ...env, ROLE: 'api' });
      started.push(api);

      const input = fleetVins(3000, { seed: 53 });
      const submitted = await fetch(`${api.url}/api/v1/batch-jobs`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'text/csv' },
        body: `vin\n${input.join('\n')}\n`,
      });
      expect(submitted.status).toBe(202);
      const { id } = (await submitted.json()).data;
      const job = async () => (await (await fetch(`${api.url}/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } })).json()).data;

      // Many poll intervals later the api replica has run nothing.
      await sleep(4000);
      expect(await job()).toMatchObject({ state: 'queued', processed: 0, billed: 0 });

      const worker = await startGatewayProcess(env, ['--role', 'worker']);
      started.push(worker);
      // A worker replica runs at SCHED_IDLE (WORKER_SCHEDULING=idle, the default): every thread it has
      // started by now, and an api replica keeps the normal policy. Linux only (the policy is Linux's).
      if (process.platform === 'linux') {
        expect(schedulingPolicies(worker.pid).every((policy) => policy === SCHED_IDLE)).toBe(true);
        expect(schedulingPolicies(worker.pid).length).toBeGreaterThan(1);
        expect(new Set(schedulingPolicies(api.pid))).toEqual(new Set([SCHED_NORMAL]));
      }
      // The worker answers health and nothing else.
      expect((await fetch(`${worker.url}/healthz`)).status).toBe(200);
      expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
      const refused = await fetch(`${worker.url}/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } });
      expect(refused.status).toBe(404);
      expect((await refused.json()).error.code).toBe('NOT_FOUND');
      const graphql = await fetch(`${worker.url}/graphql`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(graphql.status).toBe(404);

      const deadline = Date.now() + 120_000;
      let seen = await job();
      while (seen.state !== 'succeeded' && Date.now() < deadline) {
        await sleep(200);
        seen = await job();
      }
      expect(seen).toMatchObject({ state: 'succeeded', processed: input.length });
      const lines = (await (await fetch(`${api.url}/api/v1/batch-jobs/${id}/results`, { headers: { 'x-api-key': key } })).text())
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as { index: number; vin: string });
      expect(lines.map((line) => line.vin)).toEqual(input);
      // Both replicas still up: the api replica did not take the work back.
      expect((await fetch(`${api.url}/healthz`)).status).toBe(200);
    },
  );
});
