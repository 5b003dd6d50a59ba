import { KEY_LENGTH, SEPARATOR_INDEX, symbolIndex, VIN_SYMBOLS } from './vin-key.js';

/**
 * A pattern key is an SQL LIKE fragment matched as a prefix of the VIN key: `*` any one
 * character, `[...]` a class with ranges (`[A-HJ]`, `[1-46]`, `[^…]` negated), `|` the literal
 * separator, `#` any character whose VIN value becomes the element's value (formula keys), any
 * other character itself.
 */
/**
 * A set of VIN symbols (33 of them) as a plain number: bits 0–31 in the low 32 bits, symbol 32
 * as 2^32. Plain numbers instead of small typed arrays keep compiling 100k patterns cheap.
 */
export type SymbolSet = number;

const HIGH = 2 ** 32;

export function symbolSetHas(set: SymbolSet, symbol: number): boolean {
  return symbol < 32 ? (((set % HIGH) >>> symbol) & 1 ? true : false) : set >= HIGH;
}

export interface ParsedKey {
  /** Per key position: the accepted VIN symbols, or null for "any character". */
  positions: Array<SymbolSet | null>;
  /** Key positions under '#' (their VIN characters form the value). */
  formulaPositions: number[];
  /** Cannot match any VIN key (too long, or a constraint no VIN satisfies). */
  neverMatches: boolean;
  /** Bitmask of key positions the key constrains (not '*' or '#'). */
  constrainedMask: number;
}

const SEPARATOR = '|';
const SEPARATOR_CODE = SEPARATOR.charCodeAt(0);

function acceptsOnly(chars: (code: number) => boolean): { set: SymbolSet; separator: boolean } {
  let low = 0;
  for (let i = 0; i < 32; i++) if (chars(VIN_SYMBOLS.charCodeAt(i))) low |= 1 << i;
  const set = (low >>> 0) + (chars(VIN_SYMBOLS.charCodeAt(32)) ? HIGH : 0);
  return { set, separator: chars(SEPARATOR.charCodeAt(0)) };
}

/**
 * Reads a bracket class body. Ranges run by character code, as in SQL LIKE; a dangling '-' is a
 * literal. Malformed classes such as `[1-A-JT]` read as {1…A, '-', J, T} instead of failing.
 */
function classPredicate(body: string): (code: number) => boolean {
  let negated = false;
  let text = body;
  if (text.startsWith('^') && text.length > 1) {
    negated = true;
    text = text.slice(1);
  }
  const singles = new Set<number>();
  const ranges: Array<[number, number]> = [];
  let i = 0;
  while (i < text.length) {
    const from = text.charCodeAt(i);
    if (text[i + 1] === '-' && i + 2 < text.length) {
      ranges.push([from, text.charCodeAt(i + 2)]);
      i += 3;
    } else {
      singles.add(from);
      i += 1;
    }
  }
  return (code) => {
    const hit = singles.has(code) || ranges.some(([lo, hi]) => code >= lo && code <= hi);
    return hit !== negated;
  };
}

export function parsePatternKey(rawKeys: string): ParsedKey {
  const keys = rawKeys.toUpperCase();
  const positions: Array<SymbolSet | null> = [];
  const formulaPositions: number[] = [];
  let neverMatches = false;
  let constrainedMask = 0;
  let i = 0;
  while (i < keys.length) {
    const k = positions.length;
    const ch = keys[i]!;
    let predicate: ((code: number) => boolean) | null;
    if (ch === '*' || ch === '_' || ch === '#') {
      predicate = null;
      if (ch === '#') formulaPositions.push(k);
      i += 1;
    } else if (ch === '[') {
      const close = keys.indexOf(']', i + 1);
      if (close === -1) {
        // No closing bracket: LIKE would compare a literal '['; no VIN character is one.
        predicate = (code) => code === 91;
        i += 1;
      } else {
        predicate = classPredicate(keys.slice(i + 1, close));
        i = close + 1;
      }
    } else {
      // A literal, by far the most common constraint: its set is one symbol (or none).
      i += 1;
      const code = ch.charCodeAt(0);
      if (k === SEPARATOR_INDEX) {
        if (code !== SEPARATOR_CODE) neverMatches = true;
        positions.push(null);
        continue;
      }
      const symbol = symbolIndex(code);
      const set = symbol < 0 ? 0 : 2 ** symbol;
      if (set === 0) neverMatches = true;
      constrainedMask |= 1 << k;
      positions.push(set);
      continue;
    }
    if (predicate === null) {
      positions.push(null);
      continue;
    }
    const { set, separator } = acceptsOnly(predicate);
    if (k === SEPARATOR_INDEX) {
      // The key always holds '|' here: the constraint either admits it or the key never matches.
      if (!separator) neverMatches = true;
      positions.push(null);
      continue;
    }
    if (set === 0) neverMatches = true;
    constrainedMask |= 1 << k;
    positions.push(set);
  }
  if (positions.length > KEY_LENGTH) neverMatches = true;
  return { positions: positions.slice(0, KEY_LENGTH), formulaPositions, neverMatches, constrainedMask };
}
