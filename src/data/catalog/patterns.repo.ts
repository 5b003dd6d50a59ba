import type { CatalogDb } from './catalog.open.js';

export interface PatternRow {
  id: number;
  schemaId: number;
  keys: string;
  elementId: number;
  attributeId: string;
  /** coalesce(UpdatedOn, CreatedOn): when the row last changed (either text format). */
  changedOn: string | null;
}

/** SQLite caps bound parameters; stay well below it. */
const CHUNK = 2000;

/** Every pattern of these VIN schemas (a schema holds at most a few thousand). */
export async function findPatternsOfSchemas(db: CatalogDb, schemaIds: readonly number[]): Promise<PatternRow[]> {
  const out: PatternRow[] = [];
  for (let i = 0; i < schemaIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('Pattern')
      .where('VinSchemaId', 'in', schemaIds.slice(i, i + CHUNK))
      .select([
        'Id as id',
        'VinSchemaId as schemaId',
        'Keys as keys',
        'ElementId as elementId',
        'AttributeId as attributeId',
        (eb) => eb.fn.coalesce('UpdatedOn', 'CreatedOn').as('changedOn'),
      ])
      .execute();
    // AttributeId is declared TEXT; no per-row copy (a schema load reads thousands of rows).
    for (const row of rows) out.push(row);
  }
  return out;
}

/** Every VIN schema id a WMI links to or a pattern belongs to, ascending. */
export async function findAllSchemaIds(db: CatalogDb): Promise<number[]> {
  const linked = await db.selectFrom('Wmi_VinSchema').select('VinSchemaId as id').distinct().execute();
  const listed = await db.selectFrom('Pattern').select('VinSchemaId as id').distinct().execute();
  return [...new Set([...linked, ...listed].map((r) => r.id))].sort((a, b) => a - b);
}
