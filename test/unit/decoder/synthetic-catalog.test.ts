import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCatalogRelease, openCatalog, type Catalog } from '../../../src/data/catalog/index.js';
import { computeCheckDigit } from '../../../src/domain/vin/check-digit.js';
import { createVinDecoder, toShapeA, toShapeB, type DecodeResult, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { buildSyntheticCatalog, type SyntheticCatalog } from './support/synthetic-catalog.js';

const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${computeCheckDigit(vin)}${vin.slice(9)}`;

let synthetic: SyntheticCatalog;
let catalog: Catalog;
let decoder: VinDecoder;
let car: DecodeResult;

beforeAll(async () => {
  synthetic = buildSyntheticCatalog(withCheckDigit);
  catalog = await openCatalog({ vpicDbPath: synthetic.path });
  decoder = await createVinDecoder(catalog, { clock: () => new Date('2026-10-01T00:00:00Z') });
  car = await decoder.decode(synthetic.carVin);
});

afterAll(async () => {
  await catalog.close();
  rmSync(dirname(synthetic.path), { recursive: true, force: true });
});

describe('a fuller vPIC extract fills the fields the bundled catalog lacks', () => {
  it('decodes drive type, transmission, horsepower, electrification and battery', () => {
    expect(car.warnings).toEqual([]);
    expect(car.vehicle).toMatchObject({
      make: 'TESTMAKE',
      model: 'Roadster',
      modelYear: 2023,
      bodyClass: 'Sedan/Saloon',
      driveType: 'AWD/All-Wheel Drive',
      transmissionStyle: 'Automatic',
      transmissionSpeeds: 8,
      engineModel: 'TX-1',
      engineHP: 300,
      electrificationLevel: 'BEV (Battery Electric Vehicle)',
      batteryKWh: 75.5,
      plantCity: 'TESTVILLE',
      manufacturer: 'TEST MOTORS INC.',
      manufacturerCountry: 'UNITED STATES (USA)',
    });
  });

  it('lists safety features through lookup tables the bundled catalog does not have', () => {
    expect(car.vehicle.safetyFeatures).toEqual([
      { feature: 'Anti-lock Braking System (ABS)', value: 'Standard' },
      { feature: 'Electronic Stability Control (ESC)', value: 'Standard' },
      { feature: 'Tire Pressure Monitoring System (TPMS)', value: 'Direct' },
      { feature: 'Front Air Bags', value: '1st Row (Driver and Passenger)' },
    ]);
  });

  it('carries them into shapes A and B', () => {
    const a = toShapeA(car.vehicle);
    expect(a).toMatchObject({ transmission: '8-Speed Automatic', drivetrain: 'AWD/All-Wheel Drive' });
    expect(a.safetyFeatures).toHaveLength(4);
    expect(toShapeB(car.vehicle, synthetic.carVin)).toMatchObject({
      engineHP: 300,
      driveType: 'AWD/All-Wheel Drive',
      electrificationLevel: 'BEV (Battery Electric Vehicle)',
      batteryKWh: 75.5,
    });
  });

  it('ranks a direct pattern above the engine model, and a later YearFrom and a later change first', () => {
    expect(car.vehicle.engineCylinders).toBe(4); // direct pattern beats the engine model's 6
    expect(car.vehicle.trim).toBe('Sport'); // schema linked from 2022 beats the one from 2020
    expect(car.vehicle.series).toBe('New'); // changed 2024 (ISO date) beats changed 2022 (SQL Server date)
  });

  it('joins note elements, reads formula keys and skips private elements', () => {
    const byCode = new Map(car.variables.map((v) => [v.code, v.value]));
    // Joined in precedence order: same YearFrom, date and fixed-character count, so key text decides ('*B' < 'A').
    expect(byCode.get('Note')).toBe('second note; first note');
    expect(byCode.get('TrailerLength')).toBe('12');
    expect(byCode.has('NCSABodyType')).toBe(false);
    expect(byCode.has('FuelTypePrimary')).toBe(false); // its key [1-A-JT] does not admit 'B'
  });

  it('converts displacement from litres', () => {
    expect(car.vehicle.engineDisplacementL).toBe(2);
    expect(car.vehicle.engineDisplacementCC).toBe(2000);
    expect(car.vehicle.engineDisplacementCI).toBeCloseTo(122.047, 2);
  });

  it("falls back to the WMI's only make when no model decodes", async () => {
    const trailer = await decoder.decode(synthetic.trailerVin);
    expect(trailer.vehicle).toMatchObject({ make: 'TRAILCO', model: null, bodyClass: 'Trailer', vehicleType: 'TRAILER', modelYear: 2014 });
    expect(trailer.warnings).toContain('MODEL_YEAR_INCONCLUSIVE');
  });

  it("does not flag a check digit the catalog's VinException table excuses", async () => {
    expect((await decoder.decode(synthetic.exceptionVin)).warnings).not.toContain('CHECK_DIGIT_MISMATCH');
    const typo = `${synthetic.carVin.slice(0, 16)}${synthetic.carVin[16] === '7' ? '8' : '7'}`;
    expect((await decoder.decode(typo)).warnings).toContain('CHECK_DIGIT_MISMATCH');
  });

  it('adds a pass for a caller-supplied model year and says when position 10 disagrees', async () => {
    // Position 10 'A' is 2010 for this car, a year without schemas; the caller knows it is a 2021.
    const vin = withCheckDigit('1TSABCDE0AF123456');
    await expect(decoder.decode(vin)).rejects.toMatchObject({ code: 'VIN_NOT_FOUND' });
    const given = await decoder.decode(vin, { modelYear: 2021 });
    expect(given.vehicle).toMatchObject({ modelYear: 2021, model: 'Roadster', trim: 'Base' });
    expect(given.warnings).toContain('MODEL_YEAR_MISMATCH');
    const agreeing = await decoder.decode(synthetic.carVin, { modelYear: 2023 });
    expect(agreeing.warnings).not.toContain('MODEL_YEAR_MISMATCH');
    await expect(decoder.decode(synthetic.carVin, { modelYear: 23 })).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('indexes an operator-supplied extract in place and reports its release', async () => {
    expect(await findCatalogRelease(catalog.db)).toEqual({ release: '2024-05-01', latestPatternAt: '2024-05-01T00:00:00.000Z' });
    const Database = (await import('better-sqlite3')).default;
    const raw = new Database(synthetic.path, { readonly: true });
    const indexes = raw.prepare("select name from sqlite_master where type = 'index' and tbl_name = 'Pattern'").all();
    raw.close();
    expect(indexes.length).toBeGreaterThan(0);
  });
});
