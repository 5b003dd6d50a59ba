// graphql is an optional peer: the build keeps a @ts-ignore on this import in the declarations, so
// without graphql DocumentNode is unknown to the checker yet the rest still types (decision 0111).
import type { DocumentNode } from 'graphql';

/*
 * The TypedDocumentNode of @graphql-typed-document-node/core, written out: Apollo Client, urql,
 * graphql-request and the others infer result and variables from `__apiType` structurally, so
 * this interface is theirs and the package needs no dependency for three lines of types.
 */

export interface DocumentTypeDecoration<TResult, TVariables> {
  /** Never set at run time: it only carries the result and variables types. */
  __apiType?: (variables: TVariables) => TResult;
}

/** A parsed GraphQL document that knows its result and variables types. */
export interface TypedDocumentNode<TResult = { [key: string]: any }, TVariables = { [key: string]: any }>
  extends DocumentNode, DocumentTypeDecoration<TResult, TVariables> {}

/** The result type of a typed document. */
export type ResultOf<T> = T extends DocumentTypeDecoration<infer TResult, any> ? TResult : never;

/** The variables type of a typed document. */
export type VariablesOf<T> = T extends DocumentTypeDecoration<any, infer TVariables> ? TVariables : never;
