/** The quota day is the UTC calendar day; it ends at the next 00:00:00Z. */
export function quotaDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function quotaPeriodEnd(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}
