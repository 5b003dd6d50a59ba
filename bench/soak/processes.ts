import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { testCatalogPath } from '../../test/support/catalog.js';

const ROOT = resolve(import.meta.dirname, '../..');

export interface Replica {
  url: string;
  pid: number;
  /** Resident memory now (VmRSS), MB. */
  rssMb(): number;
  /** The most resident memory the process has had (VmHWM), MB. */
  peakRssMb(): number;
  /** Requests it counted, from its own /metrics (METRICS_PORT). */
  scrape(): Promise<{ requests: number }>;
  /** SIGTERM and wait: the server bills pending quota leases before it exits. */
  stop(): Promise<void>;
}

function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function stopper(child: ChildProcess): () => Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    })());
}

/** Starts `vin-gateway serve` (the built bundle) and resolves once it listens and its metrics port is known. */
export async function startReplica(env: Record<string, string>): Promise<Replica> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vg-soak-'));
  const child = spawn(process.execPath, ['bin/vin-gateway.js', 'serve'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      VPIC_DB_PATH: process.env.VPIC_DB_PATH ?? testCatalogPath(),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = stopper(child);
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`a replica did not start in 180 s: ${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 100_000) output = output.slice(-50_000);
      const match = /GraphiQL at (http:\/\/\S+)\/graphql/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`a replica exited with ${code}: ${output}`));
    });
  });
  // Warnings and errors stay visible: a soak is where they show up.
  child.stdout.on('data', (chunk: Buffer) => process.stderr.write(`[replica ${child.pid}] ${chunk.toString()}`));
  const metricsUrl = await findMetricsUrl(child.pid!);
  const pid = child.pid!;
  return {
    url,
    pid,
    rssMb: () => procStatusMb(pid, 'VmRSS'),
    peakRssMb: () => procStatusMb(pid, 'VmHWM'),
    async scrape() {
      if (!metricsUrl) return { requests: Number.NaN };
      const text = await (await fetch(`${metricsUrl}/metrics`)).text();
      let requests = 0;
      for (const line of text.split('\n'))
        if (line.startsWith('vin_gateway_http_requests_total{')) requests += Number(line.split(' ').at(-1));
      return { requests };
    },
    async stop() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The metrics listener's port (METRICS_PORT=0 picks one): the second TCP port the process listens on. */
async function findMetricsUrl(pid: number): Promise<string | undefined> {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const link = (() => {
        try {
          return readlinkSync(`/proc/${pid}/fd/${fd}`);
        } catch {
          return '';
        }
      })();
      const match = /^socket:\[(\d+)\]$/.exec(link);
      if (match) inodes.add(match[1]!);
    }
    const ports: number[] = [];
    for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A' && inodes.has(cols[9]!)) ports.push(parseInt(cols[1]!.split(':')[1]!, 16));
    }
    // Listening sockets, in the order they were created: the public port first, then the metrics port.
    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`).catch(() => undefined);
      if (res?.status === 200 && (await res.text()).includes('vin_gateway_')) return `http://127.0.0.1:${port}`;
    }
  } catch {
    // no /proc: the per-replica request count is left out
  }
  return undefined;
}

/** A bare node:http server answering a fixed JSON body: the baseline every benchmark here is measured against. */
export async function startBareServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const source = `
const http = require('node:http');
const body = JSON.stringify({ success: true, data: { vin: '1HGCM82633A004352', modelYear: 2003, make: 'HONDA', model: 'Accord' } });
http.createServer((req, res) => { req.resume(); req.on('end', () => { res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); res.end(body); }); })
  .listen(0, '127.0.0.1', function () { console.log('LISTENING http://127.0.0.1:' + this.address().port); });
`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  const stop = stopper(child);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\S+)/.exec(out);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  return { url, stop };
}
