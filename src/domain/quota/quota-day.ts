const DAY_MS = 86_400_000;
let lastDay = { number: Number.NaN, text: '' };

/** The quota day is the UTC calendar day; it ends at the next 00:00:00Z. */
export function quotaDay(now: Date): string {
  // Every charge asks; the answer changes once a day.
  const dayNumber = Math.floor(now.getTime() / DAY_MS);
  if (dayNumber !== lastDay.number) lastDay = { number: dayNumber, text: now.toISOString().slice(0, 10) };
  return lastDay.text;
}

export function quotaPeriodEnd(now: Date): Date {
  // A UTC day is 86,400,000 ms of JavaScript time (it counts no leap seconds): the next midnight is a multiple.
  return new Date((Math.floor(now.getTime() / DAY_MS) + 1) * DAY_MS);
}
