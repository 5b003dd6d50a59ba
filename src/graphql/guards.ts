import type { RequestContext } from '../context.js';
import { requireAdmin, requireBearer, requireViewer } from '../domain/auth/authorization.js';
import { rateLimitIdentity, type Viewer } from '../domain/auth/viewer.js';
import { rateLimitedError, rateLimitHeaders } from '../domain/rate-limit/rate-limiter.js';

export type Access = 'apiKeyOrBearer' | 'bearer' | 'admin';

const REQUIRE = { apiKeyOrBearer: requireViewer, bearer: requireBearer, admin: requireAdmin } as const;

/**
 * The caller of a field, checked for the access the field needs and counted against the rate limit.
 * Called once per field resolution, so aliases and batched operations each count.
 */
export async function authorize(ctx: RequestContext, access: Access, options: { rateLimited?: boolean } = {}): Promise<Viewer> {
  const viewer = REQUIRE[access](await ctx.viewer());
  if (options.rateLimited ?? true) {
    const decision = await ctx.rateLimiter.consume(rateLimitIdentity(viewer));
    ctx.responseHeaders.setAll(rateLimitHeaders(decision));
    if (!decision.allowed) throw rateLimitedError(decision);
  }
  return viewer;
}

/** Requests a minute one client address may make to the fields anyone may call without credentials. */
export const PUBLIC_FIELD_REQUESTS_PER_MINUTE = 100;

/**
 * Fields open to anyone that still cost a database read are limited per client address, so a
 * caller without credentials cannot load the database for everyone.
 */
export async function limitPublicField(ctx: RequestContext): Promise<void> {
  const decision = await ctx.rateLimiter.allowance('public', PUBLIC_FIELD_REQUESTS_PER_MINUTE).consume(ctx.request.ip);
  if (!decision.allowed) throw rateLimitedError(decision, 'requests without credentials from one address');
}
