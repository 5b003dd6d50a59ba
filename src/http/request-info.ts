import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { IncomingRequestInfo } from '../context.js';
import { clientAddressScope } from './client-address.js';

const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** A caller's own x-request-id is kept when it is sane (tracing across services); otherwise a new one. */
export function requestInfoFrom(req: IncomingMessage, trustProxy = false): IncomingRequestInfo {
  const offered = req.headers['x-request-id'];
  const requestId = typeof offered === 'string' && ACCEPTABLE_REQUEST_ID.test(offered) ? offered : randomUUID();
  return new RequestInfo(req, requestId, trustProxy ? clientAddressScope(clientAddress(req, true)) : socketScope(req));
}

/** Where the scope of a connection's address is kept: worked out once per connection, not per request. */
const SCOPE = Symbol('clientAddressScope');
type ScopedSocket = IncomingMessage['socket'] & { [SCOPE]?: string };

/** Without a trusted proxy the address is the connection's: its keep-alive requests share one scope. */
function socketScope(req: IncomingMessage): string {
  const socket = req.socket as ScopedSocket;
  return (socket[SCOPE] ??= clientAddressScope(clientAddress(req, false)));
}

/** A class rather than a literal with a closure: one of these is made for every request. */
class RequestInfo implements IncomingRequestInfo {
  constructor(
    private readonly req: IncomingMessage,
    readonly requestId: string,
    readonly ip: string,
  ) {}

  header(name: string): string | undefined {
    const value = this.req.headers[name.toLowerCase()];
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

/**
 * The client's address. Behind a trusted proxy it is the last X-Forwarded-For entry — the one that
 * proxy appended; entries to its left were written by the client and prove nothing.
 */
function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
  const last = typeof forwarded === 'string' ? (forwarded.split(',').pop() ?? '').trim() : '';
  return last || req.socket.remoteAddress || 'unknown';
}
