import { compareCandidates, type Candidate } from './candidate-rank.js';
import type { PassCatalog, WmiInfo } from './catalog-data.js';
import { fillConversions } from './conversion.js';
import { ELEMENT, NOTE_SEPARATOR } from './element-rules.js';
import { matchSchema, patternValue, type SchemaMatcher } from './schema-matcher.js';

export type ValueSource = 'pattern' | 'engine-model' | 'conversion' | 'wmi' | 'model';

export interface DecodedValue {
  elementId: number;
  value: string;
  source: ValueSource;
  /** Lookup id behind the value (Make, Model, Manufacturer …) when there is one. */
  lookupId: number | null;
}

export interface PassResult {
  year: number | null;
  values: Map<number, DecodedValue>;
  /** Schemas the WMI links for this year. */
  schemaCount: number;
  /** Patterns that matched (before precedence). */
  matchedPatterns: number;
  /** VIN positions (4–8, 11) no matching pattern looks at. */
  unusedPositions: number[];
}

/** Key indexes of the positions NHTSA reports as unused: 4–8 and 11. */
const CHECKED_KEY_INDEXES = [0, 1, 2, 3, 4, 7] as const;

export interface PassInput {
  vin: string;
  symbols: readonly number[];
  key: string;
  wmi: WmiInfo;
  schemas: ReadonlyMap<number, SchemaMatcher>;
  catalog: PassCatalog;
}

/** Schemas linked for `year` (all links when the year is unknown), each with its priority. */
export function activeSchemas(wmi: WmiInfo, year: number | null): Map<number, number> {
  const active = new Map<number, number>();
  for (const link of wmi.links) {
    if (year !== null && (year < link.yearFrom || year > link.yearTo)) continue;
    const current = active.get(link.schemaId);
    if (current === undefined || link.yearFrom > current) active.set(link.schemaId, link.yearFrom);
  }
  return active;
}

function collectCandidates(input: PassInput, year: number | null) {
  const active = activeSchemas(input.wmi, year);
  const byElement = new Map<number, Candidate[]>();
  let matched = 0;
  let covered = 0;
  for (const [schemaId, priority] of active) {
    const matcher = input.schemas.get(schemaId);
    if (matcher === undefined) continue;
    matchSchema(matcher, input.symbols, (index) => {
      matched += 1;
      covered |= matcher.constrainedMask(index);
      const elementId = matcher.elementId(index);
      const list = byElement.get(elementId);
      if (list === undefined) byElement.set(elementId, [{ matcher, index, priority }]);
      else list.push({ matcher, index, priority });
    });
  }
  return { byElement, matched, covered, schemaCount: active.size };
}

function pickPatternValues(input: PassInput, byElement: Map<number, Candidate[]>, values: Map<number, DecodedValue>) {
  for (const [elementId, candidates] of byElement) {
    const element = input.catalog.elements.get(elementId);
    if (element?.isNote) {
      const texts: string[] = [];
      for (const c of candidates.sort(compareCandidates)) {
        const text = patternValue(c.matcher, c.index, input.key);
        if (text !== null && text !== '' && !texts.includes(text)) texts.push(text);
      }
      if (texts.length > 0) values.set(elementId, { elementId, value: texts.join(NOTE_SEPARATOR), source: 'pattern', lookupId: null });
      continue;
    }
    let best = candidates[0]!;
    for (let i = 1; i < candidates.length; i++) if (compareCandidates(candidates[i]!, best) < 0) best = candidates[i]!;
    const text = patternValue(best.matcher, best.index, input.key);
    if (text === null || text === '') continue;
    const lookupId = best.matcher.lookupId(best.index);
    values.set(elementId, { elementId, value: text, source: 'pattern', lookupId: lookupId < 0 ? null : lookupId });
    const make = elementId === ELEMENT.model ? best.matcher.modelMake(best.index) : null;
    if (make !== null) {
      values.set(ELEMENT.make, { elementId: ELEMENT.make, value: nhtsaCase(make.name), source: 'model', lookupId: make.id });
    }
  }
}

/**
 * Engine-model data ranks below any direct pattern but above a unit conversion: it fills
 * elements that are empty or only converted (NHTSA reports the engine model's 402 CI, not
 * 6.6 L converted to 402.75 CI).
 */
function addEngineModelValues(input: PassInput, values: Map<number, DecodedValue>) {
  const engineModel = values.get(ELEMENT.engineModel);
  if (engineModel === undefined) return;
  const rows = input.catalog.engineModels.get(engineModel.value);
  if (rows === undefined) return;
  const best = new Map<number, (typeof rows)[number]>();
  for (const row of rows) {
    const existing = values.get(row.elementId);
    if (existing !== undefined && existing.source !== 'conversion') continue;
    const current = best.get(row.elementId);
    if (current === undefined || row.changedAt > current.changedAt || (row.changedAt === current.changedAt && row.id < current.id)) {
      best.set(row.elementId, row);
    }
  }
  for (const row of best.values()) {
    values.set(row.elementId, { elementId: row.elementId, value: row.value, source: 'engine-model', lookupId: null });
  }
}

function convertUnits(input: PassInput, values: Map<number, DecodedValue>) {
  fillConversions(
    input.catalog.conversions,
    (id) => values.get(id)?.value,
    (id, value) => values.set(id, { elementId: id, value, source: 'conversion', lookupId: null }),
  );
}

/**
 * NHTSA reports makes, manufacturers and vehicle types in upper case ("HONDA", "PASSENGER CAR");
 * the bundled extract stores some title-cased. Upper-casing matches NHTSA and is a no-op on a vPIC extract.
 */
export function nhtsaCase(name: string): string {
  return name.toUpperCase();
}

function addWmiValues(wmi: WmiInfo, year: number | null, values: Map<number, DecodedValue>) {
  if (!values.has(ELEMENT.make) && wmi.makes.length === 1) {
    const only = wmi.makes[0]!;
    values.set(ELEMENT.make, { elementId: ELEMENT.make, value: nhtsaCase(only.name), source: 'wmi', lookupId: only.id });
  }
  if (wmi.manufacturerName !== null) {
    values.set(ELEMENT.manufacturer, {
      elementId: ELEMENT.manufacturer,
      value: nhtsaCase(wmi.manufacturerName),
      source: 'wmi',
      lookupId: wmi.manufacturerId,
    });
  }
  if (wmi.vehicleTypeName !== null) {
    values.set(ELEMENT.vehicleType, {
      elementId: ELEMENT.vehicleType,
      value: nhtsaCase(wmi.vehicleTypeName),
      source: 'wmi',
      lookupId: wmi.vehicleTypeId,
    });
  }
  if (year !== null) values.set(ELEMENT.modelYear, { elementId: ELEMENT.modelYear, value: String(year), source: 'wmi', lookupId: null });
}

/** One decode of the VIN under one model-year hypothesis. */
export function runPass(input: PassInput, year: number | null): PassResult {
  const { byElement, matched, covered, schemaCount } = collectCandidates(input, year);
  const values = new Map<number, DecodedValue>();
  pickPatternValues(input, byElement, values);
  // Units convert first from what the patterns said, then again once engine models filled in.
  convertUnits(input, values);
  addEngineModelValues(input, values);
  convertUnits(input, values);
  addWmiValues(input.wmi, year, values);
  const unusedPositions = CHECKED_KEY_INDEXES.filter((k) => (covered & (1 << k)) === 0).map((k) => k + 4);
  return { year, values, schemaCount, matchedPatterns: matched, unusedPositions };
}
