import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../src/config.js';
import type { IncomingRequestInfo, RequestContext } from '../src/context.js';
import type { Logger } from '../src/infra/logger.js';
import { requireViewer } from '../src/domain/auth/authorization.js';
import { ERROR_STATUS } from '../src/domain/errors.js';
import { settleBilling } from '../src/graphql/billing.js';
import { classifyError, type PublicError } from '../src/graphql/errors.js';
import { errorEnvelope, successEnvelope } from './envelope.js';
import { discardBody, isJsonContentType, parseJsonBody, readBody, refuseNonJsonBody, sendJson, writeJson } from '../src/http/http-io.js';
import { answerOnce, idempotencyKeyOf, RequestFingerprint, type HttpAnswer } from '../src/http/idempotency.js';
import { readMultipartBody, readUploadedFile } from '../src/http/multipart.js';
import type { BodyBudget } from '../src/http/body-budget.js';
import { createOperationRunner } from './operation-runner.js';
import { compileOperations, operationsFor } from './operations.js';
import { parseRequestBody } from './request-validation.js';
import { createRouteMatcher } from './route-matcher.js';
import { ROUTES } from './route-table.js';
import type { RestRequestInput, RestRoute } from './route.types.js';

export type RestHandler = (req: IncomingMessage, res: ServerResponse, url: URL, info: IncomingRequestInfo) => Promise<void>;

export interface RestHandlerOptions {
  config: Pick<Config, 'maxBodyBytes' | 'responseShape'>;
  logger: Logger;
  /** What the bodies of all requests being read may hold together (shared with /graphql). */
  bodies: BodyBudget;
  /** The same context factory GraphQL requests use. */
  createContext(info: IncomingRequestInfo): RequestContext;
  routes?: readonly RestRoute[];
  operations?: Readonly<Record<string, string>>;
}

/** The REST compatibility layer: each request runs a stored, pre-validated operation on the schema. */
export function createRestHandler(schema: GraphQLSchema, options: RestHandlerOptions): RestHandler {
  const { config, logger } = options;
  const operations = compileOperations(schema, options.operations ?? operationsFor(config.responseShape));
  const routes = options.routes ?? ROUTES;
  const unknown = routes.filter((route) => !operations.has(route.operation));
  if (unknown.length > 0)
    throw new Error(`REST routes name no stored operation: ${unknown.map((r) => `${r.method} ${r.path} → ${r.operation}`).join(', ')}`);
  const run = createOperationRunner(schema, operations);
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
  async function answerRoute(
    route: RestRoute,
    params: Record<string, string>,
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
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
      } catch (error) {
        discardBody(req);
        throw error;
      }
      const body =
        route.body === 'json'
          ? parseRequestBody(route.schema, await readJsonBody(req, config.maxBodyBytes, options.bodies))
          : route.body === 'multipart'
            ? await readMultipartBody(req, options.bodies)
            : route.body === 'upload'
              ? await readUploadedFile(req, route.limitBytes, options.bodies)
              : ignoreBody(req);
      const input: RestRequestInput = { body, query: url.searchParams, params };
      if (route.download) return await download(route, input, res, context);
      const ctx = context;
      const execute = () => executeRoute(route, input, ctx, info.requestId);
      // Without a known caller there is no account to keep the key for: the operation words the refusal.
      const viewer = key === undefined ? null : await ctx.viewer().catch(() => null);
      if (key === undefined || viewer === null) return await execute();
      const fingerprint = new RequestFingerprint(route.method, route.path);
      const requestHash = (route.body === 'multipart' ? await fingerprint.form(body as FormData) : fingerprint.json(body)).digest();
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

  /** A route whose answer is a file: the operation authorises and finds it, then the route writes it. */
  async function download(
    route: RestRoute,
    input: RestRequestInput,
    res: ServerResponse,
    context: RequestContext,
  ): Promise<HttpAnswer | undefined> {
    const result = await run(route.operation, route.variables(input), context);
    if (result.errors?.length)
      return errorAnswer(result.errors[0], context.requestId, context.responseHeaders.entries, 'unexpected error in a REST operation');
    await route.download!(result.data ?? {}, { res, query: input.query, context, headers: context.responseHeaders.entries });
    return undefined;
  }

  async function executeRoute(route: RestRoute, input: RestRequestInput, context: RequestContext, requestId: string): Promise<HttpAnswer> {
    try {
      const variableValues = route.variables(input);
      const result = await run(route.operation, variableValues, context);
      if (result.errors?.length) {
        // A REST answer with an error carries no data: whatever its operation charged is taken back.
        await settleBilling(context, null);
        return errorAnswer(result.errors[0], requestId, context.responseHeaders.entries, 'unexpected error in a REST operation');
      }
      const { status = 200, data, headers } = route.respond(result.data ?? {}, config.responseShape);
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
