import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { buildOpenApiDocument } from '../../rest-adapter/openapi/document.js';

/** How the client is made: types from the OpenAPI document, then JavaScript and declarations. */
export const CLIENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const TYPES_FILE = join(CLIENT_DIR, 'src/openapi.ts');

const HEADER = '// Generated from the OpenAPI document by `npm run client:build`: do not edit.\n\n';

/** client/src/openapi.ts as openapi-typescript makes it from the document the code builds. */
export async function generateClientTypes(): Promise<string> {
  const ast = await openapiTS(buildOpenApiDocument() as never, { alphabetize: false });
  return HEADER + astToString(ast);
}

/**
 * Compiles client/src with client/tsconfig.json; returns the files of client/dist (path relative
 * to client/ → text) and any type error, without writing anything.
 */
export function compileClient(): { files: Map<string, string>; errors: string[] } {
  const configPath = join(CLIENT_DIR, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} })!;
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const files = new Map<string, string>();
  const emitted = program.emit(undefined, (path, text) => files.set(relative(CLIENT_DIR, path), text));
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...emitted.diagnostics];
  const errors = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return { files, errors };
}
