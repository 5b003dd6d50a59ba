/**
 * A free key sends distinct 32 KB GraphQL documents of 2,000 `__typename` aliases on 8 keep-alive
 * connections (each a new document every 137 ms, as the parse flood): before decision 0522 none
 * was counted against the account's rate limit and each was parsed, validated and run.
 */
import { startFlood } from '../../test/support/graphql-flood.js';
import type { IsolationRow } from './row.js';
import { rssMb, victimDecodes, withGateway } from './gateway.js';

const VICTIM_REQUESTS = 90;

/** `query Q<n>{_0:__typename _1:__typename … }`: 2,000 aliases of a free field, new to the server each time. */
export function aliasDocument(n: number): string {
  return `query Q${n}{${Array.from({ length: 2000 }, (_, i) => `_${i.toString(36)}:__typename`).join(' ')}}`;
}

export const row: IsolationRow = {
  attack: 'free key: distinct 32 KB documents of 2,000 `__typename` aliases, 8 connections',
  target: "victim p50 ≤ 2×; the flood answered 429 past the account's budget",
  async measure() {
    return withGateway({}, async (gateway) => {
      const flooder = await gateway.newKey('free');
      // Warm-up, then quiet: each phase with a key of its own (100 requests a minute per account).
      await victimDecodes(gateway.url, await gateway.newKey('pro'), 30);
      const quiet = await victimDecodes(gateway.url, await gateway.newKey('pro'), VICTIM_REQUESTS);
      const flood = startFlood(gateway.url, {
        address: '203.0.113.9',
        connections: 8,
        perConnectionPerSecond: 7.3,
        document: aliasDocument,
        headers: { 'x-api-key': flooder },
      });
      let rssPeakMb = rssMb(gateway.pid);
      const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(gateway.pid))), 250);
      try {
        await new Promise((r) => setTimeout(r, 500));
        const during = await victimDecodes(gateway.url, await gateway.newKey('pro'), VICTIM_REQUESTS);
        return { quiet, during, rssPeakMb, notes: [`flood statuses ${JSON.stringify(Object.fromEntries(flood.statuses))}`] };
      } finally {
        clearInterval(sampler);
        await flood.stop();
      }
    });
  },
};
