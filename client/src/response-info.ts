/** The daily quota after a decode (X-Quota-* headers). */
export interface Quota {
  limit: number;
  remaining: number;
  /** ISO 8601: the next 00:00:00Z. */
  resetAt: string;
  /** Decodes of this response billed as overage, past the quota (X-Quota-Overage; 0 when absent). */
  overage: number;
}

/** The rate limit after a call that counts against it (RateLimit-* headers). */
export interface RateLimit {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

/** What every result carries besides its data. */
export interface ResponseInfo {
  requestId: string;
  quota: Quota | null;
  rateLimit: RateLimit | null;
  /** True when the gateway answered with the stored answer of an earlier call with the same idempotency key (nothing billed again). */
  replayed: boolean;
}

const integer = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

export function quotaOf(headers: Headers): Quota | null {
  const limit = integer(headers.get('x-quota-limit'));
  const remaining = integer(headers.get('x-quota-remaining'));
  const resetAt = headers.get('x-quota-reset');
  const overage = integer(headers.get('x-quota-overage')) ?? 0;
  return limit === null || remaining === null || resetAt === null ? null : { limit, remaining, resetAt, overage };
}

export function rateLimitOf(headers: Headers): RateLimit | null {
  const limit = integer(headers.get('ratelimit-limit'));
  const remaining = integer(headers.get('ratelimit-remaining'));
  const resetSeconds = integer(headers.get('ratelimit-reset'));
  return limit === null || remaining === null || resetSeconds === null ? null : { limit, remaining, resetSeconds };
}

export function responseInfoOf(response: Response): ResponseInfo {
  const { headers } = response;
  return {
    requestId: headers.get('x-request-id') ?? '',
    quota: quotaOf(headers),
    rateLimit: rateLimitOf(headers),
    replayed: headers.get('idempotent-replayed') === 'true',
  };
}

/** Codes from the X-Decode-Warnings header ("A, B"), or none. */
export function warningsOf(headers: Headers): string[] {
  const raw = headers.get('x-decode-warnings');
  return raw
    ? raw
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean)
    : [];
}

export function retryAfterOf(headers: Headers): number | null {
  return integer(headers.get('retry-after'));
}
