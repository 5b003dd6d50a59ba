import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVinGatewayClient, VinGatewayClient, VinGatewayError } from '@vin-gateway/client';
import { buildOpenApiDocument } from '../../rest-adapter/openapi/document.js';
import type { StateDatabase } from '../../src/data/db.js';
import { ManualClock } from '../../src/infra/clock.js';
import { createKey, createUser, PASSWORD } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/ocr');
const truth = JSON.parse(readFileSync(resolve(FIXTURES, 'truth.json'), 'utf8')) as Record<string, { vin: string }>;
const target = databaseTargets[0]!;
// Quota leases off: both processes then report the same usage at once (no unsettled grants in one of them).
// Bulk job workers look for queued chunks every 100 ms, so that a small job ends within the test.
// Every authenticated request counts against the account's rate limit (decision 0522): the jobs
// here are polled every 50 ms, which the default 100 a minute would refuse.
const ENV = {
  WEBHOOKS_ALLOW_PRIVATE: 'true',
  COOKIE_SECURE: 'false',
  QUOTA_LEASES: 'off',
  BATCH_JOB_POLL_MS: '100',
  RATE_LIMIT_PER_MINUTE: '100000',
};

describe('the TypeScript client (@vin-gateway/client) against live servers in shape A and shape B', () => {
  let db: StateDatabase;
  let shapeA: TestServer;
  let shapeB: TestServer;
  let receiver: WebhookReceiver;
  let key: string;
  const clock = new ManualClock('2026-06-15T10:00:00Z');
  const clients = () => [
    createVinGatewayClient({ baseUrl: shapeA.url, apiKey: key }),
    createVinGatewayClient({ baseUrl: shapeB.url, apiKey: key }),
  ];

  beforeAll(async () => {
    db = await target.open();
    shapeA = await startTestServer(db, { clock, env: ENV });
    shapeB = await startTestServer(db, { clock, env: { ...ENV, RESPONSE_SHAPE: 'B' } });
    receiver = await startWebhookReceiver(200);
    const user = await createUser(shapeA.services);
    key = await createKey(shapeA.services, user.id);
  });
  afterAll(async () => {
    await shapeA?.close();
    await shapeB?.close();
    await receiver?.close();
    await db?.close();
  });

  it('has one method per operation of the OpenAPI document', () => {
    const document = buildOpenApiDocument() as { paths: Record<string, Record<string, { operationId: string }>> };
    const operationIds = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId));
    const methods = Object.getOwnPropertyNames(VinGatewayClient.prototype);
    expect(operationIds.filter((id) => id !== 'openApiDocument' && !methods.includes(id))).toEqual([]);
  });

  it('decodes a VIN into one Vehicle type from either shape, with the quota as fields', async () => {
    const [vin] = accordVins(1, 10);
    const [a, b] = await Promise.all(clients().map((client) => client.decodeVin(` ${vin!.toLowerCase()} `)));
    for (const result of [a!, b!]) {
      expect(result.vehicle).toMatchObject({
        vin,
        requestedVin: ` ${vin!.toLowerCase()} `,
        modelYear: 2003,
        model: 'Accord',
        bodyClass: 'Coupe',
      });
      expect(result.vehicle.make).toMatch(/^honda$/i);
      expect(result.vehicle.engine.cylinders).toBe(6);
      expect(result.quota).toMatchObject({ limit: 10000, resetAt: '2026-06-16T00:00:00.000Z' });
      expect(result.rateLimit?.limit).toBe(Number(ENV.RATE_LIMIT_PER_MINUTE));
      expect(result.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(result.warnings).toEqual([]);
    }
    expect(a!.vehicle.shape).toBe('A');
    expect(b!.vehicle.shape).toBe('B');
    expect(a!.vehicle.vehicleType).toBe('PASSENGER CAR');
    expect(b!.vehicle.plant.city).toBe('MARYSVILLE');
    expect(b!.quota!.remaining).toBe(a!.quota!.remaining - 1);
  });

  it('surfaces warnings of a single decode and of every batch item, and the same batch summary in both shapes', async () => {
    const [good] = accordVins(1, 20);
    const wrong = `${good!.slice(0, 8)}${good![8] === '0' ? '1' : '0'}${good!.slice(9)}`;
    for (const client of clients()) {
      expect((await client.decodeVin(wrong)).warnings).toEqual(['CHECK_DIGIT_MISMATCH']);
      const batch = await client.batchDecode([good!, wrong, good!, 'ABC']);
      expect(batch.summary).toEqual({ totalSubmitted: 4, successful: 2, failed: 1, duplicates: 1, billableCount: 2 });
      expect(batch.results.map((r) => (r.status === 'success' ? r.warnings : r.errorCode))).toEqual([
        [],
        ['CHECK_DIGIT_MISMATCH'],
        'INVALID_VIN',
      ]);
      const first = batch.results[0]!;
      expect(first.status === 'success' && first.vehicle.model).toBe('Accord');
      // Every position of the request maps back: an item's index, or a duplicate's.
      expect(batch.results.map((r) => [r.index, r.requestedVin])).toEqual([
        [0, good],
        [1, wrong],
        [3, 'ABC'],
      ]);
      expect(batch.duplicates).toEqual([{ index: 2, requestedVin: good, duplicateOf: 0 }]);
      expect(batch.quota?.overage).toBe(0);
    }
  });

  it('reads usage in both shapes (what shape B does not report is null)', async () => {
    const [a, b] = await Promise.all(clients().map((client) => client.usage()));
    expect(a!.usage).toMatchObject({ plan: 'pro', dailyQuota: 10000, overageEnabled: false, periodEndsAt: '2026-06-16T00:00:00.000Z' });
    expect(b!.usage).toEqual({
      dailyQuota: 10000,
      usedToday: a!.usage.usedToday,
      remainingToday: a!.usage.remainingToday,
      plan: null,
      overageEnabled: null,
      overageToday: null,
      periodEndsAt: null,
    });
  });

  it('decodes a photo in both shapes', async () => {
    const photo = new Blob([readFileSync(resolve(FIXTURES, 'label-code39.jpg'))], { type: 'image/jpeg' });
    for (const client of clients()) {
      const result = await client.decodeVinImage(photo, 'label.jpg');
      expect(result.vin).toBe(truth['label-code39.jpg']!.vin);
      expect(result.ocrConfidence).toBeGreaterThan(0.9);
      expect(result.vehicle.vin).toBe(result.vin);
      expect(result.vehicle.make).toMatch(/^buick$/i);
      expect(result.quota?.limit).toBe(10000);
      // A certain barcode: every character as sure as the reading, none to mark.
      expect(result.characterConfidence).toHaveLength(17);
      expect(result.characterConfidence!.every((c) => c > 0.5 && c <= 1)).toBe(true);
      expect(result.unsureCharacters).toEqual([]);
    }
  });

  it('throws typed errors with the code, status and request id', async () => {
    const [client] = clients();
    const error = await client!.decodeVin('ABC').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VinGatewayError);
    expect(error).toMatchObject({ code: 'INVALID_VIN', status: 400, retryAfterSeconds: null });
    expect((error as VinGatewayError).requestId).toMatch(/^[0-9a-f-]{36}$/);
    const anonymous = createVinGatewayClient({ baseUrl: shapeA.url });
    await expect(anonymous.usage()).rejects.toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
    const revoked = createVinGatewayClient({ baseUrl: shapeB.url, apiKey: 'vin_live_not-a-key' });
    await expect(revoked.decodeVin(accordVins(1)[0]!)).rejects.toMatchObject({ code: 'INVALID_API_KEY' });
  });

  it('logs in, manages keys and webhooks with the access token', async () => {
    const owner = await createUser(shapeA.services);
    const client = createVinGatewayClient({ baseUrl: shapeA.url });
    const login = await client.login(owner.email, PASSWORD);
    expect(login).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, user: { email: owner.email } });
    const created = await client.createApiKey('client test');
    expect(created.key).toMatch(/^vin_live_/);
    const byKey = createVinGatewayClient({ baseUrl: shapeB.url, apiKey: created.key });
    expect((await byKey.validateVin(accordVins(1)[0]!)).checkDigitValid).toBe(true);
    expect((await byKey.usage()).usage.usedToday).toBe(0);
    expect((await client.apiKeys()).apiKeys.map((k) => k.name)).toEqual(['client test']);
    const sameProcess = createVinGatewayClient({ baseUrl: shapeA.url, apiKey: created.key });
    expect((await sameProcess.usage()).usage.usedToday).toBe(0);
    // Revoked through the process that checks it next (another process sees it within AUTH_CACHE_TTL_MS).
    await client.revokeApiKey(created.apiKey.id);
    await expect(sameProcess.usage()).rejects.toMatchObject({ code: 'INVALID_API_KEY' });

    const hook = await client.registerWebhook(receiver.url, ['api_key.revoked']);
    expect(hook.secret).toMatch(/^whsec_/);
    expect((await client.updateWebhook(hook.id, { events: ['quota.threshold'] })).webhook.events).toEqual(['quota.threshold']);
    expect((await client.sendTestWebhook(hook.id)).delivery.eventType).toBe('webhook.test');
    expect((await client.webhookDeliveries(hook.id, 5)).deliveries).toHaveLength(1);
    expect((await client.rotateWebhookSecret(hook.id)).secret).not.toBe(hook.secret);
    expect((await client.deleteWebhook(hook.id)).deleted).toBe(true);
    await expect(client.webhook(hook.id)).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
  });

  it('sends a key of its own with every billable call and reuses it when an answer is lost: the retry is replayed, billed once', async () => {
    const sent: Array<{ path: string; key: string | null }> = [];
    let answersToLose = 1;
    const client = createVinGatewayClient({
      baseUrl: shapeA.url,
      apiKey: key,
      retry: { retries: 2, sleep: async () => {} },
      fetch: async (request) => {
        sent.push({ path: new URL(request.url).pathname, key: request.headers.get('idempotency-key') });
        const response = await fetch(request);
        if (answersToLose-- <= 0) return response;
        // The gateway ran (and billed) the decode; its answer never reaches the caller.
        await response.arrayBuffer();
        throw new TypeError('fetch failed: connection reset');
      },
    });
    const usedToday = async () => (await createVinGatewayClient({ baseUrl: shapeA.url, apiKey: key }).usage()).usage.usedToday;
    const [vin, other] = accordVins(2, 40);
    const before = await usedToday();
    const result = await client.decodeVin(vin!);
    expect(result.vehicle.vin).toBe(vin);
    expect(result.replayed).toBe(true);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(await usedToday()).toBe(before + 1);

    // Each call has its own key, batches and images too; a fresh call is not a replay.
    const next = await client.decodeVin(other!);
    expect(next.replayed).toBe(false);
    await client.batchDecode([vin!]);
    await client.decodeVinImage(
      new Blob([new Uint8Array(readFileSync(resolve(FIXTURES, 'label-code39.jpg')))], { type: 'image/jpeg' }),
      'label.jpg',
      { idempotencyKey: 'my-own-key-1' },
    );
    expect(sent.slice(2).map((s) => s.path)).toEqual(['/api/v1/decode', '/api/v1/batch-decode', '/api/v1/decode-from-image']);
    const keys = sent.map((s) => s.key);
    expect(new Set(keys.slice(1, 4)).size).toBe(3);
    expect(keys[4]).toBe('my-own-key-1');
    expect(await usedToday()).toBe(before + 4);
  }, 90_000);

  it('submits a bulk job in each shape, waits for it at Retry-After, and reads its lines in input order with one Vehicle type', async () => {
    const vins = accordVins(4, 60);
    const input = [vins[0]!, vins[1]!, 'NOT-A-VIN', vins[2]!, vins[0]!.toLowerCase(), vins[3]!];
    const csv = `id,vin\n${input.map((vin, i) => `${i},${vin}`).join('\n')}\n`;
    const jsonl = new TextEncoder().encode(input.map((vin) => JSON.stringify({ vin })).join('\n'));
    const [a, b] = clients();
    const ids: string[] = [];
    for (const [client, submitted, shape] of [
      [a!, await a!.submitBatchJob(csv), 'A'],
      [b!, await b!.submitBatchJob(jsonl, 'jsonl'), 'B'],
    ] as const) {
      expect(submitted).toMatchObject({
        total: input.length,
        billed: 0,
        inputFormat: shape === 'A' ? 'csv' : 'jsonl',
        retryAfterSeconds: 2,
      });
      expect(submitted.requestId).toMatch(/^[0-9a-f-]{36}$/);
      const waits: number[] = [];
      const seen: string[] = [];
      const done = await client.waitForBatchJob(submitted.id, {
        sleep: async (ms) => {
          waits.push(ms);
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
        onProgress: (job) => seen.push(job.state),
      });
      expect(done).toMatchObject({ state: 'succeeded', processed: 6, successful: 4, failed: 1, duplicates: 1, billed: 4, progress: 1 });
      // Each wait is the Retry-After of an unfinished job (2 s while it runs); none after it ended.
      expect(waits.every((ms) => ms === 2000)).toBe(true);
      expect(seen).toHaveLength(waits.length + 1);
      expect(seen.at(-1)).toBe('succeeded');

      const lines = [];
      for await (const line of client.batchJobLines(submitted.id)) lines.push(line);
      expect(lines.map((l) => [l.index, l.vin, l.status, l.duplicateOf])).toEqual(
        input.map((vin, i) => [i, vin, vin === 'NOT-A-VIN' ? 'error' : 'success', i === 4 ? 0 : null]),
      );
      const repeat = lines[4]!;
      expect(repeat.status === 'success' && repeat.vehicle).toMatchObject({ shape, vin: vins[0], model: 'Accord', modelYear: 2003 });
      const failed = lines[2]!;
      expect(failed.status === 'error' && failed.errorCode).toBe('INVALID_VIN');

      const file = await client.batchJobResults(submitted.id, 'csv');
      expect(file.state).toBe('succeeded');
      const records = (await new Response(file.body).text()).trimEnd().split('\r\n');
      expect(records[0]).toMatch(/^index,line,vin,status,duplicateOf,/);
      const cells = records.slice(1).map((r) => r.split(','));
      expect(cells.map(([index, , vin]) => `${index},${vin}`)).toEqual(input.map((vin, i) => `${i},${vin}`));
      // Each VIN names the line of the file it came from, in order.
      const fileLines = cells.map(([, line]) => Number(line));
      expect(fileLines.every((line, i) => Number.isInteger(line) && line >= 1 && (i === 0 || line > fileLines[i - 1]!))).toBe(true);
      ids.push(submitted.id);
    }
    // Newest first; both jobs were made at the same instant of the servers' clock, so only the set is certain.
    const listed = await b!.batchJobs(5);
    expect(listed.jobs.map((job) => job.id).sort()).toEqual(ids.sort());
    expect(listed.jobs.every((job) => job.state === 'succeeded')).toBe(true);
  }, 90_000);

  it('cancels a job paused for quota: what it stored stays readable, and missing jobs are typed errors', async () => {
    const plan = await createPlan(db, { dailyQuota: 2, maxActiveBatchJobs: 2 });
    const owner = await createUser(shapeB.services, { plan });
    const client = createVinGatewayClient({ baseUrl: shapeB.url, apiKey: await createKey(shapeB.services, owner.id) });
    const submitted = await client.submitBatchJob(new Blob([JSON.stringify(accordVins(5, 80))]), 'json');
    const waits: number[] = [];
    const stop = new AbortController();
    const paused = client.waitForBatchJob(submitted.id, {
      signal: stop.signal,
      sleep: async (ms) => {
        waits.push(ms);
        if (ms === 300_000) stop.abort(new Error('paused for quota'));
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
    // Paused, the job asks to be polled again in 300 s: the caller stops waiting.
    await expect(paused).rejects.toThrow('paused for quota');
    expect((await client.batchJob(submitted.id)).retryAfterSeconds).toBe(300);

    const cancelled = await client.cancelBatchJob(submitted.id);
    expect(cancelled).toMatchObject({ state: 'cancelled', billed: 2, processed: 2 });
    expect((await client.waitForBatchJob(submitted.id)).state).toBe('cancelled');
    const lines = [];
    for await (const line of client.batchJobLines(submitted.id)) lines.push(line);
    expect(lines.map((l) => l.index)).toEqual([0, 1]);

    await expect(client.batchJob('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(client.batchJobResults('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({ code: 'NOT_FOUND', status: 404 });
    await expect(client.batchJobResults(submitted.id, 'xml' as never)).rejects.toMatchObject({ code: 'VALIDATION_ERROR', status: 400 });
    const free = createVinGatewayClient({
      baseUrl: shapeA.url,
      apiKey: await createKey(shapeA.services, (await createUser(shapeA.services, { plan: 'free' })).id),
    });
    await expect(free.submitBatchJob('vin\n' + accordVins(1)[0]!)).rejects.toMatchObject({ code: 'PLAN_UPGRADE_REQUIRED', status: 403 });
  }, 90_000);

  it('retries a 429 after its Retry-After and succeeds; a longer wait than allowed is thrown instead', async () => {
    const user = await createUser(shapeA.services);
    const throttled = createVinGatewayClient({ baseUrl: shapeA.url, retry: { retries: 0 } });
    for (let i = 0; i < 5; i++)
      await expect(throttled.login(user.email, 'wrong password')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
    const refused = await throttled.login(user.email, PASSWORD).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'RATE_LIMITED', status: 429, retryAfterSeconds: 60 });

    const impatient = createVinGatewayClient({ baseUrl: shapeA.url, retry: { retries: 3, maxDelaySeconds: 59 } });
    await expect(impatient.login(user.email, PASSWORD)).rejects.toMatchObject({ code: 'RATE_LIMITED' });

    // The server's clock moves by the time the client waits: the lock ends, the retry is admitted.
    const waits: number[] = [];
    const patient = createVinGatewayClient({
      baseUrl: shapeA.url,
      retry: {
        retries: 2,
        maxDelaySeconds: 60,
        sleep: async (ms) => {
          waits.push(ms);
          clock.advance(ms);
        },
      },
    });
    const login = await patient.login(user.email, PASSWORD);
    expect(login.user.email).toBe(user.email);
    expect(waits).toEqual([60_000]);
  });
});
