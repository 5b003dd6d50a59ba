import { fileURLToPath } from 'node:url';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Typed documents for the dashboard's GraphQL operations (client preset), made from
 * schema/schema.graphql: an operation the schema no longer answers fails generation.
 */
export const CODEGEN_CONFIG = {
  schemaFile: at('../schema/schema.graphql'),
  /** Every .ts/.tsx file under here is searched for `graphql(`…`)` documents… */
  sourcesDir: at('./src/'),
  /** …except the generated output itself. */
  outputDir: at('./src/gql/'),
  presetConfig: { fragmentMasking: false },
  config: {
    documentMode: 'string',
    enumsAsTypes: true,
    useTypeImports: true,
    scalars: { DateTime: 'string', File: 'File' },
  },
} as const;
