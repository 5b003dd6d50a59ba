import type { LeaseOutcome, LeaseSettlement } from '../../data/repos/quota-lease.repo.js';
import type { ChargeRequest, ChargeResult } from '../../data/repos/usage.repo.js';
import type { ChargeGate } from './charge-gate.js';

export interface QuotaLeaseOptions {
  /** This process, as the holder of its leases. */
  holder: string;
  /** How often leases are settled (used units billed) and renewed. */
  settleMs: number;
  /** Life of a lease in the database: a dead holder's reservation returns to the pool after it. */
  ttlMs: number;
  now(): Date;
}

interface Lane {
  accountId: string;
  day: string;
  quota: number;
  /** Units still grantable from the lease in memory. */
  remaining: number;
  /** Units granted from the lease since the last settlement. */
  consumed: number;
  /** The lease is used only until then, well before the database lets it expire. */
  usableUntil: number;
  /** Billed usage as of the last settlement, for the quota headers. */
  usedAtSettlement: number;
  /** Units asked for in the last period (direct or leased): sizes the next lease. */
  demand: number;
  /** The settlement in flight: meanwhile nothing is granted from the lease it is replacing. */
  settlement: Promise<void> | undefined;
  idlePeriods: number;
}

const MIN_LEASE = 32;
const MAX_LEASE = 20_000;
/** A lease is taken only while this many times its size stays free: near the limit, charges go the exact way. */
const FREE_FACTOR = 50;
/** Lanes without demand for this many periods give their lease back. */
const IDLE_PERIODS = 10;

/**
 * Quota leases: far from an account's limit, this process reserves a block of the day's quota in
 * the database and grants decodes from it in memory, so a busy key costs no database round trip
 * per request. What was granted is billed every `settleMs` (with the next lease, in one atomic
 * step). Close to the limit (or without a lease) every charge goes to `direct`, exactly as without
 * leases, so boundary behaviour is unchanged. Reservations are never billed: a process that dies
 * only loses what it granted since its last settlement (unbilled), and its reservation returns to
 * the pool when the lease expires.
 */
export class QuotaLeases implements ChargeGate {
  private readonly lanes = new Map<string, Lane>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly direct: ChargeGate,
    private readonly settle: (settlement: LeaseSettlement, at: Date) => Promise<LeaseOutcome>,
    private readonly options: QuotaLeaseOptions,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  submit(request: ChargeRequest): Promise<ChargeResult> {
    if (this.closed || request.units <= 0) return this.direct.submit(request);
    const lane = this.laneFor(request);
    lane.demand += request.units;
    if (!lane.settlement && lane.remaining >= request.units && Date.now() < lane.usableUntil) {
      lane.remaining -= request.units;
      lane.consumed += request.units;
      return Promise.resolve({ granted: request.units, grantedOverage: 0, used: lane.usedAtSettlement + lane.consumed, overageTotal: 0 });
    }
    this.timer ??= setInterval(() => void this.settleNow(), this.options.settleMs).unref();
    return this.direct.submit(request);
  }

  unsettled(accountId: string, day: string): number {
    let units = this.direct.unsettled(accountId, day);
    // Units in a settlement in flight may already be in the database: left out, so a usage read may
    // lag by them for the length of one statement but never counts a decode twice.
    for (const lane of this.lanes.values()) if (lane.accountId === accountId && lane.day === day && !lane.settlement) units += lane.consumed;
    return units;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.timer = undefined;
    // Wait for settlements in flight, then bill the rest and give every lease back.
    await Promise.all([...this.lanes.values()].map((lane) => lane.settlement));
    await Promise.all([...this.lanes.values()].map((lane) => this.settleLane(lane, 0)));
    await this.direct.close();
  }

  private laneFor(request: ChargeRequest): Lane {
    // Overage does not change what a lease may grant (only units within the quota), so it is not part of the key.
    const key = `${request.accountId}|${request.day}|${request.quota}`;
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { accountId: request.accountId, day: request.day, quota: request.quota, remaining: 0, consumed: 0, usableUntil: 0, usedAtSettlement: 0, demand: 0, settlement: undefined, idlePeriods: 0 };
      this.lanes.set(key, lane);
    }
    return lane;
  }

  /** One settlement round (what the timer runs every settleMs): bill, give back or renew each lease. */
  settleNow(): Promise<void> {
    const settlements: Array<Promise<void>> = [];
    for (const [key, lane] of this.lanes) {
      if (lane.settlement) continue;
      const demand = lane.demand;
      lane.demand = 0;
      lane.idlePeriods = demand === 0 ? lane.idlePeriods + 1 : 0;
      const idle = lane.idlePeriods >= IDLE_PERIODS;
      if (idle && lane.consumed === 0 && lane.remaining === 0) {
        this.lanes.delete(key);
        continue;
      }
      // Enough for two periods of the demand just seen.
      const want = idle ? 0 : Math.min(MAX_LEASE, Math.max(MIN_LEASE, demand * 2));
      settlements.push(this.settleLane(lane, want));
    }
    if (this.lanes.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    return Promise.all(settlements).then(() => undefined);
  }

  private settleLane(lane: Lane, want: number): Promise<void> {
    lane.settlement = this.billAndRenew(lane, want).finally(() => {
      lane.settlement = undefined;
    });
    return lane.settlement;
  }

  /** Bills the lane's grants and takes its next lease (none when `want` is 0). */
  private async billAndRenew(lane: Lane, want: number): Promise<void> {
    const consumed = lane.consumed;
    const startedAt = Date.now();
    try {
      const now = this.options.now();
      const outcome = await this.settle(
        {
          accountId: lane.accountId,
          day: lane.day,
          quota: lane.quota,
          holder: this.options.holder,
          consumed,
          want,
          minFree: want * FREE_FACTOR,
          expiresAt: new Date(now.getTime() + this.options.ttlMs),
        },
        now,
      );
      lane.consumed -= consumed;
      lane.usedAtSettlement = outcome.used;
      lane.remaining = this.closed && want > 0 ? 0 : outcome.leased;
      // Half the lease's life in the database: the margin covers a stalled process and clock skew.
      lane.usableUntil = startedAt + this.options.ttlMs / 2;
    } catch (error) {
      // Nothing changed in the database: the units stay to be billed, the old lease (if any) stays
      // reserved until it expires, and this process stops granting from it.
      lane.remaining = 0;
      this.onError(error);
    }
  }
}
