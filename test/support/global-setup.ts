import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openStateDatabase } from '../../src/data/db.js';
import { migrateToLatest } from '../../src/data/migrations/index.js';
import { installChunkQueue } from '../../src/data/job-queue/pg-boss-chunk-queue.js';
import { openCatalog } from '../../src/data/catalog/index.js';
import { createVinDecoder } from '../../src/domain/vin/decoder/index.js';
import { testCatalogPath } from './catalog.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    /** The same database before any migration: initialised, empty. */
    pgliteBlankSnapshotPath: string;
  }
}

/**
 * initdb in PGlite costs seconds and hundreds of MB: do it once, migrate, and dump the data
 * directory; every test database loads that dump instead (and the few that need a database no
 * migration has touched load the dump taken before migrating).
 */
export default async function setup(project: TestProject) {
  // Tests that start the real CLI run the compiled program: bring dist/ up to date with the sources.
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('compiling to dist/ failed (see above)');
  await prepareTestCatalog();
  const dir = mkdtempSync(join(tmpdir(), 'vg-pglite-'));
  const state = await openStateDatabase({ url: 'memory://', dataDir: dir });
  if (!state.pglite) throw new Error('an in-memory state database is expected to be PGlite');
  const blankPath = join(dir, 'blank.tar.gz');
  writeFileSync(blankPath, Buffer.from(await (await state.pglite.dumpDataDir('gzip')).arrayBuffer()));
  await migrateToLatest(state.db);
  await installChunkQueue(state.db);
  const dump = await state.pglite.dumpDataDir('gzip');
  await state.close();
  const path = join(dir, 'snapshot.tar.gz');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshotPath', path);
  project.provide('pgliteBlankSnapshotPath', blankPath);
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Unpacks the test catalog and compiles its decode pack once, before any test file runs: otherwise
 * the first decoder of each parallel test file would compile the same pack at the same time.
 */
async function prepareTestCatalog(): Promise<void> {
  const catalog = await openCatalog({ vpicDbPath: testCatalogPath() });
  try {
    await createVinDecoder(catalog, { decodePack: 'build', preloadWmis: false });
  } finally {
    await catalog.close();
  }
}
