import { describe, expect, it } from 'vitest';
import type { WmiInfo } from '../../../src/domain/vin/decoder/catalog-data.js';
import { PackedWmis, packWmis } from '../../../src/domain/vin/decoder/wmi-pack.js';

function wmi(id: number, code: string, more: Partial<WmiInfo> = {}): WmiInfo {
  return {
    id,
    code,
    manufacturerId: 10 + id,
    manufacturerName: `Maker ${id}`,
    vehicleTypeId: 2,
    vehicleTypeName: 'Passenger Car',
    truckTypeId: null,
    countryName: 'UNITED STATES (USA)',
    publicFrom: 1_500_000_000_000,
    makes: [{ id: 474, name: 'HONDA' }],
    links: [{ schemaId: 7, yearFrom: 2001, yearTo: 2999 }],
    ...more,
  };
}

describe('WMIs in the decode pack', () => {
  it('reads back every code as it was written: never public, no country, several rows to a code, names beyond ASCII', () => {
    const byCode = new Map<string, WmiInfo[]>([
      ['1HG', [wmi(1, '1HG')]],
      ['VF3', [wmi(2, 'VF3', { publicFrom: undefined, countryName: null, manufacturerName: 'Citroën Société' })]],
      ['9BW', [wmi(3, '9BW'), wmi(4, '9BW', { makes: [], links: [] })]],
      ['1A9ABC', [wmi(5, '1A9ABC', { truckTypeId: 3 })]],
    ]);
    const packed = new PackedWmis(Buffer.from(packWmis(byCode)));
    expect(packed.size).toBe(4);
    for (const [code, infos] of byCode) expect(packed.get(code)).toEqual(infos);
    // Never public stays undefined (a date compared with it is never reached), not null.
    expect(packed.get('VF3')[0]!.publicFrom).toBeUndefined();
    expect(Object.keys(packed.get('VF3')[0]!)).toEqual(Object.keys(wmi(0, 'X')));
  });

  it('knows nothing of codes it does not hold, and each call gives rows of its own', () => {
    const packed = new PackedWmis(Buffer.from(packWmis(new Map([['1HG', [wmi(1, '1HG')]]]))));
    expect(packed.get('ZZZ')).toEqual([]);
    expect(packed.get('1hg')).toEqual([]);
    expect(packed.get('1HG')).not.toBe(packed.get('1HG'));
    expect(new PackedWmis(Buffer.alloc(0)).size).toBe(0);
  });
});
