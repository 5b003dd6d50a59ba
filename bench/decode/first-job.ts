/**
 * A fresh process's first 10,000-VIN bulk list, decoded as a job's chunk runner does (decodeMany
 * 8 VINs at a time, src/domain/batch-jobs/chunk-runner.ts) with the decoder the server makes
 * (WMIs read ahead after start), from the decode pack and compiled on first sight, each in a
 * child process of its own: `npx tsx bench/decode/first-job.ts` (after `npm run catalog:prepare`
 * or any decode that built the pack). Decoding only: no HTTP, billing or result storage.
 */
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultCatalogPath, openCatalog } from '../../src/data/catalog/index.js';
import { createVinDecoder } from '../../src/domain/vin/decoder/index.js';
import { fleetVins } from '../../test/support/vins.js';
import { generateCorpus } from './corpus.js';

const JOB = 10_000;
const STEP = 8;
const vpicDbPath = resolve(process.env.VPIC_DB_PATH || defaultCatalogPath(process.env.DATA_DIR || './data'));

async function child(list: 'fleet' | 'varied', decodePack: 'read' | 'off'): Promise<void> {
  const started = performance.now();
  const catalog = await openCatalog({ vpicDbPath });
  const vins = list === 'fleet' ? fleetVins(JOB, { seed: 7 }) : (await generateCorpus(catalog.db, JOB, 44)).vins;
  const decoder = await createVinDecoder(catalog, { decodePack, preloadWmis: false });
  await decoder.preloadWmis();
  const ready = performance.now();
  const pass = async () => {
    const t = performance.now();
    for (let i = 0; i < vins.length; i += STEP) await decoder.decodeMany(vins.slice(i, i + STEP));
    return vins.length / ((performance.now() - t) / 1000);
  };
  const first = await pass();
  const second = await pass();
  process.send?.({ list, decodePack, readyMs: ready - started, first, second });
}

function run(list: string, decodePack: string): Promise<{ first: number; second: number; readyMs: number }> {
  return new Promise((done, fail) => {
    const c = fork(fileURLToPath(import.meta.url), ['--child', list, decodePack], {
      execArgv: ['--import', 'tsx', '--max-semi-space-size=8'],
    });
    c.on('message', (m) => done(m as { first: number; second: number; readyMs: number }));
    c.on('exit', (code) => code !== 0 && fail(new Error(`child exited ${code}`)));
  });
}

if (process.argv[2] === '--child') {
  await child(process.argv[3] as 'fleet' | 'varied', process.argv[4] as 'read' | 'off');
} else {
  const row = (s: string, w: number) => s.padEnd(w);
  console.log(`${row('list (10,000 VINs, fresh process)', 46)}${row('schemas', 26)}first job VIN/s  second  first/second`);
  for (const list of ['fleet', 'varied']) {
    for (const mode of ['off', 'read']) {
      const r = await run(list, mode);
      const label = list === 'fleet' ? 'fleet (real VINs, new serials, 20 % repeats)' : 'varied (generated, ~10,000 WMIs, seed 44)';
      const how = mode === 'off' ? 'compiled on first sight' : 'decode pack';
      console.log(
        `${row(label, 46)}${row(how, 26)}${Math.round(r.first).toLocaleString('en-US').padStart(15)}  ${Math.round(r.second).toLocaleString('en-US').padStart(6)}  ${(r.first / r.second).toFixed(2)}`,
      );
    }
  }
}
