import type { VinDecoder } from '../vin/decoder/index.js';

/**
 * What the catalog says of candidate VINs, in one round: which it decodes, and of those which it
 * identifies (make and model known). A misread in the descriptor section (a 1 for a J) often still
 * decodes, from the WMI and the year, but no longer matches the model's patterns, so make and
 * model come back empty. That is evidence from the catalog, not from the check digit.
 * A plain Set means "decodes and identifies" (callers that only know yes or no).
 */
export type CatalogAnswer = ReadonlySet<string> | ReadonlyMap<string, { identified: boolean }>;
export type CatalogCheck = (vins: string[]) => Promise<CatalogAnswer>;

/** The check the reader needs, from the decoder. */
export function catalogCheckOf(decoder: Pick<VinDecoder, 'decodeMany'>): CatalogCheck {
  return async (vins) => {
    const answer = new Map<string, { identified: boolean }>();
    for (const outcome of await decoder.decodeMany(vins, { untallied: true })) {
      if (!('result' in outcome)) continue;
      const { make, model } = outcome.result.vehicle;
      answer.set(outcome.vin, { identified: Boolean(make && model) });
    }
    return answer;
  };
}

/** What the answer says of `vin`: null when the catalog does not decode it. */
export function catalogMatchOf(answer: CatalogAnswer, vin: string): { identified: boolean } | null {
  if (answer instanceof Map) return answer.get(vin) ?? null;
  return answer.has(vin) ? { identified: true } : null;
}

/** The catalog is asked once per VIN per image, however many passes weigh it again. */
export function askedOncePerVin(check: CatalogCheck): CatalogCheck {
  const known = new Map<string, { identified: boolean } | null>();
  return async (vins) => {
    const fresh = vins.filter((v) => !known.has(v));
    if (fresh.length > 0) {
      const found = await check(fresh);
      for (const v of fresh) known.set(v, catalogMatchOf(found, v));
    }
    const answer = new Map<string, { identified: boolean }>();
    for (const v of vins) {
      const match = known.get(v);
      if (match) answer.set(v, match);
    }
    return answer;
  };
}
