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

/** What one run of codegen reads and writes: the dashboard's (dashboard/codegen.ts) or the typed client's (client/codegen.ts). */
export interface TypedDocumentsConfig {
  schemaFile: string;
  /** Searched for `graphql(`…`)` documents in .ts/.tsx files and for whole .graphql files… */
  sourcesDir: string;
  /** …except the generated output itself. */
  outputDir: string;
  presetConfig: Record<string, unknown>;
  config: Record<string, unknown>;
}

/** The schema as the CLI loads it: built from the SDL and sorted, so the output is stable. */
function loadSchema(schemaFile: string) {
  return lexicographicSortSchema(buildSchema(readFileSync(schemaFile, 'utf8'), { assumeValidSDL: true }));
}

/** Every document of the sources, in path order (as the CLI sorts them). */
function loadDocuments({ sourcesDir, outputDir }: TypedDocumentsConfig): Types.DocumentFile[] {
  const files = readdirSync(sourcesDir, { recursive: true, encoding: 'utf8' })
    .map((relative) => join(sourcesDir, relative))
    .filter((file) => /\.(tsx?|graphql)$/.test(file) && !file.startsWith(outputDir))
    .sort();
  const documents = files.flatMap((location) => {
    const text = readFileSync(location, 'utf8');
    if (location.endsWith('.graphql')) return [{ location, rawSDL: text, document: parse(text) }];
    return gqlPluckFromCodeStringSync(location, text, { skipIndent: true }).map((source) => ({
      location,
      rawSDL: source.body,
      document: parse(source),
    }));
  });
  if (documents.length === 0) throw new Error(`no GraphQL documents found under ${sourcesDir}`);
  return documents;
}

/** The typed documents as codegen makes them from the schema and the operations of the sources (by default the dashboard's). */
export async function generateTypedDocuments(
  options: TypedDocumentsConfig = CODEGEN_CONFIG,
): Promise<Array<{ filename: string; content: string }>> {
  const schemaAst = loadSchema(options.schemaFile);
  // What the CLI adds to every output's configuration when neither is set.
  const importDefaults = { importExtension: '', emitLegacyCommonJSImports: true } as const;
  const config = { ...options.config, ...importDefaults };
  const outputs = await clientPreset.buildGeneratesSection({
    baseOutputDir: options.outputDir,
    presetConfig: options.presetConfig,
    plugins: [],
    schema: getCachedDocumentNodeFromSchema(schemaAst),
    schemaAst,
    documents: loadDocuments(options),
    config,
    pluginMap: {},
    pluginContext: {},
    documentTransforms: [],
  });
  return Promise.all(
    outputs.map(async (output) => ({ filename: output.filename, content: await codegen({ ...output, ...importDefaults }) })),
  );
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  for (const { filename, content } of await generateTypedDocuments()) {
    mkdirSync(dirname(filename), { recursive: true });
    writeFileSync(filename, content);
    process.stdout.write(`wrote ${filename}\n`);
  }
}
