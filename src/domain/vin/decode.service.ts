import type { Viewer } from '../auth/viewer.js';
import type { BilledUnit } from '../quota/billing-tab.js';
import { AppError, type ErrorCode } from '../errors.js';
import { chargeDecodes, quotaExceeded, type QuotaCharge, type QuotaDeps } from '../quota/quota.service.js';
import type { DecodeResult, VinDecoder } from './decoder/index.js';

/** Fills what the catalog cannot (VPIC_ENRICH=online); never rejects, never slower than its budget. */
export interface Enricher {
  enrich(results: readonly DecodeResult[]): Promise<DecodeResult[]>;
}

export interface DecodeDeps extends QuotaDeps {
  decoder: VinDecoder;
  /** Absent when enrichment is off. */
  enricher?: Enricher | undefined;
}

/**
 * Decodes first and bills after: a malformed or unknown VIN throws before anything is charged,
 * and a decode past the quota (without overage) is refused with QUOTA_EXCEEDED, unbilled.
 * Enrichment comes last, for billed decodes only, and never changes the bill.
 */
export async function decodeAndBill(deps: DecodeDeps, viewer: Viewer, vin: string): Promise<{ result: DecodeResult; quota: QuotaCharge }> {
  const result = await deps.decoder.decode(vin);
  const quota = await chargeDecodes(deps, viewer, 1);
  if (quota.granted === 0) throw quotaExceeded(quota, deps.clock.now());
  const [enriched = result] = deps.enricher ? await deps.enricher.enrich([result]) : [];
  return { result: enriched, quota };
}

/** Where an item came from: its position in the request (the first, for a VIN sent more than once) and the VIN as sent there. */
interface BatchOrigin {
  index: number;
  requestedVin: string;
}

export type BatchItem =
  | (BatchOrigin & { vin: string; status: 'success'; result: DecodeResult; billedAs?: BilledUnit | undefined })
  | (BatchOrigin & { vin: string; status: 'error'; errorCode: ErrorCode; message: string; details?: Record<string, unknown> });

/** A VIN sent again: answered (and billed) once, by the item of its first occurrence. */
export interface BatchDuplicate extends BatchOrigin {
  vin: string;
  /** The index of the first occurrence, whose item answers it. */
  duplicateOf: number;
}

export interface BatchOutcome {
  items: BatchItem[];
  /** One per VIN sent again, in request order. */
  duplicates: BatchDuplicate[];
  summary: { totalSubmitted: number; successful: number; failed: number; duplicates: number; billableCount: number };
  quota: QuotaCharge;
}

/** Trims and upper-cases, the canonical form duplicates are recognised by. */
const canonical = (vin: string) => vin.trim().toUpperCase();

/**
 * Decodes a batch: duplicates once, every item on its own, the successes billed in one atomic
 * charge. Successes past the remaining quota become QUOTA_EXCEEDED items (unbilled); the request
 * fails with 429 only when there were successes and not one could be billed.
 */
export async function batchDecodeAndBill(deps: DecodeDeps, viewer: Viewer, vins: readonly string[]): Promise<BatchOutcome> {
  if (vins.length === 0) throw new AppError('VALIDATION_ERROR', 'vins must hold at least one VIN');
  if (vins.length > viewer.plan.batchCap) {
    throw new AppError(
      'BATCH_TOO_LARGE',
      `the ${viewer.plan.code} plan decodes at most ${viewer.plan.batchCap} VINs per batch (got ${vins.length})`,
      {
        details: { batchCap: viewer.plan.batchCap, submitted: vins.length },
      },
    );
  }
  const firstIndex = new Map<string, number>();
  const duplicates: BatchDuplicate[] = [];
  vins.forEach((requestedVin, index) => {
    const vin = canonical(requestedVin);
    const first = firstIndex.get(vin);
    if (first === undefined) firstIndex.set(vin, index);
    else duplicates.push({ index, requestedVin, vin, duplicateOf: first });
  });
  const unique = [...firstIndex.keys()];
  const origins = [...firstIndex.values()].map((index) => ({ index, requestedVin: vins[index]! }));
  const outcomes = await deps.decoder.decodeMany(unique);
  const successes = outcomes.filter((o) => 'result' in o).length;
  const quota = await chargeDecodes(deps, viewer, successes);
  if (successes > 0 && quota.granted === 0) throw quotaExceeded(quota, deps.clock.now());
  let billable = quota.granted;
  const items = outcomes.map((outcome, i): BatchItem => {
    const vin = unique[i]!;
    const origin = origins[i]!;
    if ('error' in outcome) {
      const { code, message, details } = outcome.error;
      return { ...origin, vin, status: 'error', errorCode: code, message, ...(details === undefined ? {} : { details }) };
    }
    if (billable === 0)
      return { ...origin, vin, status: 'error', errorCode: 'QUOTA_EXCEEDED', message: 'the daily quota was used up before this VIN' };
    billable -= 1;
    const billedAs = quota.entry && { entry: quota.entry, unit: quota.granted - billable - 1 };
    return { ...origin, vin, status: 'success', result: outcome.result, billedAs };
  });
  const successful = quota.granted;
  return {
    items: deps.enricher ? await enrichItems(deps.enricher, items) : items,
    duplicates,
    summary: {
      totalSubmitted: vins.length,
      successful,
      failed: unique.length - successful,
      duplicates: duplicates.length,
      billableCount: successful,
    },
    quota,
  };
}

/** Enriches a batch's successes in one go (calls of 50 side by side, one time budget). */
async function enrichItems(enricher: Enricher, items: BatchItem[]): Promise<BatchItem[]> {
  const successes = items.filter((item): item is Extract<BatchItem, { status: 'success' }> => item.status === 'success');
  if (successes.length === 0) return items;
  const enriched = await enricher.enrich(successes.map((item) => item.result));
  const byVin = new Map(enriched.map((result) => [result.vin, result]));
  return items.map((item) => (item.status === 'success' ? { ...item, result: byVin.get(item.result.vin) ?? item.result } : item));
}
