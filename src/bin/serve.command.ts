import { loadConfig } from '../config.js';
import { createDemoAccount } from '../domain/accounts/demo-account.js';
import { startServer } from '../main.js';

export async function runServeCommand(_args: string[]): Promise<number> {
  const config = loadConfig();
  const running = await startServer(config);
  const { logger } = running.services;
  logger.info({ url: running.url, database: running.stateDb.kind, shape: config.responseShape }, 'vin-gateway listening');
  // Only a brand-new embedded database gets a demo account; a shared PostgreSQL never does.
  if (running.stateDb.kind === 'pglite-file' && running.stateDb.createdNow) {
    const demo = await createDemoAccount(running.services);
    process.stdout.write(
      `\nA new embedded database: created a demo account (pro plan). Shown once, keep it:\n` +
        `  e-mail:   ${demo.email}\n  password: ${demo.password}\n  API key:  ${demo.apiKey}\n\n` +
        `  curl -s -XPOST ${running.url}/api/v1/auth/login -H 'content-type: application/json' \\\n` +
        `    -d '{"email":"${demo.email}","password":"${demo.password}"}'\n`,
    );
  }
  process.stderr.write(`\nvin-gateway is up: GraphiQL at ${running.url}/graphql, REST at ${running.url}/api/v1\n\n`);
  await new Promise<void>((resolve) => {
    const stop = (signal: string) => {
      logger.info({ signal }, 'shutting down');
      running.close().then(resolve, resolve);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  return 0;
}
