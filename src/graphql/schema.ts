import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { builder } from './builder.js';
import './scalars.js';
import './types/accounts.js';
import './types/admin.js';
import './types/api-keys.js';
import './types/auth.js';
import './types/batch-jobs.js';
import './types/catalog.js';
import './types/decode.js';
import './types/ocr.js';
import './types/usage.js';
import './types/vin-validation.js';
import './types/webhooks.js';

let built: GraphQLSchema | undefined;

/** The schema, built once per process from the type modules imported above. */
export function getSchema(): GraphQLSchema {
  built ??= builder.toSchema();
  return built;
}

export function printSchemaSdl(): string {
  return `${printSchema(lexicographicSortSchema(getSchema()))}\n`;
}
