import { z } from 'zod';
import { AppError } from '../src/domain/errors.js';

/** A required string field with messages a REST caller can act on. */
export function requiredString(name: string) {
  return z.string({
    error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a string`),
  });
}

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
