import type { IncomingMessage } from 'node:http';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases.js';
import { eventually } from '../support/eventually.js';
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

  it('/readyz shares one database check among the probes that arrive while it runs', async () => {
    const db = await target.open();
    // The first check is held until all 100 probes have reached the server: every one of them
    // arrives while it runs, however slowly a loaded machine lets them in.
    let release!: () => void;
    const checks = new MigrationReads(new Promise<void>((resolve) => (release = resolve)));
    const server = await startTestServer({ ...db, db: db.db.withPlugin(checks) });
    checks.armed = true; // the start-up's own read of the table is not a readiness check
    try {
      let arrived = 0;
      server.server.on('request', (req: IncomingMessage) => void (req.url === '/readyz' && (arrived += 1)));
      const probes = Promise.all(Array.from({ length: 100 }, () => fetch(`${server.url}/readyz`)));
      await eventually(() => arrived === 100, 30_000);
      release();
      const answers = await probes;
      expect(answers.map((res) => res.status)).toEqual(Array(100).fill(200));
      expect((await answers[99]!.json()).status).toBe('ready');
      // Concurrent probes share the check that is running rather than each reading the database.
      expect(checks.count).toBe(1);
      const before = checks.count;
      for (let i = 0; i < 3; i++) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect(checks.count - before).toBe(3);
    } finally {
      await server.close();
      await db.close();
    }
  });
});

/** Once armed, counts the readiness check's reads of the migration table, and holds their answer until `gate` opens. */
class MigrationReads implements KyselyPlugin {
  count = 0;
  armed = false;
  private readonly reads = new WeakSet<object>();
  constructor(private readonly gate: Promise<void>) {}
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.armed && JSON.stringify(args.node).includes('select name from kysely_migration')) {
      this.count += 1;
      this.reads.add(args.queryId);
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.reads.has(args.queryId)) await this.gate;
    return args.result;
  }
}
