import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { default as addFormatsModule } from 'ajv-formats';
import { buildOpenApiDocument } from '../../rest-adapter/openapi/document.js';
import { SHAPE_MARKER } from '../../rest-adapter/schemas/common.js';

/** One HTTP exchange as the server answered it. */
export interface ObservedResponse {
  method: string;
  path: string;
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

type Json = Record<string, any>;

/** Headers the contract speaks of: the rest (content-type, cache-control, vary …) is HTTP plumbing. */
const CONTRACT_HEADER = /^(x-|ratelimit-|retry-after$|set-cookie$|idempotent-replayed$)/;

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const escape = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Checks REST responses against the OpenAPI document as one deployment sees it: where the document
 * offers shape A or B (oneOf), only the deployment's own shape is accepted, so a shape-A server
 * answering in shape B fails too.
 */
export class ContractChecker {
  private readonly document: Json;
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: Array<{ template: string; pattern: RegExp }>;

  constructor(shape: 'A' | 'B') {
    this.document = narrowToShape(buildOpenApiDocument(), shape);
    addFormats(this.ajv);
    this.ajv.addSchema(this.document, 'openapi');
    this.templates = Object.keys(this.document.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`),
    }));
  }

  /** What is wrong with one response; empty when it keeps the contract. */
  check(observed: ObservedResponse): string[] {
    const where = `${observed.method} ${observed.path} → ${observed.status}`;
    const template = this.templates.find((t) => t.pattern.test(observed.path.replace(/\/+$/, '')))?.template;
    const operation = template === undefined ? undefined : this.document.paths[template][observed.method.toLowerCase()];
    if (!operation) {
      // Not a route (unknown path, or a known one with another method): still the error envelope.
      return this.checkBody(where, '#/components/schemas/ErrorEnvelope', observed.body);
    }
    const response = operation.responses[String(observed.status)];
    if (!response) return [`${where}: status ${observed.status} is not documented for ${observed.method} ${template}`];
    const pointer = `#/paths/${escape(template!)}/${observed.method.toLowerCase()}/responses/${observed.status}`;
    return [
      ...this.checkHeaders(where, response, pointer, observed.headers),
      // A download route answers a file, not JSON: only its headers are held to the contract.
      ...(response.content?.['application/json']
        ? this.checkBody(where, `${pointer}/content/application~1json/schema`, observed.body)
        : []),
    ];
  }

  private checkBody(where: string, pointer: string, body: Buffer): string[] {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return [`${where}: the body is not JSON`];
    }
    const validate = this.validator(pointer);
    if (validate(parsed)) return [];
    return [`${where}: the body does not match ${pointer}: ${this.ajv.errorsText(validate.errors, { separator: '; ' })}`];
  }

  private checkHeaders(where: string, response: Json, pointer: string, headers: ObservedResponse['headers']): string[] {
    const problems: string[] = [];
    const documented = new Map(
      Object.entries(response.headers ?? {}).map(([name, header]) => [name.toLowerCase(), { name, header: header as Json }]),
    );
    for (const [name, { header }] of documented) {
      if (header.required && headers[name] === undefined) problems.push(`${where}: the required header ${name} is missing`);
    }
    for (const [name, raw] of Object.entries(headers)) {
      if (!CONTRACT_HEADER.test(name) || raw === undefined) continue;
      const entry = documented.get(name);
      if (!entry) {
        problems.push(`${where}: the header ${name} is not documented for this response`);
        continue;
      }
      const schemaPointer = `#/components/headers/${entry.name}/schema`;
      const validate = this.validator(schemaPointer);
      const schema = this.document.components.headers[entry.name].schema as Json;
      for (const value of Array.isArray(raw) ? raw : [String(raw)]) {
        const typed = schema.type === 'integer' || schema.type === 'number' ? Number(value) : value;
        if (!validate(typed)) problems.push(`${where}: header ${name}: ${JSON.stringify(value)} does not match ${JSON.stringify(schema)}`);
      }
    }
    return problems;
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `openapi${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

/** Replaces every shape A/B choice by the deployment's own shape. */
function narrowToShape(document: Json, shape: 'A' | 'B'): Json {
  const schemas = document.components.schemas as Record<string, Json>;
  const shapeOf = (node: Json): string | undefined => {
    const ref = typeof node.$ref === 'string' ? schemas[node.$ref.split('/').pop()!] : node;
    return ref?.[SHAPE_MARKER];
  };
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const object = node as Json;
    if (Array.isArray(object.oneOf) && object.oneOf.every((option: Json) => shapeOf(option) !== undefined)) {
      const { oneOf, ...rest } = object;
      const chosen = oneOf.filter((option: Json) => shapeOf(option) === shape);
      if (chosen.length !== 1) throw new Error(`expected one shape-${shape} option in ${JSON.stringify(oneOf)}`);
      return { ...rest, ...chosen[0] };
    }
    return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, walk(value)]));
  };
  return walk(document) as Json;
}
