import { join } from 'node:path';
import { generateTypedDocuments, type TypedDocumentsConfig } from '../../dashboard/scripts/codegen.js';
import { CLIENT_DIR } from './client-dir.js';

/**
 * @vin-gateway/client/graphql: TypedDocumentNode operations for any GraphQL client, made by the
 * dashboard's codegen (client preset, decision 0040) from schema/schema.graphql and the .graphql
 * files in client/src/graphql/documents. Adding an operation is adding (or editing) one of those
 * files and running `npm run client:build`. docs/decisions/0106-typed-documents-in-the-client.md
 */
export const CLIENT_CODEGEN_CONFIG: TypedDocumentsConfig = {
  schemaFile: join(CLIENT_DIR, '../schema/schema.graphql'),
  sourcesDir: join(CLIENT_DIR, 'src/graphql/documents/'),
  outputDir: join(CLIENT_DIR, 'src/graphql/generated/'),
  presetConfig: { fragmentMasking: false },
  config: {
    // Parsed documents (DocumentNode), what Apollo, urql, graphql-request and others take.
    documentMode: 'documentNode',
    enumsAsTypes: true,
    useTypeImports: true,
    scalars: { DateTime: 'string', File: 'File' },
  },
};

export const DOCUMENTS_FILE = join(CLIENT_DIR, 'src/graphql/operations.ts');

const HEADER = '// Generated from schema/schema.graphql and client/src/graphql/documents by `npm run client:build`: do not edit.\n';
const CORE_IMPORT = "from '@graphql-typed-document-node/core';";

/**
 * client/src/graphql/operations.ts: the preset's graphql.ts (types and documents) alone, its
 * TypedDocumentNode taken from ./typed-document-node.js, so the package needs no dependency for it.
 */
export async function generateClientDocuments(): Promise<string> {
  const outputs = await generateTypedDocuments(CLIENT_CODEGEN_CONFIG);
  const operations = outputs.find((output) => output.filename.endsWith('/graphql.ts'));
  if (!operations || !operations.content.includes(CORE_IMPORT))
    throw new Error('codegen no longer writes graphql.ts importing @graphql-typed-document-node/core');
  return HEADER + operations.content.replace(CORE_IMPORT, "from './typed-document-node.js';");
}
