import {
  countRows,
  findAllEngineModelPatterns,
  findAllLookupNames,
  findLookupNames,
  findModelsWithMakes,
  parseCatalogDate,
  type CatalogDb,
  type PatternRow,
} from '../../../data/catalog/index.js';
import type { EnginePattern } from './catalog-data.js';
import { ELEMENT, type ElementInfo } from './element-rules.js';
import type { Make } from './schema-matcher.js';

const INTEGER = /^\s*\d+\s*$/;
/** Lookup tables up to this size are read whole at start-up; bigger ones (Model) on demand. */
const SMALL_TABLE = 2000;

/**
 * Turns attribute ids into the values NHTSA reports: lookup elements show the lookup table's
 * Name for Id = AttributeId, other elements the AttributeId text itself. Small lookup tables
 * and all engine-model data are read once at start-up; model names and their makes are read
 * per batch and memoised (bounded by the catalog's own size).
 */
export class ValueResolver {
  private readonly names = new Map<string, Map<number, string>>();
  private readonly wholeTables = new Set<string>();
  private readonly modelMakes = new Map<number, Make | null>();
  readonly engineModels = new Map<string, EnginePattern[]>();

  private constructor(
    private readonly db: CatalogDb,
    private readonly tables: ReadonlySet<string>,
    private readonly elements: ReadonlyMap<number, ElementInfo>,
  ) {}

  static async create(db: CatalogDb, tables: ReadonlySet<string>, elements: ReadonlyMap<number, ElementInfo>): Promise<ValueResolver> {
    const resolver = new ValueResolver(db, tables, elements);
    const lookupTables = new Set<string>();
    for (const element of elements.values()) {
      const table = resolver.lookupTableOf(element.id);
      if (table !== null && element.patternDecodable) lookupTables.add(table);
    }
    for (const table of lookupTables) {
      if ((await countRows(db, table)) > SMALL_TABLE) continue;
      resolver.names.set(table, await findAllLookupNames(db, table));
      resolver.wholeTables.add(table);
    }
    if (tables.has('EngineModel') && tables.has('EngineModelPattern')) {
      const rows = await findAllEngineModelPatterns(db);
      await resolver.loadNames(rows);
      for (const row of rows) {
        const element = elements.get(row.elementId);
        if (element === undefined || !element.patternDecodable) continue;
        let list = resolver.engineModels.get(row.engineModelName);
        if (list === undefined) resolver.engineModels.set(row.engineModelName, (list = []));
        list.push({
          id: row.id,
          elementId: row.elementId,
          value: resolver.value(row.elementId, row.attributeId),
          changedAt: changedAt(row.updatedOn, row.createdOn),
        });
      }
    }
    return resolver;
  }

  private lookupTableOf(elementId: number): string | null {
    const table = this.elements.get(elementId)?.lookupTable ?? null;
    // Only the catalog's own tables are ever named in SQL; an extract lacking one shows raw ids.
    return table !== null && this.tables.has(table) ? table : null;
  }

  /** Loads whatever these rows need that is not cached yet. */
  async prepare(patterns: readonly PatternRow[]): Promise<void> {
    const modelIds = new Set<number>();
    for (const p of patterns) {
      if (p.elementId !== ELEMENT.model || !INTEGER.test(p.attributeId)) continue;
      const id = Number(p.attributeId);
      if (!this.modelMakes.has(id)) modelIds.add(id);
    }
    if (modelIds.size > 0 && this.lookupTableOf(ELEMENT.model) === 'Model' && this.tables.has('Make_Model')) {
      let names = this.names.get('Model');
      if (names === undefined) this.names.set('Model', (names = new Map()));
      for (const id of modelIds) this.modelMakes.set(id, null);
      for (const row of await findModelsWithMakes(this.db, [...modelIds])) {
        names.set(row.modelId, row.modelName);
        if (row.makeId !== null && row.makeName !== null && this.modelMakes.get(row.modelId) === null) {
          this.modelMakes.set(row.modelId, { id: row.makeId, name: row.makeName });
        }
      }
    }
    await this.loadNames(patterns);
  }

  private async loadNames(rows: ReadonlyArray<{ elementId: number; attributeId: string }>): Promise<void> {
    const wanted = new Map<string, Set<number>>();
    for (const row of rows) {
      const table = this.lookupTableOf(row.elementId);
      if (table === null || this.wholeTables.has(table) || !INTEGER.test(row.attributeId)) continue;
      const id = Number(row.attributeId);
      if (this.names.get(table)?.has(id)) continue;
      let ids = wanted.get(table);
      if (ids === undefined) wanted.set(table, (ids = new Set()));
      ids.add(id);
    }
    for (const [table, ids] of wanted) {
      const found = await findLookupNames(this.db, table, [...ids]);
      let cache = this.names.get(table);
      if (cache === undefined) this.names.set(table, (cache = new Map()));
      for (const [id, name] of found) cache.set(id, name);
    }
  }

  /** The reported value of an element's attribute (call after prepare()). */
  value(elementId: number, attributeId: string): string {
    const table = this.lookupTableOf(elementId);
    if (table === null || !INTEGER.test(attributeId)) return attributeId;
    return this.names.get(table)?.get(Number(attributeId)) ?? attributeId;
  }

  lookupId(elementId: number, attributeId: string): number | null {
    return this.lookupTableOf(elementId) !== null && INTEGER.test(attributeId) ? Number(attributeId) : null;
  }

  /** A model's make as the decode pack recorded it (its schema was compiled ahead of time). */
  learnMake(modelId: number, make: Make): void {
    if (this.modelMakes.get(modelId) == null) this.modelMakes.set(modelId, make);
  }

  /** The make of a Model lookup id (call after prepare() saw its patterns). */
  makeOfModel(modelId: number): Make | null {
    return this.modelMakes.get(modelId) ?? null;
  }
}

let lastText: string | null = null;
let lastMs: number | undefined;

/** coalesce(UpdatedOn, CreatedOn) as ms, −Infinity when neither parses. */
export function changedAt(updatedOn: string | null, createdOn: string | null): number {
  const text = updatedOn ?? createdOn;
  // Rows of one schema load mostly share a timestamp: skip re-parsing the same text.
  if (text !== lastText) {
    lastText = text;
    lastMs = parseCatalogDate(updatedOn) ?? parseCatalogDate(createdOn);
  }
  return lastMs ?? Number.NEGATIVE_INFINITY;
}
