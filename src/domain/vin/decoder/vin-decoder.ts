import DataLoader from 'dataloader';
import { LRUCache } from 'lru-cache';
import {
  findAllVinExceptions,
  findConversions,
  findElements,
  type Catalog,
  type PackFile,
  type ProgressFn,
} from '../../../data/catalog/index.js';
import { AppError } from '../../errors.js';
import type { PassCatalog, WmiEntry } from './catalog-data.js';
import { buildDecodePack, canWriteDecodePack, openDecodePack } from './decode-pack.js';
import { decodeWithEntry, type DecodeOptions } from './decode-vin.js';
import { toElementInfo, type ElementInfo } from './element-rules.js';
import { MatcherSource, type EntryRequest } from './matcher-source.js';
import { candidateYears } from './model-year.js';
import { prepareVin, type PreparedVin } from './prepare-vin.js';
import { ValueResolver } from './value-resolver.js';
import type { DecodeResult } from './vehicle.types.js';

export interface VinDecoderOptions {
  /** "Now" for the model-year limit and WMI PublicAvailabilityDate; injectable for tests. */
  clock?: () => Date;
  /** Cache decoded results by VIN (default true); the benchmark turns it off. */
  resultCache?: boolean;
  resultCacheSize?: number;
  /**
   * Read all WMIs at start-up (default true; ~13k rows, ~0.4 s) so cold decodes only read their
   * schemas. Without it WMIs are read per batch. With a decode pack there is nothing to read
   * ahead: the pack holds every WMI, and each is read from it when first wanted.
   */
  preloadWmis?: boolean;
  /**
   * Byte budget of compiled schema matchers (default 64 MB: the whole catalog compiles to ~55 MB,
   * a 50,000-VIN varied stream uses ~37 MB). Below the working set of a varied stream, evicted
   * schemas are recompiled and the churn costs more memory (as garbage) than it saves.
   */
  matcherCacheBytes?: number;
  /**
   * Work out whether each VIN's serial can change its decode (DecodeResult.serialIndependent),
   * which enrichment needs to share answers between VINs; off by default, so decodes without
   * enrichment do no extra work.
   */
  serialCheck?: boolean;
  /**
   * The decode pack (schemas compiled ahead of time, beside the catalog): 'build' (default) reads
   * it, building it first when it is missing or was built from another catalog or code (once,
   * seconds; `catalog:prepare` does it ahead); 'read' only reads a current one; 'off' compiles
   * every schema from the catalog on first sight.
   */
  decodePack?: 'build' | 'read' | 'off';
  /** Told what building the decode pack is doing. */
  onProgress?: ProgressFn;
  /** Told how each VIN was answered (the server counts them for /metrics). */
  onDecoded?: (result: DecodeTally) => void;
}

/** How one VIN was answered: from the catalog, from the result cache, not in the catalog, malformed. */
export type DecodeTally = 'catalog_hit' | 'cache_hit' | 'catalog_miss' | 'invalid';

const noTally = (_result: DecodeTally): void => undefined;

function tallyOf(error: unknown): DecodeTally | undefined {
  if (!(error instanceof AppError)) return undefined;
  return error.code === 'VIN_NOT_FOUND' ? 'catalog_miss' : error.code === 'INVALID_VIN' ? 'invalid' : undefined;
}

export type DecodeOutcome = { vin: string; result: DecodeResult } | { vin: string; error: AppError };

function entryRequest(key: string): EntryRequest {
  const [wmiCode = '', yearChar = '', given] = key.split('|');
  // Any placeholder VIN with this position-10 character yields the two candidate years.
  const years = candidateYears(`000000000${yearChar}`);
  return { wmiCode, years: years === null || given === undefined ? years : [...years, Number(given)] };
}

function checkModelYear(options: DecodeOptions): void {
  const year = options.modelYear;
  if (year !== undefined && (!Number.isInteger(year) || year < 1980 || year > 2100)) {
    throw new AppError('VALIDATION_ERROR', `modelYear must be a whole year between 1980 and 2100 (got ${year})`);
  }
}

/**
 * NHTSA-faithful VIN decoder over the vPIC catalog. Compiled schema matchers live in a
 * byte-bounded LRU shared by all WMIs; a batch loads everything it is missing in one round
 * through a DataLoader; decoded results are cached per VIN in a bounded LRU.
 */
export class VinDecoder {
  private readonly results: LRUCache<string, DecodeResult> | undefined;
  /**
   * Admission filter: a result is cached on the second request for its VIN. A stream of
   * distinct VINs then never churns the cache (each evicted result would be old-generation
   * garbage), while VINs that do repeat are served from memory from their second request on.
   */
  private readonly seenOnce: LRUCache<string, true> | undefined;
  private readonly loader: DataLoader<string, WmiEntry>;
  private readonly clock: () => Date;
  private readonly serialCheck: boolean;
  private readonly tally: (result: DecodeTally) => void;

  private constructor(
    private readonly source: MatcherSource,
    private readonly statics: Omit<PassCatalog, 'engineModels'>,
    options: VinDecoderOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.serialCheck = options.serialCheck === true;
    this.tally = options.onDecoded ?? noTally;
    const resultCacheSize = options.resultCacheSize ?? 5_000;
    const caching = options.resultCache !== false && resultCacheSize > 0;
    this.results = caching ? new LRUCache({ max: resultCacheSize }) : undefined;
    this.seenOnce = caching ? new LRUCache({ max: resultCacheSize * 4 }) : undefined;
    this.loader = new DataLoader((keys) => this.source.load(keys.map(entryRequest)), { cache: false });
  }

  static async create(catalog: Catalog, options: VinDecoderOptions = {}): Promise<VinDecoder> {
    const [elements, conversions] = await Promise.all([findElements(catalog.db), findConversions(catalog.db)]);
    const checkDigitExceptions = catalog.tables.has('VinException') ? await findAllVinExceptions(catalog.db) : new Set<string>();
    const statics = { elements: new Map(elements.map((row) => [row.id, toElementInfo(row)])), conversions, checkDigitExceptions };
    const resolver = await ValueResolver.create(catalog.db, catalog.tables, statics.elements);
    const source = new MatcherSource(catalog.db, statics, resolver, {
      schemaCacheBytes: options.matcherCacheBytes ?? 64 * 1024 * 1024,
      pack: await decodePackFor(catalog, statics, options),
    });
    if (options.preloadWmis !== false) await source.preloadAllWmis();
    return new VinDecoder(source, statics, options);
  }

  /**
   * Reads every WMI now, for a decoder created with `preloadWmis: false` (the server does it once
   * it listens, so its start does not wait for it; decodes before then read their WMIs per batch).
   */
  preloadWmis(): Promise<void> {
    return this.source.preloadAllWmis();
  }

  /** The catalog's vPIC elements by DecodeVinValues variable name (Element.Code). */
  get elementsByCode(): ReadonlyMap<string, ElementInfo> {
    return (this.byCode ??= new Map([...this.statics.elements.values()].map((e) => [e.code, e])));
  }

  private byCode: Map<string, ElementInfo> | undefined;

  /** The statics and the resolver's engine models (a map it fills in place), made once, not per decode. */
  private get passCatalog(): PassCatalog {
    return (this.catalogOfPasses ??= { ...this.statics, engineModels: this.source.resolver.engineModels });
  }

  private catalogOfPasses: PassCatalog | undefined;

  /** Decodes one VIN; throws AppError INVALID_VIN or VIN_NOT_FOUND. */
  async decode(input: string, options: DecodeOptions = {}): Promise<DecodeResult> {
    checkModelYear(options);
    const tally = options.untallied ? noTally : this.tally;
    try {
      const prepared = prepareVin(input, options.modelYear);
      const now = this.clock();
      const cacheKey = this.resultKey(prepared, now, options);
      const cached = this.results?.get(cacheKey);
      if (cached !== undefined) {
        tally('cache_hit');
        return cached;
      }
      const entry = this.source.peek(entryRequest(prepared.entryKey)) ?? (await this.loader.load(prepared.entryKey));
      const result = decodeWithEntry(prepared, entry, this.passCatalog, now, options, this.serialCheck);
      this.remember(cacheKey, result);
      tally('catalog_hit');
      return result;
    } catch (error) {
      const kind = tallyOf(error);
      if (kind) tally(kind);
      throw error;
    }
  }

  /** Decodes a batch: one catalog round for everything missing; outcomes in input order. */
  async decodeMany(inputs: readonly string[], options: DecodeOptions = {}): Promise<DecodeOutcome[]> {
    checkModelYear(options);
    const now = this.clock();
    const prepared = inputs.map((input): PreparedVin | AppError => {
      try {
        return prepareVin(input, options.modelYear);
      } catch (error) {
        if (error instanceof AppError) return error;
        throw error;
      }
    });
    const cacheKeys = prepared.map((p) => (p instanceof AppError ? '' : this.resultKey(p, now, options)));
    // Read once, here: a result found now but evicted by the time it is used (the loads below and
    // the decodes before it add to the cache) would otherwise meet no loaded entry.
    const hits = cacheKeys.map((key) => (key === '' ? undefined : this.results?.get(key)));
    const local = new Map<string, WmiEntry>();
    const missing = new Set<string>();
    for (const [i, p] of prepared.entries()) {
      if (p instanceof AppError || hits[i] !== undefined) continue;
      if (local.has(p.entryKey) || missing.has(p.entryKey)) continue;
      const entry = this.source.peek(entryRequest(p.entryKey));
      if (entry !== undefined) local.set(p.entryKey, entry);
      else missing.add(p.entryKey);
    }
    if (missing.size > 0) {
      const keys = [...missing];
      const loaded = await this.loader.loadMany(keys);
      keys.forEach((key, i) => {
        const entry = loaded[i];
        if (entry instanceof Error || entry === undefined) throw entry ?? new Error(`no entry for ${key}`);
        local.set(key, entry);
      });
    }
    const catalog = this.passCatalog;
    const tally = options.untallied ? noTally : this.tally;
    return prepared.map((p, i): DecodeOutcome => {
      if (p instanceof AppError) {
        tally(tallyOf(p) ?? 'invalid');
        return { vin: inputs[i] ?? '', error: p };
      }
      const cacheKey = cacheKeys[i]!;
      const cached = hits[i];
      if (cached !== undefined) {
        tally('cache_hit');
        return { vin: p.vin, result: cached };
      }
      try {
        const result = decodeWithEntry(p, local.get(p.entryKey)!, catalog, now, options, this.serialCheck);
        this.remember(cacheKey, result);
        tally('catalog_hit');
        return { vin: p.vin, result };
      } catch (error) {
        const kind = tallyOf(error);
        if (kind) tally(kind);
        if (error instanceof AppError) return { vin: p.vin, error };
        throw error;
      }
    });
  }

  /** Forgets compiled matchers and results (the benchmark's "cold" start). */
  clearCaches(): void {
    this.source.clear();
    this.results?.clear();
    this.seenOnce?.clear();
  }

  private remember(cacheKey: string, result: DecodeResult): void {
    if (this.results === undefined || this.seenOnce === undefined) return;
    if (this.seenOnce.has(cacheKey)) this.results.set(cacheKey, result);
    else this.seenOnce.set(cacheKey, true);
  }

  private resultKey(p: PreparedVin, now: Date, options: DecodeOptions): string {
    // The year rule and WMI availability depend on the date: a new (UTC) day may decode differently.
    return `${p.entryKey}|${p.vin}|${options.partial === true ? 'p' : ''}|${Math.floor(now.getTime() / 86_400_000)}`;
  }
}

/** The catalog's decode pack as the options ask, built first when wanted and possible. */
async function decodePackFor(
  catalog: Catalog,
  statics: Omit<PassCatalog, 'engineModels'>,
  options: VinDecoderOptions,
): Promise<PackFile | undefined> {
  const mode = options.decodePack ?? 'build';
  if (mode === 'off') return undefined;
  const current = openDecodePack(catalog);
  if (current !== undefined || mode === 'read' || !canWriteDecodePack(catalog)) return current;
  try {
    // A resolver of its own: the decoder's learns only the models it meets.
    const resolver = await ValueResolver.create(catalog.db, catalog.tables, statics.elements);
    await buildDecodePack(catalog, new MatcherSource(catalog.db, statics, resolver, { schemaCacheBytes: 1 }), options.onProgress);
  } catch (error) {
    // Without a pack every schema is compiled on first sight, as it was before there was one.
    options.onProgress?.(`vPIC catalog: no decode pack (${(error as Error).message})`);
    return undefined;
  }
  return openDecodePack(catalog);
}

export function createVinDecoder(catalog: Catalog, options: VinDecoderOptions = {}): Promise<VinDecoder> {
  return VinDecoder.create(catalog, options);
}
