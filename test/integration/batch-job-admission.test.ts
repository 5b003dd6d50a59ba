import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { earlyAnswer } from '../support/early-answer.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const MB = 1024 * 1024;

/** Declares a `declaredBytes` CSV upload and sends only its first 64 KB: the answer given meanwhile. */
const partialUpload = (server: TestServer, key: string, declaredBytes: number) =>
  earlyAnswer(
    server.url,
    '/api/v1/batch-jobs',
    { 'x-api-key': key, 'content-type': 'text/csv' },
    declaredBytes,
    `vin\n${'1HGCM82633A004352\n'.repeat((64 * 1024) / 18)}`,
  );

/**
 * A bulk upload the account cannot submit now is refused from its Content-Length, before its body
 * is received (decision 0525): no place for another unfinished job, or no room for its bytes.
 * A retry of an accepted submission with its Idempotency-Key still gets its job back.
 */
describe.each(databaseTargets)('bulk uploads refused before their body on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await target.open();
    // No chunk runs here (BATCH_JOB_WORKERS=0): an accepted job stays unfinished and holds its place.
    server = await startTestServer(db, { env: { BATCH_JOB_WORKERS: '0' } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const customer = async (limits: { maxActiveBatchJobs: number; batchJobStorageBytes?: number }) => {
    const plan = await createPlan(db, { dailyQuota: 1000, ...limits });
    const user = await createUser(server.services, { plan });
    return createKey(server.services, user.id);
  };
  const submit = (key: string, body: string, idempotencyKey?: string) =>
    fetch(`${server.url}/api/v1/batch-jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv', ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      body,
    });

  it('answers 429 with the place held, while a 20 MB body is still being sent', { timeout: 30_000 }, async () => {
    const key = await customer({ maxActiveBatchJobs: 1 });
    const first = await submit(key, accordVins(3, 41000).join('\n'));
    expect(first.status).toBe(202);

    const refused = await partialUpload(server, key, 20 * MB);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { maxActiveJobs: 1, activeJobs: 1 } });
  });

  it(
    'answers 413 for a declared file larger than the plan can ever hold, and 429 for one past the room left',
    { timeout: 30_000 },
    async () => {
      const key = await customer({ maxActiveBatchJobs: 5, batchJobStorageBytes: 2 * MB });
      const tooBig = await partialUpload(server, key, 3 * MB);
      expect(tooBig.status).toBe(413);
      expect(tooBig.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { limitBytes: 2 * MB, uploadBytes: 3 * MB } });

      const held = await submit(key, `vin\n${'1HGCM82633A004352\n'.repeat(Math.ceil(MB / 18))}`);
      expect(held.status).toBe(202);
      const pastRoom = await partialUpload(server, key, 1.5 * MB);
      expect(pastRoom.status).toBe(429);
      expect(pastRoom.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { limitBytes: 2 * MB, uploadBytes: 1.5 * MB } });
    },
  );

  it('replays an accepted job to a retry with its Idempotency-Key, although the job holds the only place', async () => {
    const key = await customer({ maxActiveBatchJobs: 1 });
    const file = accordVins(4, 42000).join('\n');
    const accepted = await submit(key, file, 'retry-after-lost-202');
    expect(accepted.status).toBe(202);
    const retried = await submit(key, file, 'retry-after-lost-202');
    expect(retried.status).toBe(202);
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect((await retried.json()).data.id).toBe((await accepted.json()).data.id);
    // A new key is a new submission, refused from its length while the place is held.
    const another = await submit(key, file, 'a-new-submission');
    expect(another.status).toBe(429);
    expect((await another.json()).error.details).toMatchObject({ maxActiveJobs: 1, activeJobs: 1 });
  });
});
