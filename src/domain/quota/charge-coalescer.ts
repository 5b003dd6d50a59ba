import type { ChargeRequest, ChargeResult, RefundRequest } from '../../data/repos/usage.repo.js';
import type { ChargeGate } from './charge-gate.js';

type ChargeFn = (request: ChargeRequest) => Promise<ChargeResult>;
type RefundFn = (request: RefundRequest) => Promise<unknown>;

interface Waiter {
  units: number;
  resolve(result: ChargeResult): void;
  reject(error: unknown): void;
}

interface Lane {
  request: Omit<ChargeRequest, 'units'>;
  waiting: Waiter[];
  inFlight: boolean;
}

/**
 * Group commit for quota charges. Concurrent charges of one account and day are merged into one
 * atomic UPSERT while the previous one is in flight, and the units it granted are handed out in
 * arrival order. Every charge is still committed before its caller hears back (nothing is lost
 * on a crash) and the quota cannot be overshot, but a busy key costs one commit per round trip
 * instead of one per request.
 */
export class ChargeCoalescer implements ChargeGate {
  private readonly lanes = new Map<string, Lane>();

  constructor(
    private readonly charge: ChargeFn,
    private readonly refundFn: RefundFn = () => Promise.reject(new Error('this charge gate cannot refund')),
  ) {}

  submit(request: ChargeRequest): Promise<ChargeResult> {
    const key = `${request.accountId}|${request.day}|${request.quota}|${request.overage}`;
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = {
        request: { accountId: request.accountId, day: request.day, quota: request.quota, overage: request.overage },
        waiting: [],
        inFlight: false,
      };
      this.lanes.set(key, lane);
    }
    const promise = new Promise<ChargeResult>((resolve, reject) => lane.waiting.push({ units: request.units, resolve, reject }));
    if (!lane.inFlight) this.flush(key, lane);
    return promise;
  }

  /** Every charge here was committed before it was answered: taking units back is a refund in the database. */
  async refund(request: RefundRequest): Promise<void> {
    if (request.units <= 0 && request.overageUnits <= 0) return;
    await this.refundFn({ accountId: request.accountId, day: request.day, units: request.units, overageUnits: request.overageUnits });
  }

  /** Every charge is billed before it is answered: nothing is ever pending. */
  unsettled(): number {
    return 0;
  }

  /** Waits for the charges in flight. */
  async close(): Promise<void> {
    while (this.lanes.size > 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private flush(key: string, lane: Lane): void {
    const batch = lane.waiting.splice(0);
    if (batch.length === 0) {
      this.lanes.delete(key);
      return;
    }
    lane.inFlight = true;
    const units = batch.reduce((sum, w) => sum + w.units, 0);
    this.charge({ ...lane.request, units })
      .then(
        (result) => distribute(batch, result),
        (error: unknown) => batch.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        lane.inFlight = false;
        this.flush(key, lane);
      });
  }
}

/** Hands the granted units out first come, first served: quota units first, then overage. */
function distribute(batch: Waiter[], result: ChargeResult): void {
  let quotaLeft = result.granted;
  let overageLeft = result.grantedOverage;
  for (const waiter of batch) {
    const granted = Math.min(waiter.units, quotaLeft);
    quotaLeft -= granted;
    const overage = Math.min(waiter.units - granted, overageLeft);
    overageLeft -= overage;
    waiter.resolve({ ...result, granted, grantedOverage: overage });
  }
}
