import { findUsage } from '../../data/repos/usage.repo.js';
import type { Viewer } from '../auth/viewer.js';
import type { DomainDeps } from '../deps.js';
import { AppError } from '../errors.js';
import type { BillingTab, TabEntry } from './billing-tab.js';
import type { ChargeGate } from './charge-gate.js';
import { quotaDay, quotaPeriodEnd } from './quota-day.js';

export interface QuotaDeps extends DomainDeps {
  /** Every charge goes through it: group commit, and leases where configured. */
  charges: ChargeGate;
  /**
   * The request's tab (decision 0044): every charge is recorded on it and kept only for the
   * decodes whose vehicles reach the caller. Without one (the CLI) a charge is final.
   */
  billing?: BillingTab | undefined;
}

export interface QuotaStatus {
  limit: number;
  used: number;
  remaining: number;
  overage: number;
  resetAt: Date;
}

export interface QuotaCharge extends QuotaStatus {
  /** Units granted (within the quota plus overage). */
  granted: number;
  /** Of those, units granted past the quota. */
  grantedOverage: number;
  /** The charge on the request's tab: its decodes are placed in the answer through it. */
  entry?: TabEntry | undefined;
}

/** Overage applies only when the account enabled it and its plan allows it. */
function overageActive(viewer: Viewer): boolean {
  return viewer.overageEnabled && viewer.plan.overageAllowed;
}

/** Bills up to `units` successful decodes atomically; grants fewer (maybe none) past the quota. */
export async function chargeDecodes(deps: QuotaDeps, viewer: Viewer, units: number): Promise<QuotaCharge> {
  const now = deps.clock.now();
  const limit = viewer.plan.dailyQuota;
  if (units <= 0) return { ...(await usageStatus(deps, viewer)), granted: 0, grantedOverage: 0 };
  const day = quotaDay(now);
  const charge = await deps.charges.submit({ accountId: viewer.accountId, day, units, quota: limit, overage: overageActive(viewer) });
  const entry = deps.billing?.open({
    accountId: viewer.accountId,
    day,
    quotaUnits: charge.granted,
    overageUnits: charge.grantedOverage,
    leaseRound: charge.leaseRound,
  });
  return {
    granted: charge.granted + charge.grantedOverage,
    grantedOverage: charge.grantedOverage,
    entry,
    limit,
    used: charge.used,
    remaining: Math.max(0, limit - charge.used),
    overage: charge.overageTotal,
    resetAt: quotaPeriodEnd(now),
  };
}

export async function usageStatus(deps: QuotaDeps, viewer: Viewer): Promise<QuotaStatus> {
  const now = deps.clock.now();
  const day = quotaDay(now);
  const billed = await findUsage(deps.db, viewer.accountId, day);
  // Decodes this process granted from a lease count at once, before they are billed.
  const used = billed.used + deps.charges.unsettled(viewer.accountId, day);
  const { overage } = billed;
  const limit = viewer.plan.dailyQuota;
  return { limit, used, remaining: Math.max(0, limit - used), overage, resetAt: quotaPeriodEnd(now) };
}

export function quotaExceeded(status: QuotaStatus, now: Date): AppError {
  return new AppError(
    'QUOTA_EXCEEDED',
    `the daily quota of ${status.limit} decodes is used up; it resets at ${status.resetAt.toISOString()}`,
    {
      headers: {
        ...quotaHeaders(status),
        'retry-after': String(Math.max(1, Math.ceil((status.resetAt.getTime() - now.getTime()) / 1000))),
      },
      details: { dailyQuota: status.limit, resetsAt: status.resetAt.toISOString() },
    },
  );
}

export function quotaHeaders(status: QuotaStatus): Record<string, string> {
  return {
    'x-quota-limit': String(status.limit),
    'x-quota-remaining': String(status.remaining),
    'x-quota-reset': resetText(status.resetAt),
  };
}

/** The reset instant as text, written once a day rather than on every charged request. */
let lastReset = { ms: Number.NaN, text: '' };
function resetText(resetAt: Date): string {
  const ms = resetAt.getTime();
  if (ms !== lastReset.ms) lastReset = { ms, text: resetAt.toISOString() };
  return lastReset.text;
}

/** The usage report of the spec (shape A holds all of it; shape B a part). */
export interface AccountUsage {
  plan: string;
  dailyQuota: number;
  usedToday: number;
  remainingToday: number;
  overageEnabled: boolean;
  overageToday: number;
  periodEndsAt: Date;
}

export async function accountUsage(deps: QuotaDeps, viewer: Viewer): Promise<AccountUsage> {
  const status = await usageStatus(deps, viewer);
  return {
    plan: viewer.plan.code,
    dailyQuota: status.limit,
    usedToday: status.used,
    remainingToday: status.remaining,
    overageEnabled: overageActive(viewer),
    overageToday: status.overage,
    periodEndsAt: status.resetAt,
  };
}
