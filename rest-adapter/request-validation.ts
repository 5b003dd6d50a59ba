import { z } from 'zod';
import { AppError } from '../src/domain/errors.js';

/** A required field with messages a REST caller can act on. */
function required<T extends z.ZodType>(name: string, make: (error: (issue: { input: unknown }) => string) => T, kind: string): T {
  return make((issue) => (issue.input === undefined ? `${name} is required` : `${name} must be ${kind}`));
}

export const requiredString = (name: string) => required(name, (error) => z.string({ error }), 'a string');
export const requiredBoolean = (name: string) => required(name, (error) => z.boolean({ error }), 'true or false');
export const optionalOneOf = <const Values extends readonly [string, ...string[]]>(name: string, values: Values) =>
  z.enum(values, { error: () => `${name} must be one of ${values.join(', ')}` }).optional();

/** Validates a JSON body against a route's schema; every problem is listed in one VALIDATION_ERROR. */
export function parseRequestBody<T>(schema: z.ZodType<T>, body: unknown): T {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('VALIDATION_ERROR', 'the request body must be a JSON object');
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.') || 'body', message: i.message }));
  throw new AppError('VALIDATION_ERROR', issues.map((i) => i.message).join('; '), { details: { issues } });
}

/** An optional non-negative integer query parameter. */
export function integerParam(query: URLSearchParams, name: string): number | undefined {
  const raw = query.get(name);
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw)) throw new AppError('VALIDATION_ERROR', `${name} must be a non-negative integer`);
  return Number(raw);
}

/** A `:name` segment of the route's path: the matcher fills every one, so a missing one is a mistake in the route table. */
export function pathParam(params: Readonly<Record<string, string>>, name: string): string {
  const value = params[name];
  if (value === undefined) throw new Error(`the route's path has no :${name}`);
  return value;
}
