import { getOperationAST, Kind, parse, type GraphQLSchema } from 'graphql';
import { LRUCache } from 'lru-cache';
import { documentKey } from '../graphql/document-cache.js';
import { MAX_DOCUMENT_LENGTH } from '../graphql/limits.js';
import type { RequestTarget } from './request-target.js';

/**
 * A bounded label for a GraphQL request: its operation type and first root field, such as
 * "query decodeVin" or "mutation decodeVinImage". Root fields are checked against the schema, and
 * client-chosen operation names are never used, so the label takes only as many values as the
 * schema has root fields. Unreadable requests are "invalid".
 */
export function createOperationLabeler(schema: GraphQLSchema): (request: { query?: unknown; operationName?: unknown }) => string {
  // Labels by the document's hash (as the document cache keys them), so the cache's memory stays
  // small whatever the texts: a client repeats a handful of documents, each parsed once here.
  const labels = new LRUCache<string, string>({ max: 500 });
  const rootFields = {
    query: new Set(Object.keys(schema.getQueryType()?.getFields() ?? {})),
    mutation: new Set(Object.keys(schema.getMutationType()?.getFields() ?? {})),
    subscription: new Set(Object.keys(schema.getSubscriptionType()?.getFields() ?? {})),
  };
  const labelOf = (query: string, operationName: string | undefined): string => {
    try {
      const operation = getOperationAST(parse(query, { maxTokens: 2000 }), operationName);
      if (!operation) return 'invalid';
      const first = operation.selectionSet.selections.find((s) => s.kind === Kind.FIELD);
      const field = first?.kind === Kind.FIELD ? first.name.value : undefined;
      if (field === '__typename' || field === '__schema' || field === '__type') return `${operation.operation} introspection`;
      return field !== undefined && rootFields[operation.operation].has(field)
        ? `${operation.operation} ${field}`
        : `${operation.operation} unknown`;
    } catch {
      return 'invalid';
    }
  };
  return ({ query, operationName }) => {
    // Longer documents are refused before they run (limits.ts), so they are never parsed here either.
    if (typeof query !== 'string' || query.length > MAX_DOCUMENT_LENGTH) return 'invalid';
    const name = typeof operationName === 'string' ? operationName : undefined;
    const key = documentKey(`${name ?? ''}\u0000${query}`);
    let label = labels.get(key);
    if (label === undefined) {
      label = labelOf(query, name);
      labels.set(key, label);
    }
    return label;
  };
}

/** The `{ query, operationName }` of a GraphQL request: from the URL, a JSON body, or a multipart body's operations part. */
export function graphqlRequestOf(
  url: RequestTarget,
  contentType: string | undefined,
  body: Buffer | undefined,
): { query?: unknown; operationName?: unknown } {
  if (!body)
    return { query: url.searchParams.get('query') ?? undefined, operationName: url.searchParams.get('operationName') ?? undefined };
  try {
    if (/multipart\/form-data/i.test(contentType ?? '')) {
      // The operations part comes first (GraphQL multipart request spec); the image after it is not read.
      const head = body.subarray(0, 64 * 1024).toString('utf8');
      const match = /name="operations"\r\n(?:[^\r\n]+\r\n)*\r\n([^\r]*)\r\n/.exec(head);
      return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : {};
    }
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return {};
  }
}
