/**
 * A fetch that never follows a redirect. fetch drops only `Authorization` when a redirect leads to
 * another origin: the X-API-Key and the Idempotency-Key would reach whatever host a Location names
 * (a hijacked DNS name, a misconfigured proxy). The gateway never redirects an API call, so a 3xx
 * is refused: a VinGatewayError REDIRECT_REFUSED with the status and (outside browsers, which
 * hide it) the Location, and nothing is sent to the other host.
 */
export declare function refusingRedirects(fetchImpl: (request: Request) => Promise<Response>): (request: Request) => Promise<Response>;
