import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { bearer, createKey, createUser, loginAs } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

const ACCORD = '1HGCM82633A004352';
const SHAPE_A_KEYS = [
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
];
const SHAPE_B_KEYS = [
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
];

describe.each(databaseTargets)('decode on $name', (target) => {
  let db: StateDatabase;
  let shapeA: TestServer;
  let shapeB: TestServer;
  let key: string;
  /**
   * shapeB bills another account: with quota leases a process sees another's grants only after
   * their settlement, so usage read through shapeA is exact only for an account shapeA alone charges.
   * Both bill directly: a usage read may lag by a lease settlement in flight (quota-leases.ts), and
   * these tests compare usage before and after a refused decode to the unit.
   */
  let keyB: string;

  const decode = (server: TestServer, vin: unknown, headers: Record<string, string> = { 'x-api-key': key }) =>
    server.post('/api/v1/decode', { vin }, headers);
  const used = async () =>
    (await (await shapeA.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data.usedToday as number;

  beforeAll(async () => {
    db = await target.open();
    shapeA = await startTestServer(db, { env: { QUOTA_LEASES: 'off' } });
    shapeB = await startTestServer(db, { env: { RESPONSE_SHAPE: 'B', QUOTA_LEASES: 'off' } });
    const user = await createUser(shapeA.services);
    key = await createKey(shapeA.services, user.id);
    keyB = await createKey(shapeA.services, (await createUser(shapeA.services)).id);
  });
  afterAll(async () => {
    await shapeA?.close();
    await shapeB?.close();
    await db?.close();
  });

  it('returns shape A with exactly the spec fields, the quota headers, and bills one unit', async () => {
    const before = await used();
    const res = await decode(shapeA, ACCORD);
    expect(res.status).toBe(200);
    const { success, data } = await res.json();
    expect(success).toBe(true);
    expect(Object.keys(data)).toEqual(SHAPE_A_KEYS);
    expect(data).toMatchObject({
      vin: ACCORD,
      modelYear: 2003,
      make: expect.stringMatching(/^honda$/i),
      model: 'Accord',
      vehicleType: 'PASSENGER CAR',
      bodyStyle: 'Coupe',
    });
    expect(data.engine).toEqual({ cylinders: 6, displacementL: data.engine.displacementL, fuelType: 'Gasoline' });
    expect(Object.keys(data.manufacturer)).toEqual(['name', 'country']);
    expect(Array.isArray(data.safetyFeatures)).toBe(true);
    expect(res.headers.get('x-quota-limit')).toBe('10000');
    expect(Number(res.headers.get('x-quota-remaining'))).toBe(10000 - (before + 1));
    expect(res.headers.get('x-quota-reset')).toMatch(/T00:00:00.000Z$/);
    expect(await used()).toBe(before + 1);
  });

  it('returns shape B with exactly the spec fields when RESPONSE_SHAPE=B', async () => {
    const res = await decode(shapeB, ' 1hgcm82633a004352 ', { 'x-api-key': keyB });
    const { data } = await res.json();
    expect(Object.keys(data)).toEqual(SHAPE_B_KEYS);
    expect(data).toMatchObject({
      requestedVin: ' 1hgcm82633a004352 ',
      normalizedVin: ACCORD,
      decodeStatus: 'success',
      model: 'Accord',
      modelYear: 2003,
      bodyClass: 'Coupe',
      doors: 2,
      engineCylinders: 6,
      engineModel: 'J30A4',
      plantCity: 'MARYSVILLE',
      plantState: 'OHIO',
    });
    expect(typeof data.gvwr).toBe('string');
  });

  it('decodes a wrong check digit with the CHECK_DIGIT_MISMATCH warning', async () => {
    const res = await decode(shapeA, '1HGCM82633A004353');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-decode-warnings')).toContain('CHECK_DIGIT_MISMATCH');
    const gql = await (await shapeA.graphql(`{ decodeVin(vin: "1HGCM82633A004353") { warnings } }`, {}, { 'x-api-key': key })).json();
    expect(gql.data.decodeVin.warnings).toContain('CHECK_DIGIT_MISMATCH');
  });

  it.each([
    ['ABC', /17 characters/],
    ['1HGCM82633A00435I', /I, O and Q/],
    ['1HGCM82633A00435*', /not a VIN character/],
  ])('refuses the malformed VIN %s with 400 INVALID_VIN and the reason, unbilled', async (vin, reason) => {
    const before = await used();
    const res = await decode(shapeA, vin);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('INVALID_VIN');
    expect(body.error.message).toMatch(reason);
    expect(await used()).toBe(before);
  });

  it('answers an unknown manufacturer with 404 VIN_NOT_FOUND, unbilled', async () => {
    const before = await used();
    const res = await decode(shapeA, 'AAAAA1234AA123456');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('VIN_NOT_FOUND');
    expect(await used()).toBe(before);
  });

  it('answers "no detailed data" with 404 VIN_NOT_FOUND that still says what the WMI tells, on REST, GraphQL and in a batch, unbilled', async () => {
    // NHTSA: "8 - No detailed data available currently" (ACURA, 2014, PASSENGER CAR).
    const vin = '19U8LLLT2E7563598';
    const known = {
      wmi: '19U',
      manufacturer: 'AMERICAN HONDA MOTOR CO., INC.',
      make: 'ACURA',
      modelYear: 2014,
      country: 'UNITED STATES (USA)',
      vehicleType: 'PASSENGER CAR',
    };
    const before = await used();
    const res = await decode(shapeA, vin);
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'VIN_NOT_FOUND', details: { vin, ...known } });
    const gql = await (await shapeA.graphql('query($vin: String!) { decodeVin(vin: $vin) { vin } }', { vin }, { 'x-api-key': key })).json();
    expect(gql.errors[0].extensions).toMatchObject({ code: 'VIN_NOT_FOUND', details: { vin, ...known } });
    for (const server of [shapeA, shapeB]) {
      const batch = await (await server.post('/api/v1/batch-decode', { vins: [vin, 'ZZZCM82633A004352'] }, { 'x-api-key': key })).json();
      expect(batch.data.results[0]).toEqual({
        index: 0,
        vin,
        requestedVin: vin,
        status: 'error',
        errorCode: 'VIN_NOT_FOUND',
        message: expect.any(String),
        details: known,
      });
      expect(batch.data.results[1]).toEqual({
        index: 1,
        vin: 'ZZZCM82633A004352',
        requestedVin: 'ZZZCM82633A004352',
        status: 'error',
        errorCode: 'VIN_NOT_FOUND',
        message: expect.any(String),
        details: { wmi: 'ZZZ' },
      });
    }
    const gqlBatch = await (
      await shapeA.graphql(
        `{ batchDecode(vins: ["${vin}"]) { results { ... on BatchDecodeError { errorCode details { wmi manufacturer make modelYear country vehicleType } } } } }`,
        {},
        { 'x-api-key': key },
      )
    ).json();
    expect(gqlBatch.data.batchDecode.results[0]).toEqual({ errorCode: 'VIN_NOT_FOUND', details: known });
    expect(await used()).toBe(before);
  });

  it('refuses garbage bodies with 400 VALIDATION_ERROR, unbilled', async () => {
    const before = await used();
    for (const body of ['{"vin":', '[]', '{}', '{"vin":17}', '{"vin":null}']) {
      const res = await shapeA.post('/api/v1/decode', body, { 'x-api-key': key });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('VALIDATION_ERROR');
    }
    expect(await used()).toBe(before);
  });

  it('needs credentials: 401 without, 401 for a bad key, and works with a Bearer token', async () => {
    const anonymous = await decode(shapeA, ACCORD, {});
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe('UNAUTHENTICATED');
    const badKey = await decode(shapeA, ACCORD, { 'x-api-key': 'vin_live_nope' });
    expect(badKey.status).toBe(401);
    expect((await badKey.json()).error.code).toBe('INVALID_API_KEY');
    const user = await createUser(shapeA.services);
    const { token } = await loginAs(shapeA, user);
    expect((await decode(shapeA, ACCORD, bearer(token))).status).toBe(200);
  });

  it("GraphQL decodeVin exposes the superset: both shapes' fields, variables and warnings", async () => {
    const res = await shapeA.graphql(
      `query($vin: String!) { decodeVin(vin: $vin) { vin requestedVin make model modelYear bodyClass bodyStyle doors plantCity plantState
        engine { cylinders fuelType model } manufacturerInfo { name country } warnings variables { code name value } } }`,
      { vin: ACCORD },
      { 'x-api-key': key },
    );
    const { data } = await res.json();
    expect(data.decodeVin).toMatchObject({
      vin: ACCORD,
      model: 'Accord',
      modelYear: 2003,
      bodyClass: 'Coupe',
      bodyStyle: 'Coupe',
      doors: 2,
      plantState: 'OHIO',
    });
    expect(data.decodeVin.engine).toMatchObject({ cylinders: 6, fuelType: 'Gasoline', model: 'J30A4' });
    const codes = data.decodeVin.variables.map((v: { code: string }) => v.code);
    expect(codes).toEqual(expect.arrayContaining(['Make', 'Model', 'ModelYear', 'BodyClass', 'PlantCity']));
  });

  it('reports the catalog release in GraphQL and /readyz', async () => {
    const gql = await (await shapeA.graphql('{ catalog { release } }')).json();
    expect(gql.data.catalog.release).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const ready = await (await fetch(`${shapeA.url}/readyz`)).json();
    expect(ready.catalog.release).toBe(gql.data.catalog.release);
  });
});
