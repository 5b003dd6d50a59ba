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
export declare function quotaOf(headers: Headers): Quota | null;
export declare function rateLimitOf(headers: Headers): RateLimit | null;
export declare function responseInfoOf(response: Response): ResponseInfo;
/** Codes from the X-Decode-Warnings header ("A, B"), or none. */
export declare function warningsOf(headers: Headers): string[];
export declare function retryAfterOf(headers: Headers): number | null;
