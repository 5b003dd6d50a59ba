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
