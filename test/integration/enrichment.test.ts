import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { SAFETY_FEATURES, toShapeA } from '../../src/domain/vin/decoder/index.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { startVpicReplayServer, type VpicReplayServer } from '../support/vpic-replay-server.js';

const RENEGADE = 'ZACCJABT0FPB71014';
/** Same descriptor (ZACCJABT*FP), recorded separately from live vPIC. */
const RENEGADE_SIBLING = 'ZACCJABT0FPB60822';

describe.each(databaseTargets)('vPIC enrichment on $name', (target) => {
  let db: StateDatabase;
  let replay: VpicReplayServer;
  let shapeA: TestServer;
  let shapeB: TestServer;
  let off: TestServer;
  let key: string;
  /** A recorded VIN whose schemas read the serial: its answer is its own, never a sibling's. */
  let dependent: string | undefined;
  const auth = () => ({ 'x-api-key': key });
  const used = async () => (await (await off.call('GET', '/api/v1/usage', { headers: auth() })).json()).data.usedToday as number;
  const gql = async (server: TestServer, query: string, variables: Record<string, unknown> = {}) =>
    (await server.graphql(query, variables, auth())).json();

  beforeAll(async () => {
    db = await target.open();
    replay = await startVpicReplayServer();
    // Direct charges (no leases), so usage read through any of the servers is exact at once.
    // The default timeout (1.5 s) is a production figure; on a loaded test machine a call to the
    // replay server can take longer, and the test would see the catalog's answer alone.
    const online = {
      VPIC_ENRICH: 'online',
      VPIC_API_URL: replay.apiUrl,
      VPIC_ENRICH_TIMEOUT_MS: '20000',
      QUOTA_LEASES: 'off',
      CORS_ORIGINS: 'https://app.example.com',
    };
    shapeA = await startTestServer(db, { env: online });
    shapeB = await startTestServer(db, { env: { ...online, RESPONSE_SHAPE: 'B' } });
    off = await startTestServer(db, { env: { VPIC_API_URL: replay.apiUrl, QUOTA_LEASES: 'off' } });
    const user = await createUser(shapeA.services);
    key = await createKey(shapeA.services, user.id);
    // Decoding every recorded VIN in this process keeps the event loop busy for seconds on a loaded
    // machine. Done here, before any request, no idle keep-alive connection can time out on the
    // server meanwhile and be reused by the next request (ECONNRESET).
    for (const vin of replay.recorded.keys()) {
      const result = await shapeA.services.decoder.decode(vin).catch(() => undefined);
      if (result?.serialIndependent === false) dependent = vin;
    }
  });
  afterAll(async () => {
    for (const server of [shapeA, shapeB, off]) await server?.close();
    await replay?.close();
    await db?.close();
  });

  it('fills what the catalog lacks, says where each value came from (GraphQL sources, REST X-Enriched-Fields) and bills one unit', async () => {
    const before = await used();
    const calls = replay.calls.length;
    const resA = await shapeA.post('/api/v1/decode', { vin: RENEGADE }, auth());
    expect(resA.status).toBe(200);
    expect(replay.calls.slice(calls)).toEqual([[RENEGADE]]);
    const { data } = await resA.json();
    const nhtsa = replay.recorded.get(RENEGADE)!;
    expect(data.drivetrain).toBe(nhtsa.DriveType);
    expect(data.make).toBe('JEEP');
    expect(data.safetyFeatures).toEqual(expect.arrayContaining([{ feature: 'Seat Belt Pretensioner', value: nhtsa.Pretensioner }]));
    expect(resA.headers.get('x-enriched-fields')?.split(', ')).toEqual(expect.arrayContaining(['drivetrain', 'safetyFeatures']));
    expect(resA.headers.get('x-enriched-fields')).not.toMatch(/make|model/);
    expect(resA.headers.get('x-decode-warnings') ?? '').not.toContain('ENRICHMENT_UNAVAILABLE');

    // Browser apps may read the provenance and warning headers.
    const fromBrowser = await shapeA.post('/api/v1/decode', { vin: RENEGADE }, { ...auth(), origin: 'https://app.example.com' });
    expect(fromBrowser.headers.get('access-control-expose-headers')).toContain('x-enriched-fields');
    expect(fromBrowser.headers.get('access-control-expose-headers')).toContain('x-decode-warnings');
    expect(fromBrowser.headers.get('x-enriched-fields')).toBe(resA.headers.get('x-enriched-fields'));
    const resB = await shapeB.post('/api/v1/decode', { vin: RENEGADE }, auth());
    const b = (await resB.json()).data;
    expect(b).toMatchObject({ driveType: nhtsa.DriveType, engineHP: Number(nhtsa.EngineHP) });
    expect(resB.headers.get('x-enriched-fields')?.split(', ')).toEqual(expect.arrayContaining(['driveType', 'engineHP']));

    const { data: g } = await gql(
      shapeA,
      `query($vin: String!) { decodeVin(vin: $vin) {
      sources { field source } enrichment { status fromCache release fields reason }
      variables { code value source } safetyFeatures { feature source } } }`,
      { vin: RENEGADE },
    );
    const sources = Object.fromEntries(g.decodeVin.sources.map((s: { field: string; source: string }) => [s.field, s.source]));
    expect(sources).toMatchObject({
      driveType: 'VPIC_API',
      engineHP: 'VPIC_API',
      safetyFeatures: 'VPIC_API',
      make: 'CATALOG',
      model: 'CATALOG',
      vehicleType: 'CATALOG',
    });
    expect(g.decodeVin.enrichment).toMatchObject({
      status: 'ENRICHED',
      fromCache: true,
      reason: null,
      release: expect.stringMatching(/^vpic-api@\d{4}-\d{2}-\d{2}$/),
    });
    const variables = new Map(g.decodeVin.variables.map((v: { code: string; source: string }) => [v.code, v.source]));
    expect(variables.get('DriveType')).toBe('VPIC_API');
    expect(variables.get('Model')).toBe('CATALOG');
    expect(variables.has('ErrorCode')).toBe(false);
    expect(g.decodeVin.safetyFeatures.every((f: { source: string }) => f.source === 'VPIC_API')).toBe(true);
    // Four decodes, four units: enrichment never changes the bill.
    expect(await used()).toBe(before + 4);
    // Only the first decode called out; the shape B server (another replica on the same database) found it cached.
    expect(replay.calls.length).toBe(calls + 1);
  });

  it('reuses an answer for a VIN of the same descriptor only where no pattern reads the serial', async () => {
    const sibling = await shapeA.services.decoder.decode(RENEGADE_SIBLING);
    expect(sibling.serialIndependent).toBe(true);
    const calls = replay.calls.length;
    const { data } = await gql(shapeA, `query($vin: String!) { decodeVin(vin: $vin) { driveType enrichment { fromCache } } }`, {
      vin: RENEGADE_SIBLING,
    });
    expect(replay.calls.length).toBe(calls);
    expect(data.decodeVin).toEqual({ driveType: replay.recorded.get(RENEGADE_SIBLING)!.DriveType, enrichment: { fromCache: true } });

    // A VIN whose schemas do read the serial is asked about itself even when a sibling is cached.
    expect(dependent).toBeDefined();
    const twin = `${dependent!.slice(0, 16)}${dependent![16] === '1' ? '2' : '1'}`;
    await gql(shapeA, `{ decodeVin(vin: "${dependent}") { vin } }`);
    const before = replay.calls.length;
    await gql(shapeA, `{ decodeVin(vin: "${twin}") { vin } }`);
    expect(replay.calls.slice(before)).toEqual([[twin]]);
  });

  it('carries drive type, transmission, horsepower and safety features in shapes A and B wherever NHTSA has them, a batch in calls of at most 50', async () => {
    const vins = [...replay.recorded.keys()];
    const fields = 'vin driveType transmission engineHP safetyFeatures { feature value }';
    const offline = (
      await gql(
        off,
        `query($vins: [String!]!) { batchDecode(vins: $vins) { results { ... on BatchDecodeSuccess { vehicle { ${fields} } } } } }`,
        { vins },
      )
    ).data;
    const catalogOnly = new Map(
      offline.batchDecode.results
        .filter((r: object) => 'vehicle' in r)
        .map((r: { vehicle: { vin: string } }) => [r.vehicle.vin, r.vehicle]),
    );
    const callsBefore = replay.calls.length;
    const batchA = (await (await shapeA.post('/api/v1/batch-decode', { vins }, auth())).json()).data;
    const newCalls = replay.calls.slice(callsBefore);
    expect(newCalls.every((c) => c.length <= 50)).toBe(true);
    expect(newCalls.length).toBeGreaterThanOrEqual(2);
    const batchB = (await (await shapeB.post('/api/v1/batch-decode', { vins }, auth())).json()).data;
    expect(replay.calls.length).toBe(callsBefore + newCalls.length);

    const codeOf = new Map([...shapeA.services.decoder.elementsByCode.values()].map((e) => [e.id, e.code]));
    const filled = { drivetrain: 0, transmission: 0, engineHP: 0, safetyFeatures: 0 };
    for (const [i, item] of batchA.results.entries()) {
      const itemB = batchB.results[i];
      if (item.status !== 'success') continue;
      const nhtsa = replay.recorded.get(item.vin)!;
      const catalog = catalogOnly.get(item.vin) as {
        driveType: string | null;
        transmission: string | null;
        engineHP: number | null;
        safetyFeatures: unknown[];
      };
      const style = nhtsa.TransmissionStyle;
      const speeds = nhtsa.TransmissionSpeeds;
      const transmission = style && speeds ? `${speeds}-Speed ${style}` : (style ?? (speeds ? `${speeds}-Speed` : null));
      expect(item.vehicle.drivetrain, item.vin).toBe(catalog.driveType ?? nhtsa.DriveType ?? null);
      expect(item.vehicle.transmission, item.vin).toBe(catalog.transmission ?? transmission);
      expect(itemB.vehicle.driveType, item.vin).toBe(catalog.driveType ?? nhtsa.DriveType ?? null);
      expect(itemB.vehicle.engineHP, item.vin).toBe(catalog.engineHP ?? (nhtsa.EngineHP ? Math.round(Number(nhtsa.EngineHP)) : null));
      for (const { elementId, feature } of SAFETY_FEATURES) {
        const value = nhtsa[codeOf.get(elementId)!];
        if (value) expect(item.vehicle.safetyFeatures, `${item.vin} ${feature}`).toContainEqual({ feature, value });
      }
      if (catalog.driveType === null && nhtsa.DriveType) filled.drivetrain++;
      if (catalog.transmission === null && transmission) filled.transmission++;
      if (catalog.engineHP === null && nhtsa.EngineHP) filled.engineHP++;
      if (catalog.safetyFeatures.length === 0 && item.vehicle.safetyFeatures.length > 0) filled.safetyFeatures++;
      if (item.enrichedFields)
        expect(item.enrichedFields).toEqual(expect.arrayContaining(item.vehicle.drivetrain && !catalog.driveType ? ['drivetrain'] : []));
    }
    expect(filled.drivetrain).toBeGreaterThan(60);
    expect(filled.transmission).toBeGreaterThan(25);
    expect(filled.engineHP).toBeGreaterThan(50);
    expect(filled.safetyFeatures).toBeGreaterThan(80);
  });

  it('changes nothing with VPIC_ENRICH off: the catalog alone answers and vPIC is never called', async () => {
    const calls = replay.calls.length;
    const vin = 'ZACCJBDT0FPB68110';
    const res = await off.post('/api/v1/decode', { vin }, auth());
    const { data } = await res.json();
    expect(data).toEqual(toShapeA((await off.services.decoder.decode(vin)).vehicle));
    expect(data.drivetrain).toBeNull();
    expect(res.headers.get('x-enriched-fields')).toBeNull();
    // A production check-digit exception the bundled catalog does not list; nothing about enrichment.
    expect(res.headers.get('x-decode-warnings')).toBe('CHECK_DIGIT_MISMATCH');
    const { data: g } = await gql(
      off,
      `{ decodeVin(vin: "${vin}") { enrichment { status } sources { source } } catalog { enrichment { mode circuit } lackingFields } }`,
    );
    expect(g.decodeVin.enrichment.status).toBe('OFF');
    expect(new Set(g.decodeVin.sources.map((s: { source: string }) => s.source))).toEqual(new Set(['CATALOG']));
    expect(g.catalog.enrichment).toEqual({ mode: 'OFF', circuit: null });
    expect(g.catalog.lackingFields).toEqual(expect.arrayContaining(['driveType', 'transmissionStyle', 'engineHP', 'safetyFeatures']));
    expect((await (await fetch(`${off.url}/readyz`)).json()).catalog.enrichment).toEqual({ mode: 'off' });
    expect((await (await fetch(`${shapeA.url}/readyz`)).json()).catalog.enrichment).toEqual({ mode: 'online', circuit: 'closed' });
    expect((await gql(shapeA, '{ catalog { enrichment { mode circuit } } }')).data.catalog.enrichment).toEqual({
      mode: 'ONLINE',
      circuit: 'closed',
    });
    expect(replay.calls.length).toBe(calls);
  });
});
