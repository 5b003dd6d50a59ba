// @ts-ignore graphql is an optional peer dependency
import type { DocumentNode } from 'graphql';
export interface DocumentTypeDecoration<TResult, TVariables> {
    /** Never set at run time: it only carries the result and variables types. */
    __apiType?: (variables: TVariables) => TResult;
}
/** A parsed GraphQL document that knows its result and variables types. */
export interface TypedDocumentNode<TResult = {
    [key: string]: any;
}, TVariables = {
    [key: string]: any;
}> extends DocumentNode, DocumentTypeDecoration<TResult, TVariables> {
}
/** The result type of a typed document. */
export type ResultOf<T> = T extends DocumentTypeDecoration<infer TResult, any> ? TResult : never;
/** The variables type of a typed document. */
export type VariablesOf<T> = T extends DocumentTypeDecoration<any, infer TVariables> ? TVariables : never;
