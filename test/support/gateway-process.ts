import { spawn } from 'node:child_process';
import { openTestCatalog, testCatalogPath } from './catalog.js';
import { CLI, REPO_ROOT } from './cli.js';

export interface GatewayProcess {
  url: string;
  /** The OS process id (to read its memory from /proc). */
  pid: number;
  stop(): Promise<void>;
  /** Kills the process without a chance to clean up (a crash). */
  kill(): Promise<void>;
  /** Sends a signal without waiting for the exit (see `exited`). */
  signal(name: NodeJS.Signals): void;
  /** The exit code (null when a signal ended it) and that signal. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Everything written so far: the JSON log on stdout, messages on stderr. */
  readonly stdout: string;
  readonly stderr: string;
}

/** Starts `vin-gateway serve` as its own OS process on a free port and waits until it listens. */
export async function startGatewayProcess(env: Record<string, string>, args: string[] = []): Promise<GatewayProcess> {
  await openTestCatalog(); // unpacked once and shared, instead of each process unpacking its own
  const child = spawn(process.execPath, [CLI, 'serve', ...args], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      VPIC_DB_PATH: testCatalogPath(),
      // Loading the image reader's models after listening costs each process a second or more of
      // CPU (on two cores shared with the test); a test that reads images turns it back on.
      OCR_PRELOAD: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway did not start: ${stderr}`)), 60_000);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /(?:GraphiQL at (http:\/\/\S+)\/graphql|health at (http:\/\/\S+)\/healthz)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        resolve((match[1] ?? match[2])!);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited with ${code}: ${stderr}`));
    });
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    url,
    pid: child.pid!,
    exited,
    signal: (name) => void child.kill(name),
    get stdout() {
      return stdout;
    },
    get stderr() {
      return stderr;
    },
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
