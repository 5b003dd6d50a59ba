import { describe, expect, it } from 'vitest';
import { ViewerCache } from '../../../src/domain/auth/viewer-cache.js';
import type { Viewer } from '../../../src/domain/auth/viewer.js';

const viewer = (accountId: string): Viewer => ({
  accountId,
  email: `${accountId}@example.com`,
  role: 'user',
  state: 'active',
  planCode: 'pro',
  plan: { code: 'pro', dailyQuota: 10, batchCap: 10, webhooksAllowed: true, overageAllowed: false },
  overageEnabled: false,
  credential: { kind: 'bearer' },
});

describe('ViewerCache', () => {
  it('keeps a viewer until its account is invalidated', () => {
    const cache = new ViewerCache(60_000);
    cache.set('k', viewer('a'), cache.begin());
    expect(cache.get('k')?.accountId).toBe('a');
    cache.invalidateAccount('a');
    expect(cache.get('k')).toBeUndefined();
  });

  it('does not cache what a lookup read before an invalidation that happened meanwhile', () => {
    const cache = new ViewerCache(60_000);
    const startedAt = cache.begin();
    cache.invalidateAccount('a'); // e.g. the account was suspended while the lookup ran
    cache.set('k', viewer('a'), startedAt);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', viewer('a'), cache.begin());
    expect(cache.get('k')).toBeDefined();
  });

  it('caches nothing with a TTL of 0', () => {
    const cache = new ViewerCache(0);
    cache.set('k', viewer('a'), cache.begin());
    expect(cache.get('k')).toBeUndefined();
  });
});
