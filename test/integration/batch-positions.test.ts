import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/** Batch answers map back to the request: every position is an item's `index` or a duplicate's. */
describe.each(databaseTargets)('batch results name their positions in the request on $name', (target) => {
  let db: TestDatabase;
  let serverA: TestServer;
  let serverB: TestServer;
  let key: string;
  const [a, b] = accordVins(2, 71_000);
  // Sent with spaces and lower case: requestedVin keeps them, vin is the canonical form.
  const sent = [` ${a!.toLowerCase()}`, 'ABC', b!, a!, `${b!.toLowerCase()} `, 'AAAAA1234AA123456'];

  beforeAll(async () => {
    db = await target.open();
    serverA = await startTestServer(db);
    serverB = await startTestServer(db, { env: { RESPONSE_SHAPE: 'B' } });
    const user = await createUser(serverA.services);
    key = await createKey(serverA.services, user.id);
  });
  afterAll(async () => {
    await serverA?.close();
    await serverB?.close();
    await db?.close();
  });

  const expectedItems = [
    { index: 0, vin: a, requestedVin: sent[0], status: 'success' },
    { index: 1, vin: 'ABC', requestedVin: 'ABC', status: 'error', errorCode: 'INVALID_VIN' },
    { index: 2, vin: b, requestedVin: b, status: 'success' },
    { index: 5, vin: 'AAAAA1234AA123456', requestedVin: 'AAAAA1234AA123456', status: 'error', errorCode: 'VIN_NOT_FOUND' },
  ];
  const expectedDuplicates = [
    { index: 3, requestedVin: a, duplicateOf: 0 },
    { index: 4, requestedVin: sent[4], duplicateOf: 2 },
  ];

  it('REST shape A: index and requestedVin on each item, duplicates naming their first occurrence', async () => {
    const res = await serverA.post('/api/v1/batch-decode', { vins: sent }, { 'x-api-key': key });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.results).toEqual(expectedItems.map((item) => expect.objectContaining(item)));
    expect(data.duplicates).toEqual(expectedDuplicates);
    expect(data.summary).toMatchObject({ totalSubmitted: 6, successful: 2, failed: 2, duplicates: 2, billableCount: 2 });
  });

  it("REST shape B: the vehicle's requestedVin is the VIN exactly as sent, as in a single decode", async () => {
    const res = await serverB.post('/api/v1/batch-decode', { vins: sent }, { 'x-api-key': key });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.results).toEqual(expectedItems.map((item) => expect.objectContaining(item)));
    expect(data.duplicates).toEqual(expectedDuplicates);
    expect(data.results[0].vehicle).toMatchObject({ requestedVin: sent[0], normalizedVin: a });
    expect(data.results[2].vehicle).toMatchObject({ requestedVin: b, normalizedVin: b });
  });

  it('GraphQL: index, requestedVin and duplicates { index requestedVin vin duplicateOf }', async () => {
    const res = await serverA.graphql(
      `query($vins: [String!]!) { batchDecode(vins: $vins) {
        results { ... on BatchDecodeSuccess { index vin requestedVin status vehicle { requestedVin } } ... on BatchDecodeError { index vin requestedVin status errorCode } }
        duplicates { index requestedVin vin duplicateOf } } }`,
      { vins: sent },
      { 'x-api-key': key },
    );
    const { data } = await res.json();
    expect(data.batchDecode.results).toEqual(expectedItems.map((item) => expect.objectContaining(item)));
    expect(data.batchDecode.results[0].vehicle).toEqual({ requestedVin: sent[0] });
    expect(data.batchDecode.duplicates).toEqual([
      { ...expectedDuplicates[0], vin: a },
      { ...expectedDuplicates[1], vin: b },
    ]);
  });
});
