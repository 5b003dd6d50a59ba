/**
 * The attack of bench:isolation's "garbage jobs" row, in a process of its own (attack-process.ts):
 * each key submits 1,000,000-line garbage files, one after another, for `durationMs` (random
 * 17-character lines, which only rarely pass as a VIN, and random-length junk), and the first key
 * also one 50 MB single line. Prints how the server answered ({ submissions: {what: count},
 * singleLine: what }) and exits.
 * Usage: garbage-attack.ts <url> <durationMs> <key,key,…>
 */
import { randomBytes } from 'node:crypto';

const LINES = 1_000_000;
const ONE_LINE_BYTES = 50 * 1024 * 1024;
const JUNK = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.:/ ';
const [url, durationMs, keys] = process.argv.slice(2);
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

/** The submission's status with what refused it: `202`, `413 storage budget`, `429 unfinished jobs`, `429 rate limit` … */
async function submit(key: string, file: Blob): Promise<string> {
  try {
    const res = await fetch(`${url}/api/v1/batch-jobs`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv' },
      body: file,
    });
    const text = await res.text();
    if (res.status === 202) return '202';
    const error = (JSON.parse(text) as { error?: { code?: string; details?: Record<string, unknown> } }).error ?? {};
    const details = error.details ?? {};
    const reason =
      'usedBytes' in details || 'uploadBytes' in details
        ? 'storage budget'
        : 'maxActiveJobs' in details
          ? 'unfinished jobs'
          : 'limitBytes' in details
            ? 'file size'
            : res.status === 429
              ? 'rate limit'
              : (error.code ?? '');
    return `${res.status} ${reason}`;
  } catch (error) {
    // A refusal may close the connection while the upload is still being sent: say how it ended.
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return `error ${cause ?? (error as Error).message}`.slice(0, 60);
  }
}

const attackers = keys!.split(',');
const files = [garbageFile(), garbageFile(), garbageFile()];
const oneLine = new Blob([Buffer.alloc(ONE_LINE_BYTES, 'A')], { type: 'text/csv' });
const until = Date.now() + Number(durationMs);
const submissions: Record<string, number> = {};
const single = submit(attackers[0]!, oneLine);
await Promise.all(
  attackers.map(async (key, a) => {
    for (let n = a; Date.now() < until; n++) {
      const status = await submit(key, files[n % files.length]!);
      submissions[status] = (submissions[status] ?? 0) + 1;
      if (status.startsWith('error')) await sleep(100);
    }
  }),
);
process.stdout.write(JSON.stringify({ submissions, singleLine: await single }));
