import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { eventually } from '../support/eventually.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startVpicReplayServer, type VpicReplayServer } from '../support/vpic-replay-server.js';

/**
 * Past the production default (1.5 s): a healthy call to the in-process replay server must not
 * time out on a loaded machine, and the slow mode below answers far later still.
 */
const TIMEOUT_MS = 3000;
const BREAKER_FAILURES = 3;
// Long enough that a busy machine cannot cool the circuit down between two checks.
const COOLDOWN_MS = 4000;

/** Each check uses VINs no earlier check asked about, so the cache cannot answer for vPIC. */
let fresh: string[] = [];
const nextVin = () => fresh.shift()!;

describe('vPIC enrichment when vPIC is slow, down, broken or asked too often', () => {
  let db: StateDatabase;
  let replay: VpicReplayServer;
  let server: TestServer;
  let key: string;
  const auth = () => ({ 'x-api-key': key });
  const used = async () => (await (await server.call('GET', '/api/v1/usage', { headers: auth() })).json()).data.usedToday as number;
  const enrichmentOf = async (vin: string) =>
    (await (await server.graphql(`{ decodeVin(vin: "${vin}") { driveType warnings enrichment { status reason } } }`, {}, auth())).json())
      .data.decodeVin;

  beforeAll(async () => {
    db = await databaseTargets[0]!.open();
    replay = await startVpicReplayServer();
    // One VIN per descriptor: a sibling's cached answer would stand in for vPIC's.
    const descriptors = new Set<string>();
    fresh = [...replay.recorded.entries()]
      .filter(([, values]) => values.DriveType && !descriptors.has(values.VehicleDescriptor!) && descriptors.add(values.VehicleDescriptor!))
      .map(([vin]) => vin);
    server = await startTestServer(db, {
      env: {
        VPIC_ENRICH: 'online',
        VPIC_API_URL: replay.apiUrl,
        VPIC_ENRICH_TIMEOUT_MS: String(TIMEOUT_MS),
        VPIC_ENRICH_BREAKER_FAILURES: String(BREAKER_FAILURES),
        VPIC_ENRICH_BREAKER_COOLDOWN_MS: String(COOLDOWN_MS),
        QUOTA_LEASES: 'off',
      },
    });
    key = await createKey(server.services, (await createUser(server.services)).id);
  });
  afterAll(async () => {
    await server?.close();
    await replay?.close();
    await db?.close();
  });

  async function expectHealthy(): Promise<void> {
    replay.mode = { kind: 'healthy' };
    const vin = nextVin();
    expect(await enrichmentOf(vin)).toMatchObject({ driveType: replay.recorded.get(vin)!.DriveType, enrichment: { status: 'ENRICHED' } });
  }

  it('answers with the catalog alone and ENRICHMENT_UNAVAILABLE when vPIC never answers, still billing one unit', async () => {
    replay.mode = { kind: 'hang' };
    const before = await used();
    const vin = nextVin();
    const res = await server.post('/api/v1/decode', { vin }, auth());
    expect(res.status).toBe(200);
    expect(res.headers.get('x-decode-warnings')).toContain('ENRICHMENT_UNAVAILABLE');
    expect(res.headers.get('x-enriched-fields')).toBeNull();
    const { data } = await res.json();
    expect(data).toMatchObject({ vin, drivetrain: null, safetyFeatures: [] });
    expect(await used()).toBe(before + 1);
    const batch = await server.post('/api/v1/batch-decode', { vins: [nextVin(), nextVin()] }, auth());
    expect(batch.status).toBe(200);
    expect(batch.headers.get('x-decode-warnings')).toBe('ENRICHMENT_UNAVAILABLE');
    await expectHealthy();
  });

  it('says why in GraphQL: a timeout, and nothing cached, so the next decode asks again', async () => {
    replay.mode = { kind: 'slow', delayMs: TIMEOUT_MS * 4 };
    const vin = nextVin();
    expect(await enrichmentOf(vin)).toMatchObject({
      driveType: null,
      warnings: expect.arrayContaining(['ENRICHMENT_UNAVAILABLE']),
      enrichment: { status: 'UNAVAILABLE', reason: 'timeout' },
    });
    replay.mode = { kind: 'healthy' };
    const calls = replay.calls.length;
    expect(await enrichmentOf(vin)).toMatchObject({ driveType: replay.recorded.get(vin)!.DriveType, enrichment: { status: 'ENRICHED' } });
    expect(replay.calls.length).toBe(calls + 1);
  });

  it.each([
    ['an HTML error page with status 200', { kind: 'malformed', body: '<html><body>Maintenance</body></html>', contentType: 'text/html' }],
    ['JSON that is not a DecodeVINValuesBatch result', { kind: 'malformed', body: '{"Count":1,"Message":"ok","Results":"none"}' }],
    [
      'results with values that are not strings',
      { kind: 'malformed', body: '{"Count":1,"Message":"ok","SearchCriteria":"","Results":[{"VIN":17,"DriveType":4}]}' },
    ],
    ['a truncated body', { kind: 'malformed', body: '{"Count":1,"Message":"ok","Results":[{"VIN":"' }],
    ['HTTP 503', { kind: 'status', status: 503 }],
  ] as const)('treats %s as a failure: the catalog answers, nothing is cached', async (_name, mode) => {
    replay.mode = mode;
    const vin = nextVin();
    const res = await server.post('/api/v1/decode', { vin }, auth());
    expect(res.status).toBe(200);
    expect(res.headers.get('x-decode-warnings')).toContain('ENRICHMENT_UNAVAILABLE');
    expect((await enrichmentOf(vin)).enrichment).toEqual({ status: 'UNAVAILABLE', reason: 'failed' });
    const rows = await db.db.selectFrom('vpic_enrichment').select('vin').where('vin', '=', vin).execute();
    expect(rows).toEqual([]);
    await expectHealthy();
  });

  it(`opens the circuit after ${BREAKER_FAILURES} failures in a row, stops calling, and closes it after one good trial call`, async () => {
    replay.mode = { kind: 'status', status: 500 };
    for (let i = 0; i < BREAKER_FAILURES; i++) expect((await enrichmentOf(nextVin())).enrichment.reason).toBe('failed');
    const catalog = async () =>
      (await (await server.graphql('{ catalog { enrichment { circuit } } }')).json()).data.catalog.enrichment.circuit;
    expect(await catalog()).toBe('open');
    expect((await (await fetch(`${server.url}/readyz`)).json()).catalog.enrichment.circuit).toBe('open');
    const calls = replay.calls.length;
    const before = await used();
    for (let i = 0; i < 3; i++)
      expect((await enrichmentOf(nextVin())).enrichment).toEqual({ status: 'UNAVAILABLE', reason: 'circuit-open' });
    expect(replay.calls.length).toBe(calls);
    expect(await used()).toBe(before + 3);
    // The circuit says half-open once the cooldown has passed: the next call is its trial.
    await eventually(async () => (await catalog()) === 'half-open', COOLDOWN_MS * 5);
    replay.mode = { kind: 'healthy' };
    await expectHealthy();
    expect(replay.calls.length).toBe(calls + 1);
    expect(await catalog()).toBe('closed');
  });
});

describe('vPIC enrichment under its courtesy limit', () => {
  it('refuses calls past VPIC_ENRICH_CALLS_PER_MINUTE at once, without calling vPIC', async () => {
    const db = await databaseTargets[0]!.open();
    const replay = await startVpicReplayServer();
    const server = await startTestServer(db, {
      env: { VPIC_ENRICH: 'online', VPIC_API_URL: replay.apiUrl, VPIC_ENRICH_TIMEOUT_MS: '20000', VPIC_ENRICH_CALLS_PER_MINUTE: '2' },
    });
    try {
      const key = await createKey(server.services, (await createUser(server.services)).id);
      const [a, b, c] = [...replay.recorded.keys()].slice(0, 3);
      const reasons: Array<string | null> = [];
      for (const vin of [a, b, c]) {
        const { data } = await (
          await server.graphql(`{ decodeVin(vin: "${vin}") { enrichment { status reason } } }`, {}, { 'x-api-key': key })
        ).json();
        reasons.push(data.decodeVin.enrichment.reason);
      }
      expect(reasons).toEqual([null, null, 'rate-limited']);
      expect(replay.calls.length).toBe(2);
    } finally {
      await server.close();
      await replay.close();
      await db.close();
    }
  });
});
