import { AppError } from '../errors.js';

/**
 * Login sets the session cookie and refresh and logout act on it, so a cross-site page must not
 * trigger any of them (a cross-site login would plant someone else's session: login CSRF). A
 * browser always sends Origin on such requests: it must be this service itself or one of
 * CORS_ORIGINS. Requests without Origin (curl, servers) carry no ambient cookie risk and pass.
 */
export function assertSameSiteRequest(
  headers: { origin?: string | undefined; host?: string | undefined; secFetchSite?: string | undefined },
  allowedOrigins: readonly string[],
): void {
  const { origin } = headers;
  if (origin === undefined) {
    if (headers.secFetchSite === 'cross-site') throw crossSite();
    return;
  }
  if (allowedOrigins.includes(origin)) return;
  try {
    if (headers.host && new URL(origin).host === headers.host) return;
  } catch {
    // a malformed Origin is refused below
  }
  throw crossSite();
}

function crossSite(): AppError {
  return new AppError('FORBIDDEN', 'cross-site requests may not use the session cookie (Origin not allowed)');
}
