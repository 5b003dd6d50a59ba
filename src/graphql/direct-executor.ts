import {
  execute,
  getOperationAST,
  getVariableValues,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../context.js';
import { classifyError, toClientGraphQLError } from './errors.js';
import { parseWithinLimits } from './limits.js';

/** A plain JSON GraphQL request: `{ query, variables?, operationName? }`. */
export interface GraphQLRequestBody {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

export interface DirectResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Executes ordinary GraphQL POSTs straight on the schema, skipping the Fetch-API round trip of the
 * full server: each distinct document is parsed, validated and compiled to JavaScript (graphql-jit)
 * once and cached. It answers only what it can answer
 * exactly like the full server: valid query/mutation documents. Anything else (invalid documents,
 * subscriptions, uploads …) returns undefined and goes through the full server.
 */
export type DirectExecutor = (request: GraphQLRequestBody, context: RequestContext) => Promise<DirectResponse | undefined>;

export function createDirectExecutor(schema: GraphQLSchema, options: { maxDocuments?: number } = {}): DirectExecutor {
  const documents = new LRUCache<string, DocumentNode | false>({ max: options.maxDocuments ?? 1000 });
  const compiled = new LRUCache<string, CompiledQuery | false>({ max: options.maxDocuments ?? 1000 });

  function documentFor(query: string): DocumentNode | undefined {
    const cached = documents.get(query);
    if (cached !== undefined) return cached || undefined;
    let document: DocumentNode | false = false;
    try {
      const parsed = parseWithinLimits(query);
      if (validate(schema, parsed).length === 0) document = parsed;
    } catch {
      // a syntax error: the full server words it
    }
    documents.set(query, document);
    return document || undefined;
  }

  function compiledFor(query: string, document: DocumentNode, operationName: string | undefined): CompiledQuery | undefined {
    const key = `${operationName ?? ''}\u0000${query}`;
    let entry = compiled.get(key);
    if (entry === undefined) {
      const result = compileQuery(schema, document, operationName);
      entry = isCompiledQuery(result) ? result : false;
      compiled.set(key, entry);
    }
    return entry || undefined;
  }

  return async function run(request: GraphQLRequestBody, context: RequestContext): Promise<DirectResponse | undefined> {
    const document = documentFor(request.query);
    if (!document) return undefined;
    const operationName = request.operationName ?? undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation === 'subscription') return undefined;
    const variables = request.variables ?? undefined;
    // Variables that do not fit the operation are worded and answered by the full server. An
    // operation that declares none ignores whatever was sent, so there is nothing to check.
    const declared = operation.variableDefinitions ?? [];
    if (declared.length > 0 && 'errors' in getVariableValues(schema, declared, variables ?? {})) return undefined;
    const query = compiledFor(request.query, document, operationName);
    const result = (await (query
      ? query.query(undefined, context, variables)
      : execute({ schema, document, variableValues: variables, operationName, contextValue: context }))) as ExecutionResult;
    return respond(result, context);
  };
}

function respond(result: ExecutionResult, context: RequestContext): DirectResponse {
  const headers: Record<string, string> = {};
  let status = 200;
  const errors = result.errors?.map((error) => {
    const pub = classifyError(error);
    if (pub.internal !== undefined) context.logger.error({ err: pub.internal }, 'unexpected error in a GraphQL operation');
    const client = toClientGraphQLError(error, pub, context.requestId);
    const http = client.extensions.http as { status?: number; headers?: Record<string, string> } | undefined;
    if (http?.status !== undefined) status = Math.max(status, http.status);
    Object.assign(headers, http?.headers);
    const { http: _omit, ...extensions } = client.extensions;
    // Compiled queries report locations without AST nodes: carry them over as they are.
    const locations = client.locations ?? error.locations;
    return { message: client.message, ...(locations ? { locations } : {}), ...(client.path ? { path: client.path } : {}), extensions };
  });
  const body = JSON.stringify(errors ? { errors, data: result.data } : { data: result.data });
  return { status, headers, body };
}
