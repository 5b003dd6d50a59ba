import { ELEMENT } from './element-rules.js';
import { SchemaMatcher, type Make, type MakeOfModel } from './schema-matcher.js';

/**
 * A compiled schema as bytes, for the decode pack: its buffer as it is in memory (change times,
 * then the uint32 words), strings as numbers into the pack's one string table, and the makes of
 * its Model patterns (the resolver learns them when the schema is read back). Layout (uint32):
 *   schemaId, count, words, slots, rowCount, length32, formulas, makes, bytes, 0 (pad),
 *   float64[count] changedAt, uint32[length32] words32, key string per pattern, value string
 *   per pattern (NO_STRING: null), per formula (pattern, n, n positions), per make (model id,
 *   make id, name string).
 */
const HEAD = 10;
const NO_STRING = 0xffffffff;

/** Collects the strings of every schema written, each once. */
export class StringTable {
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
}

export function packSchemaMatcher(m: SchemaMatcher, strings: StringTable, makeOfModel: MakeOfModel): Uint8Array {
  const makes = new Map<number, Make>();
  for (let p = 0; p < m.count; p++) {
    const modelId = m.lookupId(p);
    const make = m.elementId(p) === ELEMENT.model && modelId >= 0 ? makeOfModel(modelId) : null;
    if (make !== null) makes.set(modelId, make);
  }
  const tail: number[] = [];
  for (let p = 0; p < m.count; p++) tail.push(strings.number(m.keys[p]!));
  for (let p = 0; p < m.count; p++) tail.push(m.values[p] == null ? NO_STRING : strings.number(m.values[p]!));
  for (const [p, positions] of m.formulas) tail.push(p, positions.length, ...positions);
  for (const [modelId, make] of makes) tail.push(modelId, make.id, strings.number(make.name));
  const head = [m.schemaId, m.count, m.words, m.slots, m.rowCount, m.words32.length, m.formulas.size, makes.size, m.bytes, 0];
  const out = new Uint8Array(4 * HEAD + 8 * m.count + 4 * (m.words32.length + tail.length));
  const view = new DataView(out.buffer);
  head.forEach((n, i) => view.setUint32(4 * i, n, true));
  out.set(new Uint8Array(m.changedAt.buffer, m.changedAt.byteOffset, 8 * m.count), 4 * HEAD);
  out.set(new Uint8Array(m.words32.buffer, m.words32.byteOffset, 4 * m.words32.length), 4 * HEAD + 8 * m.count);
  const tailAt = 4 * HEAD + 8 * m.count + 4 * m.words32.length;
  tail.forEach((n, i) => view.setUint32(tailAt + 4 * i, n, true));
  return out;
}

/**
 * The schema back from its bytes; `learnMake` is told the makes of its models. The numeric part
 * is copied into a buffer of its own, as the compiler allocates it, so memory and the cache's
 * byte count are the same as for a schema compiled from the catalog.
 */
export function unpackSchemaMatcher(
  bytes: Uint8Array,
  string: (n: number) => string,
  makeOfModel: MakeOfModel,
  learnMake: (modelId: number, make: Make) => void,
): SchemaMatcher {
  // Blobs are read into buffers of their own (PackFile.read), so a uint32 view over one is aligned.
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  const count = words[1]!;
  const length32 = words[5]!;
  const buffer = bytes.buffer.slice(bytes.byteOffset + 4 * HEAD, bytes.byteOffset + 4 * HEAD + 8 * count + 4 * length32);
  let at = HEAD + 2 * count + length32;
  const keys = new Array<string>(count);
  const values = new Array<string | null>(count);
  for (let p = 0; p < count; p++) keys[p] = string(words[at++]!);
  for (let p = 0; p < count; p++) {
    const n = words[at++]!;
    values[p] = n === NO_STRING ? null : string(n);
  }
  let formulas = NO_FORMULAS;
  for (let f = 0; f < words[6]!; f++) {
    const p = words[at]!;
    const n = words[at + 1]!;
    (formulas === NO_FORMULAS ? (formulas = new Map()) : (formulas as Map<number, readonly number[]>)).set(
      p,
      Array.from(words.subarray(at + 2, at + 2 + n)),
    );
    at += 2 + n;
  }
  for (let k = 0; k < words[7]!; k++, at += 3) learnMake(words[at]!, { id: words[at + 1]!, name: string(words[at + 2]!) });
  // schemaId, count, words, slots, rowCount are the head's first five numbers; its ninth the size.
  return new SchemaMatcher(
    words[0]!,
    count,
    words[2]!,
    words[3]!,
    words[4]!,
    new Uint32Array(buffer, 8 * count, length32),
    new Float64Array(buffer, 0, count),
    keys,
    values,
    formulas,
    makeOfModel,
    words[8]!,
  );
}

const NO_FORMULAS: ReadonlyMap<number, readonly number[]> = new Map();
