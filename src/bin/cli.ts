/**
 * The `vin-gateway` command table. Each command's code is imported only when that command runs,
 * so `--help` loads nothing and `decode` never loads the server, the GraphQL schema or the OCR
 * engine: a CLI start costs what its command needs and no more.
 */
type Run = (args: string[]) => Promise<number>;

interface Command {
  summary: string;
  load(): Promise<Run>;
}

const COMMANDS: Record<string, Command> = {
  serve: {
    summary: 'start the HTTP server (GraphQL at /graphql, REST at /api/v1)',
    load: async () => (await import('./serve.command.js')).runServeCommand,
  },
  decode: {
    summary: 'decode VINs offline: decode <VIN…> | --file vins.txt (- for stdin) [--shape A|B] [--raw]',
    load: async () => (await import('./decode.main.js')).runDecodeFromCli,
  },
  migrate: {
    summary: 'apply pending database migrations and exit',
    load: async () => (await import('./migrate.command.js')).runMigrateCommand,
  },
  admin: {
    summary: 'manage accounts: create-user, create-api-key, set-password, set-role, set-plan, suspend, activate',
    load: async () => (await import('./admin.command.js')).runAdminCommand,
  },
  'catalog:prepare': {
    summary: 'unpack and index the vPIC catalog now (the server and decode otherwise do it on first use)',
    load: async () => (await import('./catalog-prepare.command.js')).runCatalogPrepareCommand,
  },
  'schema:print': {
    summary: 'write the GraphQL SDL to schema/schema.graphql (--stdout to print it)',
    load: async () => (await import('./schema-print.command.js')).runSchemaPrintCommand,
  },
  'openapi:print': {
    summary: 'write the OpenAPI document of /api/v1 to openapi/openapi.json (--stdout to print it)',
    load: async () => (await import('./openapi-print.command.js')).runOpenApiPrintCommand,
  },
};

/**
 * Errors that are the user's to fix (configuration, a busy or unusable database, a busy port, a
 * native module built for another Node.js): one line, exit 1.
 */
const USER_ERRORS = new Set([
  'ConfigError',
  'EmbeddedDatabaseBusyError',
  'NativeModuleBuildError',
  'PortInUseError',
  'StateDatabaseUnavailableError',
]);

/** The one line a user's error deserves instead of a stack trace; undefined for anything else. */
export function userErrorLine(error: unknown): string | undefined {
  return error instanceof Error && USER_ERRORS.has(error.name) ? `vin-gateway: ${error.message}\n` : undefined;
}

function usage(): string {
  const width = Math.max(...Object.keys(COMMANDS).map((n) => n.length));
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(width)}  ${c.summary}`);
  return (
    `Usage: vin-gateway <command> [options]\n\nCommands:\n${lines.join('\n')}\n\n` +
    'Run `vin-gateway <command> --help` for its options. Settings come from environment variables\n' +
    '(README.md, "Configuration").\n'
  );
}

/** The CLI entry point; returns the process exit code. */
export async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    process.stdout.write(usage());
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`vin-gateway: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  try {
    return await (
      await command.load()
    )(args);
  } catch (error) {
    const line = userErrorLine(error);
    if (line === undefined) throw error;
    process.stderr.write(line);
    return 1;
  }
}
