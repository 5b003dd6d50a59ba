import { computeCheckDigit } from '../../src/domain/vin/check-digit.js';

/** n distinct, decodable 2003 Honda Accord VINs (serial numbers varied, check digits correct). */
export function accordVins(n: number, offset = 0): string[] {
  return Array.from({ length: n }, (_, i) => {
    const draft = `1HGCM826X3A${String(100000 + offset + i).padStart(6, '0')}`;
    return `${draft.slice(0, 8)}${computeCheckDigit(draft)}${draft.slice(9)}`;
  });
}
