import type { ChargeGate } from './charge-gate.js';

/** Where a value sits in an answer's data: object keys and list indexes, from the root. */
export type ResponsePath = ReadonlyArray<string | number>;

/** What one charge granted: enough to take any part of it back. */
export interface ChargeReceipt {
  accountId: string;
  day: string;
  /** Units granted within the quota, then past it (overage). */
  quotaUnits: number;
  overageUnits: number;
  leaseRound?: number | undefined;
}

/** One decode of a charge: placed in the answer wherever its vehicle is answered. */
export interface BilledUnit {
  entry: TabEntry;
  unit: number;
}

/** What a request was billed once its answer was settled. */
export interface BilledSummary {
  /** Units billed: decodes whose vehicle reached the caller. */
  units: number;
  /** Of those, units billed past the daily quota. */
  overageUnits: number;
  /** Units within the quota taken back: free again for the day. */
  quotaUnitsTakenBack: number;
}

/**
 * One charge of a request, awaiting its answer. Its units are its decodes: a unit stays billed only
 * when a vehicle of that decode is placed in the answer and is still there when the answer is final.
 */
export class TabEntry {
  private readonly places: ResponsePath[][];

  constructor(readonly receipt: ChargeReceipt) {
    // A plain loop: Array.from with a map function was 2 µs of every decode request's CPU.
    const units = receipt.quotaUnits + receipt.overageUnits;
    this.places = new Array<ResponsePath[]>(units);
    for (let unit = 0; unit < units; unit++) this.places[unit] = [];
  }

  get units(): number {
    return this.places.length;
  }

  /** The vehicle of decode `unit` is answered at `path` (a decode answered twice is billed once). */
  place(unit: number, path: ResponsePath): void {
    this.places[unit]?.push(path);
  }

  /** Decodes with a vehicle in `data`, the answer the caller receives. */
  delivered(data: unknown): number {
    let delivered = 0;
    for (const paths of this.places) if (paths.some((path) => isPresent(data, path))) delivered += 1;
    return delivered;
  }
}

/** A value is in the answer when every step to it exists and it is not null (null propagates upwards). */
function isPresent(data: unknown, path: ResponsePath): boolean {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return false;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value !== null && value !== undefined;
}

/**
 * The charges of one request, settled after its answer is final (decision 0044): a unit is billed
 * only when its data reaches the caller. Charges are taken while the operation runs, as before, so
 * the quota is never overshot and QUOTA_EXCEEDED is decided exactly; once the answer is known, the
 * units whose vehicles are not in it (a failing non-null sibling nulled the answer, the vehicle was
 * not asked for, the field failed after its charge) are taken back through the gate that granted
 * them. Whatever the mix of fields, aliases and fragments, what is billed is what is delivered.
 */
export class BillingTab {
  private entries: TabEntry[] | undefined;
  private running: Array<Promise<unknown>> | undefined;

  /** Records a charge; the caller places its decodes as their vehicles are answered. */
  open(receipt: ChargeReceipt): TabEntry {
    const entry = new TabEntry(receipt);
    if (entry.units > 0) (this.entries ??= []).push(entry);
    return entry;
  }

  /**
   * A billed field's work, awaited before the tab is settled: a field still running when a failing
   * sibling ended the operation may charge after the answer was made, and must be seen.
   */
  track<T>(work: Promise<T>): Promise<T> {
    (this.running ??= []).push(work);
    return work;
  }

  /** Whether anything was charged or may still be. */
  get isOpen(): boolean {
    return this.entries !== undefined || this.running !== undefined;
  }

  /**
   * Settles the tab against the final answer `data` (null: nothing reached the caller). A refund
   * that fails (the database out of reach) leaves its units billed and is reported to `onError`;
   * the answer is still given.
   */
  async settle(gate: ChargeGate, data: unknown, onError: (error: unknown, receipt: ChargeReceipt) => void): Promise<BilledSummary> {
    const summary: BilledSummary = { units: 0, overageUnits: 0, quotaUnitsTakenBack: 0 };
    while (this.running) {
      const running = this.running;
      this.running = undefined;
      await Promise.allSettled(running);
    }
    const entries = this.entries ?? [];
    this.entries = undefined;
    // Most answers deliver every unit: then nothing is awaited here (no promise per entry).
    let refunds: Array<Promise<void>> | undefined;
    for (const entry of entries) {
      const { receipt } = entry;
      const delivered = entry.delivered(data);
      // The last units granted were the overage ones: those go back first.
      const overageBack = Math.min(receipt.overageUnits, entry.units - delivered);
      const quotaBack = entry.units - delivered - overageBack;
      summary.units += delivered;
      summary.overageUnits += receipt.overageUnits - overageBack;
      summary.quotaUnitsTakenBack += quotaBack;
      if (quotaBack + overageBack === 0) continue;
      const refund = gate
        .refund({
          accountId: receipt.accountId,
          day: receipt.day,
          units: quotaBack,
          overageUnits: overageBack,
          leaseRound: receipt.leaseRound,
        })
        .catch((error: unknown) => onError(error, receipt));
      (refunds ??= []).push(refund);
    }
    if (refunds) await Promise.all(refunds);
    return summary;
  }
}
