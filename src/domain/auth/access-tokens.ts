import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../infra/clock.js';
import { UUID_PATTERN } from '../accounts/account.js';
import { AppError } from '../errors.js';
import { createDeviceCookies, type DeviceCookies } from './device-cookie.js';

export const ACCESS_TOKEN_TTL_SECONDS = 900;
const ISSUER = 'vin-gateway';
const AUDIENCE = 'vin-gateway-api';
const ALGORITHM = 'HS256';

export interface AccessTokens {
  issue(accountId: string): Promise<string>;
  /** The account id of a valid token; UNAUTHENTICATED for anything else (tampered, expired, alg:none …). */
  verify(token: string): Promise<string>;
  /** The device cookies of logins, signed with a key derived from the same secret. */
  devices: DeviceCookies;
}

/** HS256 JWTs with the algorithm pinned and iss/aud/exp checked against the service clock. */
export function createAccessTokens(secret: string, clock: Clock): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    devices: createDeviceCookies(secret, clock),
    issue(accountId) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(accountId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          currentDate: clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
        // Only this service signs tokens, but a token signed with a leaked or shared secret must
        // still be refused cleanly rather than reach the database with a malformed id.
        if (!UUID_PATTERN.test(payload.sub!)) throw new AppError('UNAUTHENTICATED', 'the access token is not valid');
        return payload.sub!;
      } catch (error) {
        if (error instanceof AppError) throw error;
        const expired = error instanceof joseErrors.JWTExpired;
        throw new AppError('UNAUTHENTICATED', expired ? 'the access token has expired; refresh it' : 'the access token is not valid');
      }
    },
  };
}
