import {
  findEngineModelPatterns,
  findLookupNames,
  findMakesOfModels,
  parseCatalogDate,
  type CatalogDb,
  type EngineModelPatternRow,
  type PatternRow,
} from '../../../data/catalog/index.js';
import type { EnginePattern } from './catalog-data.js';
import { ELEMENT, type ElementInfo } from './element-rules.js';

type Make = { id: number; name: string };

const INTEGER = /^\s*\d+\s*$/;

/**
 * Turns attribute ids into the values NHTSA reports: lookup elements show the lookup table's
 * Name for Id = AttributeId, other elements the AttributeId text itself. Names, model→make
 * links and engine-model data are memoised; all are bounded by the catalog's own size.
 */
export class ValueResolver {
  private readonly names = new Map<string, Map<number, string>>();
  private readonly modelMakes = new Map<number, Make | null>();
  readonly engineModels = new Map<string, EnginePattern[]>();

  constructor(
    private readonly db: CatalogDb,
    private readonly tables: ReadonlySet<string>,
    private readonly elements: ReadonlyMap<number, ElementInfo>,
  ) {}

  private lookupTableOf(elementId: number): string | null {
    const table = this.elements.get(elementId)?.lookupTable ?? null;
    // Only the catalog's own tables are ever named in SQL; an extract lacking one shows raw ids.
    return table !== null && this.tables.has(table) ? table : null;
  }

  /** Loads whatever these rows need that is not cached yet, in one query per table. */
  async prepare(patterns: readonly PatternRow[]): Promise<void> {
    const engineNames = new Set<string>();
    const modelIds = new Set<number>();
    for (const p of patterns) {
      if (p.elementId === ELEMENT.engineModel && !this.engineModels.has(p.attributeId)) engineNames.add(p.attributeId);
      if (p.elementId === ELEMENT.model && INTEGER.test(p.attributeId)) {
        const id = Number(p.attributeId);
        if (!this.modelMakes.has(id)) modelIds.add(id);
      }
    }
    const engineRows = engineNames.size > 0 ? await findEngineModelPatterns(this.db, [...engineNames]) : [];
    await this.loadNames([...patterns, ...engineRows]);
    if (modelIds.size > 0) {
      const rows = await findMakesOfModels(this.db, [...modelIds]);
      for (const id of modelIds) this.modelMakes.set(id, null);
      for (const row of rows) if (this.modelMakes.get(row.modelId) === null) this.modelMakes.set(row.modelId, { id: row.makeId, name: row.makeName });
    }
    this.storeEngineModels(engineNames, engineRows);
  }

  private async loadNames(rows: ReadonlyArray<{ elementId: number; attributeId: string }>): Promise<void> {
    const wanted = new Map<string, Set<number>>();
    for (const row of rows) {
      const table = this.lookupTableOf(row.elementId);
      if (table === null || !INTEGER.test(row.attributeId)) continue;
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

  private storeEngineModels(names: Set<string>, rows: readonly EngineModelPatternRow[]): void {
    for (const name of names) this.engineModels.set(name, []);
    for (const row of rows) {
      const element = this.elements.get(row.elementId);
      if (element === undefined || !element.patternDecodable) continue;
      this.engineModels.get(row.engineModelName)?.push({
        id: row.id,
        elementId: row.elementId,
        value: this.value(row.elementId, row.attributeId),
        changedAt: changedAt(row.updatedOn, row.createdOn),
      });
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

  makeOfModel(attributeId: string): Make | null {
    return INTEGER.test(attributeId) ? (this.modelMakes.get(Number(attributeId)) ?? null) : null;
  }
}

/** coalesce(UpdatedOn, CreatedOn) as ms, −Infinity when neither parses. */
export function changedAt(updatedOn: string | null, createdOn: string | null): number {
  return parseCatalogDate(updatedOn) ?? parseCatalogDate(createdOn) ?? Number.NEGATIVE_INFINITY;
}
