import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { ResponseShape } from '../src/config.js';
import type { RequestContext } from '../src/context.js';
import type { ErrorCode } from '../src/domain/errors.js';
import type { StoredOperationTypes } from './operations.generated.js';

/** What a REST route is: one row of the route table (route-table.ts). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Operation name → the variables it takes and the data it answers in each response shape. The
 * stored operations' (operations.ts) are generated into operations.generated.ts (`npm run rest:types`).
 */
export type OperationTypeMap = Record<string, { variables: Record<string, unknown>; data: Record<ResponseShape, Record<string, unknown>> }>;

/** The name of an operation of the map, the stored operations' by default. */
export type OperationName<M extends OperationTypeMap = StoredOperationTypes> = keyof M & string;

export type OperationVariables<M extends OperationTypeMap, N extends OperationName<M>> = M[N]['variables'];

/** What an operation answers when it succeeds, in response shape S (a decode selects only what its shape is made of). */
export type OperationData<
  M extends OperationTypeMap,
  N extends OperationName<M>,
  S extends ResponseShape = ResponseShape,
> = M[N]['data'][S];

/** An operation's data together with the response shape it was selected for: checking `shape` tells which selection `data` holds. */
export type ShapedData<M extends OperationTypeMap, N extends OperationName<M>> = {
  [S in ResponseShape]: { data: OperationData<M, N, S>; shape: S };
}[ResponseShape];

export interface RestRequestInput<Body> {
  /** json: the body as its route's schema parsed it; multipart: its FormData; upload: its File; none: undefined. */
  body: Body;
  query: URLSearchParams;
  params: Readonly<Record<string, string>>;
}

/**
 * What a JSON route's body holds once its schema parsed it: the operation's variables (its `input`,
 * for an operation that takes one), less the `id` the path names.
 */
export type JsonBody<M extends OperationTypeMap, N extends OperationName<M>> = Omit<
  OperationVariables<M, N> extends { input: infer Input } ? Input : OperationVariables<M, N>,
  'id'
>;

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

/** What a route answers: the envelope's `data`, and a status and headers when they are not the usual. */
export interface RouteAnswer {
  status?: number;
  data: unknown;
  headers?: Record<string, string> | undefined;
}

interface RouteBase<M extends OperationTypeMap, N extends OperationName<M>> {
  method: HttpMethod;
  /** Path under the server root; `:name` segments become params. */
  path: string;
  /** Name of a stored operation (operations.ts); start-up fails when it names none. */
  operation: N;
  /** Maps the operation's data into the envelope's `data` for the deployment's response shape. */
  respond: (answer: ShapedData<M, N>) => RouteAnswer;
  /**
   * A billable route takes an Idempotency-Key header: a retry with the same key and request gets
   * the first answer again instead of running (and billing) twice (decision 0045).
   */
  idempotencyKey?: true;
  /**
   * Refuses (throws AppError) a request the caller cannot make now, before its body is received:
   * a plan with no room for a bulk job need not take in 30 MB to say so, nor a busy image reader
   * an image. `declaredFileBytes` is the file's least size by the request's Content-Length
   * (undefined without one). Not asked of a retry whose Idempotency-Key was used: its key answers it.
   */
  admit?: (context: RequestContext, declaredFileBytes: number | undefined) => Promise<void>;
  /**
   * A route whose answer is a file rather than the JSON envelope: after the operation succeeded
   * (it authorised the caller and found the resource), this writes the whole response.
   */
  download?: (answer: ShapedData<M, N>, target: DownloadTarget) => Promise<void>;
  doc: RouteDoc;
}

/**
 * How a route takes its request body, and builds its operation's variables (throwing
 * AppError(VALIDATION_ERROR) for a bad request) from it:
 * none: no body; multipart: a multipart/form-data upload (the image routes), as its FormData;
 * upload: a file of up to `limitBytes`, as the part `file` of a multipart/form-data body or as the
 * raw body (its Content-Type says the format), as a File; json: a JSON object validated with the
 * zod `schema` (the OpenAPI document is made from the same one), which must parse to what the
 * operation takes.
 */
export type RouteBody<M extends OperationTypeMap, N extends OperationName<M>> =
  | { body: 'none'; variables: (input: RestRequestInput<undefined>) => OperationVariables<M, N> }
  | { body: 'multipart'; variables: (input: RestRequestInput<FormData>) => OperationVariables<M, N> }
  | {
      body: 'upload';
      limitBytes: number;
      variables: (input: RestRequestInput<File>) => OperationVariables<M, N>;
    }
  | {
      body: 'json';
      schema: z.ZodType<JsonBody<M, N>>;
      variables: (input: RestRequestInput<JsonBody<M, N>>) => OperationVariables<M, N>;
    };

/** What a download route writes to, and with what. */
export interface DownloadTarget {
  res: ServerResponse;
  query: URLSearchParams;
  context: RequestContext;
  /** Headers the operation set (rate limit), to send with the file. */
  headers: Iterable<[string, string]>;
}

/**
 * One row per public path: which stored operation runs and how REST maps onto it, typed by that
 * operation's generated types. Written as a lookup by operation so that a function taking
 * `RestRoute<M, N>` for a generic N sees one route's types together (its body with its variables,
 * its operation with its data).
 */
export type RestRoute<M extends OperationTypeMap = StoredOperationTypes, N extends OperationName<M> = OperationName<M>> = {
  [K in N]: RouteBase<M, K> & RouteBody<M, K>;
}[N];
