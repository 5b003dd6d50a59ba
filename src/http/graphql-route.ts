import type { IncomingMessage, ServerResponse } from 'node:http';
import { createContext, type AppServices, type IncomingRequestInfo, type RequestContext } from '../context.js';
import type { DirectExecutor, DirectResponse } from '../graphql/direct-executor.js';
import type { DocumentAdmission } from '../graphql/document-admission.js';
import { requireViewer } from '../domain/auth/authorization.js';
import { ERROR_STATUS } from '../domain/errors.js';
import { classifyError } from '../graphql/errors.js';
import { countRequest } from '../graphql/guards.js';
import type { GraphQLServer } from '../graphql/yoga.js';
import type { BodyBudget } from './body-budget.js';
import { discardBody, isJsonContentType, readBody, refuseNonJsonBody, withCookie, writeJson } from './http-io.js';
import { assertFewParts, isMultipart, GRAPHQL_MULTIPART_BODY_LIMIT } from './multipart.js';
import { sendGraphiQLPage } from './graphiql-page.js';
import { billedGraphQLRequestHash, executedGraphQLAnswer } from './graphql-idempotency.js';
import { refuseEncodedBody } from './content-encoding.js';
import { answerOnce, idempotencyKeyOf, type HttpAnswer } from './idempotency.js';
import { graphqlRequestText } from './graphql-query-text.js';
import { wantsEventStream, type StreamSlots } from './stream-slots.js';
import type { RequestTarget } from './request-target.js';

/** Serves /graphql: GraphiQL for browsers, otherwise yoga with a body read under the size limit. */
export async function handleGraphQL(
  req: IncomingMessage,
  res: ServerResponse,
  url: RequestTarget,
  info: IncomingRequestInfo,
  servers: {
    yoga: GraphQLServer;
    direct: DirectExecutor;
    bodies: BodyBudget;
    admitDocument: DocumentAdmission;
    streams: StreamSlots;
    noteRequest?: (body: Buffer | undefined) => void;
  },
  services: AppServices,
): Promise<void> {
  const { yoga, direct: directExecutor } = servers;
  if (req.method === 'GET' && wantsHtml(req) && !url.searchParams.has('query')) {
    sendGraphiQLPage(req, res);
    return;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  // A multipart request (GraphQL multipart spec) carries an image or a bulk job's file: it gets
  // the upload limit, and only a known caller gets such a body read at all.
  const multipart = isMultipart(req.headers['content-type']);
  if (req.method === 'POST' && !multipart && !isGraphQLJsonType(req.headers['content-type'])) {
    try {
      await refuseNonJsonBody(req, services.config.maxBodyBytes, servers.bodies, ' (or multipart/form-data for an upload)');
    } catch (error) {
      return sendGraphQLError(res, error, info.requestId);
    }
  }
  const requestContext = createContext(services, info);
  if (multipart && hasBody) {
    try {
      requireViewer(await requestContext.viewer());
      refuseEncodedBody(req.headers);
      // An upload is counted before its body is read, as REST counts it; the count below reuses it.
      await countRequest(requestContext);
    } catch (error) {
      discardBody(req);
      return sendGraphQLError(res, error, info.requestId, requestContext.responseHeaders.entries);
    }
  }
  const limit = multipart ? GRAPHQL_MULTIPART_BODY_LIMIT : services.config.maxBodyBytes;
  const body = hasBody ? await readBody(req, limit, servers.bodies) : undefined;
  if (multipart && body) {
    try {
      assertFewParts(body, req.headers['content-type']);
    } catch (error) {
      return sendGraphQLError(res, error, info.requestId);
    }
  }
  // A document new to the server is parsed only within the caller's limits (decision 0512), by
  // the metrics' operation label too: a refused request is labelled "none", its document unread.
  const request = multipart ? { query: undefined } : graphqlRequestText(req, url, body);
  try {
    // Every authenticated request counts once, whatever its fields, before its document is parsed
    // (decision 0522); the first field that counts takes this point rather than a second one.
    await countRequest(requestContext);
    if (request.query !== undefined) await servers.admitDocument(request.query, requestContext);
    if (wantsEventStream(req.headers.accept)) await holdStreamSlot(servers.streams, requestContext, res);
  } catch (error) {
    return sendGraphQLError(res, error, info.requestId, requestContext.responseHeaders.entries);
  }
  servers.noteRequest?.(body);
  if (body && req.headers['idempotency-key'] !== undefined) {
    let keyed: { key: string; accountId: string; requestHash: string } | undefined;
    try {
      keyed = await keyedRequest(req, body, requestContext);
    } catch (error) {
      return sendGraphQLError(res, error, info.requestId);
    }
    if (keyed) {
      let answer: HttpAnswer;
      try {
        const produce = () => answerCaptured(req, url, body, request.json, servers, requestContext);
        answer = await answerOnce(requestContext, keyed, produce, executedGraphQLAnswer);
      } catch (error) {
        return sendGraphQLError(res, error, info.requestId);
      }
      return writeAnswer(res, answer);
    }
  }
  const direct =
    request.json !== undefined && isPlainJsonRequest(req) ? await tryDirect(directExecutor, request.json, requestContext) : undefined;
  if (direct) {
    writeJson(res, direct.status, direct.body, [...requestContext.responseHeaders.entries, ...Object.entries(direct.headers)]);
    return;
  }
  const headers = headersOf(req);
  const response = await yoga.fetch(
    url.href,
    { method: req.method ?? 'GET', headers, ...(body ? { body: body as unknown as BodyInit } : {}) },
    { requestContext },
  );
  for (const [name, value] of requestContext.responseHeaders.entries) appendHeader(res, name, value);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) appendHeader(res, 'set-cookie', cookie);
  if (response.body && (response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    return streamEvents(res, response.status, response.body);
  }
  const payload = Buffer.from(await response.arrayBuffer());
  res.setHeader('content-length', payload.length);
  res.writeHead(response.status);
  res.end(payload);
}

/** A stream asked for by an account holds one of its slots while open (decision 0523); without an account it holds none. */
async function holdStreamSlot(streams: StreamSlots, context: RequestContext, res: ServerResponse): Promise<void> {
  const viewer = await context.viewer().catch(() => null);
  if (viewer !== null) streams.hold(viewer.accountId, res);
}

/**
 * The account, key and request hash of a POST with an Idempotency-Key whose operation bills
 * (decision 0045); undefined when the key does not apply: no billed field, an invalid request
 * (answered as usual), or no known caller (no account to keep it for: the operation refuses it).
 * A malformed key throws VALIDATION_ERROR.
 */
async function keyedRequest(
  req: IncomingMessage,
  body: Buffer,
  context: RequestContext,
): Promise<{ key: string; accountId: string; requestHash: string } | undefined> {
  const key = idempotencyKeyOf(req.headers);
  if (key === undefined || req.method !== 'POST') return undefined;
  const viewer = await context.viewer().catch(() => null);
  if (viewer === null) return undefined;
  const requestHash = await billedGraphQLRequestHash(req.headers['content-type'], body);
  return requestHash === undefined ? undefined : { key, accountId: viewer.accountId, requestHash };
}

/** The answer of a keyed request, held to be stored before it is written; failures answered as GraphQL answers them. */
async function answerCaptured(
  req: IncomingMessage,
  url: RequestTarget,
  body: Buffer,
  json: unknown,
  servers: { yoga: GraphQLServer; direct: DirectExecutor },
  context: RequestContext,
): Promise<HttpAnswer> {
  try {
    const direct = json !== undefined && isPlainJsonRequest(req) ? await tryDirect(servers.direct, json, context) : undefined;
    if (direct) {
      return {
        status: direct.status,
        headers: [
          ...context.responseHeaders.entries,
          ...Object.entries(direct.headers),
          ['content-type', 'application/json; charset=utf-8'],
        ],
        body: direct.body,
      };
    }
    const response = await servers.yoga.fetch(
      url.href,
      { method: 'POST', headers: headersOf(req), body: body as unknown as BodyInit },
      { requestContext: context },
    );
    const headers: Array<[string, string]> = [...context.responseHeaders.entries];
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
    });
    for (const cookie of response.headers.getSetCookie()) headers.push(['set-cookie', cookie]);
    return { status: response.status, headers, body: await response.text() };
  } catch (error) {
    const pub = classifyError(error);
    if (pub.internal !== undefined) context.logger.error({ err: pub.internal }, 'unexpected error in a GraphQL request');
    const payload = JSON.stringify({ errors: [{ message: pub.message, extensions: { code: pub.code, requestId: context.requestId } }] });
    return { status: ERROR_STATUS[pub.code], headers: [['content-type', 'application/json; charset=utf-8']], body: payload };
  }
}

function writeAnswer(res: ServerResponse, answer: HttpAnswer): void {
  for (const [name, value] of answer.headers) appendHeader(res, name, value);
  res.setHeader('content-length', Buffer.byteLength(answer.body));
  res.writeHead(answer.status);
  res.end(answer.body);
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/**
 * The JSON media types yoga reads an operation from. Every other POST but multipart is refused
 * before yoga sees it: form-encoded and text/plain bodies are what a page on another site can make
 * a browser send without asking first (login CSRF, decision 0515), and application/graphql has no
 * client of ours. Multipart needs credentials in X-API-Key or Authorization, which no such page
 * can send either.
 */
function isGraphQLJsonType(contentType: string | undefined): boolean {
  if (!isJsonContentType(contentType)) return false;
  const type = contentType!.split(';', 1)[0]!.trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql+json';
}

/**
 * A subscription's Server-Sent Events are written as they come, not gathered into one answer;
 * a client that goes away cancels the stream (and the subscription behind it).
 */
async function streamEvents(res: ServerResponse, status: number, body: ReadableStream<Uint8Array>): Promise<void> {
  res.writeHead(status);
  res.flushHeaders();
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => undefined);
  res.once('close', cancel);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (!res.write(value)) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  } catch {
    res.destroy();
  } finally {
    res.off('close', cancel);
  }
}

/**
 * Same-origin JSON POSTs that accept a JSON answer can take the direct path; browsers on other
 * origins (CORS), other media types and uploads go through the full server.
 */
function isPlainJsonRequest(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.headers.origin !== undefined) return false;
  const type = String(req.headers['content-type'] ?? '')
    .split(';', 1)[0]!
    .trim()
    .toLowerCase();
  const accept = String(req.headers.accept ?? '*/*');
  return type === 'application/json' && (accept.includes('application/json') || accept.includes('*/*'));
}

async function tryDirect(directExecutor: DirectExecutor, request: unknown, context: RequestContext): Promise<DirectResponse | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) return undefined;
  const { query, variables, operationName, extensions } = request as Record<string, unknown>;
  if (typeof query !== 'string' || extensions !== undefined) return undefined;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) return undefined;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return undefined;
  return directExecutor({ query, variables: variables as Record<string, unknown> | null, operationName }, context);
}

/** A request refused before yoga sees it, answered as GraphQL answers errors. */
function sendGraphQLError(res: ServerResponse, error: unknown, requestId: string, headers: ReadonlyArray<[string, string]> = []): void {
  const pub = classifyError(error);
  const extensions = { code: pub.code, ...(pub.details ? { details: pub.details } : {}), requestId };
  const body = JSON.stringify({ errors: [{ message: pub.message, extensions }] });
  for (const [name, value] of headers) appendHeader(res, name, value);
  res.writeHead(ERROR_STATUS[pub.code], {
    ...pub.headers,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

function wantsHtml(req: IncomingMessage): boolean {
  return String(req.headers.accept ?? '').includes('text/html');
}

function appendHeader(res: ServerResponse, name: string, value: string): void {
  res.setHeader(name, name === 'set-cookie' ? withCookie(res.getHeader(name), value) : value);
}
