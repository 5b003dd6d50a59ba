import type Database from 'better-sqlite3';

/**
 * Indexes the decoder's queries need. The shipped extract has none on Pattern(VinSchemaId),
 * so every per-schema lookup would scan ~800k rows. Bump the version when the list changes:
 * an older unpacked copy is then re-indexed on open.
 */
export const CATALOG_INDEX_VERSION = 4;

/** PRAGMA user_version is a signed 32-bit int in the file header; we tag ours to recognise it. */
const USER_VERSION_TAG = 0x5647_0000;
export const CATALOG_USER_VERSION = USER_VERSION_TAG + CATALOG_INDEX_VERSION;

const NAMED_INDEXES: ReadonlyArray<readonly [table: string, columns: string]> = [
  ['Pattern', 'VinSchemaId, ElementId'],
  ['Wmi', 'Wmi'],
  ['Wmi_VinSchema', 'WmiId'],
  ['Wmi_Make', 'WmiId'],
  ['Make_Model', 'ModelId'],
  ['EngineModel', 'Name'],
  ['EngineModelPattern', 'EngineModelId'],
  // The data release is the latest pattern change: max() over an index instead of a scan at start-up.
  ['Pattern', 'UpdatedOn'],
  ['Pattern', 'CreatedOn'],
];

export const META_TABLE = 'vin_gateway_catalog_meta';

function tableNames(db: Database.Database): Set<string> {
  const rows = db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
  return new Set(rows.map((r) => r.name));
}

function hasIdColumn(db: Database.Database, table: string): boolean {
  const cols = db.prepare(`pragma table_info("${table.replaceAll('"', '""')}")`).all() as { name: string }[];
  return cols.some((c) => c.name === 'Id');
}

export function isIndexed(db: Database.Database): boolean {
  return (db.pragma('user_version', { simple: true }) as number) === CATALOG_USER_VERSION;
}

/**
 * Builds every index in one immediate transaction and stamps user_version, so a second process
 * that opens the same file waits (busy_timeout) and then finds the work done.
 */
export function buildCatalogIndexes(db: Database.Database, onProgress?: (message: string) => void): void {
  db.pragma('busy_timeout = 120000');
  const run = db.transaction(() => {
    if (isIndexed(db)) return;
    const tables = tableNames(db);
    for (const [table, columns] of NAMED_INDEXES) {
      if (!tables.has(table)) continue;
      const name = `vg_${table}_${columns.replace(/[^A-Za-z]+/g, '_')}`;
      onProgress?.(`vPIC catalog: indexing ${table}(${columns})`);
      db.exec(`create index if not exists "${name}" on "${table}" (${columns})`);
    }
    // Lookup tables are reached by Id from thousands of pattern values; the extract declares no keys.
    for (const table of tables) {
      if (table.startsWith('sqlite_') || table === META_TABLE || !hasIdColumn(db, table)) continue;
      db.exec(`create index if not exists "vg_${table}_Id" on "${table}" (Id)`);
    }
    db.exec(`create table if not exists ${META_TABLE} (key text primary key, value text not null)`);
    db.pragma(`user_version = ${CATALOG_USER_VERSION}`);
  });
  run.immediate();
}
