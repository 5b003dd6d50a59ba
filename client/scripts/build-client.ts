import { join, relative } from 'node:path';
import { buildSync, type Format } from 'esbuild';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { buildOpenApiDocument } from '../../rest-adapter/openapi/document.js';
import { CLIENT_DIR } from './client-dir.js';

export { CLIENT_DIR };

/**
 * How @vin-gateway/client is made: types from the OpenAPI document, then one ES module and one
 * CommonJS bundle per entry point (esbuild) and declarations for each (tsc).
 * docs/decisions/0105-client-package-dual-build.md
 */
export const TYPES_FILE = join(CLIENT_DIR, 'src/openapi.ts');

/** The package's entry points: subpath → source (relative to client/). */
export const ENTRY_POINTS = { index: 'src/index.ts', 'graphql/index': 'src/graphql/index.ts' } as const;

/**
 * What the ES module bundle imports at run time: the package's one dependency. The CommonJS bundle
 * carries its own copy: esbuild's Node-compatible interop hands a `.ts` file of a "type": "module"
 * package openapi-fetch's whole CommonJS exports object as its default export, not the function.
 */
const EXTERNAL = ['openapi-fetch'];

const HEADER = '// Generated from the OpenAPI document by `npm run client:build`: do not edit.\n\n';

/** client/src/openapi.ts as openapi-typescript makes it from the document the code builds. */
export async function generateClientTypes(): Promise<string> {
  const ast = await openapiTS(buildOpenApiDocument() as never, { alphabetize: false });
  return HEADER + astToString(ast);
}

/**
 * Builds client/dist in memory: returns its files (path relative to client/ → text) and any
 * type error, without writing anything.
 */
export function compileClient(): { files: Map<string, string>; errors: string[] } {
  const files = new Map<string, string>();
  for (const format of ['esm', 'cjs'] as const) for (const [path, text] of bundle(format)) files.set(path, text);
  const { declarations, errors } = declare();
  for (const [path, declared] of declarations) {
    const text = optionalGraphqlImport(declared);
    // openapi.d.ts holds nothing but types, 270 KB of them: one copy, as CommonJS declarations,
    // which the ES module declarations import as well (allowed both ways, unlike ESM from CJS).
    if (path.endsWith('/openapi.d.ts')) files.set(path.replace(/\.d\.ts$/, '.d.cts'), text);
    else {
      files.set(path, text.replace(/from '\.\/openapi\.js'/g, "from './openapi.cjs'"));
      files.set(path.replace(/\.d\.ts$/, '.d.cts'), toCommonJsDeclaration(text));
    }
  }
  return { files: new Map([...files].sort(([a], [b]) => a.localeCompare(b))), errors };
}

function bundle(format: Format): Map<string, string> {
  const result = buildSync({
    absWorkingDir: CLIENT_DIR,
    entryPoints: ENTRY_POINTS,
    bundle: true,
    format,
    // Neither Node nor a browser: nothing from node: can be imported, fetch and friends are globals.
    platform: 'neutral',
    target: 'es2022',
    external: format === 'esm' ? EXTERNAL : [],
    outdir: 'dist',
    outExtension: { '.js': format === 'cjs' ? '.cjs' : '.js' },
    write: false,
    logLevel: 'silent',
  });
  return new Map(result.outputFiles.map((file) => [relative(CLIENT_DIR, file.path), file.text]));
}

/** tsc's declarations (.d.ts) of client/src with client/tsconfig.json, and any type error. */
function declare(): { declarations: Map<string, string>; errors: string[] } {
  const configPath = join(CLIENT_DIR, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const options = { ...config.options, noEmit: false, emitDeclarationOnly: true };
  const program = ts.createProgram({ rootNames: config.fileNames, options });
  const declarations = new Map<string, string>();
  const emitted = program.emit(undefined, (path, text) => declarations.set(relative(CLIENT_DIR, path), text));
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  return { declarations, errors: diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) };
}

/**
 * graphql is an optional peer: the declarations' import of it gets a @ts-ignore (tsc drops comments
 * on imports), so a consumer without graphql type-checks the declarations too (decision 0111).
 */
function optionalGraphqlImport(text: string): string {
  return text.replace(/^(import type \{ DocumentNode \} from 'graphql';)$/m, '// @ts-ignore graphql is an optional peer dependency\n$1');
}

/** A declaration file for the CommonJS build: its relative imports name the .cjs siblings. */
function toCommonJsDeclaration(text: string): string {
  return text.replace(/(from '\.\/[\w/-]+)\.js'/g, "$1.cjs'");
}
