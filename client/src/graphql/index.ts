/**
 * @vin-gateway/client/graphql: the gateway's GraphQL operations as typed documents
 * (TypedDocumentNode), for Apollo Client, urql, graphql-request or any client that takes a
 * DocumentNode — decode, batch, usage, usage history, API keys, webhooks and bulk jobs. Every
 * operation of client/src/graphql/documents is exported as `<Name>Document` with `<Name>Query` /
 * `<Name>Mutation` and `…Variables` types.
 */
export * from './operations.js';
export type { DocumentTypeDecoration, ResultOf, TypedDocumentNode, VariablesOf } from './typed-document-node.js';
