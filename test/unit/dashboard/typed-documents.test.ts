import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate, type GraphQLSchema } from 'graphql';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { generateTypedDocuments } from '../../../dashboard/scripts/codegen.js';
import * as generated from '../../../dashboard/src/gql/graphql.js';
import { SCHEMA_FILE } from '../../../src/bin/schema-print.command.js';

const DASHBOARD_TSCONFIG = new URL('../../../dashboard/tsconfig.json', import.meta.url).pathname;

/** The operations the dashboard sends, as the generated module holds them. */
const documents = Object.entries(generated)
  .filter(([name, value]) => name.endsWith('Document') && value instanceof String)
  .map(([name, value]) => ({ name, source: String(value) }));

function problems(schema: GraphQLSchema): string[] {
  return documents.flatMap(({ name, source }) => validate(schema, parse(source)).map((e) => `${name}: ${e.message}`));
}

describe("the dashboard's typed GraphQL documents", () => {
  it('are all valid against schema/schema.graphql', () => {
    expect(documents.length).toBeGreaterThanOrEqual(14);
    expect(problems(buildSchema(readFileSync(SCHEMA_FILE, 'utf8')))).toEqual([]);
  });

  it('would fail on a schema that renamed a field the dashboard reads', () => {
    const sdl = readFileSync(SCHEMA_FILE, 'utf8').replace('usageHistory(days: Int)', 'usageByDay(days: Int)');
    expect(sdl).not.toContain('usageHistory(');
    expect(problems(buildSchema(sdl))).toEqual(['DashboardOverviewDocument: Cannot query field "usageHistory" on type "Query".']);
  });

  it('are what codegen makes from the schema and the dashboard sources (run `npm run dashboard:build`)', async () => {
    for (const { filename, content } of await generateTypedDocuments()) expect(readFileSync(filename, 'utf8'), filename).toBe(content);
  });

  it('type-check the dashboard: a changed result type breaks the code that reads it', () => {
    const config = ts.getParsedCommandLineOfConfigFile(
      DASHBOARD_TSCONFIG,
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
    )!;
    const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
