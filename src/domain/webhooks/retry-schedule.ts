/**
 * Delays before each retry after a failed attempt (docs/decisions/0028-webhooks.md): attempt 1 is immediate, then
 * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 24 h; a failure of attempt 8 is final.
 */
export const RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 86_400_000] as const;
/** ±10 %: receivers that fail together do not all get their retries in the same second. */
export const JITTER = 0.1;

/** When to try again after failed attempt number `attempt` (1-based); undefined when it was the last. */
export function nextAttemptAt(attempt: number, failedAt: Date, random: () => number = Math.random): Date | undefined {
  const delay = RETRY_DELAYS_MS[attempt - 1];
  if (delay === undefined) return undefined;
  const factor = 1 - JITTER + 2 * JITTER * random();
  return new Date(failedAt.getTime() + Math.round(delay * factor));
}
