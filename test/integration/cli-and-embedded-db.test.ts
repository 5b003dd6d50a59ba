import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStateDatabase } from '../../src/data/db.js';
import { EmbeddedDatabaseBusyError } from '../../src/data/embedded-lock.js';
import { migrations } from '../../src/data/migrations/index.js';
import { runCli } from '../support/cli.js';
import { embeddedDatabaseFromSnapshot } from '../support/databases.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vg-cli-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

// Each embedded-database case starts real processes that open PGlite (seconds each on a busy machine).
const EMBEDDED = { timeout: 120_000 };

describe('CLI', () => {
  it('prints its commands for --help and refuses an unknown command with exit code 2', async () => {
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    for (const command of ['serve', 'migrate', 'schema:print']) expect(help.stdout).toContain(command);
    const unknown = await runCli(['frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
  });

  it('lists every configuration problem at once and exits non-zero', async () => {
    const result = await runCli(['migrate'], { env: { PORT: 'abc', RESPONSE_SHAPE: 'C', DATABASE_URL: 'mysql://x' } });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    for (const name of ['PORT', 'RESPONSE_SHAPE', 'DATABASE_URL']) expect(result.stderr).toContain(name);
  });

  it('migrate creates the embedded database in DATA_DIR from the built template, fully migrated', EMBEDDED, async () => {
    const dataDir = tempDir();
    const first = await runCli(['migrate'], { env: { DATA_DIR: dataDir } });
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    // The compiled program ships a migrated empty database: a new one starts from it, no initdb.
    expect(first.stdout).toContain('the database is up to date');
    expect(existsSync(join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'pgdata.lock'))).toBe(false);
    const state = await openStateDatabase({ url: undefined, dataDir });
    try {
      const applied = await state.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(applied.map((r) => (r as { name: string }).name).sort()).toEqual(Object.keys(migrations).sort());
    } finally {
      await state.close();
    }
  });

  it('migrate applies every migration to a database that has none, then finds it up to date', EMBEDDED, async () => {
    const dataDir = tempDir();
    // A database initialised without the template (as the sources, or an older build, create it).
    await embeddedDatabaseFromSnapshot(dataDir, 'blank');
    const first = await runCli(['migrate'], { env: { DATA_DIR: dataDir } });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`applied: ${Object.keys(migrations).join(', ')}`);
    const second = await runCli(['migrate'], { env: { DATA_DIR: dataDir } });
    expect(second.stdout).toContain('up to date');
  });
});

describe('embedded database is single-process', () => {
  it('a second process stops with a clear message and the data stays intact', EMBEDDED, async () => {
    const dataDir = tempDir();
    await embeddedDatabaseFromSnapshot(dataDir);
    const owner = await openStateDatabase({ url: undefined, dataDir });
    try {
      await owner.db.schema.createTable('probe').addColumn('v', 'text').execute();
      await owner.db
        .insertInto('probe' as never)
        .values({ v: 'kept' })
        .execute();
      const second = await runCli(['migrate'], { env: { DATA_DIR: dataDir } });
      expect(second.code).toBe(1);
      expect(second.stderr).toContain('in use by another process');
      expect(second.stderr).toContain(String(process.pid));
      // admin too, at once and in one line, rather than after waiting for the database.
      const admin = await runCli(['admin', 'suspend', '--email', 'someone@example.com'], { env: { DATA_DIR: dataDir } });
      expect(admin.code).toBe(1);
      expect(admin.stderr.trim().split('\n')).toEqual([expect.stringContaining('in use by another process')]);
      await expect(openStateDatabase({ url: undefined, dataDir })).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    } finally {
      await owner.close();
    }
    const reopened = await openStateDatabase({ url: undefined, dataDir });
    try {
      const rows = await reopened.db
        .selectFrom('probe' as never)
        .selectAll()
        .execute();
      expect(rows).toEqual([{ v: 'kept' }]);
    } finally {
      await reopened.close();
    }
  });

  it('takes over a lock left by a process that no longer exists', EMBEDDED, async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'pgdata.lock'), '999999999');
    const result = await runCli(['migrate'], { env: { DATA_DIR: dataDir } });
    expect(result.code).toBe(0);
  });
});
