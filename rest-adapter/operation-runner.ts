import { execute, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { RequestContext } from '../src/context.js';
import { assertVariablesAcceptable } from '../src/graphql/variables-check.js';

export type OperationRunner = (name: string, variables: Record<string, unknown>, context: RequestContext) => Promise<ExecutionResult>;

/**
 * Runs the stored operations compiled to JavaScript once (graphql-jit), which executes the same
 * resolvers several times faster than walking the document on every request. An operation the
 * compiler cannot take runs through graphql-js.
 */
export function createOperationRunner(schema: GraphQLSchema, documents: ReadonlyMap<string, DocumentNode>): OperationRunner {
  const compiled = new Map<string, CompiledQuery | DocumentNode>();
  for (const [name, document] of documents) {
    const query = compileQuery(schema, document);
    compiled.set(name, isCompiledQuery(query) ? query : document);
  }
  return async (name, variables, context) => {
    assertVariablesAcceptable(variables);
    const entry = compiled.get(name);
    if (!entry) throw new Error(`no stored operation ${name}`);
    if ('kind' in entry) return execute({ schema, document: entry, variableValues: variables, contextValue: context });
    return entry.query(undefined, context, variables);
  };
}
