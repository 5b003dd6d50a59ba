import type { GraphQLSchema } from 'graphql';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { RequestContext } from '../context.js';
import type { Logger } from '../infra/logger.js';
import { isErrorCode, type ErrorCode } from '../domain/errors.js';
import { classifyError, toClientGraphQLError } from './errors.js';
import { parseWithinLimits } from './limits.js';

/** What the HTTP layer hands yoga with each request: the context it already built. */
export interface GraphQLServerContext {
  requestContext: RequestContext;
}

export type GraphQLServer = YogaServerInstance<GraphQLServerContext, RequestContext>;

export function createGraphQLServer(schema: GraphQLSchema, logger: Logger, corsOrigins: readonly string[] = []): GraphQLServer {
  return createYoga<GraphQLServerContext, RequestContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // GraphiQL is served by the HTTP layer from the bundled, offline page.
    graphiql: false,
    landingPage: false,
    // Browsers on other origins only when listed in CORS_ORIGINS (yoga would otherwise allow any).
    cors: corsOrigins.length > 0 ? { origin: [...corsOrigins], credentials: true } : false,
    logging: false,
    context: ({ requestContext }) => ownProperties(requestContext),
    maskedErrors: {
      maskError(error) {
        const pub = classifyError(error);
        if (pub.internal !== undefined) logger.error({ err: pub.internal }, 'unexpected error in a GraphQL operation');
        const original = error instanceof GraphQLError ? error : new GraphQLError(String((error as Error)?.message ?? error));
        return toClientGraphQLError(original, pub, undefined);
      },
    },
    plugins: [useRequestIdInErrors(), useTokenLimit()],
  });
}

/**
 * envelop merges the context it is given with Object.assign, which copies own properties only:
 * the request context's members on its prototype (viewer, logger) are handed over as own ones.
 */
function ownProperties(context: RequestContext): RequestContext {
  return { ...context, logger: context.logger, viewer: () => context.viewer() };
}

/** Documents past the size and depth limits are refused as syntax errors instead of overflowing the stack. */
function useTokenLimit(): Plugin<RequestContext, GraphQLServerContext> {
  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithinLimits);
    },
  };
}

/** Yoga's own request errors (parse, validation, bad body) carry its codes; clients get ours. */
function publicCode(error: GraphQLError): ErrorCode {
  const code = error.extensions?.code;
  return isErrorCode(code) ? code : 'VALIDATION_ERROR';
}

/** Every error a client sees names the request id it can quote (also sent as x-request-id). */
function useRequestIdInErrors(): Plugin<RequestContext, GraphQLServerContext> {
  const tag = (result: ExecutionResult, requestId: string): ExecutionResult =>
    result.errors?.length
      ? {
          ...result,
          errors: result.errors.map(
            (e) => new GraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, extensions: { ...e.extensions, code: publicCode(e), requestId } }),
          ),
        }
      : result;
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = serverContext.requestContext.requestId;
      if (Array.isArray(result)) setResult(result.map((r) => tag(r, requestId)));
      else if (!(Symbol.asyncIterator in (result as object))) setResult(tag(result as ExecutionResult, requestId));
    },
  };
}
