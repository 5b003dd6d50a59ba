import { loadConfig } from '../config.js';
import { startServer } from '../main.js';

export async function runServeCommand(_args: string[]): Promise<number> {
  const config = loadConfig();
  const running = await startServer(config);
  const { logger } = running.services;
  logger.info({ url: running.url, database: running.stateDb.kind, shape: config.responseShape }, 'vin-gateway listening');
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
