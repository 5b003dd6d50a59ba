import { isRateLimited } from './openapi/access.js';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { Config, ResponseShape } from '../src/config.js';
import type { IncomingRequestInfo, RequestContext } from '../src/context.js';
import type { Logger } from '../src/infra/logger.js';
import { requireViewer } from '../src/domain/auth/authorization.js';
import { ERROR_STATUS } from '../src/domain/errors.js';
import { settleBilling } from '../src/graphql/billing.js';
import { countRequest } from '../src/graphql/guards.js';
import { classifyError, type PublicError } from '../src/graphql/errors.js';
import { createOperationExecutor, type OperationExecutor } from '../src/graphql/operation-executor.js';
import { assertVariablesAcceptable } from '../src/graphql/variables-check.js';
import { errorEnvelope, successEnvelope } from './envelope.js';
import { discardBody, isJsonContentType, parseJsonBody, readBody, refuseNonJsonBody, sendJson, writeJson } from '../src/http/http-io.js';
import { refuseEncodedBody } from '../src/http/content-encoding.js';
import { answerOnce, idempotencyKeyOf, isKeyKnown, RequestFingerprint, type HttpAnswer } from '../src/http/idempotency.js';
import { declaredUploadBytes, readMultipartBody, readUploadedFile } from '../src/http/multipart.js';
import type { BodyBudget } from '../src/http/body-budget.js';
import { compileOperations, operationsFor } from './operations.js';
import { parseRequestBody } from './request-validation.js';
import { createRouteMatcher } from './route-matcher.js';
import { ROUTES } from './route-table.js';
import type { StoredOperationTypes } from './operations.generated.js';
import type { OperationName, OperationTypeMap, OperationVariables, RestRoute, ShapedData } from './route.types.js';
import type { RequestTarget } from '../src/http/request-target.js';

export type RestHandler = (req: IncomingMessage, res: ServerResponse, url: RequestTarget, info: IncomingRequestInfo) => Promise<void>;

export interface RestHandlerOptions {
  config: Pick<Config, 'maxBodyBytes' | 'responseShape'>;
  logger: Logger;
  /** What the bodies of all requests being read may hold together (shared with /graphql). */
  bodies: BodyBudget;
  /** The same context factory GraphQL requests use. */
  createContext(info: IncomingRequestInfo): RequestContext;
  /** What runs the stored operations: the one /graphql shares (decision 0611); a new one otherwise. */
  executor?: OperationExecutor;
}

/** A route table and the operations its rows name, each typed by M. */
export interface RouteSet<M extends OperationTypeMap> {
  routes: readonly RestRoute<M>[];
  operations: Readonly<Record<OperationName<M>, string>>;
}

/** The REST compatibility layer: each request runs a stored, pre-validated operation on the schema. */
export function createRestHandler(schema: GraphQLSchema, options: RestHandlerOptions): RestHandler {
  return createRouteSetHandler<StoredOperationTypes>(schema, options, {
    routes: ROUTES,
    operations: operationsFor(options.config.responseShape),
  });
}

/** The REST layer over any route table and its operations (the public one is createRestHandler's). */
export function createRouteSetHandler<M extends OperationTypeMap>(
  schema: GraphQLSchema,
  options: RestHandlerOptions,
  { routes, operations: sources }: RouteSet<M>,
): RestHandler {
  const { config, logger } = options;
  const operations = compileOperations(schema, sources);
  const unknown = routes.filter((route) => !operations.has(route.operation));
  if (unknown.length > 0)
    throw new Error(`REST routes name no stored operation: ${unknown.map((r) => `${r.method} ${r.path} → ${r.operation}`).join(', ')}`);
  const executor = options.executor ?? createOperationExecutor(schema);
  /** A stored operation, run as /graphql runs its documents. */
  const run = (name: OperationName<M>, variables: Record<string, unknown>, context: RequestContext) => {
    assertVariablesAcceptable(variables);
    const document = operations.get(name);
    if (!document) throw new Error(`no stored operation ${name}`);
    return executor.execute({ schema, document, variableValues: variables, contextValue: context });
  };
  const match = createRouteMatcher(routes);

  return async (req, res, url, info) => {
    const matched = match(req.method ?? 'GET', url.pathname);
    if (matched.kind === 'none') {
      return sendError(res, info.requestId, { code: 'NOT_FOUND', message: `no route ${req.method} ${url.pathname}` });
    }
    if (matched.kind === 'wrong-method') {
      res.setHeader('allow', matched.allowed.join(', '));
      return sendError(res, info.requestId, {
        code: 'NOT_FOUND',
        message: `no route ${req.method} ${url.pathname}; this path accepts ${matched.allowed.join(', ')}`,
      });
    }
    const answer = await answerRoute(matched.route, matched.params, req, res, url, info);
    // A download wrote its own response (or, failing midway, cut it).
    if (answer) writeJson(res, answer.status, answer.body, answer.headers, NO_STORE);
  };

  /** The route's answer, or undefined when a download wrote the response itself; failures become error answers (never thrown). */
  async function answerRoute<N extends OperationName<M>>(
    route: RestRoute<M, N>,
    params: Record<string, string>,
    req: IncomingMessage,
    res: ServerResponse,
    url: RequestTarget,
    info: IncomingRequestInfo,
  ): Promise<HttpAnswer | undefined> {
    let context: RequestContext | undefined;
    try {
      context = options.createContext(info);
      let key: string | undefined;
      try {
        key = route.idempotencyKey ? idempotencyKeyOf(req.headers) : undefined;
        // Uploads are large: only a known caller gets its body read and parsed.
        if (route.body === 'multipart' || route.body === 'upload') requireViewer(await context.viewer());
        // Every authenticated request counts, before its body is read (decision 0522); the
        // route's decode field takes this point rather than a second one. Routes open to anyone
        // (validate-vin, login) are limited per address instead: a key sent along changes nothing.
        if (isRateLimited(route)) await countRequest(context);
        if (route.body === 'upload') refuseEncodedBody(req.headers);
        if (route.admit) await admit(route.admit, context, req, key);
      } catch (error) {
        discardBody(req);
        throw error;
      }
      const request = await readRequest(route, req, url.searchParams, params);
      if (route.download) return await download(route, route.download, request, res, context);
      const ctx = context;
      const execute = () => executeRoute(route, request, ctx, info.requestId);
      // Without a known caller there is no account to keep the key for: the operation words the refusal.
      const viewer = key === undefined ? null : await ctx.viewer().catch(() => null);
      if (key === undefined || viewer === null) return await execute();
      const requestHash = (await request.fingerprint(new RequestFingerprint(route.method, route.path))).digest();
      return await answerOnce(ctx, { accountId: viewer.accountId, key, requestHash }, execute);
    } catch (error) {
      // Nothing reached the caller (a charge already settled is not settled again).
      if (context) await settleBilling(context, null).catch(() => undefined);
      // A download that failed midway cannot answer with an envelope any more: the client sees a cut body.
      if (res.headersSent) {
        logger.error({ err: error, requestId: info.requestId }, 'a REST download failed midway');
        res.destroy();
        return undefined;
      }
      return errorAnswer(error, info.requestId, context?.responseHeaders.entries ?? []);
    }
  }

  /**
   * Asks the route whether the request may be made now, before its body is received (decisions
   * 0525, 0520): a refused body is then drained, never buffered, parsed or copied, and holds none
   * of the bytes all requests' bodies share. A keyed request whose key was used is left to be
   * answered by it (the retry of an accepted job finds that job holding the plan's place; the
   * retry of an image still being read is told so).
   */
  async function admit(
    admitRoute: NonNullable<RestRoute<M>['admit']>,
    context: RequestContext,
    req: IncomingMessage,
    key: string | undefined,
  ): Promise<void> {
    if (key !== undefined && (await isKeyKnown(context, key))) return;
    await admitRoute(context, declaredUploadBytes(req.headers));
  }

  /** Reads the body the way the route takes it; the variables are built later, inside the route's error handling. */
  async function readRequest<N extends OperationName<M>>(
    route: RestRoute<M, N>,
    req: IncomingMessage,
    query: URLSearchParams,
    params: Record<string, string>,
  ): Promise<ReadRequest<M, N>> {
    if (route.body === 'json') {
      const body = parseRequestBody(route.schema, await readJsonBody(req, config.maxBodyBytes, options.bodies));
      return { query, variables: () => route.variables({ body, query, params }), fingerprint: (f) => f.json(body) };
    }
    if (route.body === 'multipart') {
      const body = await readMultipartBody(req, options.bodies);
      return { query, variables: () => route.variables({ body, query, params }), fingerprint: (f) => f.form(body) };
    }
    if (route.body === 'upload') {
      const body = await readUploadedFile(req, route.limitBytes, options.bodies);
      return { query, variables: () => route.variables({ body, query, params }), fingerprint: (f) => f.file(body) };
    }
    const body = ignoreBody(req);
    return { query, variables: () => route.variables({ body, query, params }), fingerprint: (f) => f.json(body) };
  }

  /** A route whose answer is a file: the operation authorises and finds it, then the route writes it. */
  async function download<N extends OperationName<M>>(
    route: RestRoute<M, N>,
    write: NonNullable<RestRoute<M, N>['download']>,
    request: ReadRequest<M, N>,
    res: ServerResponse,
    context: RequestContext,
  ): Promise<HttpAnswer | undefined> {
    const result = await run(route.operation, request.variables(), context);
    if (result.errors?.length)
      return errorAnswer(result.errors[0], context.requestId, context.responseHeaders.entries, 'unexpected error in a REST operation');
    await write(shapedData(route, result.data, config.responseShape), {
      res,
      query: request.query,
      context,
      headers: context.responseHeaders.entries,
    });
    return undefined;
  }

  async function executeRoute<N extends OperationName<M>>(
    route: RestRoute<M, N>,
    request: ReadRequest<M, N>,
    context: RequestContext,
    requestId: string,
  ): Promise<HttpAnswer> {
    try {
      const result = await run(route.operation, request.variables(), context);
      if (result.errors?.length) {
        // A REST answer with an error carries no data: whatever its operation charged is taken back.
        await settleBilling(context, null);
        return errorAnswer(result.errors[0], requestId, context.responseHeaders.entries, 'unexpected error in a REST operation');
      }
      const { status = 200, data, headers } = route.respond(shapedData(route, result.data, config.responseShape));
      // Settled before the headers are taken: it may add X-Quota-Overage.
      await settleBilling(context, result.data);
      return {
        status,
        body: JSON.stringify(successEnvelope(data)),
        headers: headers ? [...context.responseHeaders.entries, ...Object.entries(headers)] : [...context.responseHeaders.entries],
      };
    } catch (error) {
      await settleBilling(context, null).catch(() => undefined);
      return errorAnswer(error, requestId, context.responseHeaders.entries);
    }
  }

  /** An error's answer in the envelope; a bug is logged with the request id and masked. */
  function errorAnswer(
    error: unknown,
    requestId: string,
    headers: Iterable<[string, string]>,
    what = 'unexpected error in a REST route',
  ): HttpAnswer {
    const pub = classifyError(error);
    if (pub.internal !== undefined) logger.error({ err: pub.internal, requestId }, what);
    return {
      status: ERROR_STATUS[pub.code],
      body: JSON.stringify(errorEnvelope(pub, requestId)),
      headers: [...headers, ...Object.entries(pub.headers ?? {})],
    };
  }
}

const NO_STORE = { 'cache-control': 'no-store' };

/** A request whose body was read: its operation's variables (built on demand), and what its idempotency fingerprint is made of. */
interface ReadRequest<M extends OperationTypeMap, N extends OperationName<M>> {
  query: URLSearchParams;
  variables(): OperationVariables<M, N>;
  fingerprint(fingerprint: RequestFingerprint): RequestFingerprint | Promise<RequestFingerprint>;
}

/**
 * A successful operation's data as its generated type has it: where REST takes GraphQL's answer
 * on trust. The document was validated against the schema at start-up (compileOperations), and
 * its types are generated from the same document and schema (a test fails when they are stale).
 */
function shapedData<M extends OperationTypeMap, N extends OperationName<M>>(
  _route: RestRoute<M, N>,
  data: Record<string, unknown> | null | undefined,
  shape: ResponseShape,
): ShapedData<M, N> {
  return { data: data ?? {}, shape } as ShapedData<M, N>;
}

async function readJsonBody(req: IncomingMessage, limit: number, budget: BodyBudget): Promise<unknown> {
  if (!isJsonContentType(req.headers['content-type'])) await refuseNonJsonBody(req, limit, budget);
  return parseJsonBody(await readBody(req, limit, budget));
}

/** Routes without a body still consume whatever was sent, so keep-alive connections stay usable. */
function ignoreBody(req: IncomingMessage): undefined {
  discardBody(req);
  return undefined;
}

export function sendError(
  res: ServerResponse,
  requestId: string,
  error: Pick<PublicError, 'code' | 'message' | 'details' | 'headers'>,
  extraHeaders: Iterable<[string, string]> = [],
): void {
  const headers: Array<[string, string]> = [...extraHeaders, ...Object.entries(error.headers ?? {})];
  sendJson(res, ERROR_STATUS[error.code], errorEnvelope(error, requestId), headers);
}
