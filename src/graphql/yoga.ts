import type { DocumentNode, GraphQLSchema } from 'graphql';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { RequestContext } from '../context.js';
import type { Logger } from '../infra/logger.js';
import { isErrorCode, type ErrorCode } from '../domain/errors.js';
import { settleBilling } from './billing.js';
import { classifyError, deliversData, rewordedError, toClientGraphQLError } from './errors.js';
import { DocumentCache, documentBytes } from './document-cache.js';
import { parseWithinLimits } from './limits.js';
import { noNulInLiterals } from './nul-characters.js';
import { findVariablesProblem } from './variables-check.js';
import { freeAliases, freeAliasesError, MAX_FREE_ALIASES, operationCostRule } from './operation-cost.js';
import { createOperationExecutor, type OperationExecutor } from './operation-executor.js';

/** What the HTTP layer hands yoga with each request: the context it already built. */
export interface GraphQLServerContext {
  requestContext: RequestContext;
}

export type GraphQLServer = YogaServerInstance<GraphQLServerContext, RequestContext>;

/** The documents yoga has parsed, by hash within a memory bound (shared so callers can tell what is known). */
export function createYogaDocumentCache(): DocumentCache<DocumentNode> {
  return new DocumentCache<DocumentNode>(32 * 1024 * 1024, documentBytes);
}

export function createGraphQLServer(
  schema: GraphQLSchema,
  logger: Logger,
  corsOrigins: readonly string[] = [],
  documentCache: DocumentCache<DocumentNode> = createYogaDocumentCache(),
  executor: OperationExecutor = createOperationExecutor(schema),
): GraphQLServer {
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
    // Parsed documents are kept by hash within a memory bound; failures are never kept (each would
    // be a document-sized entry anyone can create).
    parserAndValidationCache: {
      documentCache,
      errorCache: { get: () => undefined, set: () => undefined },
      validationCache: true,
    },
    plugins: [useRequestIdInErrors(), useDocumentLimits(), useBillingSettlement(), useOperationExecutor(executor)],
  });
}

/**
 * envelop merges the context it is given with Object.assign, which copies own properties only:
 * the request context's members on its prototype (viewer, logger, loaders) are handed over as own ones.
 */
function ownProperties(context: RequestContext): RequestContext {
  return { ...context, logger: context.logger, loaders: context.loaders, billing: context.billing, viewer: () => context.viewer() };
}

/**
 * Documents past the size, token and depth limits are refused before they are parsed whole, and
 * operations past their cost budget, or with NUL characters in their text or variables nested too
 * deep, before anything runs.
 */
function useDocumentLimits(): Plugin<RequestContext, GraphQLServerContext> {
  const costRule = operationCostRule();
  return {
    onParse({ setParseFn }) {
      setParseFn(parseWithinLimits);
    },
    onValidate({ addValidationRule }) {
      addValidationRule(costRule);
      addValidationRule(noNulInLiterals);
    },
    onExecute({ args, setResultAndStopExecution }) {
      // Before anything runs, with a 400 (as the other document limits): a validation error would be a 200.
      const aliases = freeAliases(args.schema, args.document);
      if (aliases > MAX_FREE_ALIASES) return setResultAndStopExecution({ errors: [freeAliasesError(aliases)] });
      const problem = findVariablesProblem(args.variableValues);
      if (problem) {
        setResultAndStopExecution({
          errors: [new GraphQLError(problem.message, { extensions: { code: 'VALIDATION_ERROR', http: { status: 400 } } })],
        });
      }
    },
  };
}

/** Operations run as on every other path (decision 0611): compiled once their document comes back. */
function useOperationExecutor(executor: OperationExecutor): Plugin<RequestContext, GraphQLServerContext> {
  return {
    onExecute({ setExecuteFn }) {
      setExecuteFn(executor.execute);
    },
  };
}

/**
 * Once an operation's answer is final, its charges are settled against it: a decode is billed only
 * when its vehicle is in the answer (decision 0044), and the answer says what was billed.
 */
function useBillingSettlement(): Plugin<RequestContext, GraphQLServerContext> {
  return {
    onExecute() {
      return {
        async onExecuteDone({ args, result, setResult }) {
          if (Symbol.asyncIterator in (result as object)) return;
          const single = result as ExecutionResult;
          const billing = await settleBilling(args.contextValue, single.data ?? null);
          if (billing) setResult({ ...single, extensions: { ...single.extensions, ...billing } });
        },
      };
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
  const tag = (result: ExecutionResult, requestId: string): ExecutionResult => {
    if (!result.errors?.length) return result;
    const delivered = deliversData(result.data);
    return {
      ...result,
      errors: result.errors.map((e) => {
        const extensions = { ...e.extensions, code: publicCode(e), requestId };
        // An answer that delivers data is a 200 (see deliversData); the error keeps its headers.
        if (delivered && extensions.http) extensions.http = { ...(extensions.http as object), status: undefined };
        return rewordedError(e, e.message, extensions);
      }),
    };
  };
  return {
    onResultProcess({ result, setResult, serverContext }) {
      const requestId = serverContext.requestContext.requestId;
      if (Array.isArray(result)) setResult(result.map((r) => tag(r, requestId)));
      else if (!(Symbol.asyncIterator in (result as object))) setResult(tag(result as ExecutionResult, requestId));
    },
  };
}
