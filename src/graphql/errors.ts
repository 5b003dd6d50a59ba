import { GraphQLError, type GraphQLErrorExtensions } from 'graphql';
import { AppError, ERROR_STATUS, isErrorCode, type ErrorCode } from '../domain/errors.js';
import { isDependencyUnavailable } from '../infra/dependency-errors.js';

/** The public view of any error either surface can return. */
export interface PublicError {
  code: ErrorCode;
  message: string;
  details?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The unexpected exception behind an INTERNAL error: logged, never shown. */
  internal?: unknown;
}

export const INTERNAL_MESSAGE = 'Unexpected error; quote the request id when reporting it.';

function findAppError(error: unknown): AppError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (current instanceof AppError) return current;
    current = (current as { originalError?: unknown; cause?: unknown }).originalError ?? (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Classifies what graphql-js produced: an AppError thrown by a resolver keeps its code; an error with
 * no original cause is the document or its variables being invalid; anything else is a bug, masked.
 */
export function classifyError(error: unknown): PublicError {
  const appError = findAppError(error);
  if (appError) {
    return {
      code: appError.code,
      message: appError.message,
      ...(appError.details ? { details: appError.details } : {}),
      ...(appError.headers ? { headers: appError.headers } : {}),
    };
  }
  if (error instanceof GraphQLError && (!error.originalError || error.originalError instanceof GraphQLError)) {
    // A limit refusing the document says which (PAYLOAD_TOO_LARGE); the rest is a bad document.
    const code = error.extensions?.code;
    return { code: isErrorCode(code) ? code : 'VALIDATION_ERROR', message: error.message };
  }
  if (isDependencyUnavailable(error)) {
    return {
      code: 'UNAVAILABLE',
      message: 'a backing service is unavailable; retry shortly',
      headers: { 'retry-after': '5' },
      internal: error,
    };
  }
  return { code: 'INTERNAL', message: INTERNAL_MESSAGE, internal: error };
}

/** Codes whose HTTP status GraphQL clients also see (the rest travel in extensions.code with 200). */
const GRAPHQL_HTTP_STATUS_CODES = new Set<ErrorCode>(['RATE_LIMITED']);

/** The GraphQLError a GraphQL client receives for a classified error. */
export function toClientGraphQLError(original: GraphQLError, pub: PublicError, requestId: string | undefined): GraphQLError {
  // Request-level failures yoga detected (bad JSON, wrong method) keep the HTTP status it chose.
  const upstream = pub.internal === undefined ? original.extensions?.http : undefined;
  const status = GRAPHQL_HTTP_STATUS_CODES.has(pub.code) ? ERROR_STATUS[pub.code] : upstream?.status;
  const http =
    status !== undefined || pub.headers
      ? { ...(status !== undefined ? { status } : {}), ...(pub.headers ? { headers: pub.headers } : {}) }
      : undefined;
  return rewordedError(original, pub.message, {
    code: pub.code,
    ...(pub.details ? { details: pub.details } : {}),
    ...(requestId ? { requestId } : {}),
    ...(http ? { http } : {}),
  });
}

/** An error at the same place as `original` (its nodes, source, positions and path) with another message and extensions. */
export function rewordedError(original: GraphQLError, message: string, extensions: GraphQLErrorExtensions): GraphQLError {
  return new GraphQLError(message, {
    nodes: original.nodes,
    source: original.source,
    positions: original.positions,
    path: original.path,
    extensions,
  });
}

/**
 * Whether an answer delivers anything: some root field is not null. Such an answer is a 200 even
 * when other fields failed (their errors say which): a status such as 429 would tell the caller
 * that nothing came back, though it received, and paid for, the rest.
 */
export function deliversData(data: Record<string, unknown> | null | undefined): boolean {
  if (!data) return false;
  for (const key in data) if (data[key] !== null) return true;
  return false;
}
