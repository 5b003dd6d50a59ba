import { LRUCache } from 'lru-cache';
import {
  findPatternsOfSchemas,
  findWmiMakes,
  findWmiPage,
  findWmis,
  findWmiSchemaLinks,
  parseCatalogDate,
  type CatalogDb,
  type PackFile,
  type PatternRow,
  type WmiRow,
} from '../../../data/catalog/index.js';
import { YEAR_TO_OPEN, type CatalogStatics, type WmiEntry, type WmiInfo } from './catalog-data.js';
import { compileSchemaMatcher, type Make, type PatternInput, type SchemaMatcher } from './schema-matcher.js';
import { unpackSchemaMatcher } from './schema-matcher.pack.js';
import { changedAt, ValueResolver } from './value-resolver.js';
import { PackedWmis } from './wmi-pack.js';
import { wmiRegionCountry } from '../wmi-region.js';

/** Schemas whose patterns are read and compiled together (~30 patterns each on average). */
const SCHEMAS_PER_READ = 32;

/** WMIs read per query when every WMI is read ahead (~13 pages of a few tens of ms each). */
const WMI_PAGE_SIZE = 1_000;

/** A WMI and the model years (from position 10) a batch wants decoded for it. */
export interface EntryRequest {
  wmiCode: string;
  /** Years whose schemas must be compiled; null = every linked schema (no usable year). */
  years: readonly number[] | null;
}

export interface MatcherSourceOptions {
  /** Byte budget of compiled schema matchers kept for reuse across WMIs. */
  schemaCacheBytes?: number;
  /** Schemas compiled ahead of time (decode-pack.ts): read instead of compiled. */
  pack?: PackFile | undefined;
}

/**
 * Reads WMIs and VIN schemas from the catalog and compiles them, all requests of a batch in
 * one round of queries. Compiled schemas are shared between WMIs (Honda's schemas serve
 * several WMIs) through a byte-bounded LRU.
 */
export class MatcherSource {
  /** Keyed by WMI code; an empty list remembers an unknown WMI. Holds every catalog WMI (~13k). */
  private readonly wmiCache = new LRUCache<string, WmiInfo[]>({ max: 50_000 });
  private allWmisLoaded = false;
  private readonly schemaCache: LRUCache<number, SchemaMatcher>;
  readonly resolver: ValueResolver;
  private readonly pack: PackFile | undefined;
  /** The pack's WMIs, indexed when first needed; null when the pack holds none. */
  private packedWmis: PackedWmis | null | undefined;

  constructor(
    private readonly db: CatalogDb,
    private readonly statics: CatalogStatics,
    resolver: ValueResolver,
    options: MatcherSourceOptions = {},
  ) {
    this.resolver = resolver;
    this.pack = options.pack;
    this.schemaCache = new LRUCache<number, SchemaMatcher>({
      maxSize: options.schemaCacheBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (m) => m.bytes,
    });
  }

  /**
   * The entry for a request when everything it needs is at hand: its WMIs read, its schemas
   * compiled or in the decode pack (read from it here, which is synchronous and copies nothing);
   * undefined means call load(). Synchronous, so neither a warm decode nor the first sight of a
   * pattern the pack holds waits on the event loop or a batch.
   */
  peek(request: EntryRequest): WmiEntry | undefined {
    const wmis = this.wmiCache.get(request.wmiCode) ?? this.wmisFromPack(request.wmiCode) ?? (this.allWmisLoaded ? [] : undefined);
    if (wmis === undefined) return undefined;
    const schemas = new Map<number, SchemaMatcher>();
    for (const id of schemaIdsFor(wmis, request.years)) {
      const matcher = this.schemaCache.get(id) ?? this.readPacked(id);
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

  /** Forgets compiled schemas (and lazily read WMIs; a full preload is kept). */
  clear(): void {
    if (!this.allWmisLoaded) this.wmiCache.clear();
    this.schemaCache.clear();
  }

  /**
   * Reads every WMI with its links and makes (~13k WMIs, a few MB), so a cold decode only has to
   * read its schemas. The catalog's queries are synchronous (SQLite in this thread): read in pages
   * with the event loop free between them, so a server warming up after it listens keeps
   * answering (and says it is up) instead of stalling for the whole read.
   */
  async preloadAllWmis(options: { pageSize?: number } = {}): Promise<void> {
    // From a pack, each WMI is read when first wanted, in microseconds: nothing to do ahead.
    if (this.wmisInPack() !== null) return;
    const pageSize = options.pageSize ?? WMI_PAGE_SIZE;
    const byCode = new Map<string, WmiInfo[]>();
    for (let afterId = 0; ;) {
      const rows = await findWmiPage(this.db, afterId, pageSize);
      if (rows.length === 0) break;
      for (const [code, infos] of await this.toWmiInfos(rows)) byCode.set(code, [...(byCode.get(code) ?? []), ...infos]);
      afterId = rows[rows.length - 1]!.id;
      if (rows.length < pageSize) break;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    this.wmiCache.clear();
    this.allWmisLoaded = true;
    for (const [code, infos] of byCode) this.wmiCache.set(code, infos);
  }

  /** Every WMI by code, once preloadAllWmis has read them from the catalog (building the pack). */
  allWmis(): ReadonlyMap<string, readonly WmiInfo[]> {
    if (!this.allWmisLoaded) throw new Error('every WMI is read ahead first (preloadAllWmis)');
    return new Map(this.wmiCache.entries());
  }

  /** The code's WMIs from the decode pack (cached), undefined when the pack holds no WMIs. */
  private wmisFromPack(code: string): WmiInfo[] | undefined {
    const packed = this.wmisInPack();
    if (packed === null) return undefined;
    const wmis = packed.get(code);
    this.wmiCache.set(code, wmis);
    return wmis;
  }

  private wmisInPack(): PackedWmis | null {
    if (this.packedWmis === undefined) {
      const section = this.pack?.section();
      this.packedWmis = section === undefined || section.byteLength === 0 ? null : new PackedWmis(section);
    }
    return this.packedWmis;
  }

  private async loadWmis(codes: readonly string[]): Promise<void> {
    if (this.allWmisLoaded) return;
    const missing = codes.filter((code) => !this.wmiCache.has(code));
    if (missing.length === 0) return;
    if (this.wmisInPack() !== null) {
      for (const code of missing) this.wmisFromPack(code);
      return;
    }
    const byCode = await this.toWmiInfos(await findWmis(this.db, missing));
    // A code the catalog does not know is remembered as an empty list.
    for (const code of missing) if (!byCode.has(code)) byCode.set(code, []);
    for (const [code, infos] of byCode) this.wmiCache.set(code, infos);
  }

  /** The decoder's view of these Wmi rows (with their schema links and makes), by upper-case code. */
  private async toWmiInfos(rows: readonly WmiRow[]): Promise<Map<string, WmiInfo[]>> {
    const ids = rows.map((r) => r.id);
    const [links, makes] = await Promise.all([findWmiSchemaLinks(this.db, ids), findWmiMakes(this.db, ids)]);
    const linksOf = groupBy(links, (l) => l.wmiId);
    const makesOf = groupBy(makes, (m) => m.wmiId);
    const byCode = new Map<string, WmiInfo[]>();
    for (const row of rows) {
      const code = row.code.toUpperCase();
      let list = byCode.get(code);
      if (list === undefined) byCode.set(code, (list = []));
      list.push({
        id: row.id,
        code,
        manufacturerId: row.manufacturerId,
        manufacturerName: row.manufacturerName,
        vehicleTypeId: row.vehicleTypeId,
        vehicleTypeName: row.vehicleTypeName,
        truckTypeId: row.truckTypeId,
        countryName: row.countryName ?? wmiRegionCountry(row.code),
        publicFrom: parseCatalogDate(row.publicAvailabilityDate),
        makes: (makesOf.get(row.id) ?? []).sort((a, b) => a.makeId - b.makeId).map((m) => ({ id: m.makeId, name: m.makeName })),
        links: (linksOf.get(row.id) ?? []).map((l) => ({ schemaId: l.schemaId, yearFrom: l.yearFrom, yearTo: l.yearTo ?? YEAR_TO_OPEN })),
      });
    }
    return byCode;
  }

  private async compileSchemas(schemaIds: readonly number[]): Promise<Map<number, SchemaMatcher>> {
    const out = new Map<number, SchemaMatcher>();
    const missing: number[] = [];
    for (const id of schemaIds) {
      const cached = this.schemaCache.get(id) ?? this.readPacked(id);
      if (cached === undefined) missing.push(id);
      else out.set(id, cached);
    }
    // A few schemas at a time: the rows of a whole batch (a few hundred WMIs read together) are
    // alive at once long enough to be promoted, and become old-generation garbage.
    for (let i = 0; i < missing.length; i += SCHEMAS_PER_READ) {
      await this.compileChunk(missing.slice(i, i + SCHEMAS_PER_READ), out);
    }
    return out;
  }

  /** A schema from the decode pack (cached like a compiled one), undefined when the pack lacks it. */
  private readPacked(schemaId: number): SchemaMatcher | undefined {
    const bytes = this.pack?.read(schemaId);
    if (bytes === undefined) return undefined;
    const matcher = unpackSchemaMatcher(bytes, this.pack!, this.makeOfModel, this.learnMake);
    this.schemaCache.set(schemaId, matcher);
    return matcher;
  }

  /** Compiles schemas from the catalog without caching them (building the decode pack). */
  async compileUncached(schemaIds: readonly number[]): Promise<SchemaMatcher[]> {
    const out = new Map<number, SchemaMatcher>();
    await this.compileChunk(schemaIds, out, false);
    return schemaIds.map((id) => out.get(id)!);
  }

  private async compileChunk(schemaIds: readonly number[], out: Map<number, SchemaMatcher>, cache = true): Promise<void> {
    const rows = (await findPatternsOfSchemas(this.db, schemaIds)).filter(
      (row) => this.statics.elements.get(row.elementId)?.patternDecodable === true,
    );
    await this.resolver.prepare(rows);
    const bySchema = new Map<number, PatternRow[]>(schemaIds.map((id) => [id, []]));
    for (const row of rows) bySchema.get(row.schemaId)?.push(row);
    for (const [schemaId, schemaRows] of bySchema) {
      const matcher = compileSchemaMatcher(
        schemaId,
        schemaRows.map((row) => this.toInput(row)),
        this.makeOfModel,
      );
      if (cache) this.schemaCache.set(schemaId, matcher);
      out.set(schemaId, matcher);
    }
  }

  readonly makeOfModel = (modelId: number): Make | null => this.resolver.makeOfModel(modelId);
  private readonly learnMake = (modelId: number, make: Make): void => this.resolver.learnMake(modelId, make);

  private toInput(row: PatternRow): PatternInput {
    const formula = row.keys.includes('#');
    return {
      id: row.id,
      elementId: row.elementId,
      keys: row.keys,
      value: formula ? null : this.resolver.value(row.elementId, row.attributeId),
      changedAt: changedAt(row.changedOn, null),
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

function groupBy<T>(items: readonly T[], key: (item: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list === undefined) out.set(k, [item]);
    else list.push(item);
  }
  return out;
}
