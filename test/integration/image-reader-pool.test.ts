import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { READER_NICENESS, type PooledImageReader } from '../../src/domain/ocr/pooled-image-reader.js';
import { createKey, createUser } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { earlyAnswer } from '../support/early-answer.js';
import { eventually } from '../support/eventually.js';
import { nextClientAddress, startTestServer, type TestServer } from '../support/server.js';
import { accordVins } from '../support/vins.js';

/**
 * Images are read in child processes of the server (decision 0520), served round-robin across
 * accounts, within one time budget per reading (decision 0521). Real servers, real reader
 * processes, committed images; the pool is looked at through services.ocr (which process served
 * which account, in which order), never timed.
 */
const image = (path: string) => readFileSync(resolve(import.meta.dirname, '../fixtures', path));
const LABEL = image('ocr/label-plain.jpg');
const LABEL_VIN = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../fixtures/ocr/truth.json'), 'utf8')) as Record<string, { vin: string }>
)['label-plain.jpg']!.vin;
const SLOW = image('ocr-scenes/hard-004.jpg');

describe.each(databaseTargets.slice(0, 1))('image reader pool on $name', (target) => {
  let db: StateDatabase;
  /** One reader process, room for the round-robin's six waiting images. */
  let server: TestServer;
  /** One reader, one waiting place. */
  let narrow: TestServer;
  /** A budget no reading of the slow image fits in. */
  let hurried: TestServer;
  /** One reader, one waiting place; an image finding none waits for one (decision 0528); SCHED_IDLE readers. */
  let patient: TestServer;

  const pool = (s: TestServer) => (s.services.ocr as PooledImageReader).pool;
  const account = async (s: TestServer) => {
    const user = await createUser(s.services);
    return { id: user.id, key: await createKey(s.services, user.id) };
  };
  const upload = (s: TestServer, key: string, bytes: Uint8Array, idempotencyKey?: string) => {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    return fetch(`${s.url}/api/v1/decode-from-image`, {
      method: 'POST',
      headers: {
        'x-api-key': key,
        'x-forwarded-for': nextClientAddress(),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: form,
    });
  };
  const used = async (s: TestServer, key: string) =>
    (await (await s.call('GET', '/api/v1/usage', { headers: { 'x-api-key': key } })).json()).data.usedToday as number;

  beforeAll(async () => {
    db = await target.open();
    const common = { OCR_READERS: '1', RATE_LIMIT_PER_MINUTE: '10000' };
    server = await startTestServer(db, { env: { ...common, OCR_QUEUE_LIMIT: '6', OCR_DEADLINE_MS: '60000' } });
    narrow = await startTestServer(db, { env: { ...common, OCR_QUEUE_LIMIT: '1', OCR_DEADLINE_MS: '60000', OCR_ROOM_WAIT_MS: '0' } });
    hurried = await startTestServer(db, { env: { ...common, OCR_DEADLINE_MS: '400' } });
    patient = await startTestServer(db, {
      env: { ...common, OCR_QUEUE_LIMIT: '1', OCR_DEADLINE_MS: '60000', OCR_ROOM_WAIT_MS: '30000', OCR_READER_SCHEDULING: 'idle' },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await narrow?.close();
    await hurried?.close();
    await patient?.close();
    await db?.close();
  });

  it('reads the image in another process; a retry with the same Idempotency-Key meanwhile is refused, and it is billed once', async () => {
    const a = await account(server);
    const first = upload(server, a.key, LABEL, 'label-once');
    const [pid] = await eventually(() => pool(server).busyPids().length === 1 && pool(server).busyPids(), 60_000);
    expect(pid).not.toBe(process.pid);
    const retried = await upload(server, a.key, LABEL, 'label-once');
    expect(retried.status).toBe(409);
    expect((await retried.json()).error.code).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    const res = await first;
    const body = await res.json();
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.data.vin).toBe(LABEL_VIN);
    expect(pool(server).recentlyServed().at(-1)).toEqual({ account: a.id, pid });
    // Every thread of the reader (it has read an image: all of them are running), those Node started
    // before any JavaScript ran included, yields to the server.
    const threads = readdirSync(`/proc/${pid}/task`).map(Number);
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.map((tid) => getPriority(tid))).toEqual(threads.map(() => READER_NICENESS));
    const replay = await upload(server, a.key, LABEL, 'label-once');
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await used(server, a.key)).toBe(1);
  }, 120_000);

  it('answers 503 UNAVAILABLE, unbilled, when the reader process is killed mid-read; the server goes on and reads the next image', async () => {
    const a = await account(server);
    const reading = upload(server, a.key, SLOW);
    const [pid] = await eventually(() => pool(server).busyPids().length === 1 && pool(server).busyPids(), 60_000);
    process.kill(pid!, 'SIGKILL');
    const res = await reading;
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('UNAVAILABLE');
    expect(await used(server, a.key)).toBe(0);
    expect((await server.post('/api/v1/decode', { vin: accordVins(1)[0] }, { 'x-api-key': a.key })).status).toBe(200);
    const next = await upload(server, a.key, LABEL);
    expect(next.status).toBe(200);
    expect(pool(server).recentlyServed().at(-1)!.pid).not.toBe(pid);
  }, 120_000);

  it('serves accounts in turn: an account with images waiting does not hold up another account beyond its turn', async () => {
    const [a, c, d, b] = [await account(server), await account(server), await account(server), await account(server)];
    const answers: Array<Promise<Response>> = [];
    // One at a time, each waiting for the last to be queued, so the order of arrival is known.
    answers.push(upload(server, a.key, LABEL));
    await eventually(() => pool(server).busyPids().length === 1, 60_000);
    let waiting = 0;
    for (const who of [a, c, c, d, d, b]) {
      answers.push(upload(server, who.key, LABEL));
      waiting++;
      await eventually(() => pool(server).queueDepth() === waiting, 60_000);
    }
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    const order = pool(server)
      .recentlyServed()
      .slice(-7)
      .map((s) => ({ [a.id]: 'a', [b.id]: 'b', [c.id]: 'c', [d.id]: 'd' })[s.account]);
    // First come first served would be a a c c d d b.
    expect(order).toEqual(['a', 'a', 'c', 'd', 'b', 'c', 'd']);
  }, 300_000);

  it('answers 503 UNAVAILABLE with Retry-After, unbilled and not kept under its key, when the queue is full', async () => {
    const [a, c, b] = [await account(narrow), await account(narrow), await account(narrow)];
    const reading = upload(narrow, a.key, LABEL);
    await eventually(() => pool(narrow).busyPids().length === 1, 60_000);
    const queued = upload(narrow, c.key, LABEL);
    await eventually(() => pool(narrow).queueDepth() === 1, 60_000);
    const refused = await upload(narrow, b.key, LABEL, 'refused-once');
    expect(refused.status).toBe(503);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe('UNAVAILABLE');
    expect([(await reading).status, (await queued).status]).toEqual([200, 200]);
    expect(await used(narrow, b.key)).toBe(0);
    // Not kept: the same key reads the image now that there is room.
    const retried = await upload(narrow, b.key, LABEL, 'refused-once');
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await used(narrow, b.key)).toBe(1);
  }, 300_000);

  it('refuses an image before it is received: 503 while the queue is full, 429 while its account has two in reading', async () => {
    const [a, b] = [await account(narrow), await account(narrow)];
    // Only the multipart head and the start of a declared 5 MB image are sent.
    const partialImage = (key: string) =>
      earlyAnswer(
        narrow.url,
        '/api/v1/decode-from-image',
        { 'x-api-key': key, 'x-forwarded-for': nextClientAddress(), 'content-type': 'multipart/form-data; boundary=b0undary' },
        5 * 1024 * 1024,
        Buffer.concat([
          Buffer.from('--b0undary\r\ncontent-disposition: form-data; name="image"; filename="p.jpg"\r\ncontent-type: image/jpeg\r\n\r\n'),
          SLOW.subarray(0, 32 * 1024),
        ]),
      );
    const readings = [upload(narrow, a.key, SLOW)];
    await eventually(() => pool(narrow).busyPids().length === 1, 60_000);
    readings.push(upload(narrow, a.key, SLOW));
    await eventually(() => pool(narrow).queueDepth() === 1, 60_000);

    const busy = await partialImage(b.key);
    expect(busy.status).toBe(503);
    expect(busy.body.error?.code).toBe('UNAVAILABLE');
    expect(busy.headers).toMatch(/\r\nretry-after: \d+/);
    const third = await partialImage(a.key);
    expect(third.status).toBe(429);
    expect(third.body.error).toMatchObject({ code: 'RATE_LIMITED', details: { imagesInReading: 2, limit: 2 } });

    expect((await Promise.all(readings)).every((r) => r.status !== 500)).toBe(true);
    expect(await used(narrow, b.key)).toBe(0);
  }, 300_000);

  it('cuts a whole reading at its time budget with 503 UNAVAILABLE, unbilled; its key is held meanwhile and given back', async () => {
    const a = await account(hurried);
    const reading = upload(hurried, a.key, SLOW, 'slow-once');
    await eventually(() => pool(hurried).busyPids().length === 1, 60_000);
    const during = await upload(hurried, a.key, SLOW, 'slow-once');
    expect([409, 503]).toContain(during.status);
    const res = await reading;
    expect(res.status).toBe(503);
    expect((await res.json()).error.code).toBe('UNAVAILABLE');
    const again = await upload(hurried, a.key, SLOW, 'slow-once');
    expect(again.status).toBe(503);
    expect(again.headers.get('idempotent-replayed')).toBeNull();
    expect(await used(hurried, a.key)).toBe(0);
  }, 180_000);

  it('holds an image that finds no place until one frees, instead of refusing it; the same for an account past its share', async () => {
    const [a, c, b] = [await account(patient), await account(patient), await account(patient)];
    const answers = [upload(patient, a.key, LABEL)];
    await eventually(() => pool(patient).busyPids().length === 1, 60_000);
    answers.push(upload(patient, c.key, LABEL));
    await eventually(() => pool(patient).queueDepth() === 1, 60_000);
    // The reader and the queue are full: b's image waits for a place (no 503), and a's third image
    // for one of a's two to end (no 429).
    answers.push(upload(patient, b.key, LABEL), upload(patient, a.key, LABEL), upload(patient, a.key, LABEL));
    const statuses = await Promise.all(answers.map(async (r) => (await r).status));
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    expect(await used(patient, a.key)).toBe(3);
    expect(await used(patient, b.key)).toBe(1);
  }, 300_000);

  it('starts its readers at SCHED_IDLE when asked (OCR_READER_SCHEDULING=idle): every thread yields to any other work', async () => {
    const a = await account(patient);
    const reading = upload(patient, a.key, LABEL);
    const [pid] = await eventually(() => pool(patient).busyPids().length === 1 && pool(patient).busyPids(), 60_000);
    expect((await reading).status).toBe(200);
    const SCHED_IDLE = 5;
    // Field 41 of stat, counted after the command's closing parenthesis (field 2).
    const policyOf = (stat: string) => Number(readFileSync(stat, 'utf8').split(') ')[1]!.split(' ')[38]);
    const threads = readdirSync(`/proc/${pid}/task`);
    expect(threads.length).toBeGreaterThan(1);
    expect(threads.map((tid) => policyOf(`/proc/${pid}/task/${tid}/stat`))).toEqual(threads.map(() => SCHED_IDLE));
    // The server's own process keeps the normal policy (0).
    expect(policyOf('/proc/self/stat')).toBe(0);
  }, 120_000);
});
