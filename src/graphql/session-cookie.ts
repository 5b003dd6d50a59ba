import type { RequestContext } from '../context.js';

export const REFRESH_COOKIE = 'refreshToken';
const COOKIE_PATH = '/api/v1/auth';

/** The refresh token cookie: HttpOnly, SameSite=Strict, scoped to the auth paths. */
export function setRefreshCookie(ctx: RequestContext, token: string, maxAgeSeconds: number): void {
  ctx.responseHeaders.append('set-cookie', serialize(token, maxAgeSeconds, ctx.config.cookieSecure));
}

export function clearRefreshCookie(ctx: RequestContext): void {
  ctx.responseHeaders.append('set-cookie', serialize('', 0, ctx.config.cookieSecure));
}

function serialize(value: string, maxAge: number, secure: boolean): string {
  return [
    `${REFRESH_COOKIE}=${value}`,
    `Max-Age=${maxAge}`,
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function readRefreshCookie(ctx: RequestContext): string | undefined {
  const header = ctx.request.header('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === REFRESH_COOKIE) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
