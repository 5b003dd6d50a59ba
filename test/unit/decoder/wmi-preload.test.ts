import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Catalog } from '../../../src/data/catalog/index.js';
import { createVinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { openTestCatalog, RECORDING_CLOCK } from '../../support/catalog.js';

/** VINs from many WMIs (the NHTSA fixture). */
const fixtureVins = (
  JSON.parse(readFileSync(new URL('../../fixtures/vins-nhtsa.json', import.meta.url), 'utf8')) as { vins: Array<{ vin: string }> }
).vins.map((v) => v.vin);

let catalog: Catalog;

beforeAll(async () => {
  catalog = await openTestCatalog();
});

/** Every decode's outcome: the result, or the error code. */
async function outcomes(decode: (vin: string) => Promise<unknown>, vins: readonly string[]): Promise<unknown[]> {
  return Promise.all(vins.map((vin) => decode(vin).catch((error: { code?: string }) => ({ error: error.code }))));
}

describe('reading every WMI ahead', () => {
  it('leaves the event loop free between pages (a server warming up keeps answering)', async () => {
    // Without a decode pack: a pack holds every WMI, and there is nothing to read ahead.
    const decoder = await createVinDecoder(catalog, { clock: RECORDING_CLOCK, preloadWmis: false, decodePack: 'off' });
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns++;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    await decoder.preloadWmis();
    reading = false;
    // ~13k WMIs in pages of 1,000: the loop turns between pages; one synchronous read gives none.
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it('decodes exactly as reading each WMI when first needed, from the catalog or from the decode pack', async () => {
    const vins = [...fixtureVins, '9ZZZZ000000000000', 'zzzzz000000000000'];
    const options = { clock: RECORDING_CLOCK, resultCache: false } as const;
    const lazy = await createVinDecoder(catalog, { ...options, preloadWmis: false, decodePack: 'off' });
    const ahead = await createVinDecoder(catalog, { ...options, preloadWmis: true, decodePack: 'off' });
    const packed = await createVinDecoder(catalog, { ...options, preloadWmis: false, decodePack: 'read' });
    const expected = await outcomes((vin) => lazy.decode(vin), vins);
    expect(expected.length).toBeGreaterThan(20);
    expect(await outcomes((vin) => ahead.decode(vin), vins)).toEqual(expected);
    expect(await outcomes((vin) => packed.decode(vin), vins)).toEqual(expected);
    // Batches too: one round for every WMI the batch is missing.
    const many = await packed.decodeMany(vins);
    expect(many.map((o) => ('result' in o ? o.result : { error: o.error.code }))).toEqual(expected);
  });
});
