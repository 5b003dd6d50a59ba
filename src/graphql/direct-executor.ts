import {
  getOperationAST,
  getVariableValues,
  OperationTypeNode,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../context.js';
import { DocumentCache, documentBytes, documentKey } from './document-cache.js';
import { settleBilling, type BillingExtension } from './billing.js';
import { classifyError, deliversData, toClientGraphQLError } from './errors.js';
import { parseWithinLimits } from './limits.js';
import { noNulInLiterals } from './nul-characters.js';
import { findVariablesProblem } from './variables-check.js';
import { freeAliases, MAX_FREE_ALIASES, operationCostRule } from './operation-cost.js';
import { createOperationExecutor, type OperationExecutor } from './operation-executor.js';

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
 * full server: each distinct document is parsed and validated once and cached, and run by the
 * operation executor every path shares (operation-executor.ts). It answers only what it can answer
 * exactly like the full server: valid query/mutation documents. Anything else (invalid documents,
 * subscriptions, uploads …) returns undefined and goes through the full server.
 */
export type DirectExecutor = ((request: GraphQLRequestBody, context: RequestContext) => Promise<DirectResponse | undefined>) & {
  /** Whether this document is parsed, valid and kept: running it again parses nothing. */
  knows(query: string): boolean;
  /** What the caches hold (entries and estimated bytes). */
  cacheStats(): { documents: number; documentBytes: number; compiled: number; compiledBytes: number };
};

export interface DirectExecutorOptions {
  /** Memory the parsed documents may hold (estimated). */
  maxCacheBytes?: number;
  /** What runs the operations: the one the server's other paths share; a new one otherwise. */
  executor?: OperationExecutor;
}

export function createDirectExecutor(schema: GraphQLSchema, options: DirectExecutorOptions = {}): DirectExecutor {
  const maxBytes = options.maxCacheBytes ?? 32 * 1024 * 1024;
  const executor = options.executor ?? createOperationExecutor(schema);
  const documents = new DocumentCache<DocumentNode>(maxBytes, documentBytes);
  // Hashes of documents that failed to parse or validate: the full server words their errors, and
  // this side does not parse them again. 44-character keys, so a count bounds their memory.
  const rejected = new LRUCache<string, true>({ max: 10_000 });
  const rules = [...specifiedRules, operationCostRule(), noNulInLiterals];

  function documentFor(query: string): DocumentNode | undefined {
    const known = documents.get(query);
    if (known) return known;
    const key = documentKey(query);
    if (rejected.has(key)) return undefined;
    try {
      const parsed = parseWithinLimits(query);
      // A document past the free-alias bound is left to the full server, which refuses it with a 400.
      if (validate(schema, parsed, rules).length === 0 && freeAliases(schema, parsed) <= MAX_FREE_ALIASES) {
        documents.set(query, parsed);
        return parsed;
      }
    } catch {
      // a syntax error or a document past the limits: the full server words it
    }
    rejected.set(key, true);
    return undefined;
  }

  async function run(request: GraphQLRequestBody, context: RequestContext): Promise<DirectResponse | undefined> {
    const document = documentFor(request.query);
    if (!document) return undefined;
    const operationName = request.operationName ?? undefined;
    const operation = getOperationAST(document, operationName);
    if (!operation || operation.operation === OperationTypeNode.SUBSCRIPTION) return undefined;
    const variables = request.variables ?? undefined;
    // Refused (and worded) by the full server.
    if (findVariablesProblem(variables)) return undefined;
    // Variables that do not fit the operation are worded and answered by the full server. An
    // operation that declares none ignores whatever was sent, so there is nothing to check.
    const declared = operation.variableDefinitions ?? [];
    if (declared.length > 0 && 'errors' in getVariableValues(schema, declared, variables ?? {})) return undefined;
    const result: ExecutionResult = await executor.execute({
      schema,
      document,
      variableValues: variables,
      operationName,
      contextValue: context,
    });
    // The answer is final: what it carries is what is billed (decision 0044).
    return respond(result, context, await settleBilling(context, result.data ?? null));
  }

  const cacheStats = () => ({ documents: documents.size, documentBytes: documents.bytes, ...executor.stats() });
  const knows = (query: string) => documents.get(query) !== undefined;
  return Object.assign(run, { cacheStats, knows });
}

function respond(result: ExecutionResult, context: RequestContext, billing: BillingExtension | undefined): DirectResponse {
  const headers: Record<string, string> = {};
  let status = 200;
  const errors = result.errors?.map((error) => {
    const pub = classifyError(error);
    if (pub.internal !== undefined) context.logger.error({ err: pub.internal }, 'unexpected error in a GraphQL operation');
    const client = toClientGraphQLError(error, pub, context.requestId);
    const http = client.extensions.http;
    if (http?.status !== undefined) status = Math.max(status, http.status);
    Object.assign(headers, http?.headers);
    const { http: _omit, ...extensions } = client.extensions;
    const { locations, path } = client;
    return { message: client.message, ...(locations ? { locations } : {}), ...(path ? { path } : {}), extensions };
  });
  if (deliversData(result.data)) status = 200;
  const extensions = billing ? { extensions: billing } : {};
  const body = JSON.stringify(errors ? { errors, data: result.data, ...extensions } : { data: result.data, ...extensions });
  return { status, headers, body };
}
