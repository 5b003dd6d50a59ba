import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStateDatabase } from './db.js';
import { installChunkQueue } from './job-queue/pg-boss-chunk-queue.js';
import { migrateToLatest } from './migrations/index.js';

/** Run by scripts/build.mjs: writes a migrated, empty embedded database as a gzipped tarball. */
const out = process.argv[2];
if (!out) throw new Error('usage: embedded-template.build <output.tar.gz>');
const scratch = mkdtempSync(join(tmpdir(), 'vg-template-'));
try {
  const state = await openStateDatabase({ url: 'memory://', dataDir: scratch });
  await migrateToLatest(state.db);
  await installChunkQueue(state.db);
  const dump = await state.pglite!.dumpDataDir('gzip');
  await state.close();
  writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
