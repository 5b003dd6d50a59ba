import { readFileSync } from 'node:fs';
import { validate } from '@readme/openapi-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { default as addFormatsModule } from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../../rest-adapter/openapi/document.js';
import { openApiPath } from '../../../rest-adapter/openapi/operation.js';
import { ROUTES } from '../../../rest-adapter/route-table.js';
import { OPENAPI_FILE, printOpenApiDocument } from '../../../src/bin/openapi-print.command.js';
import { ERROR_STATUS } from '../../../src/domain/errors.js';

type Json = Record<string, any>;
const document = buildOpenApiDocument() as Json;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

function schemaValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(structuredClone(document), 'openapi');
  return (pointer: string, value: unknown) => {
    const check = ajv.compile({ $ref: `openapi${pointer}` });
    return check(value) ? [] : (check.errors ?? []).map((e) => `${pointer} ${e.instancePath} ${e.message}`);
  };
}

const escape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.specification).toBe('OpenAPI');
  });

  it('has every route of the route table, with its operation id, security and success status', () => {
    const missing = ROUTES.filter((route) => !document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
    const documented = Object.values(document.paths).reduce((n: number, methods) => n + Object.keys(methods as Json).length, 0);
    expect(documented).toBe(ROUTES.length + 1); // and the document itself
    for (const route of ROUTES) {
      const operation = document.paths[openApiPath(route.path)][route.method.toLowerCase()];
      expect(operation.responses[String(route.doc.status)], `${route.method} ${route.path}`).toBeDefined();
      expect(Array.isArray(operation.security)).toBe(true);
    }
  });

  it('refuses to build when a route has no documentation', () => {
    const { doc: _doc, ...undocumented } = ROUTES[0]!;
    expect(() => buildOpenApiDocument([...ROUTES, { ...undocumented, path: '/api/v1/decode-twice' } as never])).toThrow(
      /POST \/api\/v1\/decode-twice has no documentation/,
    );
  });

  it('is committed with every route of the route table (openapi/openapi.json)', () => {
    const committed = JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Json;
    const missing = ROUTES.filter((route) => !committed.paths[openApiPath(route.path)]?.[route.method.toLowerCase()]);
    expect(missing.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('offers shape A and shape B as oneOf for decode, batch, image decode and usage', () => {
    const shaped = ['/api/v1/decode', '/api/v1/batch-decode', '/api/v1/decode-from-image', '/api/v1/usage'];
    for (const path of shaped) {
      const [method] = Object.keys(document.paths[path]);
      const ref = document.paths[path][method!].responses['200'].content['application/json'].schema.$ref as string;
      const envelope = document.components.schemas[ref.split('/').pop()!];
      const options = envelope.properties.data.oneOf as Json[];
      const shapes = options.map((o) => document.components.schemas[(o.$ref as string).split('/').pop()!]['x-response-shape']);
      expect(shapes, path).toEqual(['A', 'B']);
    }
  });

  it('documents security schemes, every error code with its status, and the quota, rate-limit and warning headers', () => {
    expect(Object.keys(document.components.securitySchemes)).toEqual(['ApiKey', 'Bearer', 'RefreshCookie']);
    expect(document.components.securitySchemes.ApiKey).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(document.components.securitySchemes.RefreshCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'refreshToken' });
    expect(document.components.schemas.ErrorEnvelope.properties.error.properties.code.enum).toEqual(Object.keys(ERROR_STATUS));
    const decode = document.paths['/api/v1/decode'].post.responses;
    expect(Object.keys(decode['200'].headers)).toEqual(
      expect.arrayContaining(['X-Quota-Limit', 'X-Quota-Remaining', 'X-Quota-Reset', 'RateLimit-Limit', 'X-Decode-Warnings']),
    );
    expect(decode['429'].headers['Retry-After'].required).toBe(true);
    expect(decode['400'].content['application/json'].schema.allOf[1].properties.error.properties.code.enum).toEqual(
      expect.arrayContaining(['INVALID_VIN', 'VALIDATION_ERROR']),
    );
    expect(document.components.headers['X-Decode-Warnings'].description).toContain('CHECK_DIGIT_MISMATCH');
    const batchItem = document.components.schemas.BatchItemSuccessShapeA;
    expect(batchItem.required).toContain('warnings');
  });

  it('takes request bodies from the zod schemas that validate them', () => {
    const batch = document.components.schemas.BatchDecodeRequest;
    expect(batch).toMatchObject({
      type: 'object',
      required: ['vins'],
      properties: { vins: { type: 'array', minItems: 1, items: { type: 'string' } } },
    });
    const register = document.components.schemas.RegisterWebhookRequest;
    expect(register.required).toEqual(['url', 'events']);
  });

  it('has examples that its own schemas accept', () => {
    const check = schemaValidator();
    const problems: string[] = [];
    for (const [path, methods] of Object.entries(document.paths as Json)) {
      for (const [method, operation] of Object.entries(methods as Json)) {
        const base = `#/paths/${escape(path)}/${method}`;
        const body = operation.requestBody?.content?.['application/json'];
        if (body?.example !== undefined) problems.push(...check(`${base}/requestBody/content/application~1json/schema`, body.example));
        for (const [status, response] of Object.entries(operation.responses as Json)) {
          const media = response.content?.['application/json'];
          if (!media) continue;
          const schema = `${base}/responses/${status}/content/application~1json/schema`;
          if (media.example !== undefined) problems.push(...check(schema, media.example));
          for (const named of Object.values((media.examples ?? {}) as Json)) problems.push(...check(schema, named.value));
        }
      }
    }
    expect(problems).toEqual([]);
    expect(JSON.stringify(document)).toContain('"shapeB"');
  });

  it('matches openapi/openapi.json (run `npm run openapi:print` after changing routes)', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(printOpenApiDocument());
  });
});
