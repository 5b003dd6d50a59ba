import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { ManualClock } from '../../src/infra/clock.js';
import { NEW_ADDRESS_BURST, NEW_ADDRESS_INTERVAL_MS } from '../../src/domain/auth/login-throttle.js';
import { createUser, PASSWORD } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

/**
 * Nobody can keep an account's owner out by failing at its password (decision 0513), and guessing
 * it stays bounded however many addresses guess. Attacks run in simulated time: the throttle reads
 * the manual clock, and the login rate limits (counted by the clock every process has) read the same
 * time through a faked Date, so "1 request a second" is what every limit sees.
 */
describe.each(databaseTargets)('failed logins cannot lock the owner out on $name', { timeout: 300_000 }, (target) => {
  let db: StateDatabase;
  let server: TestServer;
  // Simulated time starts now: a faked Date far from the real one makes the database client's own
  // timers (which also read the real clock) compute waits of months, which Node clamps with a warning.
  const clock = new ManualClock();
  let victimAddresses = 0;

  const attempt = (email: string, password: string, ip: string) =>
    server.post('/api/v1/auth/login', { email, password }, { 'x-forwarded-for': ip });
  const tick = (ms: number) => {
    clock.advance(ms);
    vi.setSystemTime(clock.now());
  };
  /** The owner, from an address that has never failed at anything. */
  const ownerLogsIn = async (email: string) => (await attempt(email, PASSWORD, `192.0.2.${++victimAddresses % 250}`)).status;

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { clock });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(clock.now());
  });
  afterAll(async () => {
    vi.useRealTimers();
    await server?.close();
    await db?.close();
  });

  /**
   * Runs an attack of `requests` wrong passwords, one every `stepMs` (a second unless said), from
   * `addressOf(i)` for the i-th; after every `ownerEvery` of them the owner logs in from a clean
   * address. Returns how many guesses had their password checked (401) and the owner's statuses.
   */
  async function attack(email: string, requests: number, addressOf: (i: number) => string, ownerEvery: number, stepMs = 1000) {
    let guesses = 0;
    const owner: number[] = [];
    for (let i = 0; i < requests; i++) {
      const status = (await attempt(email, `guess-${i}`, addressOf(i))).status;
      expect([401, 429]).toContain(status);
      if (status === 401) guesses += 1;
      if (i % ownerEvery === ownerEvery - 1) owner.push(await ownerLogsIn(email));
      tick(stepMs);
    }
    return { guesses, owner };
  }

  it('an attacker at 1 request/s from one address neither keeps the owner out nor guesses more than a few times', async () => {
    const victim = await createUser(server.services);
    const { guesses, owner } = await attack(victim.email, 5 * 60, () => '203.0.113.10', 60);
    expect(owner).toEqual([200, 200, 200, 200, 200]);
    // 5 failures, then one after each lock of 1 and 2 minutes: 7 in 5 minutes.
    expect(guesses).toBeLessThanOrEqual(7);
    expect(guesses).toBeGreaterThanOrEqual(5);
  });

  it('an attacker at 1 request/s spread over 20 addresses neither keeps the owner out nor guesses more than the bound', async () => {
    const victim = await createUser(server.services);
    const { guesses, owner } = await attack(victim.email, 5 * 60, (i) => `198.18.0.${i % 20}`, 60);
    expect(owner).toEqual([200, 200, 200, 200, 200]);
    // 20 first attempts (one per address, from the allowance for new addresses), then the failing
    // addresses together: 5, and one after each lock of 1 and 2 minutes.
    expect(guesses).toBeLessThanOrEqual(20 + 7);
    expect(guesses).toBeGreaterThanOrEqual(20);
  });

  it('bounds guessing from a new address every time to the allowance for new addresses: 30 at once, then 12 an hour', async () => {
    const victim = await createUser(server.services);
    let next = 0;
    // An hour's worth of requests, one every 20 s: the allowance, not the pace, is what binds.
    const { guesses } = await attack(victim.email, 180, () => `100.64.${Math.floor(++next / 250)}.${next % 250}`, 180, 20_000);
    const perHour = NEW_ADDRESS_BURST + (60 * 60_000) / NEW_ADDRESS_INTERVAL_MS;
    expect(guesses).toBeLessThanOrEqual(perHour);
    expect(guesses).toBeGreaterThanOrEqual(NEW_ADDRESS_BURST);
    // While such an attack empties it, an owner on an address new to the account waits for the next
    // turn (at most one interval) rather than being locked out.
    const waiting = await attempt(victim.email, PASSWORD, '192.0.2.251');
    if (waiting.status === 429) {
      expect(Number(waiting.headers.get('retry-after'))).toBeLessThanOrEqual(NEW_ADDRESS_INTERVAL_MS / 1000);
      tick(NEW_ADDRESS_INTERVAL_MS);
      expect(await ownerLogsIn(victim.email)).toBe(200);
    } else {
      expect(waiting.status).toBe(200);
    }
  });
});
