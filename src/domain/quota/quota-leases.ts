import type { LeaseOutcome, LeaseSettlement } from '../../data/repos/quota-lease.repo.js';
import type { ChargeRequest } from '../../data/repos/usage.repo.js';
import type { ChargeGate, GateGrant, GateRefund } from './charge-gate.js';
import { quotaDay } from './quota-day.js';

export interface QuotaLeaseOptions {
  /** This process, as the holder of its leases: one holder per instance, which numbers its settlements. */
  holder: string;
  /** How often leases are settled (used units billed) and renewed. */
  settleMs: number;
  /** Life of a lease in the database: a dead holder's reservation returns to the pool after it. */
  ttlMs: number;
  now(): Date;
}

/** A settlement sent to the database whose outcome this process does not know yet. */
interface Attempt {
  /** Its number: sent again unchanged until the outcome is known, so it is applied at most once. */
  settlement: number;
  /** The units it bills, and the quota it bills them against. */
  consumed: number;
  quota: number;
  /** When it was first sent: a lease it took was asked to expire a TTL after that at the earliest. */
  startedAt: number;
}

interface Lane {
  accountId: string;
  day: string;
  /** The quota of the latest request: the lease was taken against it. */
  quota: number;
  /** Units still grantable from the lease in memory. */
  remaining: number;
  /** Units granted from the lease since the last settlement. */
  consumed: number;
  /**
   * Counts the settlements this lane has sent: units granted in the current round are in no
   * settlement yet, so taking them back (decision 0044) is only a matter of not billing them.
   */
  round: number;
  /** The lease is used only until then, well before the database lets it expire. */
  usableUntil: number;
  /** Billed usage as of the last settlement, for the quota headers. */
  usedAtSettlement: number;
  /** Units asked for in the last period (direct or leased): sizes the next lease. */
  demand: number;
  /** The settlement in flight: meanwhile nothing is granted from the lease it is replacing. */
  settlement: Promise<void> | undefined;
  /**
   * The settlement sent whose outcome is unknown (in flight, or its reply lost): the next round
   * sends it again, same number, before anything else is billed for the lane.
   */
  pending: Attempt | undefined;
  idlePeriods: number;
}

const MIN_LEASE = 32;
const MAX_LEASE = 20_000;
/** A lease is taken only while this many times its size stays free: near the limit, charges go the exact way. */
const FREE_FACTOR = 50;
/** Lanes without demand for this many periods give their lease back. */
const IDLE_PERIODS = 10;
/**
 * A settlement whose outcome is unknown is sent again for at most this many days after its quota
 * day; the database keeps the record that tells a repeat from a new settlement for 7 (migration
 * 0007). Past that (the database out of reach for a week) its units are given up, unbilled.
 */
const RETRY_DAYS = 6;
const DAY_MS = 86_400_000;

/**
 * Quota leases: far from an account's limit, this process reserves a block of the day's quota in
 * the database and grants decodes from it in memory, so a busy key costs no database round trip
 * per request. What was granted is billed every `settleMs` (with the next lease, in one atomic
 * step). Close to the limit (or without a lease) every charge goes to `direct`, exactly as without
 * leases, so boundary behaviour is unchanged. Reservations are never billed: a process that dies
 * only loses what it granted since its last settlement (unbilled), and its reservation returns to
 * the pool when the lease expires. A settlement whose reply is lost is sent again with the same
 * number, which the database applies once: a grant is never billed twice.
 */
export class QuotaLeases implements ChargeGate {
  private readonly lanes = new Map<string, Lane>();
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  /** The next settlement's number (increasing for this holder, across all its lanes). */
  private nextSettlement = 1;

  constructor(
    private readonly direct: ChargeGate,
    private readonly settle: (settlement: LeaseSettlement, at: Date) => Promise<LeaseOutcome>,
    private readonly options: QuotaLeaseOptions,
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  submit(request: ChargeRequest): Promise<GateGrant> {
    if (this.closed || request.units <= 0) return this.direct.submit(request);
    const lane = this.laneFor(request);
    if (lane.quota !== request.quota) {
      // The plan changed: the lease was sized against the old quota. Nothing more is granted from
      // it; the next settlement bills it and leases against the new quota.
      lane.quota = request.quota;
      lane.remaining = 0;
    }
    lane.demand += request.units;
    if (!lane.settlement && lane.remaining >= request.units && Date.now() < lane.usableUntil) {
      lane.remaining -= request.units;
      lane.consumed += request.units;
      return Promise.resolve({
        granted: request.units,
        grantedOverage: 0,
        used: lane.usedAtSettlement + lane.consumed,
        overageTotal: 0,
        leaseRound: lane.round,
      });
    }
    this.timer ??= setInterval(() => void this.settleNow(), this.options.settleMs).unref();
    return this.direct.submit(request);
  }

  /**
   * Units of the current round were never sent to the database: they are simply not billed. Units
   * a settlement has taken (or a direct charge billed) are refunded in the database, after that
   * settlement's outcome is known, so a refund never lands before the units it takes back.
   */
  async refund(refund: GateRefund): Promise<void> {
    const lane = refund.leaseRound === undefined ? undefined : this.lanes.get(`${refund.accountId}|${refund.day}`);
    if (
      lane &&
      lane.round === refund.leaseRound &&
      lane.consumed - (lane.pending?.consumed ?? 0) >= refund.units &&
      refund.overageUnits === 0
    ) {
      // The lease's unused part goes back at the next settlement, these units with it.
      lane.consumed -= refund.units;
      return;
    }
    if (lane?.settlement) await lane.settlement;
    await this.direct.refund(refund);
  }

  unsettled(accountId: string, day: string): number {
    let units = this.direct.unsettled(accountId, day);
    // Units of a settlement in flight, or whose reply was lost, may already be in the database: left
    // out, so a usage read may lag by them until the settlement's outcome is known, but never counts
    // a decode twice.
    for (const lane of this.lanes.values()) {
      if (lane.accountId === accountId && lane.day === day && !lane.settlement) units += lane.consumed - (lane.pending?.consumed ?? 0);
    }
    return units;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    this.timer = undefined;
    // Wait for settlements in flight, then bill the rest and give every lease back.
    await Promise.all([...this.lanes.values()].flatMap((lane) => lane.settlement ?? []));
    await Promise.all([...this.lanes.values()].map((lane) => this.settleLane(lane, 0)));
    await this.direct.close();
  }

  private laneFor(request: ChargeRequest): Lane {
    // One lane per account and day, as the database keeps one lease and one settlement record per
    // account, day and holder. Overage does not change what a lease may grant (only units within
    // the quota); a change of quota ends the lease (submit).
    const key = `${request.accountId}|${request.day}`;
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = {
        accountId: request.accountId,
        day: request.day,
        quota: request.quota,
        remaining: 0,
        consumed: 0,
        round: 0,
        usableUntil: 0,
        usedAtSettlement: 0,
        demand: 0,
        settlement: undefined,
        pending: undefined,
        idlePeriods: 0,
      };
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

  /**
   * Bills the lane's grants and takes its next lease (none when `want` is 0). A settlement whose
   * outcome is unknown from an earlier round goes first, with its number and units unchanged.
   */
  private async billAndRenew(lane: Lane, want: number): Promise<void> {
    for (;;) {
      const now = this.options.now();
      if (lane.pending && (Date.parse(quotaDay(now)) - Date.parse(lane.day)) / DAY_MS > RETRY_DAYS) {
        // Too late to tell a repeat from a new settlement: billing it again could bill it twice.
        this.onError(
          new Error(
            `gave up settlement ${lane.pending.settlement} of ${lane.day}, whose outcome stayed unknown: up to ${lane.pending.consumed} units unbilled`,
          ),
        );
        lane.consumed -= lane.pending.consumed;
        lane.pending = undefined;
      }
      if (!lane.pending) lane.round += 1;
      const attempt = (lane.pending ??= {
        settlement: this.nextSettlement++,
        consumed: lane.consumed,
        quota: lane.quota,
        startedAt: Date.now(),
      });
      const startedAt = Date.now();
      let outcome: LeaseOutcome;
      try {
        outcome = await this.settle(
          {
            accountId: lane.accountId,
            day: lane.day,
            quota: attempt.quota,
            holder: this.options.holder,
            settlement: attempt.settlement,
            consumed: attempt.consumed,
            want,
            minFree: want * FREE_FACTOR,
            expiresAt: new Date(now.getTime() + this.options.ttlMs),
          },
          now,
        );
      } catch (error) {
        // The settlement may have committed with its reply lost, or not: it stays pending and is
        // sent again, same number, at the next settlement; the database applies it once. The old
        // lease (if any) stays reserved until it expires, and this process stops granting from it.
        lane.remaining = 0;
        this.onError(error);
        return;
      }
      lane.pending = undefined;
      // Units granted after the attempt was first sent stay for the next settlement.
      lane.consumed -= attempt.consumed;
      lane.usedAtSettlement = outcome.used;
      lane.remaining = (this.closed && want > 0) || lane.quota !== attempt.quota ? 0 : outcome.leased;
      // Half the lease's life in the database: the margin covers a stalled process and clock skew.
      // A replayed outcome's lease was taken by an earlier attempt, expiring a TTL after it at the earliest.
      lane.usableUntil = (outcome.replayed ? attempt.startedAt : startedAt) + this.options.ttlMs / 2;
      // A replay answers an earlier round: a lease it took that this round gives back (idle, or
      // closing) is given back by one more settlement.
      if (!outcome.replayed || want > 0 || outcome.leased === 0) return;
    }
  }
}
