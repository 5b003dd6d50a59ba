import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/** A GraphQL request refused before execution keeps nothing under its Idempotency-Key (decision 0045). */
describe.each(databaseTargets)('Idempotency-Key on GraphQL documents that never ran, on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let apiKey: string;
  const gql = (query: string, variables: Record<string, unknown>, key: string) =>
    server.graphql(query, variables, { 'x-api-key': apiKey, 'idempotency-key': key });
  const keysOf = async (key: string) => (await db.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).length;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
    apiKey = await createKey(server.services, (await createUser(server.services)).id);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('keeps nothing for a document that fails validation: the corrected document with the same key runs (not 422)', async () => {
    const [vin] = accordVins(1, 900);
    const invalid = await gql('query D($vin: String!) { decodeVin(vin: $vin) { vin noSuchField } }', { vin }, 'gql-unexecuted-1');
    const invalidBody = await invalid.json();
    expect(invalidBody.errors[0].message).toMatch(/noSuchField/);
    expect(invalidBody).not.toHaveProperty('data');
    expect(await keysOf('gql-unexecuted-1')).toBe(0);
    const fixed = await gql('query D($vin: String!) { decodeVin(vin: $vin) { vin make } }', { vin }, 'gql-unexecuted-1');
    const fixedBody = await fixed.json();
    expect(fixed.status, JSON.stringify(fixedBody)).toBe(200);
    expect(fixedBody.data.decodeVin.vin).toBe(vin);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
    expect(await keysOf('gql-unexecuted-1')).toBe(1);
  });

  it('keeps nothing for variables the operation refuses before running; an executed answer is still kept and replayed', async () => {
    const [vin] = accordVins(1, 901);
    const query = 'query D($vin: String!) { decodeVin(vin: $vin) { vin } }';
    const refused = await (await gql(query, { vin: 42 }, 'gql-unexecuted-2')).json();
    expect(refused).not.toHaveProperty('data');
    expect(await keysOf('gql-unexecuted-2')).toBe(0);
    expect((await (await gql(query, { vin }, 'gql-unexecuted-2')).json()).data.decodeVin.vin).toBe(vin);
    const replay = await gql(query, { vin }, 'gql-unexecuted-2');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });
});
