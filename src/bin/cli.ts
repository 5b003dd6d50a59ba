import { ConfigError, loadConfig } from '../config.js';
import { EmbeddedDatabaseBusyError } from '../data/embedded-lock.js';
import { runAdminCommand } from './admin.command.js';
import { runDecodeCommand } from './decode.command.js';
import { runMigrateCommand } from './migrate.command.js';
import { runOpenApiPrintCommand } from './openapi-print.command.js';
import { runSchemaPrintCommand } from './schema-print.command.js';
import { runServeCommand } from './serve.command.js';

interface Command {
  summary: string;
  run(args: string[]): Promise<number>;
}

const COMMANDS: Record<string, Command> = {
  serve: { summary: 'start the HTTP server (GraphQL at /graphql, REST at /api/v1)', run: runServeCommand },
  decode: {
    summary: 'decode VINs offline: decode <VIN…> | --file vins.txt (- for stdin) [--shape A|B] [--raw]',
    run: (args) => {
      const config = loadConfig();
      return runDecodeCommand(args, { stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, dataDir: config.dataDir, vpicDbPath: config.vpicDbPath });
    },
  },
  migrate: { summary: 'apply pending database migrations and exit', run: runMigrateCommand },
  admin: { summary: 'manage accounts: create-user, create-api-key, suspend, activate, set-plan', run: runAdminCommand },
  'schema:print': { summary: 'write the GraphQL SDL to schema/schema.graphql (--stdout to print it)', run: runSchemaPrintCommand },
  'openapi:print': { summary: 'write the OpenAPI document of /api/v1 to openapi/openapi.json (--stdout to print it)', run: runOpenApiPrintCommand },
};

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return `Usage: vin-gateway <command> [options]\n\nCommands:\n${lines.join('\n')}\n\nSettings come from environment variables; see README.md.\n`;
}

/** The CLI entry point; returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(usage());
    return name ? 0 : 1;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`vin-gateway: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(args);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
      process.stderr.write(`vin-gateway: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
