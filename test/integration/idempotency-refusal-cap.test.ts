import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_ANSWERS_KEPT } from '../../src/domain/idempotency/idempotency.service.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Refused requests (4xx, never billed) keep their answers for replays, but only the newest few per account (decision 0526). */
describe.each(databaseTargets)('stored refusals under Idempotency-Key are capped per account on $name', (target) => {
  let db: TestDatabase;
  let server: TestServer;
  beforeAll(async () => {
    db = await target.open();
    // More requests than a minute's rate limit allows by default.
    server = await startTestServer(db, { env: { RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it(`keeps the newest ${REFUSED_ANSWERS_KEPT} refusals; an older refused key runs again, unbilled`, { timeout: 120_000 }, async () => {
    const plan = await createPlan(db, { dailyQuota: 100 });
    const user = await createUser(server.services, { plan });
    const apiKey = await createKey(server.services, user.id);
    const decode = (key: string) => server.post('/api/v1/decode', { vin: 'SHORT' }, { 'x-api-key': apiKey, 'idempotency-key': key });
    const sent = REFUSED_ANSWERS_KEPT + 20;
    for (let i = 0; i < sent; i++) expect((await decode(`garbage-${i}`)).status).toBe(400);

    const stored = await db.db
      .selectFrom('idempotency_keys')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('account_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(REFUSED_ANSWERS_KEPT);
    // The newest is replayed; the oldest was dropped and runs again.
    expect((await decode(`garbage-${sent - 1}`)).headers.get('idempotent-replayed')).toBe('true');
    const oldest = await decode('garbage-0');
    expect(oldest.status).toBe(400);
    expect(oldest.headers.get('idempotent-replayed')).toBeNull();
    const usage = (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': apiKey } })).json()).data;
    expect(usage.usedToday).toBe(0);
  });
});
