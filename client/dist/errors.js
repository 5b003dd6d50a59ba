/**
 * A failure the API answered with its error envelope: branch on `code` (stable), quote
 * `requestId` when reporting it. `retryAfterSeconds` is set when the API said when to retry.
 */
export class VinGatewayError extends Error {
    name = 'VinGatewayError';
    code;
    status;
    requestId;
    details;
    retryAfterSeconds;
    quota;
    rateLimit;
    constructor(init) {
        super(`${init.code}: ${init.message} (request ${init.requestId})`);
        this.code = init.code;
        this.status = init.status;
        this.requestId = init.requestId;
        this.details = init.details;
        this.retryAfterSeconds = init.retryAfterSeconds;
        this.quota = init.quota;
        this.rateLimit = init.rateLimit;
    }
}
/** A response that is not the API's envelope (a proxy's error page, a truncated body). */
export class UnexpectedResponseError extends Error {
    status;
    body;
    name = 'UnexpectedResponseError';
    constructor(status, body) {
        super(`unexpected response ${status}: ${body.slice(0, 200)}`);
        this.status = status;
        this.body = body;
    }
}
