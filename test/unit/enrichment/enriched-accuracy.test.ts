import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../../src/data/db.js';
import { AppError } from '../../../src/domain/errors.js';
import { createVinDecoder, type DecodeResult, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { VehicleEnricher } from '../../../src/domain/vin/enrichment/vehicle-enricher.js';
import { createVpicApiClient } from '../../../src/infra/vpic/vpic-api-client.js';
import { openTestCatalog, RECORDING_CLOCK } from '../../support/catalog.js';
import { databaseTargets } from '../../support/databases.js';
import { startVpicReplayServer, type VpicReplayServer } from '../../support/vpic-replay-server.js';
import { AgreementTable, loadFixtures, REAL_KINDS, sameValue, SYNTHETIC_KINDS } from '../decoder/support/nhtsa-compare.js';
import { quietLogger } from './support.js';

/** NHTSA's variables about the decode itself rather than the vehicle. */
const DIAGNOSTIC = new Set(['VIN', 'ErrorCode', 'ErrorText', 'AdditionalErrorText', 'SuggestedVIN', 'PossibleValues', 'VehicleDescriptor']);

/** Fields the bundled catalog cannot supply, which enrichment exists to fill. */
const GAP_FIELDS = [
  'DriveType',
  'TransmissionStyle',
  'TransmissionSpeeds',
  'ElectrificationLevel',
  'ABS',
  'ESC',
  'TPMS',
  'AirBagLocFront',
  'SeatBeltsAll',
];

const offline = new AgreementTable();
const enriched = new AgreementTable();
let notFound = 0;
let decoded = 0;

let db: StateDatabase;
let replay: VpicReplayServer;
let decoder: VinDecoder;

function record(table: AgreementTable, result: DecodeResult, expected: Record<string, unknown>): void {
  const got = new Map(result.variables.map((v) => [v.code, v.value]));
  // NHTSA prints the lookup ids beside the names; ours are on the vehicle.
  const { makeId, modelId, manufacturerId } = result.vehicle;
  for (const [code, id] of [
    ['MakeID', makeId],
    ['ModelID', modelId],
    ['ManufacturerId', manufacturerId],
  ] as const)
    if (id !== null) got.set(code, String(id));
  for (const [code, value] of Object.entries(expected)) {
    if (DIAGNOSTIC.has(code) || typeof value !== 'string' || value.trim() === '') continue;
    table.record(code, sameValue(value, got.get(code)), `${result.vin} expected "${value}" got "${got.get(code) ?? ''}"`);
  }
}

beforeAll(async () => {
  db = await databaseTargets[0]!.open();
  replay = await startVpicReplayServer();
  decoder = await createVinDecoder(await openTestCatalog(), { clock: RECORDING_CLOCK, serialCheck: true });
  const enricher = new VehicleEnricher(
    {
      db: db.db,
      source: createVpicApiClient(replay.apiUrl),
      clock: { now: RECORDING_CLOCK },
      logger: quietLogger(),
      elementsByCode: decoder.elementsByCode,
    },
    { timeoutMs: 10_000, ttlDays: 90, concurrency: 4, callsPerMinute: 1000, breakerFailures: 5, breakerCooldownMs: 30_000 },
  );
  const fixtures = loadFixtures().filter(
    (f) => f.source?.startsWith('live vPIC') && (REAL_KINDS.has(f.kind) || SYNTHETIC_KINDS.has(f.kind)),
  );
  const results: Array<{ result: DecodeResult; expected: Record<string, unknown> }> = [];
  for (const fixture of fixtures) {
    try {
      results.push({ result: await decoder.decode(fixture.vin), expected: fixture.expected });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      notFound += 1;
    }
  }
  decoded = results.length;
  const filled = await enricher.enrich(results.map((r) => r.result));
  results.forEach(({ result, expected }, i) => {
    record(offline, result, expected);
    record(enriched, filled[i]!, expected);
  });
  console.log(`${decoded} recorded VINs decoded, ${notFound} answered VIN_NOT_FOUND (NHTSA: no detailed data, or unknown to the catalog)`);
  console.log(offline.format('Offline (bundled catalog only): agreement with NHTSA over every field NHTSA fills'));
  console.log(enriched.format('Enriched (VPIC_ENRICH=online, replayed vPIC answers): agreement with NHTSA over every field NHTSA fills'));
  const misses = enriched.misses();
  if (misses.length > 0) console.log(`Enriched disagreements (the catalog's value stands):\n  ${misses.join('\n  ')}`);
}, 120_000);

afterAll(async () => {
  await replay?.close();
  await db?.close();
});

describe('agreement with NHTSA on the recorded VINs, offline and enriched', () => {
  it('decodes most recordings and compares thousands of values', () => {
    expect(decoded).toBeGreaterThan(130);
    expect(enriched.rate().total).toBeGreaterThan(5000);
  });

  it('agrees on at least 99% of every value NHTSA fills once enriched', () => {
    expect(enriched.rate().percent).toBeGreaterThanOrEqual(99);
  });

  it('disagrees only where the catalog holds a value of its own (it stays the source of truth)', () => {
    const offlineMisses = new Set(offline.misses());
    for (const miss of enriched.misses()) {
      expect(offlineMisses.has(miss), miss).toBe(true);
      expect(miss.endsWith('got ""'), miss).toBe(false);
    }
  });

  it('fills every field the bundled catalog lacks exactly as NHTSA does', () => {
    for (const field of GAP_FIELDS) {
      const tally = enriched.fields.get(field);
      expect(tally?.total ?? 0, field).toBeGreaterThan(0);
      expect({ field, misses: tally?.misses }).toEqual({ field, misses: [] });
      expect(offline.fields.get(field)?.agree ?? 0, `${field} offline`).toBeLessThan(tally!.total);
    }
  });
});
