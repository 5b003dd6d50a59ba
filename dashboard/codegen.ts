import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Typed documents for the dashboard's GraphQL operations (client preset), made from
 * schema/schema.graphql: an operation the schema no longer answers fails generation.
 */
export const CODEGEN_CONFIG: CodegenConfig = {
  schema: at('../schema/schema.graphql'),
  documents: [at('./src/**/*.{ts,tsx}'), `!${at('./src/gql/**')}`],
  ignoreNoDocuments: false,
  silent: true,
  generates: {
    [at('./src/gql/')]: {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTime: 'string', File: 'File' },
      },
    },
  },
};
