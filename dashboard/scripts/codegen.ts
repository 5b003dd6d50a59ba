import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import { codegen } from '@graphql-codegen/core';
import { getCachedDocumentNodeFromSchema, type Types } from '@graphql-codegen/plugin-helpers';
import { gqlPluckFromCodeStringSync } from '@graphql-tools/graphql-tag-pluck';
import { buildSchema, lexicographicSortSchema, parse } from 'graphql';
import { CODEGEN_CONFIG } from '../codegen.js';

/*
 * Codegen's core and client preset driven directly rather than through @graphql-codegen/cli: the
 * CLI's loaders (URL, GitHub, git, Apollo) pull in packages that require Node 22, and here the
 * schema is one local file and the documents are template literals in local sources.
 * docs/decisions/0040-codegen-without-its-cli.md
 */

/** The schema as the CLI loads it: built from the SDL and sorted, so the output is stable. */
function loadSchema() {
  return lexicographicSortSchema(buildSchema(readFileSync(CODEGEN_CONFIG.schemaFile, 'utf8'), { assumeValidSDL: true }));
}

/** Every `graphql(`…`)` document in the dashboard's sources, in path order (as the CLI sorts them). */
function loadDocuments(): Types.DocumentFile[] {
  const files = readdirSync(CODEGEN_CONFIG.sourcesDir, { recursive: true, encoding: 'utf8' })
    .map((relative) => join(CODEGEN_CONFIG.sourcesDir, relative))
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(CODEGEN_CONFIG.outputDir))
    .sort();
  const documents = files.flatMap((location) =>
    gqlPluckFromCodeStringSync(location, readFileSync(location, 'utf8'), { skipIndent: true }).map((source) => ({
      location,
      rawSDL: source.body,
      document: parse(source),
    })),
  );
  if (documents.length === 0) throw new Error(`no GraphQL documents found under ${CODEGEN_CONFIG.sourcesDir}`);
  return documents;
}

/** The typed documents as codegen makes them from the schema and the dashboard's operations. */
export async function generateTypedDocuments(): Promise<Array<{ filename: string; content: string }>> {
  const schemaAst = loadSchema();
  // What the CLI adds to every output's configuration when neither is set.
  const importDefaults = { importExtension: '', emitLegacyCommonJSImports: true } as const;
  const config = { ...CODEGEN_CONFIG.config, ...importDefaults };
  const outputs = await clientPreset.buildGeneratesSection({
    baseOutputDir: CODEGEN_CONFIG.outputDir,
    presetConfig: CODEGEN_CONFIG.presetConfig,
    plugins: [],
    schema: getCachedDocumentNodeFromSchema(schemaAst),
    schemaAst,
    documents: loadDocuments(),
    config,
    pluginMap: {},
    pluginContext: {},
    documentTransforms: [],
  });
  return Promise.all(outputs.map(async (output) => ({ filename: output.filename, content: await codegen({ ...output, ...importDefaults }) })));
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  for (const { filename, content } of await generateTypedDocuments()) {
    mkdirSync(dirname(filename), { recursive: true });
    writeFileSync(filename, content);
    process.stdout.write(`wrote ${filename}\n`);
  }
}
