import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { createPlan } from '../support/plans.js';
import { eventually } from '../support/eventually.js';
import { nextClientAddress, startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver.js';

/**
 * GET /metrics: the families an operator scrapes, moved by a short mixed run through both
 * surfaces, and the guard (a bearer token on the public port, or a listener of its own).
 */
const TOKEN = 'metrics-token-0123456789abcdef';
const LABEL = readFileSync(resolve(import.meta.dirname, '../fixtures/ocr/label-plain.jpg'));
const VIN = '1HGCM82633A004352';

/** Sum of the samples of `name` whose labels include every given pair (a line per series in the text format). */
function sampleSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  let seen = false;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const set = match[2] ?? '';
    if (!Object.entries(labels).every(([k, v]) => set.includes(`${k}="${v}"`))) continue;
    seen = true;
    sum += Number(match[3]);
  }
  return seen ? sum : Number.NaN;
}

describe.each(databaseTargets)('metrics on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  let receiver: WebhookReceiver;

  const scrape = async (headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }) => {
    const res = await fetch(`${server.url}/metrics`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return res.text();
  };

  beforeAll(async () => {
    db = await target.open();
    receiver = await startWebhookReceiver(204);
    server = await startTestServer(db, {
      env: { METRICS_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '20', WEBHOOKS_ALLOW_PRIVATE: 'true', WEBHOOKS_POLL_INTERVAL_MS: '50' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
    await db?.close();
  });

  it('counts a mixed run in every family, by route pattern and operation, never by VIN', async () => {
    const before = await scrape();
    const key = await createKey(server.services, (await createUser(server.services, { plan: 'pro' })).id);
    const as = { 'x-api-key': key };
    // Decodes through REST, a batch (one miss among them), the usage report and GraphQL.
    expect((await server.post('/api/v1/decode', { vin: VIN }, as)).status).toBe(200);
    expect((await server.post('/api/v1/decode', { vin: VIN }, as)).status).toBe(200);
    expect((await server.post('/api/v1/decode', { vin: VIN }, as)).status).toBe(200);
    expect((await server.post('/api/v1/batch-decode', { vins: [...accordVins(3), 'ZZZCM82633A004352'] }, as)).status).toBe(200);
    expect((await server.call('GET', '/api/v1/usage', { headers: as })).status).toBe(200);
    const gql = await server.graphql('query Mine($vin: String!) { decodeVin(vin: $vin) { vin } }', { vin: accordVins(1, 7)[0] }, as);
    expect(gql.status).toBe(200);
    // One image, read by the OCR engine.
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(LABEL)], { type: 'image/jpeg' }), 'label.jpg');
    const image = await fetch(`${server.url}/api/v1/decode-from-image`, {
      method: 'POST',
      headers: { ...as, 'x-forwarded-for': nextClientAddress() },
      body: form,
    });
    expect(image.status, await image.clone().text()).toBe(200);
    // A quota refusal: a plan of one decode a day.
    const tiny = await createKey(
      server.services,
      (await createUser(server.services, { plan: await createPlan(db, { dailyQuota: 1 }) })).id,
    );
    expect((await server.post('/api/v1/decode', { vin: VIN }, { 'x-api-key': tiny })).status).toBe(200);
    expect((await server.post('/api/v1/decode', { vin: VIN }, { 'x-api-key': tiny })).status).toBe(429);
    // A rate-limit refusal: 21 requests at once from an account allowed 20 a minute (sent together,
    // so a slow host cannot stretch them past the window).
    const busy = await createKey(server.services, (await createUser(server.services)).id);
    const statuses = await Promise.all(
      Array.from({ length: 21 }, async () => (await server.graphql('{ me { id } }', {}, { 'x-api-key': busy })).status),
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(1);
    // A webhook delivery to a loopback receiver.
    const hook = await server.post('/api/v1/webhooks', { url: receiver.url, events: ['api_key.revoked'] }, as);
    expect(hook.status).toBe(201);
    const { id } = (await hook.json()).data as { id: string };
    expect((await server.call('POST', `/api/v1/webhooks/${id}/test`, { headers: as })).status).toBeLessThan(300);
    await receiver.waitFor(1);

    // The delivery is counted once the dispatcher has the receiver's answer.
    const after = await eventually(async () => {
      const text = await scrape();
      return sampleSum(text, 'vin_gateway_webhook_deliveries_total', { outcome: 'delivered' }) >= 1 && text;
    });
    const moved = (name: string, labels: Record<string, string> = {}) =>
      (sampleSum(after, name, labels) || 0) - (sampleSum(before, name, labels) || 0);

    expect(moved('vin_gateway_http_requests_total', { route: 'POST /api/v1/decode', status: '200' })).toBe(4);
    expect(moved('vin_gateway_http_requests_total', { route: 'POST /api/v1/decode', status: '429' })).toBe(1);
    expect(moved('vin_gateway_http_requests_total', { route: 'POST /api/v1/batch-decode', status: '200' })).toBe(1);
    expect(moved('vin_gateway_http_requests_total', { route: 'GET /api/v1/usage', status: '200' })).toBe(1);
    expect(moved('vin_gateway_http_requests_total', { route: '/graphql', operation: 'query me', status: '200' })).toBe(20);
    // The refused one is turned away before its body is read (decision 0522): no operation to label it by.
    expect(moved('vin_gateway_http_requests_total', { route: '/graphql', status: '429' })).toBe(1);
    expect(moved('vin_gateway_http_requests_total', { route: 'POST /api/v1/decode-from-image', status: '200' })).toBe(1);
    expect(moved('vin_gateway_http_requests_total', { route: '/graphql', operation: 'query decodeVin', status: '200' })).toBe(1);
    expect(moved('vin_gateway_http_request_duration_seconds_count', { route: 'POST /api/v1/decode' })).toBe(5);
    expect(moved('vin_gateway_decodes_total', { result: 'catalog_hit' })).toBeGreaterThanOrEqual(5);
    expect(moved('vin_gateway_decodes_total', { result: 'cache_hit' })).toBeGreaterThanOrEqual(1);
    expect(moved('vin_gateway_decodes_total', { result: 'catalog_miss' })).toBe(1);
    expect(moved('vin_gateway_quota_charged_units_total', { kind: 'quota' })).toBeGreaterThanOrEqual(9);
    expect(moved('vin_gateway_quota_refusals_total')).toBe(1);
    expect(moved('vin_gateway_quota_refused_units_total')).toBe(1);
    expect(moved('vin_gateway_rate_limit_refusals_total', { limit: 'requests' })).toBe(1);
    expect(moved('vin_gateway_ocr_readings_total', { outcome: 'read' })).toBe(1);
    expect(moved('vin_gateway_ocr_reading_duration_seconds_count', { outcome: 'read' })).toBe(1);
    expect(moved('vin_gateway_webhook_deliveries_total', { outcome: 'delivered' })).toBe(1);
    // Gauges read when scraped, and the process's own.
    expect(sampleSum(after, 'vin_gateway_ocr_queue_depth')).toBe(0);
    expect(sampleSum(after, 'vin_gateway_webhook_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleSum(after, 'vin_gateway_db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    if (target.name === 'postgres')
      expect(sampleSum(after, 'vin_gateway_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(1);
    else expect(after).not.toContain('state="idle"');
    expect(sampleSum(after, 'vin_gateway_process_resident_memory_bytes')).toBeGreaterThan(0);
    // Bounded labels: no VIN, key or raw path ever becomes a label value.
    expect(after).not.toContain(VIN);
    expect(after).not.toContain('Mine');
  }, 240_000);

  it('reports how old the oldest pending webhook delivery is', async () => {
    const key = await createKey(server.services, (await createUser(server.services, { plan: 'pro' })).id);
    receiver.answer('hang');
    try {
      const hook = await server.post('/api/v1/webhooks', { url: receiver.url, events: ['api_key.revoked'] }, { 'x-api-key': key });
      const { id } = (await hook.json()).data as { id: string };
      await server.call('POST', `/api/v1/webhooks/${id}/test`, { headers: { 'x-api-key': key } });
      // The gauge is read at each scrape: it climbs from 0 while the receiver holds the delivery.
      const lag = await eventually(async () => {
        const seconds = sampleSum(await scrape(), 'vin_gateway_webhook_outbox_lag_seconds');
        return seconds >= 1 && seconds;
      });
      expect(lag).toBeGreaterThanOrEqual(1);
    } finally {
      receiver.answer(204);
    }
  }, 30_000);

  it('answers /metrics on the public port only to the bearer of METRICS_TOKEN', async () => {
    const none = await fetch(`${server.url}/metrics`);
    expect(none.status).toBe(401);
    expect((await none.json()).error.code).toBe('UNAUTHENTICATED');
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Basic ${TOKEN}` } })).status).toBe(401);
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(200);
  });
});

describe('metrics without a token', () => {
  let db: StateDatabase;
  let withPort: TestServer;
  let without: TestServer;

  beforeAll(async () => {
    db = await databaseTargets[0]!.open();
    withPort = await startTestServer(db, { env: { METRICS_PORT: '0' } });
    without = await startTestServer(db);
  });
  afterAll(async () => {
    await withPort?.close();
    await without?.close();
    await db?.close();
  });

  it('are not served on the public port (404), whether or not METRICS_PORT is set', async () => {
    for (const server of [withPort, without]) {
      const res = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer anything-at-all-here' } });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('NOT_FOUND');
    }
    expect(without.metrics).toBeUndefined();
    expect(without.metricsUrl).toBeUndefined();
  });

  it('are served without a token on METRICS_PORT, bound to 127.0.0.1, and nothing else is', async () => {
    expect(withPort.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect((await withPort.call('GET', '/healthz')).status).toBe(200);
    const res = await fetch(`${withPort.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(sampleSum(text, 'vin_gateway_http_requests_total', { route: '/healthz', status: '200' })).toBe(1);
    expect(sampleSum(text, 'vin_gateway_process_cpu_seconds_total')).toBeGreaterThan(0);
    expect((await fetch(`${withPort.metricsUrl}/healthz`)).status).toBe(404);
    expect((await fetch(`${withPort.metricsUrl}/api/v1/usage`)).status).toBe(404);
  });
});
