import { readFileSync } from 'node:fs';
import { computeCheckDigit } from '../../src/domain/vin/check-digit.js';

/** n distinct, decodable 2003 Honda Accord VINs (serial numbers varied, check digits correct). */
export function accordVins(n: number, offset = 0): string[] {
  return Array.from({ length: n }, (_, i) => {
    const draft = `1HGCM826X3A${String(100000 + offset + i).padStart(6, '0')}`;
    return `${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`;
  });
}

/** Real VINs NHTSA decoded (test/fixtures/vins-nhtsa.json): many makes, years and plants. */
function fixtureVins(): string[] {
  const fixture = JSON.parse(readFileSync(new URL('../fixtures/vins-nhtsa.json', import.meta.url), 'utf8')) as {
    vins: Array<{ vin: string }>;
  };
  return fixture.vins.map((v) => v.vin).filter((vin) => /^[A-HJ-NPR-Z0-9]{17}$/.test(vin));
}

/**
 * A realistic bulk list, fast to make: serials varied on real VINs' first 11 characters (check
 * digits recomputed), about `repeatShare` of lines repeating an earlier line, and 1 % malformed.
 * The same seed gives the same list.
 */
export function fleetVins(n: number, options: { seed?: number; repeatShare?: number } = {}): string[] {
  const templates = fixtureVins();
  const repeatShare = options.repeatShare ?? 0.2;
  let state = (options.seed ?? 1) >>> 0 || 1;
  const random = () => {
    // xorshift32: deterministic and quick.
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const roll = random();
    if (out.length > 0 && roll < repeatShare) out.push(out[Math.floor(random() * out.length)]!);
    else if (roll > 0.99) out.push(`BAD${String(i).padStart(10, '0')}`);
    else {
      const template = templates[Math.floor(random() * templates.length)]!;
      const draft = `${template.slice(0, 11)}${String(Math.floor(random() * 1_000_000)).padStart(6, '0')}`;
      out.push(`${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`);
    }
  }
  return out;
}
