import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testCatalogPath, openTestCatalog } from '../support/catalog.js';
import { runCli } from '../support/cli.js';
import { TEST_DATABASE_URL } from '../support/databases.js';
import { startFaultProxyFor } from '../support/fault-proxy.js';

// `vin-gateway serve` against a PostgreSQL database it cannot use: the operator's to fix, like a bad setting.
const servers = TEST_DATABASE_URL ? [TEST_DATABASE_URL] : [];

describe.each(servers)('serve against an unusable PostgreSQL database (%s)', (serverUrl) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'vg-serve-db-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  async function serve(databaseUrl: string) {
    await openTestCatalog();
    const started = performance.now();
    const result = await runCli(['serve'], {
      env: {
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        VPIC_DB_PATH: testCatalogPath(),
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
      },
      timeoutMs: 30_000,
    });
    return { ...result, ms: performance.now() - started };
  }

  function expectOneClearLine(stderr: string): void {
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^vin-gateway: the state database at postgres:\/\/\S+ cannot be used: /);
    expect(stderr).not.toMatch(/\n\s+at |migration/);
  }

  it('a database that does not exist: one line naming it, exit 1', async () => {
    const url = new URL(serverUrl);
    url.pathname = '/vg_no_such_database';
    const result = await serve(url.toString());
    expect(result.code).toBe(1);
    expectOneClearLine(result.stderr);
    expect(result.stderr).toContain('database "vg_no_such_database" does not exist (3D000)');
  });

  it('a server that refuses connections: one line, exit 1, within the connect timeout', async () => {
    const proxy = await startFaultProxyFor(serverUrl);
    proxy.cut();
    try {
      const result = await serve(proxy.through(serverUrl));
      expect(result.code).toBe(1);
      expectOneClearLine(result.stderr);
      expect(result.ms).toBeLessThan(15_000);
    } finally {
      await proxy.close();
    }
  });
});
