import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/infra/clock.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets, type TestDatabase } from '../support/databases.js';
import { startGatewayProcess, type GatewayProcess } from '../support/gateway-process.js';
import { createPlan } from '../support/plans.js';
import { TEST_JWT_SECRET } from '../support/server.js';
import { accordVins } from '../support/vins.js';

const FIXTURES = resolve(import.meta.dirname, '../fixtures/ocr');
const truth = JSON.parse(readFileSync(resolve(FIXTURES, 'truth.json'), 'utf8')) as Record<string, { vin: string }>;

/** A multipart image upload sent in two halves: the second only when the test says so. */
function uploadInTwoHalves(url: string, key: string, image: Buffer) {
  const boundary = `----vg${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="label.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = http.request(`${url}/api/v1/decode-from-image`, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + image.length + tail.length,
      'x-api-key': key,
    },
  });
  const response = new Promise<{ status: number; body: string }>((resolveResponse, reject) => {
    req.on('error', reject);
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolveResponse({ status: res.statusCode ?? 0, body }));
    });
  });
  const half = Math.floor(image.length / 2);
  req.write(head);
  const firstHalfSent = new Promise<void>((resolveSent, reject) =>
    req.write(image.subarray(0, half), (error) => (error ? reject(error) : resolveSent())),
  );
  return {
    response,
    firstHalfSent,
    finish: () => {
      req.write(image.subarray(half));
      req.end(tail);
    },
  };
}

/**
 * Resolves once the server has answered a request on a connection opened after everything written
 * so far: Node accepts connections in the order they came and reads what already waits on an
 * accepted one in the same turn of its loop as (or before) the later one's request, so a signal sent
 * after this answer finds those earlier bytes read. Proof instead of a guessed pause.
 */
function answeredOnALaterConnection(url: string): Promise<void> {
  return new Promise((resolveAnswered, reject) => {
    const req = http.get(`${url}/healthz`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolveAnswered());
    });
    req.on('error', reject);
  });
}

/** Whether a new connection is still accepted. */
async function accepting(url: string): Promise<boolean> {
  try {
    await (await fetch(`${url}/healthz`)).arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function logLines(gateway: GatewayProcess): Array<Record<string, unknown>> {
  return gateway.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

// Billing is read back from the database the gateway process used, so a shared PostgreSQL server.
const postgres = databaseTargets.filter((t) => t.name === 'postgres');

describe.skipIf(postgres.length === 0)('SIGTERM during an image upload (needs TEST_DATABASE_URL)', () => {
  let db: TestDatabase | undefined;
  let gateway: GatewayProcess | undefined;
  afterEach(async () => {
    await gateway?.kill();
    await db?.close();
  });

  it('answers 503 on /readyz while draining, finishes the upload, settles the quota lease and exits 0', async () => {
    db = await postgres[0]!.open();
    gateway = await startGatewayProcess({
      DATABASE_URL: db.url!,
      JWT_SECRET: TEST_JWT_SECRET,
      RATE_LIMIT_PER_MINUTE: '100000',
      QUOTA_LEASES: 'on',
      // Long enough for a loaded machine to deliver the signal and answer the readiness probe in it.
      SHUTDOWN_DELAY_MS: '6000',
      SHUTDOWN_TIMEOUT_MS: '60000',
      // The image reader's own limits, far above its normal time: on a busy machine they, not the drain, would fail the upload.
      OCR_TIMEOUT_MS: '60000',
      OCR_DEADLINE_MS: '30000',
      // As in production: the models are in before the upload, so the drain waits for a reading, not a model load.
      OCR_PRELOAD: 'true',
      LOG_LEVEL: 'info',
    });
    const user = await createUser({ db: db.db, clock: systemClock }, { plan: await createPlan(db, { dailyQuota: 1_000_000 }) });
    const key = await createKey({ db: db.db, clock: systemClock }, user.id);
    const counters = () =>
      db!.db.selectFrom('usage_counters').select(['used', 'reserved']).where('account_id', '=', user.id).executeTakeFirstOrThrow();

    const decodes = await Promise.all(
      accordVins(40).map((vin) =>
        fetch(`${gateway!.url}/api/v1/decode`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-api-key': key },
          body: JSON.stringify({ vin }),
        }).then((r) => r.status),
      ),
    );
    expect(decodes).toEqual(Array(40).fill(200));
    // A lease is held: what it granted is billed only when it is settled.
    await expect.poll(async () => (await counters()).reserved, { timeout: 10_000, interval: 50 }).toBeGreaterThan(0);

    const upload = uploadInTwoHalves(gateway.url, key, readFileSync(resolve(FIXTURES, 'label-code39.jpg')));
    // The upload began before the signal: its first half is on the wire and the server has read it.
    await upload.firstHalfSent;
    await answeredOnALaterConnection(gateway.url);
    const signalled = performance.now();
    gateway.signal('SIGTERM');

    // Still accepting during SHUTDOWN_DELAY_MS, and saying it is not ready.
    await expect.poll(async () => (await fetch(`${gateway!.url}/readyz`)).status, { timeout: 5_000, interval: 50 }).toBe(503);
    const readyz = await (await fetch(`${gateway.url}/readyz`)).json();
    expect(readyz.error).toMatchObject({ code: 'UNAVAILABLE', details: { shuttingDown: true } });

    // Then no new connections, while the upload that began before goes on.
    await expect.poll(() => accepting(gateway!.url), { timeout: 10_000, interval: 50 }).toBe(false);
    upload.finish();
    const answer = await upload.response;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body).data.vin).toBe(truth['label-code39.jpg']!.vin);

    expect(await gateway.exited).toEqual({ code: 0, signal: null });
    console.log(`SIGTERM to exit with an upload in flight: ${Math.round(performance.now() - signalled)} ms (6000 ms of it the delay)`);
    // Every answered decode billed, and the lease given back.
    expect(await counters()).toEqual({ used: 41, reserved: 0 });
    const done = logLines(gateway).find((line) => line.msg === 'shut down');
    expect(done).toMatchObject({ cutConnections: 0 });
    gateway = undefined;
  }, 120_000);
});

describe('SIGTERM with a client that never finishes its request headers', () => {
  let gateway: GatewayProcess | undefined;
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await gateway?.kill();
    await db?.close();
  });

  it('cuts it at SHUTDOWN_TIMEOUT_MS and exits 0', async () => {
    // PostgreSQL when there is one: an in-memory database costs the child an initdb, slow on a busy machine.
    db = postgres.length > 0 ? await postgres[0]!.open() : undefined;
    gateway = await startGatewayProcess({
      DATABASE_URL: db?.url ?? 'memory://',
      JWT_SECRET: TEST_JWT_SECRET,
      SHUTDOWN_TIMEOUT_MS: '1000',
      LOG_LEVEL: 'info',
    });
    const { port } = new URL(gateway.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const socketClosed = new Promise<void>((resolveClosed) => socket.on('close', () => resolveClosed()));
    socket.on('error', () => {});
    await new Promise<void>((resolveConnected) => socket.once('connect', () => resolveConnected()));
    // Half a request: the headers never end (a slow or malicious client).
    await new Promise<void>((resolveSent) =>
      socket.write('POST /api/v1/decode HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n', () => resolveSent()),
    );
    // The server has accepted that connection and read its half request before the signal.
    await answeredOnALaterConnection(gateway.url);

    const signalled = performance.now();
    gateway.signal('SIGTERM');
    const exit = await gateway.exited;
    const exitMs = performance.now() - signalled;
    const done = logLines(gateway).find((line) => line.msg === 'shut down') as { drainMs: number } | undefined;
    console.log(
      `SIGTERM to exit with a half-sent request open: ${Math.round(exitMs)} ms, drain ${done?.drainMs} ms (SHUTDOWN_TIMEOUT_MS 1000)`,
    );
    expect(exit).toEqual({ code: 0, signal: null });
    await socketClosed;
    const cut = logLines(gateway).find((line) => line.msg === 'connections still open at the shutdown deadline were cut');
    expect(cut).toMatchObject({ cutConnections: 1 });
    // The drain held until the deadline and no longer (generous: the machine is shared)...
    expect(done?.drainMs).toBeGreaterThanOrEqual(900);
    expect(done?.drainMs).toBeLessThan(4_000);
    // ...and the exit came long before Node's own request timeouts would have ended that connection (95 s measured).
    expect(exitMs).toBeLessThan(20_000);
    gateway = undefined;
  }, 120_000);
});
