import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';

/**
 * A tiny vPIC extract with the same table layout as NHTSA's standalone database, holding the
 * kinds of data the bundled catalog lacks (drive type, transmission, horsepower, electrification,
 * battery, safety features and their lookup tables). Two fictional WMIs:
 * - 1TS (passenger car): schema 1 linked from 2020, schema 2 from 2022
 * - 1TT (trailer): one make, a schema without Model patterns
 */
const DDL = `
create table Wmi (Id integer not null, Wmi text not null, ManufacturerId integer, MakeId integer, VehicleTypeId integer,
  CreatedOn text, UpdatedOn text, CountryId integer, PublicAvailabilityDate text, TruckTypeId integer, ProcessedOn text,
  NonCompliant integer, NonCompliantSetByOVSC integer);
create table Wmi_VinSchema (Id integer not null, WmiId integer not null, VinSchemaId integer not null, YearFrom integer not null, YearTo integer, OrgId integer);
create table Wmi_Make (WmiId integer not null, MakeId integer not null);
create table VinSchema (Id integer not null, Name text not null, sourcewmi text, CreatedOn text, UpdatedOn text, TobeQCed integer, Notes text);
create table Pattern (Id integer not null, VinSchemaId integer not null, Keys text not null, ElementId integer not null, AttributeId text not null, CreatedOn text, UpdatedOn text);
create table Element (Id integer not null, Name text not null, Code text, LookupTable text, Description text, IsPrivate integer,
  GroupName text, DataType text, MinAllowedValue integer, MaxAllowedValue integer, IsQS integer, Decode text, weight integer);
create table Make_Model (Id integer not null, MakeId integer not null, ModelId integer not null, CreatedOn text, UpdatedOn text);
create table EngineModel (Id integer not null, Name text not null, Description text);
create table EngineModelPattern (Id integer not null, EngineModelId integer not null, ElementId integer not null, AttributeId text not null, CreatedOn text, UpdatedOn text);
create table Conversion (Id integer not null, FromElementId integer not null, ToElementId integer not null, Formula text not null);
create table VinException (Id integer not null, VIN text not null, CheckDigit integer);
`;

const LOOKUP_TABLES = [
  'Make',
  'Model',
  'Manufacturer',
  'Country',
  'VehicleType',
  'BodyStyle',
  'DriveType',
  'Transmission',
  'FuelType',
  'ElectrificationLevel',
  'ABS',
  'ECS',
  'AirBagLocFront',
  'TPMS',
];

// [Id, Name, Code, LookupTable, DataType, Decode, IsPrivate, weight]
type ElementRow = [number, string, string, string | null, string, string | null, number, number | null];
const ELEMENTS: ElementRow[] = [
  [5, 'Body Class', 'BodyClass', 'BodyStyle', 'lookup', 'Pattern', 0, 99],
  [9, 'Engine Number of Cylinders', 'EngineCylinders', null, 'int', 'Pattern', 0, 88],
  [11, 'Displacement (CC)', 'DisplacementCC', null, 'decimal', 'Pattern', 0, 98],
  [12, 'Displacement (CI)', 'DisplacementCI', null, 'decimal', 'Pattern', 0, null],
  [13, 'Displacement (L)', 'DisplacementL', null, 'decimal', 'Pattern', 0, null],
  [15, 'Drive Type', 'DriveType', 'DriveType', 'lookup', 'Pattern', 0, null],
  [18, 'Engine Model', 'EngineModel', null, 'string', 'Pattern', 0, 55],
  [24, 'Fuel Type - Primary', 'FuelTypePrimary', 'FuelType', 'lookup', 'Pattern', 0, 91],
  [26, 'Make', 'Make', 'Make', 'lookup', 'WMI, Pattern', 0, 99],
  [27, 'Manufacturer Name', 'Manufacturer', 'Manufacturer', 'lookup', 'WMI', 0, null],
  [28, 'Model', 'Model', 'Model', 'lookup', 'Pattern', 0, 99],
  [29, 'Model Year', 'ModelYear', null, 'int', 'WMI, Input', 0, 99],
  [31, 'Plant City', 'PlantCity', null, 'string', 'Pattern', 0, 98],
  [34, 'Series', 'Series', null, 'string', 'Pattern', 0, 61],
  [37, 'Transmission Style', 'TransmissionStyle', 'Transmission', 'lookup', 'Pattern', 0, null],
  [38, 'Trim', 'Trim', null, 'string', 'Pattern', 0, 61],
  [39, 'Vehicle Type', 'VehicleType', 'VehicleType', 'lookup', 'WMI', 0, 99],
  [59, 'Battery Energy (kWh) From', 'BatteryKWh', null, 'decimal', 'Pattern', 0, null],
  [63, 'Transmission Speeds', 'TransmissionSpeeds', null, 'int', 'Pattern', 0, null],
  [65, 'Front Air Bag Locations', 'AirBagLocFront', 'AirBagLocFront', 'lookup', 'Pattern', 0, 64],
  [71, 'Engine Brake (hp) From', 'EngineHP', null, 'decimal', 'Pattern', 0, null],
  [86, 'Anti-lock Braking System (ABS)', 'ABS', 'ABS', 'lookup', 'Pattern', 0, null],
  [96, 'NCSA Body Type', 'NCSABodyType', 'vNCSABodyType', 'lookup', 'Pattern', 1, null],
  [99, 'Electronic Stability Control (ESC)', 'ESC', 'ECS', 'lookup', 'Pattern', 0, null],
  [114, 'Note', 'Note', null, 'string', 'Pattern', 0, null],
  [118, 'Trailer Length (feet)', 'TrailerLength', null, 'decimal', 'Pattern', 0, null],
  [126, 'Electrification Level', 'ElectrificationLevel', 'ElectrificationLevel', 'lookup', 'Pattern', 0, null],
  [143, 'Error Code', 'ErrorCode', 'ErrorCode', 'lookup', 'Decoding', 0, null],
  [168, 'Tire Pressure Monitoring System (TPMS) Type', 'TPMS', 'TPMS', 'lookup', 'Pattern', null as unknown as number, null],
];

const LOOKUPS: Record<string, Array<[number, string]>> = {
  Make: [
    [20, 'TESTMAKE'],
    [21, 'TRAILCO'],
  ],
  Model: [[10, 'Roadster']],
  Manufacturer: [
    [30, 'TEST MOTORS INC.'],
    [31, 'TRAILCO LLC'],
  ],
  Country: [[6, 'UNITED STATES (USA)']],
  VehicleType: [
    [2, 'PASSENGER CAR'],
    [6, 'TRAILER'],
  ],
  BodyStyle: [
    [3, 'Sedan/Saloon'],
    [64, 'Trailer'],
  ],
  DriveType: [[1, 'AWD/All-Wheel Drive']],
  Transmission: [[2, 'Automatic']],
  FuelType: [[2, 'Electric']],
  ElectrificationLevel: [[1, 'BEV (Battery Electric Vehicle)']],
  ABS: [[1, 'Standard']],
  ECS: [[1, 'Standard']],
  AirBagLocFront: [[3, '1st Row (Driver and Passenger)']],
  TPMS: [[1, 'Direct']],
};

const T = '2021-01-01 00:00:00.000000';
// [Id, VinSchemaId, Keys, ElementId, AttributeId, CreatedOn, UpdatedOn]
type PatternRow = [number, number, string, number, string, string, string | null];
const PATTERNS: PatternRow[] = [
  // schema 1 (1TS, from 2020): the car. VIN key: ABCDE|PF123456
  [1, 1, 'AB', 28, '10', T, null],
  [2, 1, 'AB', 5, '3', T, null],
  [3, 1, '**C', 15, '1', T, null],
  [4, 1, '**C', 37, '2', T, null],
  [5, 1, '**C', 63, '8', T, null],
  [6, 1, '***D', 18, 'TX-1', T, null],
  [7, 1, '***D', 9, '4', T, null],
  [8, 1, '****E', 126, '1', T, null],
  [9, 1, '****E|*F', 59, '75.5', T, null],
  [10, 1, 'A', 86, '1', T, null],
  [11, 1, 'A', 99, '1', T, null],
  [12, 1, 'A', 65, '3', T, null],
  [13, 1, 'A', 168, '1', T, null],
  [14, 1, 'AB', 13, '2.0', T, null],
  [15, 1, '*****|*F', 31, 'TESTVILLE', T, null],
  [16, 1, 'A', 114, 'first note', T, null],
  [17, 1, '*B', 114, 'second note', T, null],
  [18, 1, 'A', 38, 'Base', T, null],
  [19, 1, 'A', 34, 'Old', T, '2022-01-01 00:00:00'],
  [20, 1, 'AB', 34, 'New', T, '2024-05-01T00:00:00.000Z'],
  [21, 1, 'A', 96, '1', T, null],
  [22, 1, 'A[1-A-JT]', 24, '2', T, null],
  [23, 1, '*****|**##', 118, 'TBD', T, null],
  // schema 2 (1TS, from 2022): a later YearFrom outranks schema 1 for the trim
  [30, 2, 'AB', 38, 'Sport', T, null],
  // schema 3 (1TT trailer, from 1990): no model, so the make comes from the WMI's only make
  [40, 3, '*', 5, '64', T, null],
];

export interface SyntheticCatalog {
  /** In a temporary folder of its own, which the test removes. */
  path: string;
  /** A 2023 car of WMI 1TS with a valid check digit. */
  carVin: string;
  /** The same car with a wrong check digit that VinException excuses. */
  exceptionVin: string;
  /** A trailer of WMI 1TT. */
  trailerVin: string;
}

export function buildSyntheticCatalog(withCheckDigit: (vin17: string) => string): SyntheticCatalog {
  const path = join(mkdtempSync(join(tmpdir(), 'vin-synthetic-')), 'vpic-extract.db');
  const db = new Database(path);
  db.exec(DDL);
  for (const table of LOOKUP_TABLES) {
    db.exec(`create table "${table}" (Id integer not null, Name text not null)`);
    const insert = db.prepare(`insert into "${table}" (Id, Name) values (?, ?)`);
    for (const [id, name] of LOOKUPS[table] ?? []) insert.run(id, name);
  }
  const el = db.prepare(
    'insert into Element (Id, Name, Code, LookupTable, DataType, Decode, IsPrivate, weight) values (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const row of ELEMENTS) el.run(...row);
  const wmi = db.prepare(
    'insert into Wmi (Id, Wmi, ManufacturerId, VehicleTypeId, CountryId, PublicAvailabilityDate, TruckTypeId) values (?, ?, ?, ?, ?, ?, ?)',
  );
  wmi.run(1, '1TS', 30, 2, 6, '2019-01-01 00:00:00', null);
  wmi.run(2, '1TT', 31, 6, 6, '2015-07-27 00:25:57.710000', null);
  const link = db.prepare('insert into Wmi_VinSchema (Id, WmiId, VinSchemaId, YearFrom, YearTo) values (?, ?, ?, ?, ?)');
  link.run(1, 1, 1, 2020, null);
  link.run(2, 1, 2, 2022, 2024);
  link.run(3, 2, 3, 1990, null);
  db.prepare('insert into Wmi_Make (WmiId, MakeId) values (?, ?)').run(2, 21);
  db.prepare('insert into Wmi_Make (WmiId, MakeId) values (?, ?)').run(1, 20);
  db.prepare('insert into Wmi_Make (WmiId, MakeId) values (?, ?)').run(1, 21);
  db.prepare('insert into Make_Model (Id, MakeId, ModelId) values (1, 20, 10)').run();
  db.prepare("insert into EngineModel (Id, Name) values (1, 'TX-1')").run();
  const emp = db.prepare('insert into EngineModelPattern (Id, EngineModelId, ElementId, AttributeId, CreatedOn) values (?, 1, ?, ?, ?)');
  emp.run(1, 71, '300', T);
  emp.run(2, 9, '6', T); // loses to the direct pattern's 4 cylinders
  const conv = db.prepare('insert into Conversion (Id, FromElementId, ToElementId, Formula) values (?, ?, ?, ?)');
  for (const row of [
    [1, 11, 12, '#x# / 16.387064 '],
    [2, 12, 11, '#x# * 16.387064 '],
    [3, 11, 13, '#x# / 1000.'],
    [4, 13, 11, '#x# * 1000'],
    [5, 12, 13, '#x# * 0.016387064 '],
    [7, 13, 12, '#x# / 0.016387064 '],
  ] as const)
    conv.run(...row);
  const pat = db.prepare(
    'insert into Pattern (Id, VinSchemaId, Keys, ElementId, AttributeId, CreatedOn, UpdatedOn) values (?, ?, ?, ?, ?, ?, ?)',
  );
  for (const row of PATTERNS) pat.run(...row);
  const carVin = withCheckDigit('1TSABCDE0PF123456');
  const exceptionVin = `${carVin.slice(0, 8)}${carVin[8] === '0' ? '1' : '0'}${carVin.slice(9)}`;
  db.prepare('insert into VinException (Id, VIN, CheckDigit) values (1, ?, 0)').run(exceptionVin);
  db.close();
  return { path, carVin, exceptionVin, trailerVin: withCheckDigit('1TTZZZZZ0E1120000') };
}
