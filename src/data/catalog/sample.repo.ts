import type { CatalogDb } from './catalog.open.js';

export interface WmiLinkSample {
  wmi: string;
  vehicleTypeId: number | null;
  truckTypeId: number | null;
  schemaId: number;
  yearFrom: number;
  yearTo: number | null;
}

/** Every (WMI, schema, years) link of public WMIs: the raw material of generated test corpora. */
export async function findAllWmiSchemaLinks(db: CatalogDb): Promise<WmiLinkSample[]> {
  return db
    .selectFrom('Wmi as w')
    .innerJoin('Wmi_VinSchema as wvs', 'wvs.WmiId', 'w.Id')
    .where('w.PublicAvailabilityDate', 'is not', null)
    .select([
      'w.Wmi as wmi',
      'w.VehicleTypeId as vehicleTypeId',
      'w.TruckTypeId as truckTypeId',
      'wvs.VinSchemaId as schemaId',
      'wvs.YearFrom as yearFrom',
      'wvs.YearTo as yearTo',
    ])
    .orderBy('w.Wmi')
    .orderBy('wvs.VinSchemaId')
    .execute();
}

/** Pattern keys of some elements in these schemas (e.g. Model keys to build VINs that decode). */
export async function findPatternKeys(
  db: CatalogDb,
  schemaIds: readonly number[],
  elementIds: readonly number[],
): Promise<Array<{ schemaId: number; keys: string }>> {
  const out: Array<{ schemaId: number; keys: string }> = [];
  for (let i = 0; i < schemaIds.length; i += 2000) {
    const rows = await db
      .selectFrom('Pattern')
      .where('VinSchemaId', 'in', schemaIds.slice(i, i + 2000))
      .where('ElementId', 'in', [...elementIds])
      .select(['VinSchemaId as schemaId', 'Keys as keys'])
      .orderBy('Id')
      .execute();
    out.push(...rows);
  }
  return out;
}
