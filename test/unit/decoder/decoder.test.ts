import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../src/domain/errors.js';
import { createVinDecoder, toShapeA, toShapeB, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { openTestCatalog, RECORDING_CLOCK } from '../../support/catalog.js';

let decoder: VinDecoder;

beforeAll(async () => {
  decoder = await createVinDecoder(await openTestCatalog(), { clock: RECORDING_CLOCK });
});

const variable = (result: { variables: { code: string; value: string }[] }, code: string) =>
  result.variables.find((v) => v.code === code)?.value;

describe('decoding with the bundled catalog', () => {
  it('decodes the 2003 Honda Accord with body class, engine and plant', async () => {
    const { vehicle, warnings, vin } = await decoder.decode(' 1hgcm82633a004352 ');
    expect(vin).toBe('1HGCM82633A004352');
    expect(warnings).toEqual([]);
    expect(vehicle).toMatchObject({
      make: 'HONDA',
      model: 'Accord',
      modelYear: 2003,
      bodyClass: 'Coupe',
      engineCylinders: 6,
      engineModel: 'J30A4',
      engineConfiguration: 'V-Shaped',
      plantCity: 'MARYSVILLE',
      plantState: 'OHIO',
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      manufacturerCountry: 'UNITED STATES (USA)',
    });
  });

  it('reports INVALID_VIN with the reason', async () => {
    await expect(decoder.decode('1HGCM82633A00435')).rejects.toMatchObject({
      code: 'INVALID_VIN',
      message: expect.stringContaining('17 characters'),
    });
    await expect(decoder.decode('1HGCM82633A00435I')).rejects.toMatchObject({
      code: 'INVALID_VIN',
      message: expect.stringContaining("'I'"),
    });
  });

  it('reports VIN_NOT_FOUND for an unknown WMI', async () => {
    const error = await decoder.decode('ZZZCM82633A004352').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VIN_NOT_FOUND', status: 404 });
  });

  it('reports VIN_NOT_FOUND when only the WMI is known, unless partial results are asked for', async () => {
    // JTM (Toyota MPV) has no schema for 2027: NHTSA answers with the WMI's data only (error 8).
    await expect(decoder.decode('JTMSWRRG5VE960551')).rejects.toMatchObject({ code: 'VIN_NOT_FOUND' });
    const partial = await decoder.decode('JTMSWRRG5VE960551', { partial: true });
    expect(partial.warnings).toContain('NO_DETAILED_DATA');
    expect(partial.vehicle.modelYear).toBe(2027);
    expect(partial.vehicle.make).toBeNull(); // JTM carries several makes
  });

  it('still decodes a wrong check digit, with a warning', async () => {
    const result = await decoder.decode('1FTMW1T88MFA00002');
    expect(result.warnings).toContain('CHECK_DIGIT_MISMATCH');
    expect(result.vehicle).toMatchObject({ make: 'FORD', model: 'F-150', modelYear: 2021 });
  });

  it('takes the make from the model, not the WMI (one WMI, several makes)', async () => {
    const result = await decoder.decode('ZACCJABT0FPB71014');
    expect(result.vehicle.make).toBe('JEEP'); // upper case as NHTSA reports it
    expect(result.vehicle.makeId).toBe(483);
    expect(result.vehicle.modelId).toBe(6160);
  });

  it('converts displacement units through the Conversion table', async () => {
    const { vehicle } = await decoder.decode('ZACCJABT0FPB71014');
    expect(vehicle.engineDisplacementCC).toBe(2400);
    expect(vehicle.engineDisplacementL).toBeCloseTo(2.4, 5);
    expect(vehicle.engineDisplacementCI).toBeCloseTo(146.457, 2);
  });

  it('picks the better model-year pass for vehicles whose cycle position 7 does not decide', async () => {
    const result = await decoder.decode('1FCNJE4L1C6546325', { partial: true });
    expect(result.vehicle.modelYear).toBe(1982);
    expect(result.warnings).toContain('MODEL_YEAR_INCONCLUSIVE');
  });

  it('uses the 6-character WMI when position 3 is 9', async () => {
    const result = await decoder.decode('1N9XYALR1G5369633', { partial: true });
    expect(result.vehicle).toMatchObject({ vehicleType: 'TRAILER', bodyClass: 'Trailer', modelYear: 2016 });
  });

  it('hides a WMI before its public availability date (injected clock)', async () => {
    const past = await createVinDecoder(await openTestCatalog(), { clock: () => new Date('2000-01-01T00:00:00Z') });
    // RGS (KYMCO) became public on 2016-07-18.
    await expect(past.decode('RGS3TM37247084314', { partial: true })).rejects.toMatchObject({ code: 'VIN_NOT_FOUND' });
    await expect(decoder.decode('RGS3TM37247084314', { partial: true })).resolves.toMatchObject({ vin: 'RGS3TM37247084314' });
  });

  it('decodes a batch in input order with per-VIN errors', async () => {
    const outcomes = await decoder.decodeMany(['1HGCM82633A004352', 'bad', 'ZZZCM82633A004352', 'ZACCJABT0FPB71014', '1HGCM82633A004352']);
    expect(outcomes.map((o) => ('result' in o ? o.result.vehicle.model : o.error.code))).toEqual([
      'Accord',
      'INVALID_VIN',
      'VIN_NOT_FOUND',
      'Renegade',
      'Accord',
    ]);
  });

  it('gives the same results with the result cache off', async () => {
    const uncached = await createVinDecoder(await openTestCatalog(), { clock: RECORDING_CLOCK, resultCache: false });
    const a = await uncached.decode('ZACCJABT0FPB71014');
    const b = await uncached.decode('ZACCJABT0FPB71014');
    expect(a).not.toBe(b);
    expect(a).toEqual(b);
    expect(await decoder.decode('ZACCJABT0FPB71014')).toEqual(a);
  });

  it('lists every decoded vPIC variable with its NHTSA name', async () => {
    const result = await decoder.decode('1HGCM82633A004352');
    expect(variable(result, 'Model')).toBe('Accord');
    expect(variable(result, 'BodyClass')).toBe('Coupe');
    expect(result.variables.find((v) => v.code === 'PlantCity')).toEqual({
      elementId: 31,
      code: 'PlantCity',
      name: 'Plant City',
      value: 'MARYSVILLE',
    });
    const ids = result.variables.map((v) => v.elementId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('maps to shape A and shape B with the spec field names', async () => {
    const { vehicle } = await decoder.decode('ZACCJABT0FPB71014');
    const a = toShapeA(vehicle);
    expect(Object.keys(a)).toEqual([
      'vin',
      'modelYear',
      'make',
      'model',
      'trim',
      'vehicleType',
      'bodyStyle',
      'engine',
      'transmission',
      'drivetrain',
      'manufacturer',
      'safetyFeatures',
    ]);
    expect(a.engine).toEqual({ cylinders: 4, displacementL: 2.4, fuelType: 'Gasoline' });
    // The country is Wmi.CountryId as the catalog records it (ZAC is registered under the USA).
    expect(a.manufacturer).toEqual({ name: 'FCA ITALY S.P.A.', country: 'UNITED STATES (USA)' });
    expect(a.safetyFeatures).toEqual([]);
    const b = toShapeB(vehicle, 'zaccjabt0fpb71014');
    expect(Object.keys(b)).toEqual([
      'requestedVin',
      'normalizedVin',
      'decodeStatus',
      'make',
      'model',
      'modelYear',
      'trim',
      'series',
      'bodyClass',
      'doors',
      'engineCylinders',
      'engineDisplacementL',
      'engineHP',
      'engineModel',
      'engineConfiguration',
      'fuelTypePrimary',
      'driveType',
      'plantCity',
      'plantState',
      'plantCountry',
      'gvwr',
      'electrificationLevel',
      'batteryKWh',
    ]);
    expect(b).toMatchObject({
      requestedVin: 'zaccjabt0fpb71014',
      normalizedVin: 'ZACCJABT0FPB71014',
      decodeStatus: 'success',
      doors: 4,
      modelYear: 2015,
    });
  });
});
