const integer = (value) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);
export function quotaOf(headers) {
    const limit = integer(headers.get('x-quota-limit'));
    const remaining = integer(headers.get('x-quota-remaining'));
    const resetAt = headers.get('x-quota-reset');
    const overage = integer(headers.get('x-quota-overage')) ?? 0;
    return limit === null || remaining === null || resetAt === null ? null : { limit, remaining, resetAt, overage };
}
export function rateLimitOf(headers) {
    const limit = integer(headers.get('ratelimit-limit'));
    const remaining = integer(headers.get('ratelimit-remaining'));
    const resetSeconds = integer(headers.get('ratelimit-reset'));
    return limit === null || remaining === null || resetSeconds === null ? null : { limit, remaining, resetSeconds };
}
export function responseInfoOf(response) {
    const { headers } = response;
    return { requestId: headers.get('x-request-id') ?? '', quota: quotaOf(headers), rateLimit: rateLimitOf(headers) };
}
/** Codes from the X-Decode-Warnings header ("A, B"), or none. */
export function warningsOf(headers) {
    const raw = headers.get('x-decode-warnings');
    return raw ? raw.split(',').map((w) => w.trim()).filter(Boolean) : [];
}
export function retryAfterOf(headers) {
    return integer(headers.get('retry-after'));
}
