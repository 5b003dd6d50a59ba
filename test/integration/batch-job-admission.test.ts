import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const MB = 1024 * 1024;

interface EarlyAnswer {
  status: number;
  body: { error?: { code: string; details?: Record<string, unknown> } };
}

/**
 * Declares a `declaredBytes` upload and sends only its first 64 KB, then waits: resolves with the
 * answer the server gives while the rest of the body has not been sent (a server that waits for
 * the whole body never answers, and the test times out).
 */
function partialUpload(server: TestServer, key: string, declaredBytes: number): Promise<EarlyAnswer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('error', reject);
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const split = received.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(received.slice(0, split));
      if (split < 0 || !length || received.length < split + 4 + Number(length[1])) return;
      socket.destroy();
      resolve({ status: Number(received.slice(9, 12)), body: JSON.parse(received.slice(split + 4)) as EarlyAnswer['body'] });
    });
    socket.write(
      `POST /api/v1/batch-jobs HTTP/1.1\r\nHost: ${hostname}\r\nX-API-Key: ${key}\r\nContent-Type: text/csv\r\nContent-Length: ${declaredBytes}\r\n\r\n`,
    );
    socket.write(`vin\n${'1HGCM82633A004352\n'.repeat((64 * 1024) / 18)}`);
  });
}

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
