import { LRUCache } from 'lru-cache';
import {
  findPatternsOfSchemas,
  findWmiMakes,
  findWmis,
  findWmiSchemaLinks,
  parseCatalogDate,
  type CatalogDb,
  type PatternRow,
} from '../../../data/catalog/index.js';
import { YEAR_TO_OPEN, type CatalogStatics, type WmiEntry, type WmiInfo } from './catalog-data.js';
import { ELEMENT } from './element-rules.js';
import { compileSchemaMatcher, type PatternInput, type SchemaMatcher } from './schema-matcher.js';
import { changedAt, ValueResolver } from './value-resolver.js';

/** A WMI and the model years (from position 10) a batch wants decoded for it. */
export interface EntryRequest {
  wmiCode: string;
  /** Years whose schemas must be compiled; null = every linked schema (no usable year). */
  years: readonly number[] | null;
}

export interface MatcherSourceOptions {
  /** Byte budget of compiled schema matchers kept for reuse across WMIs. */
  schemaCacheBytes?: number;
}

/**
 * Reads WMIs and VIN schemas from the catalog and compiles them, all requests of a batch in
 * one round of queries. Compiled schemas are shared between WMIs (Honda's schemas serve
 * several WMIs) through a byte-bounded LRU.
 */
export class MatcherSource {
  private readonly wmiCache = new LRUCache<string, WmiInfo[]>({ max: 20_000 });
  private readonly schemaCache: LRUCache<number, SchemaMatcher>;
  readonly resolver: ValueResolver;

  constructor(
    private readonly db: CatalogDb,
    tables: ReadonlySet<string>,
    private readonly statics: CatalogStatics,
    options: MatcherSourceOptions = {},
  ) {
    this.resolver = new ValueResolver(db, tables, statics.elements);
    this.schemaCache = new LRUCache<number, SchemaMatcher>({
      maxSize: options.schemaCacheBytes ?? 48 * 1024 * 1024,
      sizeCalculation: (m) => m.bytes,
    });
  }

  /**
   * The entry for a request when everything it needs is compiled and cached; undefined means
   * call load(). Synchronous, so a warm decode never waits on the event loop.
   */
  peek(request: EntryRequest): WmiEntry | undefined {
    const wmis = this.wmiCache.get(request.wmiCode);
    if (wmis === undefined) return undefined;
    const schemas = new Map<number, SchemaMatcher>();
    for (const id of schemaIdsFor(wmis, request.years)) {
      const matcher = this.schemaCache.get(id);
      if (matcher === undefined) return undefined;
      schemas.set(id, matcher);
    }
    return { wmis, schemas };
  }

  /** Loads and compiles what the requests need, all of them in one round of queries. */
  async load(requests: readonly EntryRequest[]): Promise<WmiEntry[]> {
    await this.loadWmis([...new Set(requests.map((r) => r.wmiCode))]);
    const wanted = new Set<number>();
    const perRequest = requests.map((request) => {
      const wmis = this.wmiCache.get(request.wmiCode) ?? [];
      const ids = schemaIdsFor(wmis, request.years);
      for (const id of ids) wanted.add(id);
      return { wmis, ids };
    });
    // The batch holds its own references: eviction while it runs cannot take a matcher away.
    const compiled = await this.compileSchemas([...wanted]);
    return perRequest.map(({ wmis, ids }) => {
      const schemas = new Map<number, SchemaMatcher>();
      for (const id of ids) {
        const matcher = compiled.get(id);
        if (matcher !== undefined) schemas.set(id, matcher);
      }
      return { wmis, schemas };
    });
  }

  clear(): void {
    this.wmiCache.clear();
    this.schemaCache.clear();
  }

  private async loadWmis(codes: readonly string[]): Promise<void> {
    const missing = codes.filter((code) => !this.wmiCache.has(code));
    if (missing.length === 0) return;
    const rows = await findWmis(this.db, missing);
    const ids = rows.map((r) => r.id);
    const [links, makes] = await Promise.all([findWmiSchemaLinks(this.db, ids), findWmiMakes(this.db, ids)]);
    const byCode = new Map<string, WmiInfo[]>(missing.map((code) => [code, []]));
    for (const row of rows) {
      byCode.get(row.code.toUpperCase())?.push({
        id: row.id,
        code: row.code.toUpperCase(),
        manufacturerId: row.manufacturerId,
        manufacturerName: row.manufacturerName,
        vehicleTypeId: row.vehicleTypeId,
        vehicleTypeName: row.vehicleTypeName,
        truckTypeId: row.truckTypeId,
        countryName: row.countryName,
        publicFrom: parseCatalogDate(row.publicAvailabilityDate),
        makes: makes
          .filter((m) => m.wmiId === row.id)
          .sort((a, b) => a.makeId - b.makeId)
          .map((m) => ({ id: m.makeId, name: m.makeName })),
        links: links
          .filter((l) => l.wmiId === row.id)
          .map((l) => ({ schemaId: l.schemaId, yearFrom: l.yearFrom, yearTo: l.yearTo ?? YEAR_TO_OPEN })),
      });
    }
    for (const [code, infos] of byCode) this.wmiCache.set(code, infos);
  }

  private async compileSchemas(schemaIds: readonly number[]): Promise<Map<number, SchemaMatcher>> {
    const out = new Map<number, SchemaMatcher>();
    const missing: number[] = [];
    for (const id of schemaIds) {
      const cached = this.schemaCache.get(id);
      if (cached === undefined) missing.push(id);
      else out.set(id, cached);
    }
    if (missing.length === 0) return out;
    const rows = (await findPatternsOfSchemas(this.db, missing)).filter(
      (row) => this.statics.elements.get(row.elementId)?.patternDecodable === true,
    );
    await this.resolver.prepare(rows);
    const bySchema = new Map<number, PatternRow[]>(missing.map((id) => [id, []]));
    for (const row of rows) bySchema.get(row.schemaId)?.push(row);
    for (const [schemaId, schemaRows] of bySchema) {
      const matcher = compileSchemaMatcher(schemaId, schemaRows.map((row) => this.toInput(row)));
      this.schemaCache.set(schemaId, matcher);
      out.set(schemaId, matcher);
    }
    return out;
  }

  private toInput(row: PatternRow): PatternInput {
    const formula = row.keys.includes('#');
    return {
      id: row.id,
      elementId: row.elementId,
      keys: row.keys,
      value: formula ? null : this.resolver.value(row.elementId, row.attributeId),
      changedAt: changedAt(row.updatedOn, row.createdOn),
      make: row.elementId === ELEMENT.model ? this.resolver.makeOfModel(row.attributeId) : null,
      lookupId: this.resolver.lookupId(row.elementId, row.attributeId),
    };
  }
}

/** Schemas linked for any of the years (all of them when the year is unknown). */
function schemaIdsFor(wmis: readonly WmiInfo[], years: readonly number[] | null): Set<number> {
  const ids = new Set<number>();
  for (const wmi of wmis) {
    for (const link of wmi.links) {
      if (years === null || years.some((y) => y >= link.yearFrom && y <= link.yearTo)) ids.add(link.schemaId);
    }
  }
  return ids;
}
