import {
  execute,
  getOperationAST,
  getVariableValues,
  OperationTypeNode,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../context.js';
import { DocumentCache, documentBytes, documentKey } from './document-cache.js';
import { settleBilling, type BillingExtension } from './billing.js';
import { classifyError, deliversData, toClientGraphQLError } from './errors.js';
import { parseWithinLimits } from './limits.js';
import { noNulInLiterals } from './nul-characters.js';
import { findVariablesProblem } from './variables-check.js';
import { freeAliases, MAX_FREE_ALIASES, operationCostRule } from './operation-cost.js';

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
export type DirectExecutor = ((request: GraphQLRequestBody, context: RequestContext) => Promise<DirectResponse | undefined>) & {
  /** Whether this document is parsed, valid and kept: running it again parses nothing. */
  knows(query: string): boolean;
  /** What the caches hold (entries and estimated bytes). */
  cacheStats(): { documents: number; documentBytes: number; compiled: number; compiledBytes: number };
};

export interface DirectExecutorOptions {
  /** Memory the parsed and the compiled documents may hold, each (estimated). */
  maxCacheBytes?: number;
}

/** A valid document, and how often it was asked for (compiled to JavaScript once it is asked again). */
interface KnownDocument {
  document: DocumentNode;
  uses: number;
}

/** A compiled operation, with the document it came from (its code refers to the document's nodes). */
interface CompiledDocument {
  document: DocumentNode;
  query: CompiledQuery | undefined;
}

/** Compiled code held 150–820 bytes a token, measured on graphql-jit 0.8: four parsed documents' worth covers it. */
const compiledBytes = (entry: CompiledDocument) => 4 * documentBytes(entry.document);

export function createDirectExecutor(schema: GraphQLSchema, options: DirectExecutorOptions = {}): DirectExecutor {
  const maxBytes = options.maxCacheBytes ?? 32 * 1024 * 1024;
  const documents = new DocumentCache<KnownDocument>(maxBytes, (known) => documentBytes(known.document));
  const compiled = new DocumentCache<CompiledDocument>(maxBytes, compiledBytes);
  // Hashes of documents that failed to parse or validate: the full server words their errors, and
  // this side does not parse them again. 44-character keys, so a count bounds their memory.
  const rejected = new LRUCache<string, true>({ max: 10_000 });
  const rules = [...specifiedRules, operationCostRule(), noNulInLiterals];

  function documentFor(query: string): KnownDocument | undefined {
    const known = documents.get(query);
    if (known) {
      known.uses++;
      return known;
    }
    const key = documentKey(query);
    if (rejected.has(key)) return undefined;
    try {
      const parsed = parseWithinLimits(query);
      // A document past the free-alias bound is left to the full server, which refuses it with a 400.
      if (validate(schema, parsed, rules).length === 0 && freeAliases(schema, parsed) <= MAX_FREE_ALIASES) {
        const entry = { document: parsed, uses: 1 };
        documents.set(query, entry);
        return entry;
      }
    } catch {
      // a syntax error or a document past the limits: the full server words it
    }
    rejected.set(key, true);
    return undefined;
  }

  /**
   * Compiling costs far more than one execution: a document is compiled only once it comes back,
   * so a stream of distinct documents costs an interpretation each, not a compilation each.
   */
  function compiledFor(query: string, known: KnownDocument, operationName: string | undefined): CompiledQuery | undefined {
    if (known.uses < 2) return undefined;
    const key = `${operationName ?? ''}\u0000${query}`;
    let entry = compiled.get(key);
    if (entry === undefined) {
      const result = compileQuery(schema, known.document, operationName);
      entry = { document: known.document, query: isCompiledQuery(result) ? result : undefined };
      compiled.set(key, entry);
    }
    return entry.query;
  }

  async function run(request: GraphQLRequestBody, context: RequestContext): Promise<DirectResponse | undefined> {
    const known = documentFor(request.query);
    if (!known) return undefined;
    const { document } = known;
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
    const query = compiledFor(request.query, known, operationName);
    const result = (await (query
      ? query.query(undefined, context, variables)
      : execute({ schema, document, variableValues: variables, operationName, contextValue: context }))) as ExecutionResult;
    // The answer is final: what it carries is what is billed (decision 0044).
    return respond(result, context, await settleBilling(context, result.data ?? null));
  }

  const cacheStats = () => ({
    documents: documents.size,
    documentBytes: documents.bytes,
    compiled: compiled.size,
    compiledBytes: compiled.bytes,
  });
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
    // Compiled queries report locations without AST nodes: carry them over as they are.
    const locations = client.locations ?? error.locations;
    return { message: client.message, ...(locations ? { locations } : {}), ...(client.path ? { path: client.path } : {}), extensions };
  });
  if (deliversData(result.data)) status = 200;
  const extensions = billing ? { extensions: billing } : {};
  const body = JSON.stringify(errors ? { errors, data: result.data, ...extensions } : { data: result.data, ...extensions });
  return { status, headers, body };
}
