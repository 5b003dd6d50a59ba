import type { CatalogDb } from './catalog.open.js';

export interface WmiRow {
  id: number;
  code: string;
  manufacturerId: number | null;
  manufacturerName: string | null;
  vehicleTypeId: number | null;
  vehicleTypeName: string | null;
  truckTypeId: number | null;
  countryName: string | null;
  publicAvailabilityDate: string | null;
}

export interface WmiSchemaLinkRow {
  wmiId: number;
  schemaId: number;
  yearFrom: number;
  yearTo: number | null;
}

export interface WmiMakeRow {
  wmiId: number;
  makeId: number;
  makeName: string;
}

/** Wmi rows for these codes (3 or 6 characters; null = every WMI) with the names the decoder reports. */
export async function findWmis(db: CatalogDb, codes: readonly string[] | null): Promise<WmiRow[]> {
  if (codes !== null && codes.length === 0) return [];
  return selectWmis(db)
    .$if(codes !== null, (qb) => qb.where('w.Wmi', 'in', [...(codes ?? [])]))
    .execute();
}

/** Up to `limit` Wmi rows with an Id above `afterId`, in Id order: every WMI, a page at a time. */
export async function findWmiPage(db: CatalogDb, afterId: number, limit: number): Promise<WmiRow[]> {
  return selectWmis(db).where('w.Id', '>', afterId).orderBy('w.Id').limit(limit).execute();
}

function selectWmis(db: CatalogDb) {
  return db
    .selectFrom('Wmi as w')
    .leftJoin('Manufacturer as m', 'm.Id', 'w.ManufacturerId')
    .leftJoin('VehicleType as vt', 'vt.Id', 'w.VehicleTypeId')
    .leftJoin('Country as c', 'c.Id', 'w.CountryId')
    .select([
      'w.Id as id',
      'w.Wmi as code',
      'w.ManufacturerId as manufacturerId',
      'm.Name as manufacturerName',
      'w.VehicleTypeId as vehicleTypeId',
      'vt.Name as vehicleTypeName',
      'w.TruckTypeId as truckTypeId',
      'c.Name as countryName',
      'w.PublicAvailabilityDate as publicAvailabilityDate',
    ]);
}

/** The VIN schemas each WMI uses and the model years each link covers (null = all WMIs). */
export async function findWmiSchemaLinks(db: CatalogDb, wmiIds: readonly number[] | null): Promise<WmiSchemaLinkRow[]> {
  if (wmiIds !== null && wmiIds.length === 0) return [];
  return db
    .selectFrom('Wmi_VinSchema')
    .$if(wmiIds !== null, (qb) => qb.where('WmiId', 'in', [...(wmiIds ?? [])]))
    .select(['WmiId as wmiId', 'VinSchemaId as schemaId', 'YearFrom as yearFrom', 'YearTo as yearTo'])
    .execute();
}

/** Makes registered for each WMI (null = all WMIs); used when no model decodes and there is one. */
export async function findWmiMakes(db: CatalogDb, wmiIds: readonly number[] | null): Promise<WmiMakeRow[]> {
  if (wmiIds !== null && wmiIds.length === 0) return [];
  return db
    .selectFrom('Wmi_Make as wm')
    .innerJoin('Make as mk', 'mk.Id', 'wm.MakeId')
    .$if(wmiIds !== null, (qb) => qb.where('wm.WmiId', 'in', [...(wmiIds ?? [])]))
    .select(['wm.WmiId as wmiId', 'wm.MakeId as makeId', 'mk.Name as makeName'])
    .execute();
}
