import { loadConfig } from '../config.js';
import { runDecodeCommand } from './decode.command.js';

/** `vin-gateway decode` with the process's own streams and the catalog settings of the environment. */
export function runDecodeFromCli(args: string[]): Promise<number> {
  const config = loadConfig();
  return runDecodeCommand(args, {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    dataDir: config.dataDir,
    vpicDbPath: config.vpicDbPath,
  });
}
