import { findAllWmiSchemaLinks, findPatternKeys, type CatalogDb, type WmiLinkSample } from '../../src/data/catalog/index.js';
import { computeCheckDigit } from '../../src/domain/vin/check-digit.js';
import { isCarOrLightTruck } from '../../src/domain/vin/decoder/model-year.js';
import { parsePatternKey, symbolSetHas } from '../../src/domain/vin/decoder/pattern-key.parse.js';
import { VIN_SYMBOLS } from '../../src/domain/vin/decoder/vin-key.js';

/** mulberry32: a small seeded PRNG so every run builds the same corpus. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const MODEL_ELEMENT = 28;
const BODY_ELEMENT = 5;

export interface Corpus {
  vins: string[];
  wmiCount: number;
}

/**
 * Valid VINs built from the catalog's own patterns: WMIs in shuffled order (so the first ~12k
 * VINs each bring a new WMI), a random schema link and model year of that WMI, a Model (or Body
 * Class) key of that schema for positions 4–8 and 10–17, a matching position 7 for cars, and a
 * correct check digit.
 */
export async function generateCorpus(db: CatalogDb, count: number, seed: number): Promise<Corpus> {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const byWmi = new Map<string, WmiLinkSample[]>();
  for (const link of await findAllWmiSchemaLinks(db)) {
    if (!/^[A-HJ-NPR-Z0-9]{3}([A-HJ-NPR-Z0-9]{3})?$/.test(link.wmi)) continue;
    const list = byWmi.get(link.wmi);
    if (list === undefined) byWmi.set(link.wmi, [link]);
    else list.push(link);
  }
  const wmis = [...byWmi.keys()];
  for (let i = wmis.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [wmis[i], wmis[j]] = [wmis[j]!, wmis[i]!];
  }
  const chosen = Array.from({ length: count }, (_, i) => pick(byWmi.get(wmis[i % wmis.length]!)!));
  const keysBySchema = new Map<number, string[]>();
  const rows = await findPatternKeys(db, [...new Set(chosen.map((l) => l.schemaId))], [MODEL_ELEMENT, BODY_ELEMENT]);
  for (const row of rows) {
    const list = keysBySchema.get(row.schemaId);
    if (list === undefined) keysBySchema.set(row.schemaId, [row.keys]);
    else list.push(row.keys);
  }
  const vins = chosen.map((link) => buildVin(link, keysBySchema.get(link.schemaId) ?? [], random));
  return { vins, wmiCount: Math.min(count, wmis.length) };
}

function buildVin(link: WmiLinkSample, keys: readonly string[], random: () => number): string {
  const pickChar = (chars: string) => chars[Math.floor(random() * chars.length)]!;
  const lastYear = Math.max(link.yearFrom, Math.min(link.yearTo ?? 2026, 2026));
  const year = link.yearFrom + Math.floor(random() * (lastYear - link.yearFrom + 1));
  const parsed = keys.length > 0 ? parsePatternKey(keys[Math.floor(random() * keys.length)]!) : undefined;
  // Key index k is VIN position k + 4 (index 5 is the '|' standing for the check digit).
  const chars: string[] = [];
  for (let k = 0; k < 14; k++) {
    const allowed = parsed?.positions[k];
    if (k === 5) chars.push('0');
    else if (allowed) {
      const options = [...VIN_SYMBOLS].filter((_, i) => symbolSetHas(allowed, i));
      chars.push(options.length > 0 ? pickChar(options.join('')) : pickChar(VIN_SYMBOLS));
    } else chars.push(k >= 8 ? pickChar(DIGITS) : pickChar(VIN_SYMBOLS));
  }
  const carLT = isCarOrLightTruck({ vehicleTypeId: link.vehicleTypeId, truckTypeId: link.truckTypeId });
  if (carLT && (parsed?.positions[3] ?? null) === null) chars[3] = year < 2010 ? pickChar(DIGITS) : pickChar(LETTERS);
  chars[6] = YEAR_CODES[(year - 1980) % 30]!;
  let vin = `${link.wmi.slice(0, 3)}${chars.join('')}`;
  if (link.wmi.length === 6) vin = `${vin.slice(0, 11)}${link.wmi.slice(3)}${vin.slice(14)}`;
  return `${vin.slice(0, 8)}${computeCheckDigit(vin)}${vin.slice(9)}`;
}
