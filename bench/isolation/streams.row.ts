/**
 * One account opens 1,000 job-progress streams (GraphQL subscription `batchJobProgress` over SSE)
 * on one of its unfinished jobs, then closes them all. Before decision 0523 each stream read the
 * job's row every 500 ms on its own and kept reading long after its socket closed. The streams are
 * opened with several keys of the account's plan when a cap refuses more (the cap is per account:
 * the row opens as many as the server lets one account hold, up to 1,000).
 */
import http from 'node:http';
import { accordVins } from '../../test/support/vins.js';
import type { IsolationRow } from './row.js';
import { cpuSeconds, rssMb, victimDecodes, withGateway } from './gateway.js';

const STREAMS = 1_000;
const VICTIM_REQUESTS = 90;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Opens a stream and resolves with its request once the first event (or a refusal) arrives. */
function openStream(url: string, agent: http.Agent, key: string, id: string): Promise<{ status: number; req: http.ClientRequest }> {
  const body = JSON.stringify({ query: 'subscription($id: ID!) { batchJobProgress(id: $id) { state processed } }', variables: { id } });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${url}/graphql`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          'x-api-key': key,
          'content-length': Buffer.byteLength(body),
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          return resolve({ status: res.statusCode ?? 0, req });
        }
        res.once('data', () => resolve({ status: 200, req }));
        res.on('error', () => undefined);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const row: IsolationRow = {
  attack: 'one account opens 1,000 job-progress streams on its job, then closes them',
  target: 'server CPU back to idle within 2 s after close; victim p50 ≤ 2× while open',
  async measure() {
    return withGateway({ BATCH_JOB_POLL_MS: '100' }, async (gateway) => {
      // A job that stays unfinished: paused for quota after its first 5 of 10 VINs.
      const key = await gateway.newKey('streams', 5);
      const csv = `vin\n${accordVins(10, 17000).join('\n')}\n`;
      const submitted = await fetch(`${gateway.url}/api/v1/batch-jobs`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'text/csv' },
        body: csv,
      });
      if (submitted.status !== 202) throw new Error(`submission answered ${submitted.status}: ${await submitted.text()}`);
      const { id } = (await submitted.json()).data;
      for (let state = ''; state !== 'paused_quota'; await sleep(200)) {
        state = (await (await fetch(`${gateway.url}/api/v1/batch-jobs/${id}`, { headers: { 'x-api-key': key } })).json()).data?.state ?? '';
        if (['succeeded', 'failed', 'cancelled'].includes(state)) throw new Error(`job ended ${state}`);
      }
      await victimDecodes(gateway.url, await gateway.newKey('pro'), 30);
      const quiet = await victimDecodes(gateway.url, await gateway.newKey('pro'), VICTIM_REQUESTS);

      const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
      const opened: http.ClientRequest[] = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < STREAMS; i += 50) {
        const batch = await Promise.all(Array.from({ length: 50 }, () => openStream(gateway.url, agent, key, id)));
        for (const { status, req } of batch) {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 200) opened.push(req);
        }
      }
      let rssPeakMb = rssMb(gateway.pid);
      const sampler = setInterval(() => (rssPeakMb = Math.max(rssPeakMb, rssMb(gateway.pid))), 250);
      const during = await victimDecodes(gateway.url, await gateway.newKey('pro'), VICTIM_REQUESTS);
      clearInterval(sampler);
      for (const req of opened) req.destroy();
      agent.destroy();
      const closedAt = cpuSeconds(gateway.pid);
      await sleep(2_000);
      const settledAt = cpuSeconds(gateway.pid);
      await sleep(5_000);
      const later = cpuSeconds(gateway.pid);
      return {
        quiet,
        during,
        rssPeakMb,
        notes: [
          `streams answered ${JSON.stringify(Object.fromEntries(statuses))}`,
          `server CPU after close: ${((settledAt - closedAt) * 50).toFixed(0)} % of a core over the first 2 s, ${((later - settledAt) * 20).toFixed(0)} % over the next 5 s`,
        ],
      };
    });
  },
};
