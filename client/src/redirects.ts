import { VinGatewayError } from './errors.js';
import { quotaOf, rateLimitOf } from './response-info.js';

/**
 * A fetch that never follows a redirect. fetch drops only `Authorization` when a redirect leads to
 * another origin: the X-API-Key and the Idempotency-Key would reach whatever host a Location names
 * (a hijacked DNS name, a misconfigured proxy). The gateway never redirects an API call, so a 3xx
 * is refused: a VinGatewayError REDIRECT_REFUSED with the status and (outside browsers, which
 * hide it) the Location, and nothing is sent to the other host.
 */
export function refusingRedirects(fetchImpl: (request: Request) => Promise<Response>): (request: Request) => Promise<Response> {
  return async (request) => {
    const response = await fetchImpl(new Request(request, { redirect: 'manual' }));
    // Browsers answer a manual redirect with an opaque response of status 0.
    if (response.type !== 'opaqueredirect' && (response.status < 300 || response.status > 399)) return response;
    await response.body?.cancel();
    const location = response.headers.get('location');
    throw new VinGatewayError({
      code: 'REDIRECT_REFUSED',
      message: `the gateway answered ${response.status || 'a redirect'}${location ? ` to ${location}` : ''}; the client never follows redirects, so credentials stay with baseUrl's origin: set baseUrl to the address the gateway serves`,
      status: response.status,
      requestId: response.headers.get('x-request-id') ?? '',
      details: { location },
      retryAfterSeconds: null,
      quota: quotaOf(response.headers),
      rateLimit: rateLimitOf(response.headers),
    });
  };
}
