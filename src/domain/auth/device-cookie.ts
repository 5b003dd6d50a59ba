import { createHmac, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../infra/clock.js';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"; decision 0516):
 * a successful login leaves the client a signed token naming the login name it logged in as, with
 * a nonce of its own. A later login presenting a valid one for the same login name comes from a
 * device that has known the password, so the throttle counts it by its nonce alone, apart from the
 * addresses nobody knows. Stateless: a signature, an audience of its own and an expiry; the nonce
 * is what the throttle locks when the cookie is used to guess.
 */
export const DEVICE_COOKIE_TTL_SECONDS = 90 * 24 * 60 * 60;
const ISSUER = 'vin-gateway';
const AUDIENCE = 'vin-gateway-device';
const ALGORITHM = 'HS256';

export interface DeviceCookies {
  /** A new device cookie for this login name (the e-mail address as typed, compared lower-case). */
  issue(loginName: string): Promise<string>;
  /** The nonce of a valid cookie issued for this login name; null for anything else. */
  verify(cookie: string, loginName: string): Promise<string | null>;
}

export const loginNameOf = (email: string) => email.trim().toLowerCase();

/**
 * Signed with a key derived from the access tokens' secret, not the secret itself: a device cookie
 * can never pass for an access token, nor one for the other, whatever their claims.
 */
export function createDeviceCookies(secret: string, clock: Clock): DeviceCookies {
  const key = createHmac('sha256', secret).update('vin-gateway device cookie v1').digest();
  return {
    issue(loginName) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ nonce: randomUUID() })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(loginNameOf(loginName))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + DEVICE_COOKIE_TTL_SECONDS)
        .sign(key);
    },
    async verify(cookie, loginName) {
      try {
        const { payload } = await jwtVerify(cookie, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          subject: loginNameOf(loginName),
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
        return typeof payload.nonce === 'string' && payload.nonce.length <= 64 ? payload.nonce : null;
      } catch {
        // Tampered, expired, for another login name: the login goes on as from an unknown device.
        return null;
      }
    },
  };
}
