import type { IncomingMessage, ServerResponse } from 'node:http';
import { createContext, type AppServices, type IncomingRequestInfo, type RequestContext } from '../context.js';
import type { DirectExecutor, DirectResponse } from '../graphql/direct-executor.js';
import { requireViewer } from '../domain/auth/authorization.js';
import { ERROR_STATUS } from '../domain/errors.js';
import { classifyError } from '../graphql/errors.js';
import type { GraphQLServer } from '../graphql/yoga.js';
import type { BodyBudget } from './body-budget.js';
import { discardBody, readBody, withCookie, writeJson } from './http-io.js';
import { assertFewParts, isMultipart, MULTIPART_BODY_LIMIT } from './multipart.js';
import { getGraphiQLPage } from './graphiql-page.js';
import { sendCached } from './cached-body.js';

/** Serves /graphql: GraphiQL for browsers, otherwise yoga with a body read under the size limit. */
export async function handleGraphQL(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  info: IncomingRequestInfo,
  servers: { yoga: GraphQLServer; direct: DirectExecutor; bodies: BodyBudget; noteRequest?: (body: Buffer | undefined) => void },
  services: AppServices,
): Promise<void> {
  const { yoga, direct: directExecutor } = servers;
  if (req.method === 'GET' && wantsHtml(req) && !url.searchParams.has('query')) {
    sendCached(req, res, await getGraphiQLPage());
    return;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const requestContext = createContext(services, info);
  // A multipart request (GraphQL multipart spec) carries an image: it gets the image limit, and
  // only a known caller gets such a body read at all.
  const multipart = isMultipart(req.headers['content-type']);
  if (multipart && hasBody) {
    try {
      requireViewer(await requestContext.viewer());
    } catch (error) {
      discardBody(req);
      return sendGraphQLError(res, error, info.requestId);
    }
  }
  const limit = multipart ? MULTIPART_BODY_LIMIT : services.config.maxBodyBytes;
  const body = hasBody ? await readBody(req, limit, servers.bodies) : undefined;
  if (multipart && body) {
    try {
      assertFewParts(body, req.headers['content-type']);
    } catch (error) {
      return sendGraphQLError(res, error, info.requestId);
    }
  }
  servers.noteRequest?.(body);
  const direct = body && isPlainJsonRequest(req) ? await tryDirect(directExecutor, body, requestContext) : undefined;
  if (direct) {
    writeJson(res, direct.status, direct.body, [...requestContext.responseHeaders.entries, ...Object.entries(direct.headers)]);
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const response = await yoga.fetch(
    url,
    { method: req.method ?? 'GET', headers, ...(body ? { body: body as unknown as BodyInit } : {}) },
    { requestContext },
  );
  for (const [name, value] of requestContext.responseHeaders.entries) appendHeader(res, name, value);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) appendHeader(res, 'set-cookie', cookie);
  const payload = Buffer.from(await response.arrayBuffer());
  res.setHeader('content-length', payload.length);
  res.writeHead(response.status);
  res.end(payload);
}

/**
 * Same-origin JSON POSTs that accept a JSON answer can take the direct path; browsers on other
 * origins (CORS), other media types and uploads go through the full server.
 */
function isPlainJsonRequest(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.headers.origin !== undefined) return false;
  const type = String(req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
  const accept = String(req.headers.accept ?? '*/*');
  return type === 'application/json' && (accept.includes('application/json') || accept.includes('*/*'));
}

async function tryDirect(directExecutor: DirectExecutor, body: Buffer, context: RequestContext): Promise<DirectResponse | undefined> {
  let request: unknown;
  try {
    request = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return undefined;
  const { query, variables, operationName, extensions } = request as Record<string, unknown>;
  if (typeof query !== 'string' || extensions !== undefined) return undefined;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  return directExecutor({ query, variables: variables as Record<string, unknown> | null, operationName }, context);
}

/** A request refused before yoga sees it, answered as GraphQL answers errors. */
function sendGraphQLError(res: ServerResponse, error: unknown, requestId: string): void {
  const pub = classifyError(error);
  const body = JSON.stringify({ errors: [{ message: pub.message, extensions: { code: pub.code, requestId } }] });
  res.writeHead(ERROR_STATUS[pub.code], { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function wantsHtml(req: IncomingMessage): boolean {
  return String(req.headers.accept ?? '').includes('text/html');
}

function appendHeader(res: ServerResponse, name: string, value: string): void {
  res.setHeader(name, name === 'set-cookie' ? withCookie(res.getHeader(name), value) : value);
}
