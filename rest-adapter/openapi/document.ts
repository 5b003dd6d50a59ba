import { z } from 'zod';
import { ROUTES } from '../route-table.js';
import type { RestRoute } from '../route.types.js';
import { successEnvelope } from '../schemas/common.js';
import { SECURITY_SCHEMES } from './access.js';
import examples from './examples.json' with { type: 'json' };
import { HEADER_COMPONENTS } from './headers.js';
import { componentSchemas, type JsonSchema } from './json-schema.js';
import { NAMED_SCHEMAS } from './named-schemas.js';
import { openApiPath, operationOf, requestComponentOf, responseComponentOf } from './operation.js';

export const OPENAPI_PATH = '/api/v1/openapi.json';

const TAGS = [
  { name: 'Decoding', description: 'Validate and decode VINs, one, many or from a photo. Decodes bill the daily quota.' },
  { name: 'Usage', description: 'Plan, quota and usage of the calling account.' },
  { name: 'Sessions', description: 'Log in for an access token; the refresh cookie renews it.' },
  { name: 'API keys', description: 'Keys for server-to-server calls, managed by a logged-in person.' },
  { name: 'Webhooks', description: 'Signed event deliveries to your HTTPS endpoints (Pro and Business).' },
  { name: 'Admin', description: 'Administrators only; not part of the public interface.' },
  { name: 'Reference', description: 'This document.' },
];

const DESCRIPTION = `VIN decoding for USA/Canada vehicles. Every success is \`{ "success": true, "data": … }\`; every failure is \`{ "success": false, "error": { "code", "message", "requestId", "details"? } }\` with a stable code.

**Response shapes.** Decode, batch, image decode and usage answer in shape A (nested) or shape B (flat), whichever the deployment is configured with (RESPONSE_SHAPE). This document describes both (oneOf): a client must accept either. Schemas carry \`x-response-shape\` to say which is which.

**Headers.** Every response carries \`X-Request-Id\`. Rate-limited calls carry \`RateLimit-*\` and \`X-RateLimit-*\`; decodes carry \`X-Quota-*\`; a single decode with warnings carries \`X-Decode-Warnings\` (a batch item carries its warnings in the item); 429 and some 503 answers carry \`Retry-After\`.`;

/**
 * The OpenAPI 3.1 document of /api/v1, made from the route table: each row's zod body schema,
 * its response schemas in both shapes, its access and its errors. Never written by hand.
 */
export function buildOpenApiDocument(routes: readonly RestRoute[] = ROUTES): JsonSchema {
  const responses = new Map<string, z.ZodType>(NAMED_SCHEMAS);
  const requests = new Map<string, z.ZodType>();
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (!route.doc) throw new Error(`${route.method} ${route.path} has no documentation: give its route-table row a doc`);
    const { data } = route.doc;
    responses.set(responseComponentOf(route), successEnvelope('_zod' in data ? data : z.xor([data.A, data.B])));
    if (route.body === 'json') requests.set(requestComponentOf(route), route.schema);
    const path = openApiPath(route.path);
    const methods = (paths[path] ??= {});
    if (methods[route.method.toLowerCase()]) throw new Error(`two routes for ${route.method} ${route.path}`);
    methods[route.method.toLowerCase()] = operationOf(route, examples);
  }
  paths[OPENAPI_PATH] = { get: selfOperation() };
  return {
    openapi: '3.1.1',
    info: { title: 'vin-gateway REST API', version: '1.0.0', description: DESCRIPTION },
    tags: TAGS,
    paths,
    components: {
      schemas: { ...componentSchemas(requests, 'input'), ...componentSchemas(responses, 'output') },
      headers: Object.fromEntries(Object.entries(HEADER_COMPONENTS).map(([name, header]) => [name, { ...header }])),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

function selfOperation(): JsonSchema {
  return {
    operationId: 'openApiDocument',
    summary: 'This OpenAPI document',
    tags: ['Reference'],
    security: [],
    responses: {
      '200': {
        description: 'The OpenAPI 3.1 document (built once at start-up).',
        headers: { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id', required: true } },
        content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'paths'] } } },
      },
      '304': {
        description: 'Not modified: If-None-Match named the current ETag.',
        headers: { 'X-Request-Id': { $ref: '#/components/headers/X-Request-Id', required: true } },
      },
    },
  };
}

let built: string | undefined;

/** The document as served: built on first use, then the same text for the life of the process. */
export function openApiDocumentText(): string {
  return (built ??= JSON.stringify(buildOpenApiDocument()));
}
