import { beforeAll, describe, expect, it } from 'vitest';
import { findWmis } from '../../../src/data/catalog/index.js';
import { AppError } from '../../../src/domain/errors.js';
import { wmiRegionCountry } from '../../../src/domain/vin/wmi-region.js';
import { createVinDecoder, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { openTestCatalog, RECORDING_CLOCK } from '../../support/catalog.js';
import { loadFixtures } from './support/nhtsa-compare.js';

/** Recordings where NHTSA answered "8 - No detailed data available currently". */
const noDetailedData = loadFixtures().filter(
  (f) => (typeof f.expected.ErrorCode === 'string' ? f.expected.ErrorCode : '').split(',')[0] === '8',
);

/** The catalog (2026-03) names a manufacturer as NHTSA's 2026-09 data no longer does. */
const MANUFACTURER_RENAMED: Readonly<Record<string, string>> = { RGS3TM37247084314: 'KWANG YANG MOTOR CO., LTD (KYMCO)' };

let decoder: VinDecoder;
beforeAll(async () => {
  decoder = await createVinDecoder(await openTestCatalog(), { clock: RECORDING_CLOCK });
}, 60_000);

describe('a decode miss still says what is known', () => {
  it('has recordings to check against', () => {
    expect(noDetailedData.length).toBeGreaterThanOrEqual(5);
  });

  it.each(noDetailedData.map((f) => [f.vin, f] as const))(
    '%s: VIN_NOT_FOUND with the WMI facts NHTSA reports, in its spelling',
    async (vin, fixture) => {
      const error = await decoder.decode(vin).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      const { code, details } = error as AppError;
      expect(code).toBe('VIN_NOT_FOUND');
      const expected = fixture.expected as Record<string, string | undefined>;
      expect(details).toMatchObject({
        vin,
        manufacturer: MANUFACTURER_RENAMED[vin] ?? expected.Manufacturer,
        modelYear: Number(expected.ModelYear),
        vehicleType: expected.VehicleType,
        country: expect.any(String),
      });
      // The make only when the WMI names one, exactly as NHTSA prints it.
      if (expected.Make === undefined) expect(details).not.toHaveProperty('make');
      else expect(details?.make).toBe(expected.Make);
    },
  );

  it('spells the vehicle type of a decoded VIN as NHTSA does', async () => {
    for (const fixture of loadFixtures()
      .filter((f) => f.kind === 'vin-exception')
      .slice(0, 20)) {
      const result = await decoder.decode(fixture.vin);
      expect(result.vehicle.vehicleType).toBe(fixture.expected.VehicleType);
    }
  });

  it('names the country ISO 3780 allocates the WMI to when the catalog records none, agreeing with it where it does', async () => {
    const wmis = (await findWmis((await openTestCatalog()).db, null)).filter((w) => w.countryName !== null);
    const agree = wmis.filter((w) => wmiRegionCountry(w.code) === w.countryName).length;
    expect(agree / wmis.length).toBeGreaterThan(0.97);
    const error = (await decoder.decode('KL4MRSUC0TL588504').catch((e: unknown) => e)) as AppError;
    expect(error.details?.country).toBe('SOUTH KOREA');
  });

  it('knows nothing more of an unknown manufacturer than the VIN and its WMI', async () => {
    const error = (await decoder.decode('ZZZCM82633A004352').catch((e: unknown) => e)) as AppError;
    expect(error.details).toEqual({ vin: 'ZZZCM82633A004352', wmi: 'ZZZ' });
  });
});
