import type { WmiRow } from '../../../data/catalog/index.js';
import type { ElementInfo } from './element-rules.js';
import type { SchemaMatcher } from './schema-matcher.js';

/** A WMI as the decoder needs it: the catalog row, its makes, and which VIN schemas apply when. */
export interface WmiInfo extends Omit<WmiRow, 'publicAvailabilityDate'> {
  /** PublicAvailabilityDate in ms; undefined means never public (SQL `NULL <= now` is false). */
  publicFrom: number | undefined;
  makes: ReadonlyArray<{ id: number; name: string }>;
  links: ReadonlyArray<{ schemaId: number; yearFrom: number; yearTo: number }>;
}

/** What one (WMI, position-10 character) needs to decode: the WMI rows and compiled schemas. */
export interface WmiEntry {
  wmis: readonly WmiInfo[];
  schemas: ReadonlyMap<number, SchemaMatcher>;
}

/** Engine data brought by an engine model name (EngineModelPattern). */
export interface EnginePattern {
  id: number;
  elementId: number;
  value: string;
  changedAt: number;
}

export interface Conversion {
  fromElementId: number;
  toElementId: number;
  formula: string;
}

/** Catalog-wide facts loaded once at start-up (a few hundred rows). */
export interface CatalogStatics {
  elements: ReadonlyMap<number, ElementInfo>;
  conversions: readonly Conversion[];
  /** VinException: VINs whose wrong check digit is a known production error (not a typo). */
  checkDigitExceptions: ReadonlySet<string>;
}

/** Read side shared by every decode pass. */
export interface PassCatalog extends CatalogStatics {
  engineModels: ReadonlyMap<string, readonly EnginePattern[]>;
}

export const YEAR_TO_OPEN = 2999;
