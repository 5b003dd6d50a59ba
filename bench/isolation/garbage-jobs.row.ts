/**
 * Two accounts submit 1,000,000-line garbage bulk jobs again and again (random 17-character lines,
 * which only rarely pass as a VIN, and random-length junk), and one of them a single 50 MB line, to
 * one `serve` of the default role; a third account's plain decodes are timed quiet, then during.
 * Before decision 0525 this grew the database by hundreds of MB within a minute and billed nothing.
 * The attackers are on `starter`, the cheapest plan with bulk jobs (a 32 MB storage budget, one
 * unfinished job): what an attacker pays least for. Growth is the scratch database's
 * `pg_database_size`, at the start of the attack and at its end.
 */
import pg from 'pg';
import { percentile } from '../../test/support/graphql-flood.js';
import { runAttack } from './attack-process.js';
import type { IsolationRow } from './row.js';
import { rssMb, victimDecodes, victimKeysFor, victimOver, withGateway } from './gateway.js';

const QUIET_MS = 10_000;
const ATTACK_MS = 45_000;
/** The attack runs this long before the victim is timed: its files made, its first uploads sent. */
const ATTACK_WARMUP_MS = 3000;
/** A victim request every this many ms (or at once after a slower one). */
const EVERY_MS = 50;
const PLAN = 'starter';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface AttackAnswers {
  submissions: Record<string, number>;
  singleLine: string;
}

async function databaseBytes(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ size: string }>('select pg_database_size(current_database()) as size');
    return Number(rows[0]!.size);
  } finally {
    await client.end();
  }
}

const tally = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([what, n]) => `${n} × ${what}`)
    .join(', ');

export const row: IsolationRow = {
  attack: 'two accounts submit 1,000,000-line garbage bulk jobs again and again, plus one 50 MB single line',
  target: 'no stall over 100 ms; database growth ≤ 20 MB, or refused by the budget',
  async measure() {
    return withGateway({}, async (gateway) => {
      const attackers = [await gateway.newKey(PLAN), await gateway.newKey(PLAN)];
      const quietKeys = await victimKeysFor(gateway, 'pro', QUIET_MS, EVERY_MS);
      const duringKeys = await victimKeysFor(gateway, 'pro', ATTACK_MS, EVERY_MS);
      await victimDecodes(gateway.url, await gateway.newKey('pro'), 30);
      const quiet = await victimOver(gateway.url, quietKeys, QUIET_MS, EVERY_MS);

      const sizeBefore = await databaseBytes(gateway.databaseUrl);
      let rssPeakMb = rssMb(gateway.pid);
      const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(gateway.pid))), 250);
      const attacked = runAttack<AttackAnswers>('garbage-attack.ts', [
        gateway.url,
        String(ATTACK_WARMUP_MS + ATTACK_MS),
        attackers.join(','),
      ]);
      try {
        await sleep(ATTACK_WARMUP_MS);
        const during = await victimOver(gateway.url, duringKeys, ATTACK_MS, EVERY_MS);
        const answers = await attacked;
        const sizeAfter = await databaseBytes(gateway.databaseUrl);
        return {
          quiet: { p50: percentile(quiet, 50), p99: percentile(quiet, 99) },
          during: { p50: percentile(during, 50), p99: percentile(during, 99) },
          rssPeakMb,
          notes: [
            `victim max ${Math.max(...quiet).toFixed(1)} ms quiet, ${Math.max(...during).toFixed(1)} ms during; ${during.filter((t) => t > 100).length} of ${during.length} over 100 ms`,
            `garbage submissions (${PLAN}, ~18.5 MB each, attack in a process of its own): ${tally(answers.submissions)}`,
            `50 MB single line: ${answers.singleLine}`,
            `database ${(sizeBefore / 1024 / 1024).toFixed(1)} → ${(sizeAfter / 1024 / 1024).toFixed(1)} MB (+${((sizeAfter - sizeBefore) / 1024 / 1024).toFixed(1)} MB) over ${(ATTACK_MS / 1000).toFixed(0)} s`,
          ],
        };
      } finally {
        await attacked.catch(() => undefined);
        clearInterval(sampler);
      }
    });
  },
};
