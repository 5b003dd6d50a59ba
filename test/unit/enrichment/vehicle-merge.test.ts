import { beforeAll, describe, expect, it } from 'vitest';
import { createVinDecoder, type DecodeResult, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { mergeVpicValues, needsEnrichment, withoutEnrichment } from '../../../src/domain/vin/enrichment/vehicle-merge.js';
import { vehicleDescriptor } from '../../../src/domain/vin/enrichment/vehicle-enricher.js';
import { openTestCatalog } from '../../support/catalog.js';
import { liveRecordings } from '../../support/vpic-replay-server.js';

let decoder: VinDecoder;
let accord: DecodeResult;
const answer = (values: Record<string, string>) => ({
  values,
  release: 'vpic-api@2026-10-01',
  fetchedAt: new Date('2026-10-01T00:00:00Z'),
  fromCache: false,
});

beforeAll(async () => {
  decoder = await createVinDecoder(await openTestCatalog());
  accord = await decoder.decode('1HGCM82633A004352');
}, 60_000);

describe('merging a vPIC answer into a catalog decode', () => {
  it('fills only empty fields: a value the catalog holds is never replaced', () => {
    expect(accord.vehicle.model).toBe('Accord');
    expect(accord.vehicle.driveType).toBeNull();
    const merged = mergeVpicValues(
      accord,
      answer({
        Model: 'Civic',
        DriveType: 'FWD/Front-Wheel Drive',
        EngineHP: '240',
        TransmissionSpeeds: '5',
        ABS: 'Standard',
        ErrorCode: '0',
      }),
      decoder.elementsByCode,
    );
    expect(merged.vehicle).toMatchObject({ model: 'Accord', driveType: 'FWD/Front-Wheel Drive', engineHP: 240, transmissionSpeeds: 5 });
    expect(merged.vehicle.safetyFeatures).toEqual([{ feature: 'Anti-lock Braking System (ABS)', value: 'Standard', source: 'vpic-api' }]);
    expect(merged.enrichment).toMatchObject({ status: 'enriched', fromCache: false, release: 'vpic-api@2026-10-01' });
    expect([...merged.enrichment!.fields].sort()).toEqual(['driveType', 'engineHP', 'safetyFeatures', 'transmissionSpeeds']);
    const variables = new Map(merged.variables.map((v) => [v.code, v]));
    expect(variables.get('Model')).toMatchObject({ value: 'Accord' });
    expect(variables.get('Model')?.source).toBeUndefined();
    expect(variables.get('DriveType')).toMatchObject({ value: 'FWD/Front-Wheel Drive', source: 'vpic-api' });
    expect(variables.has('ErrorCode')).toBe(false);
    expect(merged.variables.map((v) => v.elementId)).toEqual([...merged.variables.map((v) => v.elementId)].sort((a, b) => a - b));
  });

  it("takes NHTSA's displacement over one the catalog only converted from another unit", async () => {
    // The catalog has this BMW's 2.0 L and converts it to 2000 cc; NHTSA records 1995.9443952 cc.
    const bmw = await decoder.decode('5UXWX9C37HK965016');
    const converted = bmw.variables.filter((v) => v.converted);
    expect(converted.length).toBeGreaterThan(0);
    const nhtsa = liveRecordings().get('5UXWX9C37HK965016')!;
    const merged = mergeVpicValues(bmw, answer(nhtsa), decoder.elementsByCode);
    for (const variable of converted) {
      const now = merged.variables.filter((v) => v.code === variable.code);
      expect(now, variable.code).toEqual([
        { elementId: variable.elementId, code: variable.code, name: variable.name, value: nhtsa[variable.code], source: 'vpic-api' },
      ]);
    }
    expect(merged.vehicle.engineDisplacementCC).toBe(Number(nhtsa.DisplacementCC));
    // What the catalog read itself stays.
    const read = bmw.variables.filter((v) => !v.converted && v.code.startsWith('Displacement'));
    for (const variable of read) expect(merged.variables.find((v) => v.code === variable.code)).toEqual(variable);
  });

  it('never changes the cached catalog decode it started from', () => {
    const before = JSON.stringify(accord);
    mergeVpicValues(accord, answer({ DriveType: 'AWD/All-Wheel Drive' }), decoder.elementsByCode);
    withoutEnrichment(accord, 'unavailable', 'timeout');
    expect(JSON.stringify(accord)).toBe(before);
  });

  it('ignores numbers vPIC cannot give as numbers and reports no-data when nothing was missing from vPIC', () => {
    const merged = mergeVpicValues(accord, answer({ Doors: 'Not Applicable', EngineHP: 'n/a' }), decoder.elementsByCode);
    expect(merged.vehicle.engineHP).toBeNull();
    expect(merged.enrichment?.status).toBe('no-data');
  });

  it('adds ENRICHMENT_UNAVAILABLE only when enrichment failed', () => {
    expect(withoutEnrichment(accord, 'unavailable', 'circuit-open').warnings).toContain('ENRICHMENT_UNAVAILABLE');
    expect(withoutEnrichment(accord, 'not-needed').warnings).not.toContain('ENRICHMENT_UNAVAILABLE');
    expect(needsEnrichment(accord)).toBe(true);
  });

  it("names the VIN pattern as NHTSA's VehicleDescriptor does", () => {
    const recorded = [...liveRecordings()].filter(([, values]) => values.VehicleDescriptor);
    expect(recorded.length).toBeGreaterThan(100);
    for (const [vin, values] of recorded) expect(vehicleDescriptor(vin), vin).toBe(values.VehicleDescriptor);
  });
});
