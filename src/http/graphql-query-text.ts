import type { IncomingMessage } from 'node:http';
import type { RequestTarget } from './request-target.js';

/**
 * The GraphQL document a request asks the full server (graphql-yoga) to parse, found the way yoga's
 * request parsers find it: from the URL of a GET, from a JSON, `application/graphql` or form body
 * of a POST. Undefined when yoga would refuse the request before parsing anything (another media
 * type, a body that is not an object, no query). Multipart bodies are read only for callers with
 * credentials, so they are not looked into here.
 */
export interface GraphQLRequestText {
  query: string | undefined;
  /** A JSON body, parsed (so it is parsed once per request). */
  json?: unknown;
}

export function graphqlRequestText(req: IncomingMessage, url: RequestTarget, body: Buffer | undefined): GraphQLRequestText {
  if (req.method === 'GET') return { query: url.searchParams.get('query') || undefined };
  if (req.method !== 'POST' || !body) return { query: undefined };
  // Looser than yoga's exact match (the direct path takes any case): a document found here that
  // yoga then refuses unparsed was counted for nothing, never the other way round.
  const type = String(req.headers['content-type'] ?? '')
    .split(',')[0]!
    .split(';', 1)[0]!
    .trim()
    .toLowerCase();
  const is = (expected: string) => type === expected;
  if (is('application/json') || is('application/graphql+json')) {
    let json: unknown;
    try {
      json = JSON.parse(body.toString('utf8'));
    } catch {
      return { query: undefined };
    }
    const query = typeof json === 'object' && json !== null ? (json as { query?: unknown }).query : undefined;
    return { query: typeof query === 'string' ? query : undefined, json };
  }
  if (is('application/graphql')) return { query: body.toString('utf8') };
  if (is('application/x-www-form-urlencoded')) return { query: new URLSearchParams(body.toString('utf8')).get('query') || undefined };
  return { query: undefined };
}
