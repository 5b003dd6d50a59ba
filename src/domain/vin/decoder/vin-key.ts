/**
 * The string vPIC matches patterns against: positions 4–8, a literal '|', positions 10–17
 * (the check digit, position 9, never takes part). For key index k the VIN position is k + 4,
 * except k = 5, the separator.
 */
export const KEY_LENGTH = 14;
export const SEPARATOR_INDEX = 5;

/** The characters a VIN position can hold, each given a dense index for bitset tables. */
export const VIN_SYMBOLS = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';
export const SYMBOL_COUNT = VIN_SYMBOLS.length;

const SYMBOL_INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < VIN_SYMBOLS.length; i++) SYMBOL_INDEX[VIN_SYMBOLS.charCodeAt(i)] = i;

export function symbolIndex(charCode: number): number {
  return charCode < 128 ? SYMBOL_INDEX[charCode]! : -1;
}

export function vinKey(vin: string): string {
  return `${vin.slice(3, 8)}|${vin.slice(9, 17)}`;
}

/**
 * Symbol index of every key position (−1 for the separator). The caller has validated the VIN,
 * so every other character is a VIN symbol.
 */
export function keySymbols(key: string): number[] {
  const out = new Array<number>(KEY_LENGTH).fill(-1);
  for (let k = 0; k < KEY_LENGTH && k < key.length; k++) {
    if (k !== SEPARATOR_INDEX) out[k] = symbolIndex(key.charCodeAt(k));
  }
  return out;
}
