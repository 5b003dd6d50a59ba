/**
 * The tables of NHTSA's vPIC standalone database that the decoder reads, as Kysely types.
 * Only the columns we use are declared; the extract may hold more.
 * Lookup tables (BodyStyle, FuelType, …) all share the { Id, Name } shape and are reached by
 * name through LookupTable, so they are not listed one by one.
 */
export interface WmiTable {
  Id: number;
  Wmi: string;
  ManufacturerId: number | null;
  MakeId: number | null;
  VehicleTypeId: number | null;
  TruckTypeId: number | null;
  CountryId: number | null;
  PublicAvailabilityDate: string | null;
}

export interface WmiVinSchemaTable {
  Id: number;
  WmiId: number;
  VinSchemaId: number;
  YearFrom: number;
  YearTo: number | null;
}

export interface WmiMakeTable {
  WmiId: number;
  MakeId: number;
}

export interface PatternTable {
  Id: number;
  VinSchemaId: number;
  Keys: string;
  ElementId: number;
  AttributeId: string;
  CreatedOn: string | null;
  UpdatedOn: string | null;
}

export interface ElementTable {
  Id: number;
  Name: string;
  Code: string | null;
  LookupTable: string | null;
  IsPrivate: number | null;
  DataType: string | null;
  Decode: string | null;
  weight: number | null;
}

export interface NamedRowTable {
  Id: number;
  Name: string;
}

export interface MakeModelTable {
  MakeId: number;
  ModelId: number;
}

export interface EngineModelPatternTable {
  Id: number;
  EngineModelId: number;
  ElementId: number;
  AttributeId: string;
  CreatedOn: string | null;
  UpdatedOn: string | null;
}

export interface ConversionTable {
  Id: number;
  FromElementId: number;
  ToElementId: number;
  Formula: string;
}

export interface VinExceptionTable {
  Id: number;
  VIN: string;
  CheckDigit: number | null;
}

export interface CatalogTables {
  Wmi: WmiTable;
  Wmi_VinSchema: WmiVinSchemaTable;
  Wmi_Make: WmiMakeTable;
  Pattern: PatternTable;
  Element: ElementTable;
  Make: NamedRowTable;
  Model: NamedRowTable;
  Make_Model: MakeModelTable;
  Manufacturer: NamedRowTable;
  Country: NamedRowTable;
  VehicleType: NamedRowTable;
  EngineModel: NamedRowTable;
  EngineModelPattern: EngineModelPatternTable;
  Conversion: ConversionTable;
  VinException: VinExceptionTable;
}
