import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { codegen } from '@graphql-codegen/core';
import { getCachedDocumentNodeFromSchema, type Types } from '@graphql-codegen/plugin-helpers';
import * as typescriptOperations from '@graphql-codegen/typescript-operations';
import { buildSchema, Kind, lexicographicSortSchema, parse, visit, type OperationDefinitionNode } from 'graphql';
import { operationsFor, type OperationName } from '../operations.js';
import type { ResponseShape } from '../../src/config.js';

/*
 * rest-adapter/operations.generated.ts: the result and variable types of the stored operations,
 * made by GraphQL Code Generator's typescript-operations plugin (what the client preset of the
 * dashboard and the client runs) from schema/schema.graphql and the documents operationsFor()
 * builds. `npm run rest:types` rewrites it; a unit test fails when it is stale. Decision 0610.
 */

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export const SCHEMA_FILE = at('../../schema/schema.graphql');
export const OPERATION_TYPES_FILE = at('../operations.generated.ts');

const SHAPES: readonly ResponseShape[] = ['A', 'B'];

const HEADER = `// Generated from schema/schema.graphql and rest-adapter/operations.ts by \`npm run rest:types\`: do not edit.
/* eslint-disable */
`;

/** The same options as the dashboard's and the client's codegen, so a type reads the same in all three. */
const CONFIG = { enumsAsTypes: true, useTypeImports: true, scalars: { DateTime: 'string', File: 'File' } };

interface StoredOperation {
  name: string;
  /** Its document in each response shape: the same text unless the shape changes the selection. */
  sources: Record<ResponseShape, string>;
}

function storedOperations(): StoredOperation[] {
  const [a, b] = [operationsFor('A'), operationsFor('B')];
  return (Object.keys(a) as OperationName[]).map((name) => ({ name, sources: { A: a[name], B: b[name] } }));
}

const shapeIndependent = (operation: StoredOperation) => operation.sources.A === operation.sources.B;

/** The name codegen gives an operation's document: its own, or with the shape for the decodes whose selection depends on it. */
const documentName = (operation: StoredOperation, shape: ResponseShape) =>
  shapeIndependent(operation) ? operation.name : `${operation.name}Shape${shape}`;

function renamed(source: string, name: string) {
  return visit(parse(source), {
    OperationDefinition: (node): OperationDefinitionNode => ({ ...node, name: { kind: Kind.NAME, value: name } }),
  });
}

function documentsOf(operations: StoredOperation[]): Types.DocumentFile[] {
  return operations.flatMap((operation) => {
    const shapes = shapeIndependent(operation) ? SHAPES.slice(0, 1) : SHAPES;
    return shapes.map((shape) => {
      const name = documentName(operation, shape);
      return { location: `rest-adapter/operations.ts#${name}`, document: renamed(operation.sources[shape], name) };
    });
  });
}

/** `DecodeVinShapeAQuery`, `LoginMutation`: typescript-operations' names for a document's data (and + Variables for its variables). */
function typeName(operation: StoredOperation, shape: ResponseShape): string {
  const kind = /^\s*mutation\b/.test(operation.sources[shape]) ? 'Mutation' : 'Query';
  return `${documentName(operation, shape)}${kind}`;
}

/** The lookup the route table is typed with: each operation's variables, and its data in each response shape. */
function operationMap(operations: StoredOperation[]): string {
  const rows = operations.map((operation) => {
    const data = SHAPES.map((shape) => `${shape}: ${typeName(operation, shape)}`).join('; ');
    return `  ${operation.name}: { variables: ${typeName(operation, 'A')}Variables; data: { ${data} } };`;
  });
  return [
    '/** Every stored operation: the variables it takes and the data it answers in each response shape. */',
    'export type StoredOperationTypes = {',
    ...rows,
    '};',
    '',
  ].join('\n');
}

export async function generateOperationTypes(): Promise<string> {
  const schemaAst = lexicographicSortSchema(buildSchema(readFileSync(SCHEMA_FILE, 'utf8'), { assumeValidSDL: true }));
  const operations = storedOperations();
  const types = await codegen({
    filename: OPERATION_TYPES_FILE,
    schema: getCachedDocumentNodeFromSchema(schemaAst),
    schemaAst,
    documents: documentsOf(operations),
    plugins: [{ 'typescript-operations': {} }],
    pluginMap: { 'typescript-operations': typescriptOperations },
    config: CONFIG,
  });
  return `${HEADER}${types}\n${operationMap(operations)}`;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  writeFileSync(OPERATION_TYPES_FILE, await generateOperationTypes());
  process.stdout.write(`wrote ${OPERATION_TYPES_FILE}\n`);
}
