import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StateDatabase } from '../../src/data/db.js';
import { DEVICE_MAX_FAILURES } from '../../src/domain/auth/login-throttle.js';
import { ManualClock } from '../../src/infra/clock.js';
import { createUser, PASSWORD } from '../support/accounts.js';
import { databaseTargets } from '../support/databases.js';
import { startTestServer, type TestServer } from '../support/server.js';

/** Decision 0516: a device that logged in before is never held by what unknown addresses did. */
describe.each(databaseTargets)('device cookies on $name', (target) => {
  let db: StateDatabase;
  let server: TestServer;
  const clock = new ManualClock('2026-06-01T08:00:00Z');

  const attempt = (email: string, password: string, ip: string, deviceCookie?: string) =>
    server.post(
      '/api/v1/auth/login',
      { email, password },
      {
        'x-forwarded-for': ip,
        ...(deviceCookie ? { cookie: `deviceCookie=${deviceCookie}` } : {}),
      },
    );

  const deviceCookieOf = (res: Response): { value: string; attributes: string } | undefined => {
    for (const cookie of res.headers.getSetCookie()) {
      const match = /^deviceCookie=([^;]+)(.*)$/.exec(cookie);
      if (match) return { value: match[1]!, attributes: match[2]! };
    }
    return undefined;
  };

  async function ownerDevice(email: string, ip: string): Promise<string> {
    const res = await attempt(email, PASSWORD, ip);
    expect(res.status).toBe(200);
    return deviceCookieOf(res)!.value;
  }

  /** 40 addresses, 2 wrong passwords each: the account's allowance for new addresses is gone. */
  async function distributedGuessing(email: string, net: string): Promise<void> {
    for (let round = 0; round < 2; round++)
      for (let i = 1; i <= 40; i++) expect([401, 429]).toContain((await attempt(email, 'wrong-password', `${net}.${i}`)).status);
  }

  beforeAll(async () => {
    db = await target.open();
    server = await startTestServer(db, { clock });
  });
  afterAll(async () => {
    await server?.close();
    await db?.close();
  });

  it('sets a signed, HttpOnly, SameSite=Strict device cookie on the auth paths on each successful login, none on a failure', async () => {
    const user = await createUser(server.services);
    const failed = await attempt(user.email, 'wrong-password', '10.60.0.1');
    expect(failed.status).toBe(401);
    expect(deviceCookieOf(failed)).toBeUndefined();
    const cookie = deviceCookieOf(await attempt(user.email, PASSWORD, '10.60.0.2'))!;
    expect(cookie.value.split('.')).toHaveLength(3);
    expect(cookie.attributes).toContain('Path=/api/v1/auth');
    expect(cookie.attributes).toContain('HttpOnly');
    expect(cookie.attributes).toContain('SameSite=Strict');
    expect(cookie.attributes).toMatch(/Max-Age=\d+/);
  });

  it('lets the owner with a device cookie log in at once after 40 addresses guessed twice each; without it the owner is held as before', async () => {
    const user = await createUser(server.services);
    const device = await ownerDevice(user.email, '198.51.100.7');
    await distributedGuessing(user.email, '10.61.0');
    const held = await attempt(user.email, PASSWORD, '198.51.100.7');
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    const known = await attempt(user.email, PASSWORD, '198.51.100.7', device);
    expect(known.status).toBe(200);
    // The owner's next login uses the new cookie, and is just as welcome.
    expect((await attempt(user.email, PASSWORD, '198.51.100.8', deviceCookieOf(known)!.value)).status).toBe(200);
  });

  it('locks a device cookie that fails 5 times, and only that cookie', async () => {
    const user = await createUser(server.services);
    const stolen = await ownerDevice(user.email, '10.62.0.1');
    const other = await ownerDevice(user.email, '10.62.0.2');
    for (let i = 0; i < DEVICE_MAX_FAILURES; i++)
      expect((await attempt(user.email, 'wrong-password', '10.62.0.3', stolen)).status).toBe(401);
    const locked = await attempt(user.email, PASSWORD, '10.62.0.4', stolen);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBe(60);
    expect((await attempt(user.email, PASSWORD, '10.62.0.3', other)).status).toBe(200);
    // Its failures were not the addresses' failures: the address it guessed from is not held either.
    expect((await attempt(user.email, PASSWORD, '10.62.0.3')).status).toBe(200);
    clock.advance(61_000);
    expect((await attempt(user.email, PASSWORD, '10.62.0.4', stolen)).status).toBe(200);
  });

  it('treats a cookie for another login name, or a forged one, as no cookie', async () => {
    const owner = await createUser(server.services);
    const other = await createUser(server.services);
    const othersDevice = await ownerDevice(other.email, '10.63.0.1');
    const [header, payload] = othersDevice.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    await distributedGuessing(owner.email, '10.63.1');
    expect((await attempt(owner.email, PASSWORD, '10.63.0.1', othersDevice)).status).toBe(429);
    expect((await attempt(owner.email, PASSWORD, '10.63.0.1', forged)).status).toBe(429);
    expect((await attempt(other.email, PASSWORD, '10.63.0.1', forged)).status).toBe(200);
  });
});
