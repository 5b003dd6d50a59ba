import type { IncomingMessage, ServerResponse } from 'node:http';
import { createContext, type AppServices, type IncomingRequestInfo } from '../context.js';
import type { GraphQLServer } from '../graphql/yoga.js';
import { readBody } from '../../rest-adapter/http-io.js';
import { getGraphiQLPage } from './graphiql-page.js';

/** Serves /graphql: GraphiQL for browsers, otherwise yoga with a body read under the size limit. */
export async function handleGraphQL(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  info: IncomingRequestInfo,
  yoga: GraphQLServer,
  services: AppServices,
): Promise<void> {
  if (req.method === 'GET' && wantsHtml(req) && !url.searchParams.has('query')) {
    const page = getGraphiQLPage();
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? page.gzip : page.html;
    res.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': body.length,
      'cache-control': 'public, max-age=3600',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    res.end(body);
    return;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const body = hasBody ? await readBody(req, services.config.maxBodyBytes) : undefined;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const requestContext = createContext(services, info);
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

function wantsHtml(req: IncomingMessage): boolean {
  return String(req.headers.accept ?? '').includes('text/html');
}

function appendHeader(res: ServerResponse, name: string, value: string): void {
  const existing = res.getHeader(name);
  if (name === 'set-cookie' && existing !== undefined) {
    res.setHeader(name, [...(Array.isArray(existing) ? existing : [String(existing)]), value]);
  } else {
    res.setHeader(name, value);
  }
}
