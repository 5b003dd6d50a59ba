import { describe, expect, it } from 'vitest';
import { parsePatternKey, symbolSetHas } from '../../../src/domain/vin/decoder/pattern-key.parse.js';
import { compileSchemaMatcher, matchSchema, type PatternInput } from '../../../src/domain/vin/decoder/schema-matcher.js';
import { keySymbols, VIN_SYMBOLS, vinKey } from '../../../src/domain/vin/decoder/vin-key.js';

function accepts(keys: string, position: number): string {
  const parsed = parsePatternKey(keys);
  const set = parsed.positions[position];
  if (set === undefined || set === null) return '*';
  return [...VIN_SYMBOLS].filter((_, i) => symbolSetHas(set, i)).join('');
}

function pattern(id: number, keys: string, value: string | null = `v${id}`): PatternInput {
  return { id, elementId: 100 + id, keys, value, changedAt: 0, lookupId: null };
}

function matchingIds(keysList: string[], vin: string): number[] {
  const matcher = compileSchemaMatcher(
    1,
    keysList.map((k, i) => pattern(i + 1, k)),
  );
  const ids: number[] = [];
  matchSchema(matcher, keySymbols(vinKey(vin)), (p) => ids.push(matcher.id(p)));
  return ids.sort((a, b) => a - b);
}

describe('pattern keys', () => {
  it('reads character classes with ranges and single characters', () => {
    expect(accepts('[A-HJ]', 0)).toBe('ABCDEFGHJ');
    expect(accepts('[1-46]', 0)).toBe('12346');
    expect(accepts('*[^0-8]', 1)).toBe('9' + 'ABCDEFGHJKLMNPRSTUVWXYZ');
    expect(accepts('**A', 2)).toBe('A');
    expect(accepts('**A', 0)).toBe('*');
  });

  it('reads the malformed class [1-A-JT] without failing', () => {
    const parsed = parsePatternKey('*****|*[1-A-JT]');
    expect(parsed.neverMatches).toBe(false);
    expect(accepts('*****|*[1-A-JT]', 7)).toBe('123456789AJT');
  });

  it('treats an unclosed bracket as a literal no VIN contains', () => {
    expect(parsePatternKey('[AB').neverMatches).toBe(true);
  });

  it('marks formula positions and what the key constrains', () => {
    const parsed = parsePatternKey('*#[AB]#');
    expect(parsed.formulaPositions).toEqual([1, 3]);
    expect(parsed.constrainedMask).toBe(1 << 2);
  });

  it('never matches a key whose separator position is not | or a wildcard', () => {
    expect(parsePatternKey('*****A').neverMatches).toBe(true);
    expect(parsePatternKey('*****|A').neverMatches).toBe(false);
  });
});

describe('schema matcher', () => {
  // key of this VIN: CM826|3A004352 (positions 4-8, then 10-17)
  const vin = '1HGCM82633A004352';

  it('matches keys as prefixes of the VIN key', () => {
    expect(matchingIds(['CM8', 'CM82[5-7]', 'CM9', 'C', '', 'CM82[89]'], vin)).toEqual([1, 2, 4, 5]);
  });

  it('tests the plant position through the separator', () => {
    expect(matchingIds(['*****|*A', '*****|*B', '*****|3', '*****|3A004'], vin)).toEqual([1, 3, 4]);
  });

  it('applies classes per position', () => {
    expect(matchingIds(['[A-C][L-N]', '[D-Z]M', '*[A-HJ-L]', '**[0-9]'], vin)).toEqual([1, 4]);
  });

  it('rejects keys longer than the VIN key', () => {
    expect(matchingIds(['CM826|3A004352', 'CM826|3A0043520'], vin)).toEqual([1]);
  });

  it('handles more than 32 patterns (several bitset words)', () => {
    const keys = Array.from({ length: 70 }, (_, i) => (i % 2 === 0 ? 'CM' : 'CX'));
    expect(matchingIds(keys, vin)).toHaveLength(35);
  });
});
