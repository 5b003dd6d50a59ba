/**
 * A 1,000,000-VIN bulk job runs on a worker replica (`serve --role worker`) while another account's
 * plain decodes are timed on an api replica (`--role api`), both on one scratch PostgreSQL database
 * (decision 0053). The job is submitted to the api replica; the victim is timed before it, then
 * while the job's `processed` grows. The row stops both processes after its window whatever the
 * job's progress: it measures the api replica beside a running job, not the job's end.
 */
import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { accordVins, fleetVins } from '../../test/support/vins.js';
import type { IsolationRow } from './row.js';
import { rssMb, victimDecodes, victimKeysFor, victimOver, withGateway } from './gateway.js';
import { percentile } from '../../test/support/graphql-flood.js';

const JOB_VINS = 1_000_000;
/** The victim's window, quiet and during the job alike: a p99 compared with a p99 of as many requests. */
const WINDOW_MS = 30_000;
/** A victim request every this many ms (or at once after a slower one). */
const EVERY_MS = 50;
const FIRST_PROGRESS_WITHIN_MS = 40_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 1,000,000 well-formed VINs, varied: real VINs' patterns with new serials, no repeats asked for,
 * none malformed, written to a CSV file whose size is returned. The list is garbage once written:
 * held, this process's heap (a million strings) would make the victim's own collections pauses of
 * the measurement.
 */
function writeJobCsv(path: string): number {
  const vins = fleetVins(JOB_VINS + 20_000, { seed: 1053, repeatShare: 0 }).filter((vin) => !vin.startsWith('BAD'));
  const list = vins.length >= JOB_VINS ? vins.slice(0, JOB_VINS) : [...vins, ...accordVins(JOB_VINS - vins.length)];
  const csv = `vin\n${list.join('\n')}\n`;
  writeFileSync(path, csv);
  return csv.length;
}

interface JobView {
  state: string;
  processed: number;
}

export const row: IsolationRow = {
  attack: 'a 1,000,000-VIN bulk job on a worker replica; victim on the api replica',
  target: "the API replica's p99 ≤ 1.5×",
  async measure() {
    return withGateway({ ROLE: 'api' }, async (api) => {
      const worker = await api.startReplica({ ROLE: 'worker' });
      // A plan of jobs with a quota above the job: on `business` (100,000 a day) the job pauses for
      // quota within the window unless the account turned overage on, and a paused job measures nothing.
      const owner = await api.newKey('bulk', 10_000_000);
      const quietKeys = await victimKeysFor(api, 'pro', WINDOW_MS, EVERY_MS);
      const duringKeys = await victimKeysFor(api, 'pro', WINDOW_MS, EVERY_MS);
      const csvPath = join(mkdtempSync(join(tmpdir(), 'iso-worker-job-')), 'job.csv');
      const csvBytes = writeJobCsv(csvPath);
      const job = async (id: string): Promise<JobView> =>
        (await (await fetch(`${api.url}/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': owner } })).json()).data;

      const peak = { api: rssMb(api.pid), worker: rssMb(worker.pid) };
      const sampler = setInterval(() => {
        peak.api = Math.max(peak.api, rssMb(api.pid));
        peak.worker = Math.max(peak.worker, rssMb(worker.pid));
      }, 250);
      try {
        await victimDecodes(api.url, await api.newKey('pro'), 30);
        const quiet = await victimOver(api.url, quietKeys, WINDOW_MS, EVERY_MS);

        const submitStarted = performance.now();
        const submitted = await fetch(`${api.url}/api/v1/batch-jobs`, {
          method: 'POST',
          headers: { 'x-api-key': owner, 'content-type': 'text/csv' },
          body: await openAsBlob(csvPath),
        });
        if (submitted.status !== 202) throw new Error(`submission answered ${submitted.status}: ${await submitted.text()}`);
        const submitSeconds = (performance.now() - submitStarted) / 1000;
        const { id } = (await submitted.json()).data as { id: string };

        let first = await job(id);
        for (const giveUp = performance.now() + FIRST_PROGRESS_WITHIN_MS; first.processed === 0; first = await job(id)) {
          if (performance.now() > giveUp) throw new Error(`the job processed nothing in ${FIRST_PROGRESS_WITHIN_MS} ms (${first.state})`);
          await sleep(250);
        }
        const startedAt = performance.now();
        // The job's progress, read once a second while the victim runs; `last` is when it last moved.
        let last = { view: first, at: startedAt };
        let watching = true;
        const watcher = (async () => {
          while (watching) {
            await sleep(1000);
            const view = await job(id);
            if (view.processed !== last.view.processed || view.state !== last.view.state) last = { view, at: performance.now() };
          }
        })();
        const during = await victimOver(api.url, duringKeys, WINDOW_MS, EVERY_MS);
        watching = false;
        await watcher;
        const end = await job(id);
        if (end.processed !== last.view.processed) last = { view: end, at: performance.now() };
        if (end.state !== 'running' && end.state !== 'succeeded')
          throw new Error(`the job stopped running within the window: ${end.state}`);
        const vinsPerSecond = (last.view.processed - first.processed) / ((last.at - startedAt) / 1000);
        return {
          quiet: { p50: percentile(quiet, 50), p99: percentile(quiet, 99) },
          during: { p50: percentile(during, 50), p99: percentile(during, 99) },
          rssPeakMb: Math.max(peak.api, peak.worker),
          notes: [
            `job ${Math.round(vinsPerSecond).toLocaleString('en-US')} VIN/s over the ${(WINDOW_MS / 1000).toFixed(0)} s window`,
            `processed ${end.processed.toLocaleString('en-US')} of ${JOB_VINS.toLocaleString('en-US')} at its end (${end.state})`,
            `submission (${(csvBytes / 1024 / 1024).toFixed(1)} MB) answered 202 in ${submitSeconds.toFixed(1)} s`,
            `RSS peak api ${peak.api.toFixed(0)} MB, worker ${peak.worker.toFixed(0)} MB`,
            `victim n=${quiet.length}/${during.length}, max ${Math.max(...quiet).toFixed(1)} / ${Math.max(...during).toFixed(1)} ms`,
          ],
        };
      } finally {
        clearInterval(sampler);
        rmSync(dirname(csvPath), { recursive: true, force: true });
      }
    });
  },
};
