import { ServerResponse, type IncomingMessage, type OutgoingHttpHeader, type OutgoingHttpHeaders } from 'node:http';

/**
 * The server's response: it holds the headers every answer carries (its request id, `vary: origin`
 * on the API paths) until the answer is written, instead of setting them as the request arrives.
 *
 * Node writes the headers given to `writeHead` as they are when none were set before; once one was,
 * it sets each given header in turn (validated, lower-cased, stored) and only then writes them all.
 * A JSON answer gives all of its headers at once (writeJson), so the two that were set up front put
 * every answer on the slow path: about a tenth of a cached decode's CPU time. writeJson now takes
 * them into its own headers; every other writer gets them here, as it writes.
 */
export class GatewayResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
  private requestId: string | undefined;
  private varyOrigin = false;

  override writeHead(statusCode: number, statusMessage?: string, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
  override writeHead(statusCode: number, headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): this;
  override writeHead(
    statusCode: number,
    messageOrHeaders?: string | OutgoingHttpHeaders | OutgoingHttpHeader[],
    headers?: OutgoingHttpHeaders | OutgoingHttpHeader[],
  ): this {
    // Set before node reads what is given here: with a header set, node sets each given one in turn,
    // so a value given here replaces a held one, as it replaced one set up front.
    if (this.requestId !== undefined && !this.hasHeader('x-request-id')) this.setHeader('x-request-id', this.requestId);
    if (this.varyOrigin && !this.hasHeader('vary')) this.setHeader('vary', 'origin');
    this.requestId = undefined;
    this.varyOrigin = false;
    return typeof messageOrHeaders === 'string'
      ? super.writeHead(statusCode, messageOrHeaders, headers)
      : super.writeHead(statusCode, messageOrHeaders);
  }

  /** Moves the held headers into `headers` (a writer's own object), unless it already names them. */
  takeHeldHeaders(headers: OutgoingHttpHeaders): void {
    if (this.requestId !== undefined) headers['x-request-id'] ??= this.requestId;
    if (this.varyOrigin) headers['vary'] ??= 'origin';
    this.requestId = undefined;
    this.varyOrigin = false;
  }

  holdRequestId(requestId: string): void {
    this.requestId = requestId;
  }

  holdVaryOrigin(): void {
    this.varyOrigin = true;
  }
}

/** The request id on the answer: held until it is written where the server made `res`, set now elsewhere. */
export function stampRequestId(res: ServerResponse, requestId: string): void {
  if (res instanceof GatewayResponse) res.holdRequestId(requestId);
  else res.setHeader('x-request-id', requestId);
}

/** `vary: origin` on the answer, held or set as stampRequestId does. */
export function varyByOrigin(res: ServerResponse): void {
  if (res instanceof GatewayResponse) res.holdVaryOrigin();
  else res.setHeader('vary', 'origin');
}
