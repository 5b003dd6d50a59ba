import { parsePatternKey } from './pattern-key.parse.js';
import { KEY_LENGTH, SEPARATOR_INDEX, SYMBOL_COUNT } from './vin-key.js';

/** One pattern row, resolved and ready to rank. */
export interface CompiledPattern {
  id: number;
  schemaId: number;
  elementId: number;
  keys: string;
  /** The decoded value; null for formula keys (taken from the VIN at decode time). */
  value: string | null;
  formulaPositions: readonly number[] | null;
  /** coalesce(UpdatedOn, CreatedOn) in ms (−Infinity when unknown). */
  changedAt: number;
  /** Length of the key without '*': NHTSA prefers the least specific key on ties. */
  fixedChars: number;
  /** Key positions this pattern constrains (bitmask), for the unused-position check. */
  constrainedMask: number;
  /** For Model patterns: the make it belongs to (Make_Model). */
  make: { id: number; name: string } | null;
  /** Lookup id of the value (Model id, …) when the element is a lookup. */
  lookupId: number | null;
}

export type PatternInput = Omit<CompiledPattern, 'formulaPositions' | 'fixedChars' | 'constrainedMask'>;

/**
 * All patterns of one VIN schema compiled into per-position bitsets over the patterns:
 * `table[(k * SYMBOL_COUNT + symbol) * words + w]` has bit p set when pattern p accepts `symbol`
 * at key position k. Matching a VIN is then an AND of 13 rows, ~40 words each for the largest
 * schemas, instead of evaluating 1,000+ LIKE expressions.
 */
export interface SchemaMatcher {
  schemaId: number;
  patterns: readonly CompiledPattern[];
  words: number;
  /** Patterns that can match at all (bitset). */
  live: Uint32Array;
  /** Key positions any pattern constrains; other positions are skipped. */
  positions: readonly number[];
  table: Uint32Array;
}

export function compileSchemaMatcher(schemaId: number, inputs: readonly PatternInput[]): SchemaMatcher {
  const words = Math.max(1, Math.ceil(inputs.length / 32));
  const table = new Uint32Array(KEY_LENGTH * SYMBOL_COUNT * words).fill(0xffffffff);
  const live = new Uint32Array(words);
  const patterns: CompiledPattern[] = [];
  let usedPositions = 0;
  inputs.forEach((input, p) => {
    const parsed = parsePatternKey(input.keys);
    patterns.push({
      ...input,
      formulaPositions: parsed.formulaPositions.length > 0 ? parsed.formulaPositions : null,
      fixedChars: input.keys.replaceAll('*', '').length,
      constrainedMask: parsed.constrainedMask,
    });
    const word = p >>> 5;
    const bit = 1 << (p & 31);
    if (!parsed.neverMatches) live[word]! |= bit;
    parsed.positions.forEach((accepted, k) => {
      if (accepted === null || k === SEPARATOR_INDEX) return;
      usedPositions |= 1 << k;
      for (let s = 0; s < SYMBOL_COUNT; s++) {
        if (accepted[s] === 0) table[(k * SYMBOL_COUNT + s) * words + word]! &= ~bit;
      }
    });
  });
  const positions: number[] = [];
  for (let k = 0; k < KEY_LENGTH; k++) if (usedPositions & (1 << k)) positions.push(k);
  return { schemaId, patterns, words, live, positions, table };
}

/** Calls `onMatch` for every pattern of the schema that matches the VIN key (as symbols). */
export function matchSchema(
  matcher: SchemaMatcher,
  symbols: Int8Array,
  onMatch: (pattern: CompiledPattern) => void,
): void {
  const { words, table, positions, patterns } = matcher;
  const acc = matcher.live.slice();
  for (const k of positions) {
    const base = (k * SYMBOL_COUNT + symbols[k]!) * words;
    for (let w = 0; w < words; w++) acc[w]! &= table[base + w]!;
  }
  for (let w = 0; w < words; w++) {
    let bits = acc[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      const p = (w << 5) + (31 - Math.clz32(low));
      onMatch(patterns[p]!);
      bits ^= low;
    }
  }
}

/** Approximate retained size, for the LRU's budget. */
export function matcherSize(matcher: SchemaMatcher): number {
  return matcher.table.byteLength + matcher.patterns.length * 160 + 64;
}
