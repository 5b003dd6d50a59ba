import { parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

/**
 * The stored GraphQL operations behind the REST routes. REST is only a different way to ask the
 * same schema, so auth, validation, quota and errors cannot drift between the two surfaces.
 */
export const OPERATIONS = {
  ValidateVin: /* GraphQL */ `
    query ValidateVin($vin: String!) {
      validateVin(vin: $vin) { vin isValidFormat checkDigitValid }
    }`,
} as const;

export type OperationName = keyof typeof OPERATIONS;

export type CompiledOperations = ReadonlyMap<string, DocumentNode>;

/** Parses and validates every stored operation once; a broken one stops start-up, not a request. */
export function compileOperations(schema: GraphQLSchema, operations: Readonly<Record<string, string>>): CompiledOperations {
  const compiled = new Map<string, DocumentNode>();
  for (const [name, source] of Object.entries(operations)) {
    const document = parse(source);
    const errors = validate(schema, document);
    if (errors.length > 0) throw new Error(`stored operation ${name} is invalid: ${errors.map((e) => e.message).join('; ')}`);
    compiled.set(name, document);
  }
  return compiled;
}
