import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const REF_PREFIX = '#/components/schemas/';

export const schemaRef = (id: string): JsonSchema => ({ $ref: `${REF_PREFIX}${id}` });

/**
 * Named zod schemas → the document's components.schemas, through zod's own JSON Schema output
 * (draft 2020-12, the dialect of OpenAPI 3.1). A schema used inside another named one becomes a
 * $ref to it. Responses are described as sent (output), request bodies as accepted (input: unknown
 * fields are ignored, so they are not forbidden).
 */
export function componentSchemas(named: ReadonlyMap<string, z.ZodType>, io: 'input' | 'output'): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of named) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'throw',
    uri: (id) => `${REF_PREFIX}${id}`,
    override: ({ jsonSchema }) => tidy(jsonSchema as JsonSchema),
  });
  const components: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    components[id] = rest;
  }
  return components;
}

/**
 * Drops what zod adds but a reader gains nothing from: the ±2^53 bounds of every integer and the
 * long pattern beside format date-time (the format says it).
 */
function tidy(schema: JsonSchema): void {
  if (schema.type === 'integer') {
    if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
    if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
  }
  if (schema.format === 'date-time') delete schema.pattern;
}
