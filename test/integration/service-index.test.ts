import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.js';
import { startTestServer } from '../support/server.js';

const target = databaseTargets[0]!;

describe('the index of links', () => {
  it('GET / and GET /api/v1 answer with where GraphiQL, the docs, the dashboard and health are', async () => {
    const db = await target.open();
    const server = await startTestServer(db);
    try {
      const root = await fetch(`${server.url}/`);
      expect(root.status).toBe(200);
      const links = { graphiql: '/graphql', docs: '/docs', dashboard: '/dashboard', health: '/healthz', ready: '/readyz', rest: '/api/v1' };
      expect(await root.json()).toMatchObject({ service: 'vin-gateway', links });
      const api = await fetch(`${server.url}/api/v1`);
      expect(api.status).toBe(200);
      expect(await api.json()).toMatchObject({ success: true, data: { links } });
      const browser = await fetch(`${server.url}/`, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(browser.headers.get('content-type')).toContain('text/html');
      expect(await browser.text()).toContain('href="/graphql"');
      // Only reads: anything else on these paths is still an unknown route.
      const post = await fetch(`${server.url}/`, { method: 'POST' });
      expect(post.status).toBe(404);
      expect(await post.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    } finally {
      await server.close();
      await db.close();
    }
  });
});
