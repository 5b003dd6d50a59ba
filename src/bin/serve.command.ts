import { idleScheduling } from '../infra/process/idle-scheduling.js';
import { loadConfig } from '../config.js';
import { hasAnyAccount } from '../data/repos/accounts.repo.js';
import { createDemoAccount } from '../domain/accounts/demo-account.js';
import { startServer } from '../main.js';
import { showDemoAccount } from './demo-account.banner.js';
import { asPortInUse, ensurePortFree } from './port-check.js';

const USAGE = `Usage: vin-gateway serve [--role all|api|worker]

Starts the HTTP server: GraphQL at /graphql, REST at /api/v1, /healthz and /readyz. Settings come
from environment variables (README.md, "Configuration"); with DATABASE_URL unset the state lives in
an embedded database in DATA_DIR and the server listens on 127.0.0.1 unless HOST says otherwise.

  --role all     answer requests and run bulk jobs, webhooks and sweeps (the default; ROLE)
  --role api     answer requests only; no background work
  --role worker  run bulk jobs, webhooks and sweeps; serve only /healthz, /readyz and /metrics
`;

/** `--role X` or `--role=X`, which sets ROLE for this process; undefined when absent. */
function roleArgument(args: string[]): string | undefined {
  const at = args.findIndex((arg) => arg === '--role' || arg.startsWith('--role='));
  if (at === -1) return undefined;
  const arg = args[at]!;
  return arg.includes('=') ? arg.slice('--role='.length) : (args[at + 1] ?? '');
}

export async function runServeCommand(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(USAGE);
    return 0;
  }
  const role = roleArgument(args);
  const config = loadConfig(role === undefined ? process.env : { ...process.env, ROLE: role });
  // Before any database or data folder exists: a busy port must not cost a first start its demo account.
  await ensurePortFree(config.host, config.port);
  const running = await startServer(config).catch((error: unknown) => {
    throw asPortInUse(error, config.host, config.port);
  });
  const { logger } = running.services;
  if (config.role === 'worker' && config.workerScheduling === 'idle' && !idleScheduling()) {
    logger.warn(
      'WORKER_SCHEDULING=idle: SCHED_IDLE could not be set (not Linux, or chrt missing or refused); the worker runs at its normal priority',
    );
  }
  logger.info(
    { url: running.url, database: running.stateDb.kind, shape: config.responseShape, role: config.role },
    'vin-gateway listening',
  );
  // An embedded database without any account gets a demo account (a shared PostgreSQL never does),
  // also when the start that created the database did not get that far; an in-memory one too, at
  // every start (it starts empty each time, and without it nobody could call anything).
  if (running.stateDb.kind !== 'postgres' && !(await hasAnyAccount(running.services.db))) {
    const inMemory = running.stateDb.kind === 'pglite-memory';
    showDemoAccount(await createDemoAccount(running.services), running.url, config.dataDir, process.stderr, inMemory);
  }
  process.stderr.write(
    config.role === 'worker'
      ? `\nvin-gateway is up as a worker: health at ${running.url}/healthz\n\n`
      : `\nvin-gateway is up: GraphiQL at ${running.url}/graphql, REST at ${running.url}/api/v1\n\n`,
  );
  const code = await new Promise<number>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      // A second signal while draining: the operator wants out now.
      process.once('SIGINT', () => process.exit(1));
      process.once('SIGTERM', () => process.exit(1));
      logger.info({ signal, delayMs: config.shutdownDelayMs, timeoutMs: config.shutdownTimeoutMs }, 'shutting down');
      running.shutdown().then(
        (report) => {
          logger.info(report, 'shut down');
          resolve(0);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'shutting down failed');
          resolve(1);
        },
      );
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  // Everything is closed; should a library still hold the event loop open, exit anyway.
  setTimeout(() => process.exit(code), 1000).unref();
  return code;
}
