import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { ResponseShape } from '../src/config.js';
import type { RequestContext } from '../src/context.js';
import type { ErrorCode } from '../src/domain/errors.js';

/** What a REST route is: one row of the route table (route-table.ts). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestRequestInput {
  /** json: the body as its route's schema parsed it; multipart: its FormData; none: undefined. */
  body: any;
  query: URLSearchParams;
  params: Readonly<Record<string, string>>;
}

/**
 * Who may call a route (the GraphQL field behind it enforces it; this says it in the contract):
 * public, an API key or access token, an access token only, an admin's access token, or the
 * refresh cookie.
 */
export type RouteAccess = 'public' | 'apiKeyOrBearer' | 'bearer' | 'admin' | 'refreshCookie';

/** Response headers beyond X-Request-Id, by what sets them. */
export type RouteHeaders =
  'rateLimit' | 'quota' | 'decodeWarnings' | 'enrichment' | 'ocrConfidence' | 'refreshCookie' | 'poll' | 'batchJobState';

/** The data of a success: one schema, or one per response shape (the document offers both as oneOf). */
export type RouteData = z.ZodType | { A: z.ZodType; B: z.ZodType };

/** What the OpenAPI document says of a route. Every row has one, so none can be left out. */
export interface RouteDoc {
  summary: string;
  description?: string;
  tag: 'Decoding' | 'Bulk jobs' | 'Usage' | 'Sessions' | 'API keys' | 'Webhooks' | 'Admin';
  access: RouteAccess;
  /** Whether the rate limit counts the call (the GraphQL field's authorize call); default true unless public. */
  rateLimited?: boolean;
  status: 200 | 201 | 202;
  data: RouteData;
  /** Failures particular to the route; those of its access, its body and the server are added. */
  errors: ErrorCode[];
  headers?: RouteHeaders[];
  /** Optional query parameters: name → type and meaning. */
  query?: Record<string, { type: 'integer' | 'string'; description: string }>;
  /** Name of an example in openapi/examples.json for the request body. */
  requestExample?: string;
  /** Name of an example in openapi/examples.json for the response (per shape when the shapes differ). */
  responseExample?: string;
}

interface RouteBase {
  method: HttpMethod;
  /** Path under the server root; `:name` segments become params. */
  path: string;
  /** Name of a stored operation (operations.ts); start-up fails when it names none. */
  operation: string;
  /** Builds the operation's variables; throws AppError(VALIDATION_ERROR) for a bad request. */
  variables(input: RestRequestInput): Record<string, unknown>;
  /** Maps the operation's data into the envelope's `data` for the deployment's response shape. */
  respond(data: Record<string, any>, shape: ResponseShape): { status?: number; data: unknown; headers?: Record<string, string> };
  /**
   * A billable route takes an Idempotency-Key header: a retry with the same key and request gets
   * the first answer again instead of running (and billing) twice (decision 0045).
   */
  idempotencyKey?: true;
  /**
   * A route whose answer is a file rather than the JSON envelope: after the operation succeeded
   * (it authorised the caller and found the resource), this writes the whole response.
   */
  download?: (data: Record<string, any>, target: DownloadTarget) => Promise<void>;
  doc: RouteDoc;
}

/** What a download route writes to, and with what. */
export interface DownloadTarget {
  res: ServerResponse;
  query: URLSearchParams;
  context: RequestContext;
  /** Headers the operation set (rate limit), to send with the file. */
  headers: Iterable<[string, string]>;
}

/**
 * One row per public path: which stored operation runs and how REST maps onto it. A JSON route
 * names the zod schema its body is validated with; the OpenAPI document is made from the same one.
 * multipart: a multipart/form-data upload (the image routes); `body` is then its FormData.
 * upload: a file of up to `limitBytes`, as the part `file` of a multipart/form-data body or as the
 * raw body (its Content-Type says the format); `body` is then a File.
 */
export type RestRoute = RouteBase &
  ({ body: 'none' | 'multipart' } | { body: 'upload'; limitBytes: number } | { body: 'json'; schema: z.ZodType<Record<string, unknown>> });
