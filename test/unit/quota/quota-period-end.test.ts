import { describe, expect, it } from 'vitest';
import { quotaDay, quotaPeriodEnd } from '../../../src/domain/quota/quota-day.js';

describe('quota period end', () => {
  it('is the next 00:00:00Z after any instant, the same day as quotaDay names', () => {
    let seed = 11;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const instants = [
      Date.UTC(2026, 11, 31, 23, 59, 59, 999),
      Date.UTC(2028, 1, 28, 12),
      Date.UTC(2028, 1, 29, 0),
      Date.UTC(2026, 10, 29, 0, 0, 0, 1),
    ];
    for (let i = 0; i < 2_000; i++) instants.push(Date.UTC(2020, 0, 1) + next() * 997);
    for (const ms of instants) {
      const now = new Date(ms);
      const end = quotaPeriodEnd(now);
      expect(end.getTime()).toBe(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
      expect(end.toISOString()).toMatch(/T00:00:00\.000Z$/);
      expect(quotaDay(new Date(end.getTime() - 1))).toBe(quotaDay(now));
    }
  });
});
