import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../../src/data/db.js';
import { createVinDecoder, type DecodeResult, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { VehicleEnricher, vehicleDescriptor } from '../../../src/domain/vin/enrichment/vehicle-enricher.js';
import { createVpicApiClient } from '../../../src/infra/vpic/vpic-api-client.js';
import { openTestCatalog, RECORDING_CLOCK } from '../../support/catalog.js';
import { databaseTargets } from '../../support/databases.js';
import { startVpicReplayServer, type VpicReplayServer } from '../../support/vpic-replay-server.js';
import { quietLogger } from './support.js';

let db: StateDatabase;
let replay: VpicReplayServer;
let decoder: VinDecoder;
let enricher: VehicleEnricher;
/** Decodable recorded VINs, one per descriptor (a sibling's cached answer would stand in). */
let distinct: DecodeResult[] = [];

beforeAll(async () => {
  db = await databaseTargets[0]!.open();
  replay = await startVpicReplayServer();
  decoder = await createVinDecoder(await openTestCatalog(), { clock: RECORDING_CLOCK, serialCheck: true });
  enricher = new VehicleEnricher(
    {
      db: db.db,
      source: createVpicApiClient(replay.apiUrl),
      clock: { now: RECORDING_CLOCK },
      logger: quietLogger(),
      elementsByCode: decoder.elementsByCode,
    },
    { timeoutMs: 5000, ttlDays: 90, concurrency: 4, callsPerMinute: 1000, breakerFailures: 5, breakerCooldownMs: 30_000 },
  );
  const seen = new Set<string>();
  for (const vin of replay.recorded.keys()) {
    const result = await decoder.decode(vin).catch(() => undefined);
    if (result && !seen.has(vehicleDescriptor(vin))) {
      seen.add(vehicleDescriptor(vin));
      distinct.push(result);
    }
  }
}, 60_000);

afterAll(async () => {
  await replay?.close();
  await db?.close();
});

describe('the enricher', () => {
  it('lets decodes that ask at the same moment share one vPIC call', async () => {
    const three = distinct.slice(0, 3);
    distinct = distinct.slice(3);
    const calls = replay.calls.length;
    const answers = await Promise.all(three.map((result) => enricher.enrich([result])));
    expect(answers.map(([r]) => r!.enrichment?.status)).toEqual(['enriched', 'enriched', 'enriched']);
    expect(replay.calls.slice(calls).map((c) => [...c].sort())).toEqual([three.map((r) => r.vin).sort()]);
  });

  it('asks about a batch in calls of at most 50, all at once, and never again within the age limit', async () => {
    const batch = distinct.slice(0, 60);
    expect(batch.length).toBeGreaterThan(50);
    const calls = replay.calls.length;
    const enriched = await enricher.enrich(batch);
    expect(
      replay.calls
        .slice(calls)
        .map((c) => c.length)
        .sort((a, b) => a - b),
    ).toEqual([batch.length - 50, 50]);
    expect(enriched.every((r) => r.enrichment?.status === 'enriched' || r.enrichment?.status === 'no-data')).toBe(true);
    const again = await enricher.enrich(batch);
    expect(replay.calls.length).toBe(calls + 2);
    expect(again.every((r) => r.enrichment?.fromCache === true)).toBe(true);
  });
});
