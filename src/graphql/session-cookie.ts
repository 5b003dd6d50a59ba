import type { RequestContext } from '../context.js';

export const REFRESH_COOKIE = 'refreshToken';
/** The device cookie of decision 0516: set on each successful login, kept across logouts. */
export const DEVICE_COOKIE = 'deviceCookie';
const COOKIE_PATH = '/api/v1/auth';

/** The refresh token cookie: HttpOnly, SameSite=Strict, scoped to the auth paths. */
export function setRefreshCookie(ctx: RequestContext, token: string, maxAgeSeconds: number): void {
  ctx.responseHeaders.append('set-cookie', serialize(REFRESH_COOKIE, token, maxAgeSeconds, ctx.config.cookieSecure));
}

export function clearRefreshCookie(ctx: RequestContext): void {
  ctx.responseHeaders.append('set-cookie', serialize(REFRESH_COOKIE, '', 0, ctx.config.cookieSecure));
}

/** The device cookie, with the refresh cookie's attributes: a script can neither read nor send it elsewhere. */
export function setDeviceCookie(ctx: RequestContext, token: string, maxAgeSeconds: number): void {
  ctx.responseHeaders.append('set-cookie', serialize(DEVICE_COOKIE, token, maxAgeSeconds, ctx.config.cookieSecure));
}

function serialize(name: string, value: string, maxAge: number, secure: boolean): string {
  return [
    `${name}=${value}`,
    `Max-Age=${maxAge}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function readRefreshCookie(ctx: RequestContext): string | undefined {
  return readCookie(ctx, REFRESH_COOKIE);
}

export function readDeviceCookie(ctx: RequestContext): string | undefined {
  return readCookie(ctx, DEVICE_COOKIE);
}

function readCookie(ctx: RequestContext, name: string): string | undefined {
  const header = ctx.request.header('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
