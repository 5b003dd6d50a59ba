import type { RequestContext } from '../context.js';
import { requireAdmin, requireBearer, requireViewer } from '../domain/auth/authorization.js';
import { rateLimitIdentity, type Viewer } from '../domain/auth/viewer.js';
import { rateLimitedError, rateLimitHeaders, type RateLimitDecision } from '../domain/rate-limit/rate-limiter.js';

export type Access = 'apiKeyOrBearer' | 'bearer' | 'admin';

const REQUIRE = { apiKeyOrBearer: requireViewer, bearer: requireBearer, admin: requireAdmin } as const;

/**
 * The caller of a field, checked for the access the field needs. A rate-limited field counts each
 * resolution, so aliases each count; the first of them takes the point its request already counted
 * up front (countRequest), so a request with one such field counts once.
 */
export async function authorize(ctx: RequestContext, access: Access, options: { rateLimited?: boolean } = {}): Promise<Viewer> {
  const viewer = REQUIRE[access](await ctx.viewer());
  if (options.rateLimited ?? true) {
    showRateLimit(ctx, await ctx.rateCharge.countField(ctx.rateLimiter, rateLimitIdentity(viewer)));
  }
  return viewer;
}

/**
 * Every request with credentials that name an account counts once against the account's rate
 * limit, whatever it asks for (`__typename` alone, usage, a stream), before its document is parsed
 * or anything runs; past the limit it is refused with 429. Requests without credentials, or with
 * credentials that name no account, are limited per address elsewhere. Decision 0522.
 */
export async function countRequest(ctx: RequestContext): Promise<void> {
  if (!ctx.hasCredentials()) return;
  const viewer = await ctx.viewer().catch(() => null);
  if (viewer === null) return;
  showRateLimit(ctx, await ctx.rateCharge.countRequest(ctx.rateLimiter, rateLimitIdentity(viewer)));
}

/**
 * Puts a decision's headers on the answer, and refuses the request past the limit. The first
 * counting field takes the decision its request counted up front, whose headers are already set.
 */
function showRateLimit(ctx: RequestContext, decision: RateLimitDecision): void {
  if (ctx.rateCharge.shown !== decision) {
    ctx.responseHeaders.setAll(rateLimitHeaders(decision));
    ctx.rateCharge.shown = decision;
  }
  if (!decision.allowed) throw rateLimitedError(decision);
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
