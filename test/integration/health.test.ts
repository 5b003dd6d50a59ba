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
      // Requests that need the database say it is unavailable (retry later), not that we failed.
      const login = await server.post('/api/v1/auth/login', { email: 'someone@example.com', password: 'whatever password' });
      expect(login.status).toBe(503);
      expect(await login.json()).toMatchObject({ success: false, error: { code: 'UNAVAILABLE' } });
      expect(login.headers.get('retry-after')).toBe('5');
      const gql = await (await server.graphql('mutation { login(email: "a@b.c", password: "whatever password") { expiresIn } }')).json();
      expect(gql.errors[0].extensions.code).toBe('UNAVAILABLE');
    } finally {
      await server.close();
      await db.close();
    }
  });
});
