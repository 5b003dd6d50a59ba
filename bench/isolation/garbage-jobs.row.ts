/**
 * Two accounts submit 1,000,000-line garbage bulk jobs again and again (random 17-character lines,
 * which only rarely pass as a VIN, and random-length junk), and one of them a single 50 MB line, to
 * one `serve` of the default role; a third account's plain decodes are timed quiet, then during.
 * Before decision 0525 this grew the database by hundreds of MB within a minute and billed nothing.
 * The attackers are on `starter`, the cheapest plan with bulk jobs (a 32 MB storage budget, one
 * unfinished job): what an attacker pays least for. Growth is the scratch database's
 * `pg_database_size`, at the start of the attack and at its end.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { percentile } from '../../test/support/graphql-flood.js';
import type { IsolationRow } from './row.js';
import { rssMb, victimDecodes, victimKeysFor, victimOver, withGateway } from './gateway.js';

const LINES = 1_000_000;
const ONE_LINE_BYTES = 50 * 1024 * 1024;
const QUIET_MS = 10_000;
const ATTACK_MS = 45_000;
/** A victim request every this many ms (or at once after a slower one). */
const EVERY_MS = 50;
const PLAN = 'starter';
const JUNK = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.:/ ';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A file of `LINES` junk lines: every other one 17 random characters, the rest 1–40 (no commas or quotes: still one value a line). */
function garbageFile(): Blob {
  const random = randomBytes(LINES * 42);
  const out = Buffer.alloc(LINES * 42);
  let at = 0;
  let r = 0;
  for (let i = 0; i < LINES; i++) {
    const length = i % 2 === 0 ? 17 : 1 + (random[r++]! % 40);
    for (let c = 0; c < length; c++) out[at++] = JUNK.charCodeAt(random[r++]! % JUNK.length);
    out[at++] = 10;
  }
  return new Blob([out.subarray(0, at)], { type: 'text/csv' });
}

/** The submission's status with what refused it: `202`, `413 budget`, `429 storage`, `429 jobs`, `429 rate` … */
async function submit(url: string, key: string, file: Blob): Promise<string> {
  try {
    const res = await fetch(`${url}/api/v1/batch-jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv' },
      body: file,
    });
    const text = await res.text();
    if (res.status === 202) return '202';
    const details = (JSON.parse(text) as { error?: { details?: Record<string, unknown> } }).error?.details ?? {};
    const reason =
      'usedBytes' in details || 'uploadBytes' in details
        ? 'storage budget'
        : 'maxActiveJobs' in details
          ? 'unfinished jobs'
          : 'limitBytes' in details
            ? 'file size'
            : res.status === 429
              ? 'rate limit'
              : ((JSON.parse(text) as { error?: { code?: string } }).error?.code ?? '');
    return `${res.status} ${reason}`;
  } catch (error) {
    // A refusal may close the connection while the upload is still being sent: say how it ended.
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return `error ${cause ?? (error as Error).message}`.slice(0, 60);
  }
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

const tally = (counts: Map<string, number>) => [...counts].map(([what, n]) => `${n} × ${what}`).join(', ');

export const row: IsolationRow = {
  attack: 'two accounts submit 1,000,000-line garbage bulk jobs again and again, plus one 50 MB single line',
  target: 'no stall over 100 ms; database growth ≤ 20 MB, or refused by the budget',
  async measure() {
    return withGateway({}, async (gateway) => {
      const attackers = [await gateway.newKey(PLAN), await gateway.newKey(PLAN)];
      const quietKeys = await victimKeysFor(gateway, 'pro', QUIET_MS, EVERY_MS);
      const duringKeys = await victimKeysFor(gateway, 'pro', ATTACK_MS, EVERY_MS);
      const files = [garbageFile(), garbageFile(), garbageFile()];
      const oneLine = new Blob([Buffer.alloc(ONE_LINE_BYTES, 'A')], { type: 'text/csv' });

      await victimDecodes(gateway.url, await gateway.newKey('pro'), 30);
      const quiet = await victimOver(gateway.url, quietKeys, QUIET_MS, EVERY_MS);

      const sizeBefore = await databaseBytes(gateway.databaseUrl);
      let rssPeakMb = rssMb(gateway.pid);
      const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(gateway.pid))), 250);
      const statuses = new Map<string, number>();
      let running = true;
      const loops = attackers.map(async (key, a) => {
        for (let n = a; running; n++) {
          const status = await submit(gateway.url, key, files[n % files.length]!);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status.startsWith('error')) await sleep(100);
        }
      });
      const single = submit(gateway.url, attackers[0]!, oneLine);
      try {
        const during = await victimOver(gateway.url, duringKeys, ATTACK_MS, EVERY_MS);
        running = false;
        await Promise.all(loops);
        const singleStatus = await single;
        const sizeAfter = await databaseBytes(gateway.databaseUrl);
        return {
          quiet: { p50: percentile(quiet, 50), p99: percentile(quiet, 99) },
          during: { p50: percentile(during, 50), p99: percentile(during, 99) },
          rssPeakMb,
          notes: [
            `victim max ${Math.max(...quiet).toFixed(1)} ms quiet, ${Math.max(...during).toFixed(1)} ms during; ${during.filter((t) => t > 100).length} of ${during.length} over 100 ms`,
            `garbage submissions (${PLAN}, ${(files[0]!.size / 1024 / 1024).toFixed(1)} MB each): ${tally(statuses)}`,
            `50 MB single line: ${singleStatus}`,
            `database ${(sizeBefore / 1024 / 1024).toFixed(1)} → ${(sizeAfter / 1024 / 1024).toFixed(1)} MB (+${((sizeAfter - sizeBefore) / 1024 / 1024).toFixed(1)} MB) over ${(ATTACK_MS / 1000).toFixed(0)} s`,
          ],
        };
      } finally {
        running = false;
        await Promise.allSettled([...loops, single]);
        clearInterval(sampler);
      }
    });
  },
};
