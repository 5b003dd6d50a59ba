import { sql } from 'kysely';
import type { CatalogDb } from './catalog.open.js';

export interface ElementRow {
  id: number;
  name: string;
  code: string | null;
  lookupTable: string | null;
  isPrivate: number | null;
  dataType: string | null;
  decode: string | null;
  weight: number | null;
}

export interface ConversionRow {
  fromElementId: number;
  toElementId: number;
  formula: string;
}

export interface EngineModelPatternRow {
  engineModelName: string;
  id: number;
  elementId: number;
  attributeId: string;
  createdOn: string | null;
  updatedOn: string | null;
}

const CHUNK = 2000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export async function findElements(db: CatalogDb): Promise<ElementRow[]> {
  return db
    .selectFrom('Element')
    .select([
      'Id as id',
      'Name as name',
      'Code as code',
      'LookupTable as lookupTable',
      'IsPrivate as isPrivate',
      'DataType as dataType',
      'Decode as decode',
      'weight',
    ])
    .execute();
}

export async function findConversions(db: CatalogDb): Promise<ConversionRow[]> {
  return db
    .selectFrom('Conversion')
    .select(['FromElementId as fromElementId', 'ToElementId as toElementId', 'Formula as formula'])
    .orderBy('Id')
    .execute();
}

/**
 * Names of lookup-table rows. `table` comes from Element.LookupTable and must be one of the
 * catalog's own tables (the caller checks against the schema list), never user input.
 */
export async function findLookupNames(db: CatalogDb, table: string, ids: readonly number[]): Promise<Map<number, string>> {
  const names = new Map<number, string>();
  for (const part of chunks(ids)) {
    const result = await sql<{
      Id: number;
      Name: string;
    }>`select Id, Name from ${sql.table(table)} where Id in (${sql.join(part)})`.execute(db);
    for (const row of result.rows) names.set(Number(row.Id), String(row.Name));
  }
  return names;
}

/** VINs whose wrong check digit the manufacturer reported as a production error (fuller extracts only). */
export async function findAllVinExceptions(db: CatalogDb): Promise<Set<string>> {
  const rows = await db.selectFrom('VinException').select('VIN as vin').execute();
  return new Set(rows.map((row) => String(row.vin).trim().toUpperCase()));
}

/** Row counts of lookup tables, to decide which are small enough to hold whole. */
export async function countRows(db: CatalogDb, table: string): Promise<number> {
  const result = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]?.n ?? 0);
}

/** A whole lookup table (for the small ones: body styles, fuel types …). */
export async function findAllLookupNames(db: CatalogDb, table: string): Promise<Map<number, string>> {
  const result = await sql<{ Id: number; Name: string }>`select Id, Name from ${sql.table(table)}`.execute(db);
  return new Map(result.rows.map((row) => [Number(row.Id), String(row.Name)]));
}

export interface ModelNameRow {
  modelId: number;
  modelName: string;
  makeId: number | null;
  makeName: string | null;
}

/** Model names with their make (Make_Model), in one query. */
export async function findModelsWithMakes(db: CatalogDb, modelIds: readonly number[]): Promise<ModelNameRow[]> {
  const out: ModelNameRow[] = [];
  for (const part of chunks(modelIds)) {
    const rows = await db
      .selectFrom('Model as m')
      .leftJoin('Make_Model as mm', 'mm.ModelId', 'm.Id')
      .leftJoin('Make as mk', 'mk.Id', 'mm.MakeId')
      .where('m.Id', 'in', part)
      .select(['m.Id as modelId', 'm.Name as modelName', 'mk.Id as makeId', 'mk.Name as makeName'])
      .orderBy('m.Id')
      .orderBy('mk.Id')
      .execute();
    out.push(...rows);
  }
  return out;
}

/** Every engine model's data (a few hundred models, a few thousand rows). */
export async function findAllEngineModelPatterns(db: CatalogDb): Promise<EngineModelPatternRow[]> {
  const rows = await db
    .selectFrom('EngineModel as em')
    .innerJoin('EngineModelPattern as emp', 'emp.EngineModelId', 'em.Id')
    .select([
      'em.Name as engineModelName',
      'emp.Id as id',
      'emp.ElementId as elementId',
      'emp.AttributeId as attributeId',
      'emp.CreatedOn as createdOn',
      'emp.UpdatedOn as updatedOn',
    ])
    .execute();
  return rows.map((row) => ({ ...row, attributeId: String(row.attributeId) }));
}
