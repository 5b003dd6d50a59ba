import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { countKeys } from '../../src/data/repos/idempotency-keys.repo.js';
import { beginKeyedRequest, idempotencyLockMs } from '../../src/domain/idempotency/idempotency.service.js';
import { RequestFingerprint } from '../../src/http/idempotency.js';
import { ManualClock, systemClock } from '../../src/infra/clock.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startGatewayFleet, type GatewayFleet } from '../support/gateway-fleet.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, TEST_JWT_SECRET, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/**
 * Idempotency-Key on the billable REST routes, through real servers on PGlite and PostgreSQL:
 * a retry of a request whose answer was lost gets that answer again and is billed once.
 */
describe.each(databaseTargets)('Idempotency-Key on REST decodes on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let replica: TestServer;
  const clock = new ManualClock('2026-06-15T10:00:00Z');

  async function customer(limits: { dailyQuota: number; batchCap?: number } = { dailyQuota: 100 }) {
    const plan = await createPlan(db, limits);
    const user = await createUser(server.services, { plan });
    return createKey(server.services, user.id);
  }
  const used = async (apiKey: string) =>
    (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': apiKey } })).json()).data.usedToday as number;
  const decode = (apiKey: string, vin: string, key?: string, on = server) =>
    on.post('/api/v1/decode', { vin }, { 'x-api-key': apiKey, ...(key === undefined ? {} : { 'idempotency-key': key }) });
  const QUOTA_HEADERS = ['x-quota-limit', 'x-quota-remaining', 'x-quota-reset'];
  const quotaHeaders = (res: Response) => QUOTA_HEADERS.map((name) => res.headers.get(name));

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { clock });
    replica = await startTestServer(db, { clock });
  });
  afterAll(async () => {
    await server?.close();
    await replica?.close();
    await db?.close();
  });

  it('replays a decode retried with the same key: same status, body and quota headers, Idempotent-Replayed, billed once', async () => {
    const apiKey = await customer();
    const [vin] = accordVins(1);
    const first = await decode(apiKey, vin!, 'retry-1');
    const firstBody = await first.text();
    expect(first.status, firstBody).toBe(200);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(await used(apiKey)).toBe(1);

    const again = await decode(apiKey, vin!, 'retry-1');
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(firstBody);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(quotaHeaders(again)).toEqual(quotaHeaders(first));
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    // The same values serialised otherwise (spacing) are the same request.
    const respaced = await server.post('/api/v1/decode', `{ "vin" :  "${vin}" }`, { 'x-api-key': apiKey, 'idempotency-key': 'retry-1' });
    expect(respaced.headers.get('idempotent-replayed')).toBe('true');
    expect(await respaced.text()).toBe(firstBody);
    expect(await used(apiKey)).toBe(1);

    // Without a key, the same decode is a new one.
    expect((await decode(apiKey, vin!)).status).toBe(200);
    expect(await used(apiKey)).toBe(2);
  });

  it('replays a batch, and answers it from another replica sharing the database', async () => {
    const apiKey = await customer();
    const body = { vins: [...accordVins(3, 200), 'NOT-A-VIN'] };
    const headers = { 'x-api-key': apiKey, 'idempotency-key': 'batch-7f3a' };
    const first = await server.post('/api/v1/batch-decode', body, headers);
    const firstBody = await first.text();
    expect(first.status, firstBody).toBe(200);
    expect(await used(apiKey)).toBe(3);
    const elsewhere = await replica.post('/api/v1/batch-decode', body, headers);
    expect(elsewhere.headers.get('idempotent-replayed')).toBe('true');
    expect(await elsewhere.text()).toBe(firstBody);
    expect(quotaHeaders(elsewhere)).toEqual(quotaHeaders(first));
    expect(await used(apiKey)).toBe(3);
  });

  it('replays after a restart: the key lives in the state database, not in the process', async () => {
    const apiKey = await customer();
    const [vin] = accordVins(1, 250);
    const first = await decode(apiKey, vin!, 'restart-1', replica);
    const firstBody = await first.text();
    expect(first.status).toBe(200);
    await replica.close();
    replica = await startTestServer(db, { clock });
    const again = await decode(apiKey, vin!, 'restart-1', replica);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.text()).toBe(firstBody);
    expect(await used(apiKey)).toBe(1);
  });

  it('refuses the same key with another request: 422 IDEMPOTENCY_KEY_REUSED, nothing billed', async () => {
    const apiKey = await customer();
    const [a, b] = accordVins(2, 300);
    expect((await decode(apiKey, a!, 'order-1')).status).toBe(200);
    const otherVin = await decode(apiKey, b!, 'order-1');
    expect(otherVin.status).toBe(422);
    expect((await otherVin.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherPath = await server.post('/api/v1/batch-decode', { vins: [a] }, { 'x-api-key': apiKey, 'idempotency-key': 'order-1' });
    expect(otherPath.status).toBe(422);
    expect(await used(apiKey)).toBe(1);
    // Keys belong to an account: another account's same key is its own.
    const otherAccount = await customer();
    const theirs = await decode(otherAccount, b!, 'order-1');
    expect(theirs.status).toBe(200);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();
  });

  it('refuses a malformed key with 400 VALIDATION_ERROR before billing anything', async () => {
    const apiKey = await customer();
    const [vin] = accordVins(1, 400);
    for (const bad of ['', 'x'.repeat(256), 'two words', 'tab\there']) {
      const res = await decode(apiKey, vin!, bad);
      const body = await res.json();
      expect([res.status, body.error?.code], JSON.stringify(bad)).toEqual([400, 'VALIDATION_ERROR']);
    }
    expect((await decode(apiKey, vin!, 'x'.repeat(255))).status).toBe(200);
    expect(await used(apiKey)).toBe(1);
  });

  it('runs 20 concurrent requests with one key once: billed once, every answer the first one or 409 IDEMPOTENCY_REQUEST_IN_PROGRESS', async () => {
    const apiKey = await customer();
    const [vin] = accordVins(1, 500);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => decode(apiKey, vin!, 'burst', i % 2 === 0 ? server : replica)),
    );
    const answers = await Promise.all(
      responses.map(async (res) => ({
        status: res.status,
        replayed: res.headers.get('idempotent-replayed'),
        retryAfter: res.headers.get('retry-after'),
        body: await res.text(),
      })),
    );
    const ran = answers.filter((a) => a.status === 200 && a.replayed === null);
    expect(ran).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toBe(ran[0]!.body);
      else {
        expect(answer.status).toBe(409);
        expect(JSON.parse(answer.body).error.code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
        expect(answer.retryAfter).toBe('1');
      }
    }
    expect(await used(apiKey)).toBe(1);
    // Retried after the 409, as the header says: the first answer.
    const retried = await decode(apiKey, vin!, 'burst');
    expect(retried.headers.get('idempotent-replayed')).toBe('true');
    expect(await retried.text()).toBe(ran[0]!.body);
  });

  it('keeps a 4xx answer (replayed as it was) but not a 429: the key is free again for a later retry', async () => {
    const apiKey = await customer({ dailyQuota: 1 });
    const invalid = await decode(apiKey, 'SHORT', 'bad-vin');
    expect(invalid.status).toBe(400);
    const invalidAgain = await decode(apiKey, 'SHORT', 'bad-vin');
    expect(invalidAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(await invalidAgain.text()).toBe(await invalid.text());

    const [a, b] = accordVins(2, 600);
    expect((await decode(apiKey, a!)).status).toBe(200);
    const refused = await decode(apiKey, b!, 'over-quota');
    expect(refused.status).toBe(429);
    // Not kept: the same key with another request is not "reused", and runs (and is refused) again.
    const again = await decode(apiKey, a!, 'over-quota');
    expect(again.status).toBe(429);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await used(apiKey)).toBe(1);
  });

  it('forgets a key after 24 hours: it runs again, and later keys delete the expired ones', async () => {
    const apiKey = await customer();
    const [a, b] = accordVins(2, 700);
    expect((await decode(apiKey, a!, 'daily-1')).status).toBe(200);
    for (let i = 0; i < 10; i++) await decode(apiKey, a!, `old-${i}`);
    clock.advance(23 * 3600_000);
    expect((await decode(apiKey, b!, 'daily-1')).status).toBe(422);
    clock.advance(3600_000 + 1000);
    const afterADay = await decode(apiKey, b!, 'daily-1');
    expect(afterADay.status).toBe(200);
    expect(afterADay.headers.get('idempotent-replayed')).toBeNull();
    expect(await used(apiKey)).toBe(1); // a new quota day: the decode after 24 h billed anew

    // The keys of the earlier tests are now past 24 h: each new key deletes a few of them.
    const expired = async () =>
      Number(
        (
          await db.db
            .selectFrom('idempotency_keys')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('created_at', '<', new Date(clock.now().getTime() - 24 * 3600_000))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await expired();
    expect(before).toBeGreaterThan(8);
    await decode(apiKey, a!, 'sweep-0');
    expect(await expired()).toBe(before - 8);
    for (let i = 1; i < 10 && (await expired()) > 0; i++) await decode(apiKey, a!, `sweep-${i}`);
    expect(await expired()).toBe(0);
  });

  it('lets a browser on an allowed origin send the key and read Idempotent-Replayed', async () => {
    const origin = 'https://app.example.com';
    const browserFacing = await startTestServer(db, { clock, env: { CORS_ORIGINS: origin } });
    try {
      const preflight = await browserFacing.call('OPTIONS', '/api/v1/decode', {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type, x-api-key, idempotency-key',
        },
      });
      expect(preflight.headers.get('access-control-allow-headers')).toContain('idempotency-key');
      const apiKey = await customer();
      const res = await browserFacing.post(
        '/api/v1/decode',
        { vin: accordVins(1, 1100)[0] },
        { origin, 'x-api-key': apiKey, 'idempotency-key': 'from-a-browser' },
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-expose-headers')).toContain('idempotent-replayed');
    } finally {
      await browserFacing.close();
    }
  });

  it('lets a retry take over the key of a request whose process died mid-run, once its lock is older than any request', async () => {
    const user = await createUser(server.services, { plan: await createPlan(db, { dailyQuota: 100 }) });
    const apiKey = await createKey(server.services, user.id);
    const [vin] = accordVins(1, 1200);
    // The server's own lock: the longest reading it allows, plus the rest of a request.
    const lockMs = idempotencyLockMs(server.services.config.ocrDeadlineMs);
    // What a process leaves behind when it dies between claiming the key and storing the answer.
    const requestHash = new RequestFingerprint('POST', '/api/v1/decode').json({ vin }).digest();
    const claimed = await beginKeyedRequest(
      { db: db.db, clock, logger: server.services.logger },
      { accountId: user.id, key: 'crashed', requestHash, lockMs },
    );
    expect(claimed.kind).toBe('run');
    expect((await decode(apiKey, vin!, 'crashed')).status).toBe(409);
    clock.advance(lockMs - 1000);
    expect((await decode(apiKey, vin!, 'crashed')).status).toBe(409);
    // Another request under the key is still another request, lock or not.
    expect((await decode(apiKey, accordVins(1, 1201)[0]!, 'crashed')).status).toBe(422);
    clock.advance(2000);
    const retried = await decode(apiKey, vin!, 'crashed');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await used(apiKey)).toBe(1);
  });

  it('applies no key without a known caller: 401, nothing stored', async () => {
    const before = await countKeys(db.db);
    const res = await server.post('/api/v1/decode', { vin: accordVins(1)[0] }, { 'idempotency-key': 'anonymous' });
    expect(res.status).toBe(401);
    expect(await countKeys(db.db)).toBe(before);
  });
});

/** The same header on POST /graphql, for operations that select a billed field. */
describe.each(databaseTargets)('Idempotency-Key on GraphQL on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let apiKey: string;
  const DECODE = 'query D($vin: String!) { decodeVin(vin: $vin) { vin make modelYear } }';
  const used = async () =>
    (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': apiKey } })).json()).data.usedToday as number;
  const gql = (query: string, variables: Record<string, unknown> | undefined, key?: string) =>
    server.graphql(query, variables, { 'x-api-key': apiKey, ...(key === undefined ? {} : { 'idempotency-key': key }) });

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db);
    apiKey = await createKey(server.services, (await createUser(server.services)).id);
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('replays a billed operation retried with the same key, billing it once; other variables under the key are 422', async () => {
    const [a, b] = accordVins(2, 800);
    const first = await gql(DECODE, { vin: a }, 'gql-1');
    const firstBody = await first.text();
    expect(first.status, firstBody).toBe(200);
    expect(JSON.parse(firstBody).data.decodeVin.vin).toBe(a);
    const before = await used();
    const again = await gql(DECODE, { vin: a }, 'gql-1');
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('x-quota-remaining')).toBe(first.headers.get('x-quota-remaining'));
    expect(await again.text()).toBe(firstBody);
    // The same operation serialised otherwise (key order, spacing) is the same request.
    const reordered = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'idempotency-key': 'gql-1' },
      body: `{ "variables": { "vin": "${a}" }, "query": ${JSON.stringify(DECODE)} }`,
    });
    expect(reordered.headers.get('idempotent-replayed')).toBe('true');
    expect(await used()).toBe(before);

    const other = await gql(DECODE, { vin: b }, 'gql-1');
    expect(other.status).toBe(422);
    expect((await other.json()).errors[0].extensions.code).toBe('IDEMPOTENCY_KEY_REUSED');
    // The key of a REST decode of the same VIN names another request (another path).
    expect((await server.post('/api/v1/decode', { vin: a }, { 'x-api-key': apiKey, 'idempotency-key': 'gql-1' })).status).toBe(422);
    expect(await used()).toBe(before);
  });

  it('runs 10 concurrent keyed operations once', async () => {
    const [vin] = accordVins(1, 900);
    const before = await used();
    const responses = await Promise.all(Array.from({ length: 10 }, () => gql(DECODE, { vin }, 'gql-burst')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const bodies = await Promise.all(responses.map((r) => r.json()));
    for (const [i, body] of bodies.entries()) {
      if (statuses[i] === 200) expect(body.data.decodeVin.vin).toBe(vin);
      else {
        expect(body.errors[0].extensions.code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
        expect(responses[i]!.headers.get('retry-after')).toBe('1');
      }
    }
    expect(await used()).toBe(before + 1);
  });

  it('leaves operations without billed fields alone, and refuses a key on a mutation that changes more than decodes', async () => {
    const first = await gql('{ usage { usedToday } }', undefined, 'gql-read');
    expect(first.status).toBe(200);
    const again = await gql('{ usage { usedToday } }', undefined, 'gql-read');
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    // Fields reached through a fragment count too.
    const mixed = await gql(
      'mutation M { ...F createApiKey(name: "x") { key } } fragment F on Mutation { decodeVinImage(image: null) { vin } }',
      undefined,
      'gql-mixed',
    );
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).errors[0].extensions.code).toBe('VALIDATION_ERROR');
    const malformed = await gql(DECODE, { vin: accordVins(1, 950)[0] }, 'has space');
    expect(malformed.status).toBe(400);
  });
});

/** An image read is the costliest request to run twice: its retry replays it, whatever the multipart boundary. */
describe.each(databaseTargets.slice(0, 1))('Idempotency-Key on image decodes on $name', (target) => {
  const FIXTURES = resolve(import.meta.dirname, '../fixtures/ocr');
  let db: StateDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await target.open();
    // What is read, not how fast: a reading deadline a loaded machine cannot reach.
    server = await startTestServer(db, { env: { OCR_DEADLINE_MS: '30000', OCR_WORKERS: '1' } });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('replays an image decode retried with the same key and a new multipart body, billing one unit', async () => {
    const apiKey = await createKey(server.services, (await createUser(server.services)).id);
    const bytes = readFileSync(resolve(FIXTURES, 'label-code39.jpg'));
    const upload = (key: string) => {
      // A new FormData per attempt, as a client retrying builds it: a new boundary each time.
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'label.jpg');
      return fetch(`${server.url}/api/v1/decode-from-image`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'idempotency-key': key },
        body: form,
      });
    };
    const used = async () =>
      (await (await server.call('GET', '/api/v1/usage', { headers: { 'x-api-key': apiKey } })).json()).data.usedToday as number;
    const first = await upload('photo-1');
    const firstBody = await first.text();
    expect(first.status, firstBody).toBe(200);
    const again = await upload('photo-1');
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.headers.get('x-ocr-confidence')).toBe(first.headers.get('x-ocr-confidence'));
    expect(again.headers.get('x-ocr-character-confidence')).toBe(first.headers.get('x-ocr-character-confidence'));
    expect(await again.text()).toBe(firstBody);
    expect(await used()).toBe(1);
    // Another image under the same key is another request.
    const form = new FormData();
    form.append(
      'image',
      new Blob([new Uint8Array(readFileSync(resolve(FIXTURES, 'label-plain.jpg')))], { type: 'image/jpeg' }),
      'label.jpg',
    );
    const other = await fetch(`${server.url}/api/v1/decode-from-image`, {
      method: 'POST',
      headers: { 'x-api-key': apiKey, 'idempotency-key': 'photo-1' },
      body: form,
    });
    expect(other.status).toBe(422);
    expect(await used()).toBe(1);

    // GraphQL's upload (the multipart request spec) the same way, under a key of its own.
    const graphqlUpload = () => {
      const form = new FormData();
      form.append(
        'operations',
        JSON.stringify({
          query: 'mutation ($image: File!) { decodeVinImage(image: $image) { vin confidence vehicle { make } } }',
          variables: { image: null },
        }),
      );
      form.append('map', JSON.stringify({ 0: ['variables.image'] }));
      form.append('0', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'label.jpg');
      return fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'x-api-key': apiKey, 'graphql-require-preflight': '1', 'idempotency-key': 'photo-gql' },
        body: form,
      });
    };
    const viaGraphQL = await graphqlUpload();
    const viaGraphQLBody = await viaGraphQL.text();
    expect(JSON.parse(viaGraphQLBody).data.decodeVinImage.vin, viaGraphQLBody).toBeTruthy();
    expect(await used()).toBe(2);
    const graphQLAgain = await graphqlUpload();
    expect(graphQLAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(await graphQLAgain.text()).toBe(viaGraphQLBody);
    expect(await used()).toBe(2);
  }, 90_000);
});

/** Two `vin-gateway serve` processes on one PostgreSQL, as replicas behind a load balancer. */
describe.each(databaseTargets.filter((t) => t.name === 'postgres'))('Idempotency-Key across two gateway processes on $name', (target) => {
  let db: TestDatabase;
  let fleet: GatewayFleet | undefined;
  beforeAll(async () => {
    db = await target.open();
    fleet = await startGatewayFleet(2, {
      DATABASE_URL: db.url!,
      JWT_SECRET: TEST_JWT_SECRET,
      QUOTA_LEASES: 'off',
      RATE_LIMIT_PER_MINUTE: '100000',
    });
  }, 180_000);
  afterAll(async () => {
    await fleet?.stop();
    await db?.close();
  });

  it('runs 20 requests with one key spread over both processes once, and either process replays it', async () => {
    const deps = { db: db.db, clock: systemClock };
    const apiKey = await createKey(deps, (await createUser(deps)).id);
    const [vin] = accordVins(1, 1000);
    const [a, b] = fleet!.replicas;
    const decode = (url: string) =>
      fetch(`${url}/api/v1/decode`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'idempotency-key': 'fleet-1' },
        body: JSON.stringify({ vin }),
      });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => decode((i % 2 === 0 ? a! : b!).url)));
    const answers = await Promise.all(
      responses.map(async (res) => ({ status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.text() })),
    );
    const ran = answers.filter((x) => x.status === 200 && x.replayed === null);
    expect(ran).toHaveLength(1);
    expect(answers.every((x) => (x.status === 200 && x.body === ran[0]!.body) || x.status === 409)).toBe(true);
    for (const replica of [a!, b!]) {
      const again = await decode(replica.url);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      expect(await again.text()).toBe(ran[0]!.body);
    }
    const usage = await fetch(`${b!.url}/api/v1/usage`, { headers: { 'x-api-key': apiKey } });
    expect((await usage.json()).data.usedToday).toBe(1);
  }, 60_000);
});
