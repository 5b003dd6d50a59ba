import { listUsageDays } from '../../data/repos/usage.repo.js';
import type { Viewer } from '../auth/viewer.js';
import { AppError } from '../errors.js';
import { quotaDay } from './quota-day.js';
import type { QuotaDeps } from './quota.service.js';

export interface UsageDay {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** Decodes billed within the quota that day. */
  used: number;
  /** Decodes billed past the quota (overage) that day. */
  overage: number;
}

export const MAX_HISTORY_DAYS = 90;
/** What a caller gets when it names no number of days (GraphQL and REST alike). */
export const DEFAULT_HISTORY_DAYS = 30;
const DAY_MS = 86_400_000;

/**
 * The last `days` quota days of an account, oldest first, today included and every day present
 * (zero when nothing was decoded), so a chart needs no gap filling. Today counts what this process
 * granted from a lease but has not billed yet, as the usage report does.
 */
export async function usageHistory(deps: QuotaDeps, viewer: Viewer, days: number): Promise<UsageDay[]> {
  assertHistoryDays(days);
  const now = deps.clock.now().getTime();
  const dayList = Array.from({ length: days }, (_, i) => quotaDayOf(now - (days - 1 - i) * DAY_MS));
  const billed = new Map((await listUsageDays(deps.db, viewer.accountId, dayList[0]!, dayList[days - 1]!)).map((row) => [row.day, row]));
  const today = quotaDay(new Date(now));
  return dayList.map((day) => ({
    day,
    used: (billed.get(day)?.used ?? 0) + (day === today ? deps.charges.unsettled(viewer.accountId, day) : 0),
    overage: billed.get(day)?.overage ?? 0,
  }));
}

/** Refuses a history length outside 1–MAX_HISTORY_DAYS. */
export function assertHistoryDays(days: number): void {
  if (!Number.isInteger(days) || days < 1 || days > MAX_HISTORY_DAYS) {
    throw new AppError('VALIDATION_ERROR', `days must be an integer from 1 to ${MAX_HISTORY_DAYS}`);
  }
}

const quotaDayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
