/**
 * A free key sends distinct 32 KB GraphQL documents of 2,000 `__typename` aliases on 8 keep-alive
 * connections (each a new document every 137 ms, as the parse flood): before decision 0522 none
 * was counted against the account's rate limit and each was parsed, validated and run. The flood
 * runs in a process of its own (alias-flood-attack.ts); the victim's decodes are timed one right
 * after another, as many quiet as during it.
 */
import type { IsolationRow } from './row.js';
import { startAttack } from './attack-process.js';
import { REQUESTS_PER_KEY, rssMb, victimDecodes, victimTimes, withGateway } from './gateway.js';
import { percentile } from '../../test/support/graphql-flood.js';

/** Keys the victim uses in each phase, each for REQUESTS_PER_KEY decodes (100 a minute per account). */
const VICTIM_KEYS = 4;
/** The flood runs this long before the victim is timed; it stops FLOOD_MS after it began. */
const FLOOD_LEAD_MS = 500;
const FLOOD_MS = 8000;

/** REQUESTS_PER_KEY decodes with each of `keys` in turn, one right after another: each one's time (ms). */
async function victimRun(url: string, keys: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const key of keys) times.push(...(await victimTimes(url, key, REQUESTS_PER_KEY)));
  return times;
}

export const row: IsolationRow = {
  attack: 'free key: distinct 32 KB documents of 2,000 `__typename` aliases, 8 connections',
  target: "victim p50 ≤ 2×; the flood answered 429 past the account's budget",
  async measure() {
    return withGateway({}, async (gateway) => {
      const flooder = await gateway.newKey('free');
      // Each phase with keys of its own (100 requests a minute per account), made beforehand.
      const newKeys = () => Promise.all(Array.from({ length: VICTIM_KEYS }, () => gateway.newKey('pro')));
      const [quietKeys, duringKeys] = [await newKeys(), await newKeys()];
      await victimDecodes(gateway.url, await gateway.newKey('pro'), 30);
      const quiet = await victimRun(gateway.url, quietKeys);
      const flood = startAttack<Record<string, number>>('alias-flood-attack.ts', [gateway.url, String(FLOOD_MS), flooder]);
      let rssPeakMb = rssMb(gateway.pid);
      const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(gateway.pid))), 250);
      try {
        // The attack process starts (tsx, about 1 s) and floods for FLOOD_LEAD_MS before the victim is timed.
        await Promise.race([flood.ready, flood.done]);
        await new Promise((r) => setTimeout(r, FLOOD_LEAD_MS));
        const during = await victimRun(gateway.url, duringKeys);
        const floodRunning = await Promise.race([flood.done.then(() => false), Promise.resolve(true)]);
        if (!floodRunning) throw new Error(`the flood ended before the victim's ${during.length} decodes did: raise FLOOD_MS`);
        const statuses = await flood.done;
        return {
          quiet: { p50: percentile(quiet, 50), p99: percentile(quiet, 99) },
          during: { p50: percentile(during, 50), p99: percentile(during, 99) },
          rssPeakMb,
          notes: [`flood statuses ${JSON.stringify(statuses)}`, `victim n=${quiet.length}/${during.length}`],
        };
      } finally {
        clearInterval(sampler);
      }
    });
  },
};
