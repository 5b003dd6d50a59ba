import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DECODE_PACK_SOURCES_SHA256 } from '../../../src/domain/vin/decoder/decode-pack.version.js';

/** Every source whose change can change a compiled schema, or how it is written and read back. */
export const DECODE_PACK_SOURCES = [
  'src/data/catalog/catalog-dates.ts',
  'src/data/catalog/decode-pack.file.ts',
  'src/data/catalog/lookups.repo.ts',
  'src/data/catalog/patterns.repo.ts',
  'src/domain/vin/decoder/decode-pack.ts',
  'src/domain/vin/decoder/element-rules.ts',
  'src/domain/vin/decoder/matcher-source.ts',
  'src/domain/vin/decoder/pattern-key.parse.ts',
  'src/domain/vin/decoder/schema-matcher.pack.ts',
  'src/domain/vin/decoder/schema-matcher.ts',
  'src/domain/vin/decoder/value-resolver.ts',
  'src/domain/vin/decoder/vin-decoder.ts',
  'src/domain/vin/decoder/vin-key.ts',
  'src/domain/vin/decoder/wmi-pack.ts',
];

export function decodePackSourcesSha256(): string {
  const hash = createHash('sha256');
  for (const file of DECODE_PACK_SOURCES) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

describe('decode pack version', () => {
  it('names the sources it was built by (a stale hash would let a pack outlive the code that wrote it)', () => {
    // On failure: set DECODE_PACK_SOURCES_SHA256 in src/domain/vin/decoder/decode-pack.version.ts to this value.
    expect(DECODE_PACK_SOURCES_SHA256).toBe(decodePackSourcesSha256());
  });
});
