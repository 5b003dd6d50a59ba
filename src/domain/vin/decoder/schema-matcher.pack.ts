import { ELEMENT } from './element-rules.js';
import {
  COLUMNS,
  MAP_ENTRY_BYTES,
  NO_STRING,
  SCHEMA_OVERHEAD_BYTES,
  SchemaMatcher,
  type Make,
  type MakeOfModel,
  type StringSource,
  type StringTable,
} from './schema-matcher.js';

/**
 * A compiled schema as bytes, for the decode pack: its buffer as it is in memory (change times,
 * then the uint32 words, whose key and value columns number strings of the pack's one table),
 * then the formulas and the makes of its Model patterns (the resolver learns them when the schema
 * is read). Read back, the matcher's two views lie over these very bytes. Layout (uint32):
 *   schemaId, count, words, slots, rowCount, length32, formulas, makes, bytes, 0 (pad),
 *   float64[count] changedAt, uint32[length32] words32, per formula (pattern, n, n positions),
 *   per make (model id, make id, name string), zeros to a multiple of 8 bytes.
 */
const HEAD = 10;

export function packSchemaMatcher(m: SchemaMatcher, strings: StringTable, makeOfModel: MakeOfModel): Uint8Array {
  const makes = new Map<number, Make>();
  for (let p = 0; p < m.count; p++) {
    const modelId = m.lookupId(p);
    const make = m.elementId(p) === ELEMENT.model && modelId >= 0 ? makeOfModel(modelId) : null;
    if (make !== null) makes.set(modelId, make);
  }
  const words32 = Uint32Array.from(m.words32);
  const keysAt = words32.length - 2 * m.count;
  for (let p = 0; p < m.count; p++) {
    const value = m.value(p);
    words32[keysAt + p] = strings.number(m.key(p));
    words32[keysAt + m.count + p] = value === null ? NO_STRING : strings.number(value);
  }
  const tail: number[] = [];
  for (const [p, positions] of m.formulas) tail.push(p, positions.length, ...positions);
  for (const [modelId, make] of makes) tail.push(modelId, make.id, strings.number(make.name));
  const head = [m.schemaId, m.count, m.words, m.slots, m.rowCount, words32.length, m.formulas.size, makes.size, m.bytes, 0];
  const length = 4 * HEAD + 8 * m.count + 4 * (words32.length + tail.length);
  const out = new Uint8Array(8 * Math.ceil(length / 8));
  const view = new DataView(out.buffer);
  head.forEach((n, i) => view.setUint32(4 * i, n, true));
  out.set(new Uint8Array(m.changedAt.buffer, m.changedAt.byteOffset, 8 * m.count), 4 * HEAD);
  out.set(new Uint8Array(words32.buffer), 4 * HEAD + 8 * m.count);
  const tailAt = 4 * HEAD + 8 * m.count + 4 * words32.length;
  tail.forEach((n, i) => view.setUint32(tailAt + 4 * i, n, true));
  return out;
}

/**
 * The schema back from its bytes, which it keeps: its change times and words are views of them,
 * its strings those of `strings`. `learnMake` is told the makes of its models. Bytes that are a
 * view of a larger buffer (the pack's blobs, held for the life of the process) cost the cache only
 * the matcher's own objects; bytes of their own count in full.
 */
export function unpackSchemaMatcher(
  given: Uint8Array,
  strings: StringSource,
  makeOfModel: MakeOfModel,
  learnMake: (modelId: number, make: Make) => void,
): SchemaMatcher {
  // Float64 views need 8-byte alignment; the pack lays records out so, a copy is the fallback.
  const bytes = given.byteOffset % 8 === 0 ? given : given.slice();
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >>> 2);
  const count = words[1]!;
  const length32 = words[5]!;
  if (length32 < COLUMNS * count || 4 * (HEAD + 2 * count + length32) > bytes.byteLength) {
    throw new Error(`decode pack: schema ${words[0]} is malformed`);
  }
  let at = HEAD + 2 * count + length32;
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
  for (let k = 0; k < words[7]!; k++, at += 3) learnMake(words[at]!, { id: words[at + 1]!, name: strings.string(words[at + 2]!) });
  const ownBytes = bytes.byteLength === bytes.buffer.byteLength ? bytes.byteLength : 0;
  // schemaId, count, words, slots, rowCount are the head's first five numbers.
  return new SchemaMatcher(
    words[0]!,
    count,
    words[2]!,
    words[3]!,
    words[4]!,
    new Uint32Array(bytes.buffer, bytes.byteOffset + 4 * HEAD + 8 * count, length32),
    new Float64Array(bytes.buffer, bytes.byteOffset + 4 * HEAD, count),
    strings,
    formulas,
    makeOfModel,
    ownBytes + MAP_ENTRY_BYTES * formulas.size + SCHEMA_OVERHEAD_BYTES,
  );
}

const NO_FORMULAS: ReadonlyMap<number, readonly number[]> = new Map();
