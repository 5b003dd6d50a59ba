import { parsePatternKey, symbolSetHas } from './pattern-key.parse.js';
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
  /** Lookup id of the value (Model id, …) when the element is a lookup. */
  lookupId: number | null;
}

export interface Make {
  id: number;
  name: string;
}

/** The make of a Model lookup id, null when unknown. */
export type MakeOfModel = (modelId: number) => Make | null;

/** Where a matcher's key and value numbers point: the decode pack's table, or the compiler's. */
export interface StringSource {
  string(n: number): string;
}

/** A value number that stands for no value (formula keys). */
export const NO_STRING = 0xffffffff;

/** Numbers strings, each once, and gives them back by number. */
export class StringTable implements StringSource {
  readonly strings: string[] = [];
  private readonly numbers = new Map<string, number>();

  number(text: string): number {
    let n = this.numbers.get(text);
    if (n === undefined) {
      n = this.strings.length;
      this.strings.push(text);
      this.numbers.set(text, n);
    }
    return n;
  }

  string(n: number): string {
    return this.strings[n]!;
  }
}

const noMakes: MakeOfModel = () => null;

/**
 * All patterns of one VIN schema, compiled. Matching uses per-position bitsets over the patterns:
 * row `(slot * SYMBOL_COUNT + symbol)` of the table has bit p set when pattern p accepts `symbol`
 * at the key position of `slot`. A VIN is matched with an AND of at most 13 rows (~40 words each
 * for the largest schemas) instead of evaluating 1,000+ LIKE expressions.
 *
 * A varied stream keeps ~18k schemas (~450k patterns) compiled, most of them with a few dozen
 * patterns: per-schema objects, not pattern data, used to be most of the memory. So everything
 * lives in one ArrayBuffer (change times as float64, the rest as uint32 in `words32`), keys and
 * values as numbers into a string table, makes looked up by model id. A schema read from the
 * decode pack is the same two views laid over the pack's bytes, with the pack's string table:
 * reading one copies nothing and decodes no string until a decode needs it.
 */
export class SchemaMatcher {
  /** Patterns that can match at all: a bitset of `words` words. */
  readonly liveAt: number;
  /** Per slot and symbol, the slot-local number of its row (bytes, four to a word). */
  readonly indexAt: number;
  /** Distinct rows of `words` words each, slot after slot. */
  readonly rowsAt: number;
  private readonly idsAt: number;
  private readonly elementsAt: number;
  private readonly lookupsAt: number;
  /** Per pattern: constrained key positions (bits 0–15) and fixed characters (bits 16–23). */
  private readonly shapesAt: number;
  /** Per pattern: its key's number in `strings`. */
  private readonly keysAt: number;
  /** Per pattern: its value's number in `strings` (NO_STRING: none). */
  private readonly valuesAt: number;

  constructor(
    readonly schemaId: number,
    readonly count: number,
    readonly words: number,
    /** How many key positions any pattern constrains (the others need no test). */
    readonly slots: number,
    /** Distinct bitset rows (the compiled pack stores it). */
    readonly rowCount: number,
    /**
     * [0, slots): per slot its key position (bits 0–7) and first row (bits 8–); then live, the
     * row index, the rows; then per-pattern ids, element ids, lookup ids (0xffffffff: none),
     * shapes, key numbers and value numbers.
     */
    readonly words32: Uint32Array,
    /** coalesce(UpdatedOn, CreatedOn) in ms per pattern (−Infinity when unknown). */
    readonly changedAt: Float64Array,
    /** The table the key and value numbers point into. */
    readonly strings: StringSource,
    /** Key positions under '#' for the few formula patterns. */
    readonly formulas: ReadonlyMap<number, readonly number[]>,
    /** The make of a model (Make_Model), shared by every schema instead of held per pattern. */
    private readonly makeOfModel: MakeOfModel,
    /** Estimated memory held, for the byte-bounded cache. */
    readonly bytes: number,
  ) {
    this.liveAt = slots;
    this.indexAt = slots + words;
    this.rowsAt = this.indexAt + indexWords(slots);
    this.idsAt = this.rowsAt + rowCount * words;
    this.elementsAt = this.idsAt + count;
    this.lookupsAt = this.elementsAt + count;
    this.shapesAt = this.lookupsAt + count;
    this.keysAt = this.shapesAt + count;
    this.valuesAt = this.keysAt + count;
  }

  /** The key of pattern p ("*****|*A"). */
  key(p: number): string {
    return this.strings.string(this.words32[this.keysAt + p]!);
  }

  /** Number of pattern p's key in `strings` (equal numbers: equal keys). */
  keyNumber(p: number): number {
    return this.words32[this.keysAt + p]!;
  }

  /** The value of pattern p, null for formula keys. */
  value(p: number): string | null {
    const n = this.words32[this.valuesAt + p]!;
    return n === NO_STRING ? null : this.strings.string(n);
  }

  /** Pattern.Id of pattern p. */
  id(p: number): number {
    return this.words32[this.idsAt + p]!;
  }

  elementId(p: number): number {
    return this.words32[this.elementsAt + p]!;
  }

  /** Lookup id of the value; −1 when the value is not a lookup. */
  lookupId(p: number): number {
    return this.words32[this.lookupsAt + p]! | 0;
  }

  /** Key positions the pattern constrains (bitmask), for the unused-position check. */
  constrainedMask(p: number): number {
    return this.words32[this.shapesAt + p]! & 0xffff;
  }

  /** Length of the key without '*': NHTSA prefers the least specific key on ties. */
  fixedChars(p: number): number {
    return this.words32[this.shapesAt + p]! >>> 16;
  }

  /** For a Model pattern: the make its model belongs to. */
  modelMake(p: number): Make | null {
    const modelId = this.lookupId(p);
    return modelId < 0 ? null : this.makeOfModel(modelId);
  }
}

/** uint32 words per pattern in `words32` (id, element, lookup, shape, key, value). */
export const COLUMNS = 6;
/**
 * Measured cost of a compiled schema beyond its buffer: the object, two typed array views, the
 * ArrayBuffer with its native backing store, the cache entry.
 */
export const SCHEMA_OVERHEAD_BYTES = 700;
/** A Map entry of `formulas` (its share of the hash table included). */
export const MAP_ENTRY_BYTES = 40;
const NO_FORMULAS: ReadonlyMap<number, readonly number[]> = new Map();

/**
 * The strings of every schema compiled in this process: values and keys repeat across thousands
 * of patterns ("Sedan/Saloon", "*****|*A"), so each is held once. Bounded by the catalog's
 * distinct keys and values (~130k).
 */
const compiledStrings = new StringTable();

/** Characters of the key other than '*'. */
function fixedCharsOf(keys: string): number {
  let n = 0;
  for (let i = 0; i < keys.length; i++) if (keys.charCodeAt(i) !== 42) n++;
  return Math.min(255, n);
}

/** Words holding the one-byte row numbers of every slot and symbol. */
function indexWords(slots: number): number {
  return Math.ceil((slots * SYMBOL_COUNT) / 4);
}

/** Scratch of the compiler (compiling is synchronous): the full table, then the distinct rows. */
let fullTable = new Uint32Array(4096);
let distinctRows = new Uint32Array(4096);
const rowNumbers = new Uint8Array(KEY_LENGTH * SYMBOL_COUNT);

/** Whether row `a` of `rows` equals row `b` of `full` (`words` words each). */
function sameRow(rows: Uint32Array, a: number, full: Uint32Array, b: number, words: number): boolean {
  for (let w = 0; w < words; w++) if (rows[a + w] !== full[b + w]) return false;
  return true;
}

export function compileSchemaMatcher(schemaId: number, inputs: readonly PatternInput[], makeOfModel: MakeOfModel = noMakes): SchemaMatcher {
  const count = inputs.length;
  const words = Math.max(1, Math.ceil(count / 32));
  // Parsed afresh (~0.3 µs a key): a cache of parses held ~9 MB over a varied stream and saved
  // less time than its extra garbage collection cost.
  const parsed = inputs.map((input) => parsePatternKey(input.keys));
  let used = 0;
  for (const key of parsed) used |= key.constrainedMask;
  const positions: number[] = [];
  for (let k = 0; k < KEY_LENGTH; k++) if (k !== SEPARATOR_INDEX && used & (1 << k)) positions.push(k);
  const slots = positions.length;

  const tableLength = slots * SYMBOL_COUNT * words;
  if (fullTable.length < tableLength) fullTable = new Uint32Array(tableLength * 2);
  if (distinctRows.length < tableLength) distinctRows = new Uint32Array(tableLength * 2);
  const full = fullTable;
  full.fill(0xffffffff, 0, tableLength);
  parsed.forEach((key, p) => {
    const word = p >>> 5;
    const bit = 1 << (p & 31);
    for (let slot = 0; slot < slots; slot++) {
      const accepted = key.positions[positions[slot]!];
      if (accepted === null || accepted === undefined) continue;
      for (let s = 0; s < SYMBOL_COUNT; s++) {
        if (!symbolSetHas(accepted, s)) full[(slot * SYMBOL_COUNT + s) * words + word]! &= ~bit;
      }
    }
  });
  const firstRows: number[] = [];
  let rowCount = 0;
  for (let slot = 0; slot < slots; slot++) {
    const first = rowCount;
    firstRows.push(first);
    for (let s = 0; s < SYMBOL_COUNT; s++) {
      const at = (slot * SYMBOL_COUNT + s) * words;
      let row = first;
      while (row < rowCount && !sameRow(distinctRows, row * words, full, at, words)) row++;
      if (row === rowCount) {
        distinctRows.set(full.subarray(at, at + words), row * words);
        rowCount++;
      }
      rowNumbers[slot * SYMBOL_COUNT + s] = row - first;
    }
  }

  const liveAt = slots;
  const indexAt = liveAt + words;
  const rowsAt = indexAt + indexWords(slots);
  const idsAt = rowsAt + rowCount * words;
  const length32 = idsAt + COLUMNS * count;
  // float64 first, so both views of the one buffer are aligned.
  const buffer = new ArrayBuffer(8 * count + 4 * length32);
  const changed = new Float64Array(buffer, 0, count);
  const w32 = new Uint32Array(buffer, 8 * count, length32);
  for (let slot = 0; slot < slots; slot++) w32[slot] = positions[slot]! | (firstRows[slot]! << 8);
  for (let i = 0; i < slots * SYMBOL_COUNT; i++) w32[indexAt + (i >>> 2)]! |= rowNumbers[i]! << ((i & 3) << 3);
  w32.set(distinctRows.subarray(0, rowCount * words), rowsAt);
  let formulas: Map<number, readonly number[]> | undefined;
  for (let p = 0; p < count; p++) {
    const input = inputs[p]!;
    const key = parsed[p]!;
    changed[p] = input.changedAt;
    w32[idsAt + p] = input.id;
    w32[idsAt + count + p] = input.elementId;
    w32[idsAt + 2 * count + p] = input.lookupId ?? -1;
    w32[idsAt + 3 * count + p] = (key.constrainedMask & 0xffff) | (fixedCharsOf(input.keys) << 16);
    w32[idsAt + 4 * count + p] = compiledStrings.number(input.keys);
    w32[idsAt + 5 * count + p] = input.value === null ? NO_STRING : compiledStrings.number(input.value);
    if (key.formulaPositions.length > 0) (formulas ??= new Map()).set(p, key.formulaPositions);
    if (!key.neverMatches) w32[liveAt + (p >>> 5)]! |= 1 << (p & 31);
  }
  const bytes = buffer.byteLength + MAP_ENTRY_BYTES * (formulas?.size ?? 0) + SCHEMA_OVERHEAD_BYTES;
  return new SchemaMatcher(
    schemaId,
    count,
    words,
    slots,
    rowCount,
    w32,
    changed,
    compiledStrings,
    formulas ?? NO_FORMULAS,
    makeOfModel,
    bytes,
  );
}

/** Scratch bitset reused by every match (matching is synchronous, so never shared concurrently). */
let scratch = new Uint32Array(128);

/** Copies the live bitset into the scratch accumulator and returns it. */
function startAccumulator(matcher: SchemaMatcher): Uint32Array {
  const { words, words32, liveAt } = matcher;
  if (scratch.length < words) scratch = new Uint32Array(words * 2);
  for (let w = 0; w < words; w++) scratch[w] = words32[liveAt + w]!;
  return scratch;
}

/** Start in `words32` of the row for `symbol` at a slot whose header word is `head`. */
function rowStart(matcher: SchemaMatcher, slot: number, head: number, symbol: number): number {
  const i = slot * SYMBOL_COUNT + symbol;
  const local = (matcher.words32[matcher.indexAt + (i >>> 2)]! >>> ((i & 3) << 3)) & 0xff;
  return matcher.rowsAt + ((head >>> 8) + local) * matcher.words;
}

/** Calls `onMatch` with the index of every pattern of the schema that matches the VIN key. */
export function matchSchema(matcher: SchemaMatcher, symbols: ArrayLike<number>, onMatch: (index: number) => void): void {
  const { words, words32, slots } = matcher;
  const acc = startAccumulator(matcher);
  for (let slot = 0; slot < slots; slot++) {
    const head = words32[slot]!;
    const base = rowStart(matcher, slot, head, symbols[head & 0xff]!);
    for (let w = 0; w < words; w++) acc[w]! &= words32[base + w]!;
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
  if (formula === undefined) return matcher.value(p);
  return formula.map((k) => key[k] ?? '').join('');
}

/**
 * Whether some pattern that accepts the key at every position outside `ignoredMask` (key-index
 * bits) constrains a position inside it: i.e. whether those positions can change the decode.
 */
export function dependsOnPositions(matcher: SchemaMatcher, symbols: ArrayLike<number>, ignoredMask: number): boolean {
  const { words, words32, slots } = matcher;
  const acc = startAccumulator(matcher);
  for (let slot = 0; slot < slots; slot++) {
    const head = words32[slot]!;
    const k = head & 0xff;
    if (ignoredMask & (1 << k)) continue;
    const base = rowStart(matcher, slot, head, symbols[k]!);
    for (let w = 0; w < words; w++) acc[w]! &= words32[base + w]!;
  }
  for (let w = 0; w < words; w++) {
    let bits = acc[w]!;
    while (bits !== 0) {
      const low = bits & -bits;
      if (matcher.constrainedMask((w << 5) + (31 - Math.clz32(low))) & ignoredMask) return true;
      bits ^= low;
    }
  }
  return false;
}
