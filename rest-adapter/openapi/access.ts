import type { ErrorCode } from '../../src/domain/errors.js';
import type { RestRoute, RouteAccess } from '../route.types.js';

/** The security schemes of the document (components.securitySchemes). */
export const SECURITY_SCHEMES = {
  ApiKey: {
    type: 'apiKey',
    in: 'header',
    name: 'X-API-Key',
    description: 'An API key (vin_live_…), created once in the dashboard or with POST /api/v1/api-keys. For server-to-server integrations.',
  },
  Bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from POST /api/v1/auth/login or /auth/refresh (900 s).',
  },
  RefreshCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'refreshToken',
    description: 'The HttpOnly refresh cookie set by login and rotated by refresh; sent by browsers to /api/v1/auth/* only.',
  },
} as const;

const CALLER_ERRORS: ErrorCode[] = ['UNAUTHENTICATED', 'INVALID_API_KEY', 'ACCOUNT_SUSPENDED', 'EMAIL_NOT_VERIFIED'];

const ACCESS: Record<RouteAccess, { security: Array<Record<string, string[]>>; errors: ErrorCode[]; note: string }> = {
  public: { security: [], errors: [], note: 'Needs no credentials.' },
  apiKeyOrBearer: {
    security: [{ ApiKey: [] }, { Bearer: [] }],
    // An address presenting more than 30 unknown or revoked keys a minute is refused before the lookup.
    errors: [...CALLER_ERRORS, 'RATE_LIMITED'],
    note: 'An API key or an access token. An address presenting more than 30 unknown or revoked API keys a minute gets 429 RATE_LIMITED.',
  },
  bearer: {
    security: [{ Bearer: [] }],
    errors: [...CALLER_ERRORS, 'FORBIDDEN'],
    note: 'An access token only: an API key gets 403 FORBIDDEN.',
  },
  admin: {
    security: [{ Bearer: [] }],
    errors: [...CALLER_ERRORS, 'FORBIDDEN'],
    note: "An administrator's access token (everyone else 403 FORBIDDEN).",
  },
  refreshCookie: { security: [{ RefreshCookie: [] }], errors: [], note: 'The refreshToken cookie.' },
};

const JSON_BODY_ERRORS: ErrorCode[] = ['VALIDATION_ERROR', 'UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE'];
const IDEMPOTENCY_ERRORS: ErrorCode[] = ['VALIDATION_ERROR', 'IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_REQUEST_IN_PROGRESS'];
/** Any route can meet a bug (masked) or a dependency that is down. */
const SERVER_ERRORS: ErrorCode[] = ['INTERNAL', 'UNAVAILABLE'];

export function isRateLimited(route: { doc: { access: RouteAccess } }): boolean {
  // Every request with an account's credentials counts (decision 0522).
  const { access } = route.doc;
  return access !== 'public' && access !== 'refreshCookie';
}

export function securityOf(route: RestRoute): { security: Array<Record<string, string[]>>; note: string } {
  return ACCESS[route.doc.access];
}

/** Every error code a route can answer: its own, its access's, its body's and the server's. */
export function errorCodesOf(route: RestRoute): ErrorCode[] {
  const codes = new Set<ErrorCode>([...ACCESS[route.doc.access].errors, ...route.doc.errors, ...SERVER_ERRORS]);
  if (route.body === 'json') for (const code of JSON_BODY_ERRORS) codes.add(code);
  if (isRateLimited(route)) codes.add('RATE_LIMITED');
  // A malformed key is VALIDATION_ERROR; a key reused with another request, or still running.
  if (route.idempotencyKey) for (const code of IDEMPOTENCY_ERRORS) codes.add(code);
  return [...codes];
}
