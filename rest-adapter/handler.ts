import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GraphQLSchema } from 'graphql';
import type { Config } from '../src/config.js';
import type { IncomingRequestInfo, RequestContext } from '../src/context.js';
import type { Logger } from '../src/infra/logger.js';
import { requireViewer } from '../src/domain/auth/authorization.js';
import { AppError, ERROR_STATUS } from '../src/domain/errors.js';
import { classifyError, type PublicError } from '../src/graphql/errors.js';
import { errorEnvelope, successEnvelope } from './envelope.js';
import { discardBody, isJsonContentType, parseJsonBody, readBody, sendJson } from '../src/http/http-io.js';
import { readMultipartBody, readUploadedFile } from '../src/http/multipart.js';
import type { BodyBudget } from '../src/http/body-budget.js';
import { createOperationRunner } from './operation-runner.js';
import { compileOperations, operationsFor } from './operations.js';
import { parseRequestBody } from './request-validation.js';
import { createRouteMatcher } from './route-matcher.js';
import { ROUTES } from './route-table.js';
import type { RestRoute } from './route.types.js';

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
  if (unknown.length > 0) throw new Error(`REST routes name no stored operation: ${unknown.map((r) => `${r.method} ${r.path} → ${r.operation}`).join(', ')}`);
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
    const { route, params } = matched;
    let context: RequestContext | undefined;
    try {
      context = options.createContext(info);
      if (route.body === 'multipart' || route.body === 'upload') {
        // Uploads are large: only a known caller gets its body read and parsed.
        try {
          requireViewer(await context.viewer());
        } catch (error) {
          discardBody(req);
          throw error;
        }
      }
      const body =
        route.body === 'json'
          ? parseRequestBody(route.schema, await readJsonBody(req, config.maxBodyBytes, options.bodies))
          : route.body === 'multipart'
            ? await readMultipartBody(req, options.bodies)
            : route.body === 'upload'
              ? await readUploadedFile(req, route.limitBytes, options.bodies)
              : ignoreBody(req);
      const variableValues = route.variables({ body, query: url.searchParams, params });
      const result = await run(route.operation, variableValues, context);
      if (result.errors?.length) {
        const pub = classifyError(result.errors[0]);
        if (pub.internal !== undefined) context.logger.error({ err: pub.internal }, 'unexpected error in a REST operation');
        return sendError(res, info.requestId, pub, context.responseHeaders.entries);
      }
      if (route.download) {
        return await route.download(result.data ?? {}, { res, query: url.searchParams, context, headers: context.responseHeaders.entries });
      }
      const { status = 200, data, headers } = route.respond(result.data ?? {}, config.responseShape);
      sendJson(res, status, successEnvelope(data), headers ? [...context.responseHeaders.entries, ...Object.entries(headers)] : context.responseHeaders.entries);
    } catch (error) {
      const pub = classifyError(error);
      if (pub.internal !== undefined) logger.error({ err: pub.internal, requestId: info.requestId }, 'unexpected error in a REST route');
      // A download that failed midway cannot answer with an envelope any more: the client sees a cut body.
      if (res.headersSent) return void res.destroy();
      sendError(res, info.requestId, pub, context?.responseHeaders.entries ?? []);
    }
  };
}

async function readJsonBody(req: IncomingMessage, limit: number, budget: BodyBudget): Promise<unknown> {
  const contentType = req.headers['content-type'];
  if (!isJsonContentType(contentType)) {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) await readBody(req, limit, budget); // 413 wins over 415
    discardBody(req);
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `send the body as JSON with Content-Type: application/json (got ${contentType ?? 'none'})`);
  }
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
