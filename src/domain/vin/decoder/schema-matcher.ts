import { parsePatternKey, symbolSetHas, type ParsedKey } from './pattern-key.parse.js';
import { KEY_LENGTH, SEPARATOR_INDEX, SYMBOL_COUNT } from './vin-key.js';

/** One pattern row, resolved, as the compiler receives it. */
export interface PatternInput {
  id: number;
  elementId: number;
  keys: string;
  /** The decoded value; null for formula keys (taken from the VIN at decode time). */
  value: string | null;
  /** coalesce(UpdatedOn, CreatedOn) in ms (−Infinity when unknown). */
  changedAt: number;
  /** For Model patterns: the make it belongs to (Make_Model). */
  make: Make | null;
  /** Lookup id of the value (Model id, …) when the element is a lookup. */
  lookupId: number | null;
}

export interface Make {
  id: number;
  name: string;
}

/**
 * All patterns of one VIN schema, compiled. Matching uses per-position bitsets over the patterns:
 * `table[(slot * SYMBOL_COUNT + symbol) * words + w]` has bit p set when pattern p accepts
 * `symbol` at the key position `positions[slot]`. A VIN is matched with an AND of at most 13
 * rows (~40 words each for the largest schemas) instead of evaluating 1,000+ LIKE expressions.
 * Pattern attributes are kept column-wise in typed arrays with interned strings: a schema costs
 * about 100 bytes per pattern, so thousands of compiled schemas fit a small budget.
 */
export interface SchemaMatcher {
  schemaId: number;
  count: number;
  words: number;
  /** Patterns that can match at all (bitset). */
  live: Uint32Array;
  /** Key positions any pattern constrains; the others need no test. */
  positions: readonly number[];
  table: Uint32Array;
  ids: Int32Array;
  elementIds: Int32Array;
  changedAt: Float64Array;
  /** Length of the key without '*': NHTSA prefers the least specific key on ties. */
  fixedChars: Uint8Array;
  /** Key positions each pattern constrains (bitmask), for the unused-position check. */
  constrainedMask: Uint16Array;
  /** −1 when the value is not a lookup. */
  lookupIds: Int32Array;
  keys: readonly string[];
  values: ReadonlyArray<string | null>;
  /** Key positions under '#' for the few formula patterns. */
  formulas: ReadonlyMap<number, readonly number[]>;
  makes: ReadonlyMap<number, Make>;
  bytes: number;
}

/** Values and keys repeat across thousands of patterns ("Sedan/Saloon", "*****|*A"): share them. */
const interned = new Map<string, string>();
function intern(text: string): string {
  const existing = interned.get(text);
  if (existing !== undefined) return existing;
  if (interned.size > 500_000) interned.clear();
  interned.set(text, text);
  return text;
}

/** Keys repeat across schemas ("*****|*A"); their parse is immutable, so share it. */
const parsedKeys = new Map<string, ParsedKey>();
function parseKeyCached(keys: string): ParsedKey {
  let parsed = parsedKeys.get(keys);
  if (parsed === undefined) {
    if (parsedKeys.size > 100_000) parsedKeys.clear();
    parsed = parsePatternKey(keys);
    parsedKeys.set(keys, parsed);
  }
  return parsed;
}

export function compileSchemaMatcher(schemaId: number, inputs: readonly PatternInput[]): SchemaMatcher {
  const count = inputs.length;
  const words = Math.max(1, Math.ceil(count / 32));
  const parsed = inputs.map((input) => parseKeyCached(input.keys));
  let used = 0;
  for (const p of parsed) p.positions.forEach((accepted, k) => { if (accepted !== null && k !== SEPARATOR_INDEX) used |= 1 << k; });
  const positions: number[] = [];
  for (let k = 0; k < KEY_LENGTH; k++) if (used & (1 << k)) positions.push(k);
  const table = new Uint32Array(positions.length * SYMBOL_COUNT * words).fill(0xffffffff);
  const live = new Uint32Array(words);
  const m = {
    ids: new Int32Array(count),
    elementIds: new Int32Array(count),
    changedAt: new Float64Array(count),
    fixedChars: new Uint8Array(count),
    constrainedMask: new Uint16Array(count),
    lookupIds: new Int32Array(count),
    keys: new Array<string>(count),
    values: new Array<string | null>(count),
    formulas: new Map<number, readonly number[]>(),
    makes: new Map<number, Make>(),
  };
  inputs.forEach((input, p) => {
    const key = parsed[p]!;
    m.ids[p] = input.id;
    m.elementIds[p] = input.elementId;
    m.changedAt[p] = input.changedAt;
    m.fixedChars[p] = Math.min(255, input.keys.replaceAll('*', '').length);
    m.constrainedMask[p] = key.constrainedMask;
    m.lookupIds[p] = input.lookupId ?? -1;
    m.keys[p] = intern(input.keys);
    m.values[p] = input.value === null ? null : intern(input.value);
    if (key.formulaPositions.length > 0) m.formulas.set(p, key.formulaPositions);
    if (input.make !== null) m.makes.set(p, input.make);
    const word = p >>> 5;
    const bit = 1 << (p & 31);
    if (!key.neverMatches) live[word]! |= bit;
    positions.forEach((k, slot) => {
      const accepted = key.positions[k];
      if (accepted === null || accepted === undefined) return;
      for (let s = 0; s < SYMBOL_COUNT; s++) {
        if (!symbolSetHas(accepted, s)) table[(slot * SYMBOL_COUNT + s) * words + word]! &= ~bit;
      }
    });
  });
  // Typed arrays and maps carry ~200 bytes of bookkeeping each; count them, not just the data.
  const bytes = table.byteLength + live.byteLength + count * (4 + 4 + 8 + 1 + 2 + 4 + 8) + 2500;
  return { schemaId, count, words, live, positions, table, ...m, bytes };
}

/** Scratch bitset reused by every match (matching is synchronous, so never shared concurrently). */
let scratch = new Uint32Array(128);

/** Calls `onMatch` with the index of every pattern of the schema that matches the VIN key. */
export function matchSchema(matcher: SchemaMatcher, symbols: ArrayLike<number>, onMatch: (index: number) => void): void {
  const { words, table, positions } = matcher;
  if (scratch.length < words) scratch = new Uint32Array(words * 2);
  const acc = scratch;
  acc.set(matcher.live);
  for (let slot = 0; slot < positions.length; slot++) {
    const base = (slot * SYMBOL_COUNT + symbols[positions[slot]!]!) * words;
    for (let w = 0; w < words; w++) acc[w]! &= table[base + w]!;
  }
  for (let w = 0; w < words; w++) {
    let bits = acc[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      onMatch((w << 5) + (31 - Math.clz32(low)));
      bits ^= low;
    }
  }
}

/** The reported value of pattern `p` for this VIN key (formula keys read the VIN). */
export function patternValue(matcher: SchemaMatcher, p: number, key: string): string | null {
  const formula = matcher.formulas.get(p);
  if (formula === undefined) return matcher.values[p] ?? null;
  return formula.map((k) => key[k] ?? '').join('');
}

/**
 * Whether some pattern that accepts the key at every position outside `ignoredMask` (key-index
 * bits) constrains a position inside it: i.e. whether those positions can change the decode.
 */
export function dependsOnPositions(matcher: SchemaMatcher, symbols: ArrayLike<number>, ignoredMask: number): boolean {
  const { words, table, positions } = matcher;
  if (scratch.length < words) scratch = new Uint32Array(words * 2);
  const acc = scratch;
  acc.set(matcher.live);
  for (let slot = 0; slot < positions.length; slot++) {
    const k = positions[slot]!;
    if (ignoredMask & (1 << k)) continue;
    const base = (slot * SYMBOL_COUNT + symbols[k]!) * words;
    for (let w = 0; w < words; w++) acc[w]! &= table[base + w]!;
  }
  for (let w = 0; w < words; w++) {
    let bits = acc[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      if (matcher.constrainedMask[(w << 5) + (31 - Math.clz32(low))]! & ignoredMask) return true;
      bits ^= low;
    }
  }
  return false;
}
