import { describe, expect, it } from 'vitest';
import { createVinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { openTestCatalog, RECORDING_CLOCK } from '../../support/catalog.js';
import { accordVins } from '../../support/vins.js';

describe('decodeMany with a result evicted during the call', () => {
  it('decodes a VIN whose cached result the same call pushes out of the cache', async () => {
    // Two results fit, and a result is kept from its second sighting on. The Accord is cached; the
    // two VINs before it in the list, from other manufacturers, are kept as this call decodes
    // them and push it out before its turn: it must still decode (it threw a TypeError: a 500 to
    // a batch, a failed chunk to a bulk job).
    const decoder = await createVinDecoder(await openTestCatalog(), { clock: RECORDING_CLOCK, preloadWmis: false, resultCacheSize: 2 });
    const [accord] = accordVins(1);
    const others = ['ZACCJABT0FPB71014', '1C9FA3822R1257465'];
    await decoder.decodeMany(others);
    await decoder.decode(accord!);
    await decoder.decode(accord!);
    const outcomes = await decoder.decodeMany([...others, accord!]);
    expect(outcomes[2]).toMatchObject({ vin: accord, result: { vehicle: { make: 'HONDA', modelYear: 2003 } } });
  });
});
