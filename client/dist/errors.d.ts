import type { components } from './openapi.cjs';
import type { Quota, RateLimit } from './response-info.js';
/**
 * The stable error codes of the API (the document's ErrorEnvelope), and the client's own:
 * REDIRECT_REFUSED — the gateway's address answered a redirect, which the client never follows.
 */
export type ErrorCode = components['schemas']['ErrorEnvelope']['error']['code'] | 'REDIRECT_REFUSED';
/**
 * A failure the API answered with its error envelope: branch on `code` (stable), quote
 * `requestId` when reporting it. `retryAfterSeconds` is set when the API said when to retry.
 */
export declare class VinGatewayError extends Error {
    readonly name = "VinGatewayError";
    readonly code: ErrorCode;
    readonly status: number;
    readonly requestId: string;
    readonly details: Record<string, unknown> | undefined;
    readonly retryAfterSeconds: number | null;
    readonly quota: Quota | null;
    readonly rateLimit: RateLimit | null;
    constructor(init: {
        code: ErrorCode;
        message: string;
        status: number;
        requestId: string;
        details?: Record<string, unknown> | undefined;
        retryAfterSeconds: number | null;
        quota: Quota | null;
        rateLimit: RateLimit | null;
    });
}
/** A response that is not the API's envelope (a proxy's error page, a truncated body). */
export declare class UnexpectedResponseError extends Error {
    readonly status: number;
    readonly body: string;
    readonly name = "UnexpectedResponseError";
    constructor(status: number, body: string);
}
