import { ERROR_STATUS, type ErrorCode } from '../../src/domain/errors.js';
import type { RestRoute } from '../route.types.js';
import { errorCodesOf, isRateLimited, securityOf } from './access.js';
import { headersOf, ref } from './headers.js';
import { schemaRef, type JsonSchema } from './json-schema.js';

export type Examples = {
  requests: Record<string, unknown>;
  /** A schema, or { A, B }: one per response shape. */
  responses: Record<string, unknown>;
};

/** `/api/v1/api-keys/:id` → `/api/v1/api-keys/{id}`. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');
export const operationIdOf = (route: RestRoute) => route.operation[0]!.toLowerCase() + route.operation.slice(1);
export const requestComponentOf = (route: RestRoute) => `${route.operation}Request`;
export const responseComponentOf = (route: RestRoute) => `${route.operation}Response`;

/** The Idempotency-Key request header of billable routes (decision 0045). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Any unique value of 1–255 printable ASCII characters (a random UUID, for example). A retry with the same key and the same request (same account, method, path and body) within 24 hours gets the first answer again, with Idempotent-Replayed: true, and is not billed again. The same key with another request: 422 IDEMPOTENCY_KEY_REUSED. While the first request still runs: 409 IDEMPOTENCY_REQUEST_IN_PROGRESS with Retry-After. Answers 2xx and 4xx are kept, except 429; a 5xx or 429 frees the key for a retry.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7E]+$' },
};

/** The OpenAPI operation object of one route. */
export function operationOf(route: RestRoute, examples: Examples): JsonSchema {
  const { doc } = route;
  const { security, note } = securityOf(route);
  const rateLimited = isRateLimited(route);
  const parameters = [
    ...[...route.path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } })),
    ...Object.entries(doc.query ?? {}).map(([name, q]) => ({
      name,
      in: 'query',
      required: false,
      description: q.description,
      schema: q.type === 'integer' ? { type: 'integer', minimum: 0 } : { type: 'string' },
    })),
    ...(route.idempotencyKey ? [IDEMPOTENCY_KEY_PARAMETER] : []),
  ];
  return {
    operationId: operationIdOf(route),
    summary: doc.summary,
    description: [doc.description, `Credentials: ${note}`, rateLimited ? 'Counts against the rate limit.' : undefined]
      .filter(Boolean)
      .join('\n\n'),
    tags: [doc.tag],
    security,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...requestBodyOf(route, examples),
    responses: { [String(doc.status)]: successResponse(route, examples, rateLimited), ...errorResponses(route, rateLimited) },
  };
}

function requestBodyOf(route: RestRoute, examples: Examples): JsonSchema {
  if (route.body === 'none') return {};
  if (route.body === 'upload') {
    const file = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'CSV, JSON lines or a JSON array of VINs (≤ 50 MB).',
    };
    return {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': { schema: { type: 'object', properties: { file }, required: ['file'] } },
          'text/csv': { schema: { type: 'string' } },
          'application/x-ndjson': { schema: { type: 'string' } },
          'application/json': {
            schema: {
              type: 'array',
              items: { anyOf: [{ type: 'string' }, { type: 'object', properties: { vin: { type: 'string' } }, required: ['vin'] }] },
            },
          },
        },
      },
    };
  }
  if (route.body === 'multipart') {
    const file = {
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: 'A JPEG or PNG image (≤ 10 MB, ≤ 40 megapixels).',
    };
    return {
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              description: 'The image in the part image, or in the part file.',
              properties: { image: file, file },
              minProperties: 1,
            },
            encoding: { image: { contentType: 'image/jpeg, image/png' }, file: { contentType: 'image/jpeg, image/png' } },
          },
        },
      },
    };
  }
  const example = route.doc.requestExample === undefined ? undefined : examples.requests[route.doc.requestExample];
  return {
    requestBody: {
      required: true,
      content: { 'application/json': { schema: schemaRef(requestComponentOf(route)), ...(example === undefined ? {} : { example }) } },
    },
  };
}

function headerObjects(required: Record<string, boolean>): JsonSchema {
  return Object.fromEntries(
    Object.entries(required).map(([name, isRequired]) => [name, isRequired ? { ...ref(name), required: true } : ref(name)]),
  );
}

function successResponse(route: RestRoute, examples: Examples, rateLimited: boolean): JsonSchema {
  const { doc } = route;
  const shaped = !('_zod' in doc.data);
  const example = doc.responseExample === undefined ? undefined : examples.responses[doc.responseExample];
  const exampleFields =
    example === undefined
      ? {}
      : shaped
        ? {
            examples: {
              shapeA: { summary: 'RESPONSE_SHAPE=A', value: { success: true, data: (example as { A: unknown }).A } },
              shapeB: { summary: 'RESPONSE_SHAPE=B', value: { success: true, data: (example as { B: unknown }).B } },
            },
          }
        : { example: { success: true, data: example } };
  if (route.download) {
    const file = { schema: { type: 'string' } };
    return {
      description: 'The file (not the JSON envelope).',
      headers: headerObjects(headersOf(doc, doc.status, rateLimited)),
      content: { 'application/x-ndjson': file, 'text/csv': file },
    };
  }
  return {
    description: shaped ? "Success, in the deployment's response shape (A or B: a client must accept both)." : 'Success.',
    headers: headerObjects(headersOf(doc, doc.status, rateLimited, route.idempotencyKey === true)),
    content: { 'application/json': { schema: schemaRef(responseComponentOf(route)), ...exampleFields } },
  };
}

function errorResponses(route: RestRoute, rateLimited: boolean): JsonSchema {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(route)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: JsonSchema = {};
  for (const [status, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: codes.join(', '),
      headers: headerObjects(headersOf(route.doc, status, rateLimited, route.idempotencyKey === true)),
      content: {
        'application/json': {
          schema: {
            allOf: [
              schemaRef('ErrorEnvelope'),
              { type: 'object', properties: { error: { type: 'object', properties: { code: { enum: codes } } } } },
            ],
          },
        },
      },
    };
  }
  return responses;
}
