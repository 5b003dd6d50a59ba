import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFixtures } from '../unit/decoder/support/nhtsa-compare.js';

/**
 * How the replay server behaves: answer from the recordings; answer late; fail with a status;
 * answer something that is not vPIC's format; or accept and never answer.
 */
export type ReplayMode =
  | { kind: 'healthy' }
  | { kind: 'slow'; delayMs: number }
  | { kind: 'status'; status: number }
  | { kind: 'malformed'; body: string; contentType?: string }
  | { kind: 'hang' };

export interface VpicReplayServer {
  /** Base URL as VPIC_API_URL takes it: http://127.0.0.1:PORT/api */
  apiUrl: string;
  mode: ReplayMode;
  /** The VINs of every DecodeVINValuesBatch call received, in order. */
  calls: string[][];
  /** Recorded NHTSA values by VIN. */
  recorded: ReadonlyMap<string, Record<string, string>>;
  close(): Promise<void>;
}

/** The recordings made from live vPIC (older text dumps lack most variables). */
export function liveRecordings(): Map<string, Record<string, string>> {
  const recordings = new Map<string, Record<string, string>>();
  for (const fixture of loadFixtures()) {
    if (!fixture.source?.startsWith('live vPIC')) continue;
    recordings.set(fixture.vin, fixture.expected as Record<string, string>);
  }
  return recordings;
}

const MESSAGE =
  'Results returned successfully. NOTE: Any missing decoded values should be interpreted as NHTSA does not have data on the specific variable. Missing value should NOT be interpreted as an indication that a feature or technology is unavailable for a vehicle.';

/**
 * A loopback stand-in for NHTSA's vPIC API speaking its wire format for DecodeVINValuesBatch:
 * a form POST of `DATA=vin1;vin2[,year]&format=json`, answered with `{ Count, Message,
 * SearchCriteria, Results }` where every result carries every variable as a string ("" when NHTSA
 * has no value). Values are the recorded real vPIC answers; an unrecorded VIN gets NHTSA's answer
 * for a manufacturer it does not know.
 */
export async function startVpicReplayServer(): Promise<VpicReplayServer> {
  const recorded = liveRecordings();
  const variables = [...new Set([...recorded.values()].flatMap((r) => Object.keys(r)))].sort();
  const state = { mode: { kind: 'healthy' } as ReplayMode, calls: [] as string[][] };
  const pending = new Set<ServerResponse>();

  function resultFor(vin: string): Record<string, string> {
    const values = recorded.get(vin) ?? {
      VIN: vin,
      ErrorCode: '7',
      ErrorText:
        '7 - Manufacturer is not registered with NHTSA for sale or importation in the U.S. for use on U.S roads; Please contact the manufacturer directly for more information.',
    };
    return Object.fromEntries(variables.map((name) => [name, name === 'VIN' ? vin : (values[name] ?? '')]));
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://replay');
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.method !== 'POST' || url.pathname.toLowerCase() !== '/api/vehicles/decodevinvaluesbatch/') {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<html><body>Not found</body></html>');
      return;
    }
    const form = new URLSearchParams(body);
    const vins = (form.get('DATA') ?? '')
      .split(';')
      .map((item) => item.split(',')[0]!.trim().toUpperCase())
      .filter(Boolean);
    state.calls.push(vins);
    const mode = state.mode;
    if (mode.kind === 'hang') {
      pending.add(res);
      res.on('close', () => pending.delete(res));
      return;
    }
    if (mode.kind === 'slow') await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
    if (mode.kind === 'status') {
      res.writeHead(mode.status, { 'content-type': 'text/html' }).end('<html><body>Service Unavailable</body></html>');
      return;
    }
    if (mode.kind === 'malformed') {
      res.writeHead(200, { 'content-type': mode.contentType ?? 'application/json' }).end(mode.body);
      return;
    }
    if (form.get('format')?.toLowerCase() !== 'json') {
      res.writeHead(200, { 'content-type': 'application/xml' }).end('<Response/>');
      return;
    }
    const results = vins.map(resultFor);
    const answer = JSON.stringify({ Count: results.length, Message: MESSAGE, SearchCriteria: '', Results: results });
    if (!res.destroyed) res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(answer);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    get mode() {
      return state.mode;
    },
    set mode(mode: ReplayMode) {
      state.mode = mode;
    },
    calls: state.calls,
    recorded,
    close: async () => {
      for (const res of pending) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
