import { z } from 'zod';

/** What one DecodeVINValuesBatch call returned: NHTSA's non-empty variables per VIN. */
export interface VpicBatchAnswer {
  /** The vPIC data the answer reflects, as the day NHTSA's server answered (its Date header). */
  release: string;
  /** Upper-case VIN → { DecodeVinValues variable name → value }, empty values left out. */
  records: Map<string, Record<string, string>>;
}

/** A failed call: the HTTP status was not 2xx, or the body was not vPIC's answer. */
export class VpicApiError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'VpicApiError';
  }
}

/** vPIC's envelope; every variable of a result is a string ("" when NHTSA has no value). */
const answerSchema = z.object({
  Count: z.number(),
  Message: z.string(),
  Results: z.array(z.record(z.string(), z.union([z.string(), z.null()]))),
});

/** NHTSA's published batch limit. */
export const VPIC_BATCH_LIMIT = 50;

function releaseOf(dateHeader: string | null, fallback: Date): string {
  const date = dateHeader === null ? fallback : new Date(dateHeader);
  return `vpic-api@${(Number.isNaN(date.getTime()) ? fallback : date).toISOString().slice(0, 10)}`;
}

/**
 * NHTSA's public vPIC API, DecodeVINValuesBatch: a form POST of `DATA=vin1;vin2&format=json`,
 * answered with `{ Count, Message, SearchCriteria, Results: [{ VIN, Make, DriveType, … }] }`.
 */
export function createVpicApiClient(baseUrl: string, now: () => Date = () => new Date()) {
  const url = `${baseUrl.replace(/\/+$/, '')}/vehicles/DecodeVINValuesBatch/`;
  return {
    url,
    async decodeBatch(vins: readonly string[], signal: AbortSignal): Promise<VpicBatchAnswer> {
      if (vins.length === 0 || vins.length > VPIC_BATCH_LIMIT)
        throw new RangeError(`a vPIC batch holds 1–${VPIC_BATCH_LIMIT} VINs (got ${vins.length})`);
      const response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json' },
        body: new URLSearchParams({ DATA: vins.join(';'), format: 'json' }),
        signal,
        redirect: 'error',
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new VpicApiError(`vPIC answered HTTP ${response.status}`);
      }
      let parsed: z.infer<typeof answerSchema>;
      try {
        parsed = answerSchema.parse(await response.json());
      } catch (error) {
        if (signal.aborted) throw error;
        throw new VpicApiError('vPIC answered something that is not a DecodeVINValuesBatch result', { cause: error });
      }
      const records = new Map<string, Record<string, string>>();
      for (const row of parsed.Results) {
        const vin = row.VIN?.trim().toUpperCase();
        if (!vin) continue;
        const values: Record<string, string> = {};
        for (const [name, value] of Object.entries(row)) if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
        records.set(vin, values);
      }
      return { release: releaseOf(response.headers.get('date'), now()), records };
    },
  };
}
