import {
  execute,
  GraphQLError,
  Kind,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  type SourceLocation,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import { documentBytes } from './document-cache.js';

/**
 * The one way an operation runs (decision 0611). Yoga (through its execute hook), the GraphQL
 * route's direct path and the REST routes' stored operations all hand it their parsed, validated
 * document; each document's operations are compiled to JavaScript (graphql-jit) once the document
 * comes back, and run from then on as that code. What the callers check before (limits, variables)
 * and settle after (billing) is theirs: their answers differ in shape, not in how they run.
 */
export interface OperationExecutor {
  execute(args: ExecutionArgs): Promise<ExecutionResult>;
  /** What the compiled operations hold (entries and estimated bytes). */
  stats(): { compiled: number; compiledBytes: number };
}

/** A document's compiled operations by name ('' for the only one); undefined where the compiler declined. */
type CompiledOperations = Map<string, CompiledQuery | undefined>;

/** Compiled code held 150–820 bytes a token, measured on graphql-jit 0.8: four parsed documents' worth covers an operation. */
function compiledBytes(document: DocumentNode): number {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
  return 4 * Math.max(1, operations) * documentBytes(document);
}

/**
 * A compiled operation's error as graphql-js makes it: graphql-jit gives its errors locations but
 * no source or positions, and an error rebuilt from those (yoga rebuilds each it answers) loses
 * where it happened.
 */
function placed(error: GraphQLError, document: DocumentNode): GraphQLError {
  const source = document.loc?.source;
  if (error.nodes || error.positions || !error.locations || !source) return error;
  return new GraphQLError(error.message, {
    source,
    positions: error.locations.map((location) => offsetOf(source.body, location)),
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/** Where a line and column (both from 1) fall in `text`, lines ended as graphql-js ends them. */
function offsetOf(text: string, { line, column }: SourceLocation): number {
  const lineEnds = /\r\n|[\n\r]/g;
  let start = 0;
  for (let at = 1; at < line && lineEnds.exec(text); at++) start = lineEnds.lastIndex;
  return start + column - 1;
}

export function createOperationExecutor(schema: GraphQLSchema, options: { maxCompiledBytes?: number } = {}): OperationExecutor {
  // Keyed by the parsed document itself: every caller parses a text once and keeps the result
  // (yoga's document cache, the direct path's, the stored operations), so a text run again is the
  // same object. Bounded by what the code holds; the bound also holds those documents.
  const compiled = new LRUCache<DocumentNode, CompiledOperations>({ maxSize: options.maxCompiledBytes ?? 32 * 1024 * 1024 });
  // Compiling costs far more than one execution: a document is compiled only once it comes back,
  // so a stream of distinct documents costs an interpretation each, not a compilation each.
  const seenOnce = new WeakSet<DocumentNode>();

  function compiledFor(document: DocumentNode, operationName: string | undefined): CompiledQuery | undefined {
    let operations = compiled.get(document);
    if (operations === undefined) {
      if (!seenOnce.has(document)) {
        seenOnce.add(document);
        return undefined;
      }
      const size = compiledBytes(document);
      if (size > compiled.maxSize) return undefined;
      operations = new Map();
      compiled.set(document, operations, { size });
    }
    const name = operationName ?? '';
    if (!operations.has(name)) {
      const result = compileQuery(schema, document, operationName);
      operations.set(name, isCompiledQuery(result) ? result : undefined);
    }
    return operations.get(name);
  }

  return {
    async execute(args) {
      const query = args.schema === schema ? compiledFor(args.document, args.operationName ?? undefined) : undefined;
      if (!query) return execute(args);
      const result = (await query.query(args.rootValue, args.contextValue, args.variableValues ?? {})) as ExecutionResult;
      // Variables that do not fit the operation: no data at all. graphql-js words that refusal, as
      // it did the first time this document ran.
      if (!('data' in result)) return execute(args);
      return result.errors?.length
        ? { errors: result.errors.map((e) => placed(e, args.document)), data: result.data }
        : { data: result.data };
    },
    stats: () => ({ compiled: compiled.size, compiledBytes: compiled.calculatedSize }),
  };
}
