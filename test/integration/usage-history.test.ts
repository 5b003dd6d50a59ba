import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { changeAccount } from '../../src/domain/accounts/accounts.service.js';
import { ManualClock } from '../../src/infra/clock.js';
import { bearer, createKey, createUser, loginAs } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const HISTORY = `query($days: Int) { usageHistory(days: $days) { day used overage } }`;

describe.each(databaseTargets)('usage per day on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  const clock = new ManualClock('2026-03-01T09:00:00Z');

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  const history = async (headers: Record<string, string>, days?: number) =>
    (await server.graphql(HISTORY, days === undefined ? {} : { days }, headers)).json();

  it('lists every day of the window oldest first, zero days included, overage apart, today counted at once', async () => {
    const plan = await createPlan(db, { dailyQuota: 2, overageAllowed: true });
    const user = await createUser(server.services, { plan });
    await changeAccount(server.services, user.id, { kind: 'overage', enabled: true }, 'test');
    const key = await createKey(server.services, user.id);
    const vins = accordVins(6, 50);
    clock.set('2026-02-27T23:30:00Z');
    for (const vin of vins.slice(0, 3)) expect((await server.post('/api/v1/decode', { vin }, { 'x-api-key': key })).status).toBe(200);
    clock.set('2026-03-01T09:00:00Z');
    expect((await server.post('/api/v1/decode', { vin: vins[3] }, { 'x-api-key': key })).status).toBe(200);

    const { data, errors } = await history({ 'x-api-key': key }, 4);
    expect(errors).toBeUndefined();
    expect(data.usageHistory).toEqual([
      { day: '2026-02-26', used: 0, overage: 0 },
      { day: '2026-02-27', used: 2, overage: 1 },
      { day: '2026-02-28', used: 0, overage: 0 },
      { day: '2026-03-01', used: 1, overage: 0 },
    ]);
    const { token } = await loginAs(server, user);
    const byToken = await history(bearer(token));
    expect(byToken.data.usageHistory).toHaveLength(30);
    expect(byToken.data.usageHistory.at(-1)).toEqual({ day: '2026-03-01', used: 1, overage: 0 });
  });

  it('refuses a window outside 1–90 days and callers without credentials', async () => {
    const user = await createUser(server.services);
    const key = await createKey(server.services, user.id);
    for (const days of [0, 91, -3]) {
      const { errors } = await history({ 'x-api-key': key }, days);
      expect(errors[0].extensions.code).toBe('VALIDATION_ERROR');
    }
    expect((await history({})).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
