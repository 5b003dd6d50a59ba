import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

/**
 * No text the service takes may hold the NUL character (U+0000): PostgreSQL cannot store it, and
 * no e-mail address, password, VIN, name or URL needs it. It is refused as a bad request on every
 * path a string comes in by, before anything runs: literals in the document (a validation rule)
 * and variables (variables-check.ts, before execution on each of the three executors).
 */
export const NUL_MESSAGE = 'text must not contain the NUL character (U+0000)';

export function noNulInLiterals(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000')) context.reportError(new GraphQLError(NUL_MESSAGE, { nodes: node }));
    },
  };
}
