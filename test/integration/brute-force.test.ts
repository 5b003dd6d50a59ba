import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { ManualClock } from '../../src/infra/clock.js';
import {
  ACCOUNT_MAX_FAILURES,
  ADDRESS_MAX_FAILURES,
  NEW_ADDRESS_BURST,
  NEW_ADDRESS_INTERVAL_MS,
  PAIR_MAX_FAILURES,
} from '../../src/domain/auth/login-throttle.js';
import { LOGINS_PER_MINUTE_PER_ACCOUNT, LOGINS_PER_MINUTE_PER_ADDRESS } from '../../src/domain/auth/login-rate.js';
import { createUser, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

describe.each(databaseTargets)('login brute-force protection on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  const clock = new ManualClock('2026-05-01T08:00:00Z');

  const attempt = (email: string, password: string, ip: string) =>
    server.post('/api/v1/auth/login', { email, password }, { 'x-forwarded-for': ip });

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('locks an address out of an account after 5 failures in 15 minutes, even for the right password, with Retry-After', async () => {
    const user = await createUser(server.services);
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) expect((await attempt(user.email, 'wrong-password', '10.1.0.1')).status).toBe(401);
    const locked = await attempt(user.email, PASSWORD, '10.1.0.1');
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(locked.headers.get('retry-after'))).toBe(60);
    // The account's owner, from an address that has not failed, is not kept out.
    expect((await attempt(user.email, PASSWORD, '10.1.0.99')).status).toBe(200);
  });

  it('counts attempts before checking the password: 20 parallel guesses get at most 5 answers', async () => {
    const user = await createUser(server.services);
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => attempt(user.email, 'wrong-password', '10.9.9.9')))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect((await attempt(user.email, PASSWORD, '10.9.9.9')).status).toBe(429);
    expect((await attempt(user.email, PASSWORD, '10.9.9.10')).status).toBe(200);
  });

  it('keeps counting while attempts keep coming: the window restarts only after 15 quiet minutes', async () => {
    const user = await createUser(server.services);
    for (let i = 0; i < 4; i++) {
      expect((await attempt(user.email, 'wrong-password', '10.4.0.1')).status).toBe(401);
      clock.advance(5 * 60_000);
    }
    // 20 minutes after the first failure, but only 5 after the last: the fifth still counts and locks.
    expect((await attempt(user.email, 'wrong-password', '10.4.0.1')).status).toBe(401);
    expect((await attempt(user.email, PASSWORD, '10.4.0.1')).status).toBe(429);
  });

  it('doubles the delay on each further failure and a success starts the address over', async () => {
    const user = await createUser(server.services);
    const ip = '10.2.0.1';
    for (let i = 0; i < 5; i++) await attempt(user.email, 'wrong-password', ip);
    clock.advance(61_000);
    expect((await attempt(user.email, 'wrong-password', ip)).status).toBe(401);
    const second = await attempt(user.email, PASSWORD, ip);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBe(120);
    clock.advance(121_000);
    expect((await attempt(user.email, 'wrong-password', ip)).status).toBe(401);
    expect(Number((await attempt(user.email, PASSWORD, ip)).headers.get('retry-after'))).toBe(240);
    clock.advance(241_000);
    expect((await attempt(user.email, PASSWORD, ip)).status).toBe(200);
    // the success cleared the address's count at the account: a new failure does not lock it again
    expect((await attempt(user.email, 'wrong-password', ip)).status).toBe(401);
    expect((await attempt(user.email, PASSWORD, ip)).status).toBe(200);
  });

  it('forgets failures older than 15 minutes', async () => {
    const user = await createUser(server.services);
    for (let i = 0; i < 4; i++) await attempt(user.email, 'wrong-password', '10.3.0.1');
    clock.advance(16 * 60_000);
    expect((await attempt(user.email, 'wrong-password', '10.3.0.1')).status).toBe(401);
    expect((await attempt(user.email, PASSWORD, '10.3.0.1')).status).toBe(200);
  });

  it('keeps no row for scopes quiet for 15 minutes: made-up e-mail addresses do not pile up', async () => {
    const scopes = async () => (await db.db.selectFrom('login_throttle').select('scope').execute()).map((row) => row.scope);
    const tried = Array.from({ length: 12 }, () => uniqueEmail());
    for (const [i, email] of tried.entries()) expect((await attempt(email, 'wrong-password', `10.9.0.${i}`)).status).toBe(401);
    expect(await scopes()).toEqual(expect.arrayContaining(tried.map((email, i) => `pair:10.9.0.${i}|${email.toLowerCase()}`)));
    // Past every lock and allowance the earlier tests of this file left, by 15 minutes: every row
    // is stale now; each attempt takes six.
    clock.advance(48 * 60 * 60_000);
    const stale = await scopes();
    const fresh = new Set<string>();
    for (let i = 0; i <= stale.length / 6; i++) {
      const email = uniqueEmail().toLowerCase();
      expect((await attempt(email, 'wrong-password', `10.9.1.${i}`)).status).toBe(401);
      fresh.add(`pair:10.9.1.${i}|${email}`).add(`ip:10.9.1.${i}`).add(`new:${email}`);
    }
    expect((await scopes()).filter((scope) => !fresh.has(scope))).toEqual([]);
  });

  it('believes only the X-Forwarded-For entry the proxy appended, not ones the client wrote', async () => {
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) await attempt(uniqueEmail('spray'), 'whatever-password', `6.6.${i}.1, 203.0.113.90`);
    const user = await createUser(server.services);
    expect((await attempt(user.email, PASSWORD, '7.7.7.7, 203.0.113.90')).status).toBe(429);
  });

  it('locks an address spraying passwords across accounts, unknown e-mail addresses included', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) expect((await attempt(uniqueEmail('probe'), 'whatever-password', ip)).status).toBe(401);
    const user = await createUser(server.services);
    const res = await attempt(user.email, PASSWORD, ip);
    expect(res.status).toBe(429);
    expect((await attempt(user.email, PASSWORD, '203.0.113.78')).status).toBe(200);
  });

  it('does not lock the other accounts behind a shared address when one account fails five times', async () => {
    const ip = '203.0.113.120';
    const unlucky = await createUser(server.services);
    for (let i = 0; i < PAIR_MAX_FAILURES; i++) expect((await attempt(unlucky.email, 'wrong-password', ip)).status).toBe(401);
    expect((await attempt(unlucky.email, PASSWORD, ip)).status).toBe(429);
    const colleague = await createUser(server.services);
    expect((await attempt(colleague.email, PASSWORD, ip)).status).toBe(200);
  });

  it('locks the addresses failing at an account out of it together, past 5 more attempts, and never a clean one', async () => {
    const user = await createUser(server.services);
    const failing = ['10.30.0.1', '10.30.0.2', '10.30.0.3'];
    // Each address's first failure is its turn as a new address; the account counts what follows.
    for (const ip of failing) expect((await attempt(user.email, 'wrong-password', ip)).status).toBe(401);
    for (const ip of [...failing, ...failing].slice(0, ACCOUNT_MAX_FAILURES))
      expect((await attempt(user.email, 'wrong-password', ip)).status).toBe(401);
    // 10.30.0.3 has failed twice only, far from its own lock: the account's lock refuses it.
    const slowed = await attempt(user.email, PASSWORD, '10.30.0.3');
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get('retry-after'))).toBe(60);
    expect((await attempt(user.email, PASSWORD, '10.30.1.1')).status).toBe(200);
    clock.advance(61_000);
    expect((await attempt(user.email, PASSWORD, '10.30.0.3')).status).toBe(200);
  });

  it("gives 40 new addresses guessing at once no more than the account's 30 turns for new addresses", async () => {
    const user = await createUser(server.services);
    const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(user.email, 'wrong-password', `10.32.${i}.1`)))).map(
      (r) => r.status,
    );
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(NEW_ADDRESS_BURST);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    clock.advance(NEW_ADDRESS_INTERVAL_MS);
    expect((await attempt(user.email, PASSWORD, '10.32.200.1')).status).toBe(200);
  });

  it("counts only logins that knew the password against the account's 20 a minute: failures do not use it up", async () => {
    const user = await createUser(server.services);
    for (let i = 0; i < LOGINS_PER_MINUTE_PER_ACCOUNT + 5; i++)
      expect((await attempt(user.email, 'wrong-password', `10.31.${i}.1`)).status).toBe(401);
    expect((await attempt(user.email, PASSWORD, '10.31.200.1')).status).toBe(200);
  });

  it('limits logins that succeed too, per account and per address, as RATE_LIMITED with Retry-After', async () => {
    const user = await createUser(server.services);
    const perAccount = [];
    for (let i = 0; i <= LOGINS_PER_MINUTE_PER_ACCOUNT; i++) perAccount.push((await attempt(user.email, PASSWORD, `10.20.${i}.1`)).status);
    expect(perAccount.slice(0, LOGINS_PER_MINUTE_PER_ACCOUNT).every((s) => s === 200)).toBe(true);
    expect(perAccount.at(-1)).toBe(429);

    const ip = '10.21.0.1';
    const others = await Promise.all(Array.from({ length: 4 }, () => createUser(server.services)));
    const perAddress = [];
    for (let i = 0; i <= LOGINS_PER_MINUTE_PER_ADDRESS; i++) perAddress.push(await attempt(others[i % others.length]!.email, PASSWORD, ip));
    expect(perAddress.slice(0, LOGINS_PER_MINUTE_PER_ADDRESS).every((r) => r.status === 200)).toBe(true);
    const refused = perAddress.at(-1)!;
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });
});
