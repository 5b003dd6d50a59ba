import { describe, expect, it } from 'vitest';
import type { ChargeRequest, ChargeResult } from '../../../src/data/repos/usage.repo.js';
import { ChargeCoalescer } from '../../../src/domain/quota/charge-coalescer.js';

/** An in-memory stand-in for the atomic UPSERT with the same granting rule, recording each call. */
function fakeCounter(quota: number) {
  let used = 0;
  let overage = 0;
  const calls: number[] = [];
  const charge = async (req: ChargeRequest): Promise<ChargeResult> => {
    calls.push(req.units);
    await new Promise((r) => setTimeout(r, 5));
    const granted = Math.min(req.units, Math.max(quota - used, 0));
    used += granted;
    const grantedOverage = req.overage ? req.units - granted : 0;
    overage += grantedOverage;
    return { granted, grantedOverage, used, overageTotal: overage };
  };
  return { charge, calls };
}

const request = (units: number, overage = false): ChargeRequest => ({ accountId: 'a', day: '2026-01-01', units, quota: 5, overage });

describe('ChargeCoalescer', () => {
  it('merges charges that arrive while one is in flight and grants in arrival order', async () => {
    const counter = fakeCounter(5);
    const coalescer = new ChargeCoalescer(counter.charge);
    const results = await Promise.all(Array.from({ length: 20 }, () => coalescer.submit(request(1))));
    expect(results.map((r) => r.granted)).toEqual([...Array(5).fill(1), ...Array(15).fill(0)]);
    expect(counter.calls).toEqual([1, 19]);
  });

  it('splits a multi-unit grant between callers first come, first served, quota before overage', async () => {
    const counter = fakeCounter(5);
    const coalescer = new ChargeCoalescer(counter.charge);
    const [first, second, third] = await Promise.all([
      coalescer.submit(request(1, true)),
      coalescer.submit(request(3, true)),
      coalescer.submit(request(4, true)),
    ]);
    expect(first).toMatchObject({ granted: 1, grantedOverage: 0 });
    expect(second).toMatchObject({ granted: 3, grantedOverage: 0 });
    expect(third).toMatchObject({ granted: 1, grantedOverage: 3 });
  });

  it('keeps separate lanes per account and day', async () => {
    const counter = fakeCounter(100);
    const coalescer = new ChargeCoalescer(counter.charge);
    await Promise.all([
      coalescer.submit(request(1)),
      coalescer.submit({ ...request(1), accountId: 'b' }),
      coalescer.submit({ ...request(1), day: '2026-01-02' }),
    ]);
    expect(counter.calls).toEqual([1, 1, 1]);
  });

  it('rejects every caller of a failed charge and recovers for the next', async () => {
    let fail = true;
    const coalescer = new ChargeCoalescer(async (req) => {
      await new Promise((r) => setTimeout(r, 2));
      if (fail) throw new Error('database down');
      return { granted: req.units, grantedOverage: 0, used: req.units, overageTotal: 0 };
    });
    const failed = await Promise.allSettled([coalescer.submit(request(1)), coalescer.submit(request(1))]);
    expect(failed.every((r) => r.status === 'rejected')).toBe(true);
    fail = false;
    expect((await coalescer.submit(request(2))).granted).toBe(2);
  });
});
