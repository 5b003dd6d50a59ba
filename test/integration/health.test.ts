import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.js';
import { startTestServer } from '../support/server.js';

describe.each(databaseTargets)('readiness on $name', (target) => {
  it('/readyz turns 503 UNAVAILABLE when the database goes away while /healthz stays up', async () => {
    const db = await target.open();
    const server = await startTestServer(db);
    try {
      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      await db.close();
      const down = await fetch(`${server.url}/readyz`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ success: false, error: { code: 'UNAVAILABLE' } });
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
      await db.close();
    }
  });
});
