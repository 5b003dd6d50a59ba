import { spawn } from 'node:child_process';
import { openTestCatalog, testCatalogPath } from './catalog.js';
import { CLI, REPO_ROOT } from './cli.js';

export interface GatewayProcess {
  url: string;
  stop(): Promise<void>;
  /** Kills the process without a chance to clean up (a crash). */
  kill(): Promise<void>;
}

/** Starts `vin-gateway serve` as its own OS process on a free port and waits until it listens. */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  await openTestCatalog(); // unpacked once and shared, instead of each process unpacking its own
  const child = spawn(process.execPath, [CLI, 'serve'], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', VPIC_DB_PATH: testCatalogPath(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stdout.resume();
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start: ${stderr}`)), 60_000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /GraphiQL at (http:\/\/\S+)\/graphql/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}: ${stderr}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}
