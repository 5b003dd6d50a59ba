import type { IncomingMessage } from 'node:http';

/**
 * The GraphQL operation a request ran, noted by the GraphQL route once it has read the body, and
 * read by the request metrics when the response ends. Keyed by the request object, so nothing is
 * kept after it is gone.
 */
const operations = new WeakMap<IncomingMessage, string>();

export function noteOperation(req: IncomingMessage, label: string): void {
  operations.set(req, label);
}

export function operationOf(req: IncomingMessage): string | undefined {
  return operations.get(req);
}
