import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Runs an attack script of this folder in a process of its own and resolves with what it prints
 * (JSON). The attackers are other customers on other machines: run in the bench's own process,
 * their uploads' JavaScript (bodies built, answers read, thousands a second once refused) delays
 * the victim's timings on the same event loop, and the victim measures the bench's client as much
 * as the server.
 */
export function runAttack<T>(script: string, args: readonly string[]): Promise<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, script), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as T) : reject(new Error(`the attack ${script} exited ${code}`)))),
  );
}
