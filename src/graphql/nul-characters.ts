import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';
import { AppError } from '../domain/errors.js';

/**
 * No text the service takes may hold the NUL character (U+0000): PostgreSQL cannot store it, and
 * no e-mail address, password, VIN, name or URL needs it. It is refused as a bad request on every
 * path a string comes in by, before anything runs: literals in the document (a validation rule)
 * and variables (checked before execution on each of the three executors).
 */
export const NUL_MESSAGE = 'text must not contain the NUL character (U+0000)';

export function noNulInLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000')) context.reportError(new GraphQLError(NUL_MESSAGE, { nodes: node }));
    },
  };
}

/** The path of the first string holding NUL in plain JSON-like data (variables), if any. */
export function findNulCharacter(value: unknown, path = 'variables'): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulCharacter(value[i], `${path || 'input'}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const key in value) {
      const found = findNulCharacter((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return undefined;
}

/** Throws VALIDATION_ERROR naming the field (`root` prefixes its path: GraphQL says "variables"). */
export function assertNoNulCharacter(variables: unknown, root = ''): void {
  const path = findNulCharacter(variables, root);
  if (path) throw new AppError('VALIDATION_ERROR', `${path}: ${NUL_MESSAGE}`, { details: { path } });
}
