import { z } from 'zod';

/**
 * Building blocks of the response schemas. They describe what the REST routes send, field for
 * field, and are the source of the OpenAPI document's components (never written by hand).
 */
export const int = () => z.number().int();
export const nullableInt = () => int().nullable();
export const nullableNumber = () => z.number().nullable();
export const nullableString = () => z.string().nullable();
/** An instant as GraphQL's DateTime scalar writes it: ISO 8601 in UTC. */
export const dateTime = () => z.iso.datetime();
export const nullableDateTime = () => dateTime().nullable();

/** Every success: `{ success: true, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.strictObject({ success: z.literal(true), data });
}

/** The marker the shape-dependent schemas carry: which deployment (RESPONSE_SHAPE) sends them. */
export const SHAPE_MARKER = 'x-response-shape';

/** A schema sent only by deployments answering in `shape`. */
export function inShape<T extends z.ZodType>(shape: 'A' | 'B', schema: T, description: string): T {
  return schema.meta({ description, [SHAPE_MARKER]: shape });
}
