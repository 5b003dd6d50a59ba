import type { RateLimitDecision, RateLimiter } from './rate-limiter.js';

/**
 * What one request has counted against its account's rate limit. Every authenticated request
 * counts once, up front, before its document is parsed or anything runs; fields that count each
 * resolution (decodes, so aliases cannot bypass the limit) take that point for the first of them
 * and a new one for each further one. A request with one decode therefore makes one round trip to
 * the store, as before; one without any counting field makes one too. Decision 0522.
 */
export class RequestCharge {
  private upFront: Promise<RateLimitDecision> | undefined;
  private upFrontTaken = false;
  /** The decision whose headers the answer carries, so that the same one is not set twice. */
  shown: RateLimitDecision | undefined;

  /** The request's own point, taken once however often it is asked for. */
  countRequest(limiter: RateLimiter, identity: string): Promise<RateLimitDecision> {
    return (this.upFront ??= limiter.consume(identity));
  }

  /** A counting field's point: the request's own for the first such field, a new one after it. */
  countField(limiter: RateLimiter, identity: string): Promise<RateLimitDecision> {
    if (this.upFront !== undefined && !this.upFrontTaken) {
      this.upFrontTaken = true;
      return this.upFront;
    }
    return limiter.consume(identity);
  }
}
