/**
 * bench:isolation row "images": six accounts each keep two large, text-dense images in reading at
 * once (the per-account cap), one after another for the whole measurement; a seventh account's
 * plain `POST /api/v1/decode` is timed with nothing else running, then during the attack, on
 * the same `serve` process (embedded database, committed fixture images); the attack runs in a
 * process of its own (image-attack.ts). RSS: the server and its
 * image-reader processes summed, sampled every 250 ms, the largest sum kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openTestCatalog, testCatalogPath } from '../../test/support/catalog.js';
import { percentile, timeRequests } from '../../test/support/graphql-flood.js';
import { accordVins } from '../../test/support/vins.js';
import { embeddedKeys } from '../startup/embedded-keys.js';
import { serveUntilListening, treeRssMb } from '../startup/serve-process.js';
import { runAttack } from './attack-process.js';
import type { IsolationRow } from './row.js';

const ROOT = resolve(import.meta.dirname, '../..');
const ATTACKERS = 6;
const PER_ACCOUNT = 2;
const MEASURE_MS = 20_000;
/** The attack runs this long before the victim is timed: every reader busy, the queue full. */
const ATTACK_WARMUP_MS = 2000;
const VIN_BODY = JSON.stringify({ vin: accordVins(1)[0] });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port free now (other benchmarks may run on this machine at the same time). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the attack (image-attack.ts) in a process of its own for `ms`; resolves with how the server answered. */
function attack(url: string, keys: string[], ms: number): Promise<Record<string, number>> {
  return runAttack('image-attack.ts', [url, String(ms), String(PER_ACCOUNT), keys.join(',')]);
}

export const row: IsolationRow = {
  attack: `${ATTACKERS} accounts × ${PER_ACCOUNT} large text-dense images at a time`,
  target: 'p50 and p99 ≤ 2×',
  async measure() {
    await openTestCatalog();
    const dataDir = mkdtempSync(join(tmpdir(), 'iso-images-'));
    const [victimKey, ...attackers] = await embeddedKeys(dataDir, ATTACKERS + 1, 'iso-images');
    const PORT = await freePort();
    const server = await serveUntilListening(
      join(ROOT, 'bin', 'vin-gateway.js'),
      {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000000',
        VPIC_DB_PATH: testCatalogPath(),
        MALLOC_ARENA_MAX: '2',
      },
      ROOT,
    );
    const url = `http://127.0.0.1:${PORT}`;
    try {
      for (let i = 0; i < 300 && ((await (await fetch(`${url}/readyz`)).json()) as { imageReader?: string }).imageReader !== 'ready'; i++)
        await sleep(200);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      // A keep-alive socket the server closes just as a request goes out is reset: sent again, timed whole.
      const victim = () =>
        victimOnce().catch((error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? victimOnce() : Promise.reject(error)));
      const victimOnce = () =>
        new Promise<void>((done, fail) => {
          http
            .request(
              `${url}/api/v1/decode`,
              { method: 'POST', agent, headers: { 'x-api-key': victimKey!, 'content-type': 'application/json' } },
              (res) => {
                res.resume();
                res.on('end', () => (res.statusCode === 200 ? done() : fail(new Error(`victim answered ${res.statusCode}`))));
              },
            )
            .on('error', fail)
            .end(VIN_BODY);
        });
      await timeRequests(100, victim);
      const quiet = await timeRequests(Infinity, victim, MEASURE_MS / 2);
      let rssPeak = treeRssMb(server.pid);
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, treeRssMb(server.pid))), 250);
      const attacked = attack(url, attackers, ATTACK_WARMUP_MS + MEASURE_MS);
      await sleep(ATTACK_WARMUP_MS);
      const during = await timeRequests(Infinity, victim, MEASURE_MS);
      const statuses = await attacked;
      clearInterval(sampler);
      agent.destroy();
      return {
        quiet: { p50: percentile(quiet, 50), p99: percentile(quiet, 99) },
        during: { p50: percentile(during, 50), p99: percentile(during, 99) },
        rssPeakMb: rssPeak,
        notes: [
          `RSS: server + reader processes summed`,
          `images answered (attack in a process of its own) ${Object.entries(statuses)
            .map(([s, n]) => `${s}×${n}`)
            .join(' ')}`,
          `victim n=${quiet.length}/${during.length}`,
        ],
      };
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
