import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/** The line an attack script prints first when the row should wait until it has begun (`ready`). */
export const ATTACK_READY_LINE = 'attack-ready';

export interface RunningAttack<T> {
  /** Resolves when the script prints ATTACK_READY_LINE (its attack has begun); scripts that never do leave it pending. */
  ready: Promise<void>;
  /** What the script printed last (JSON), once it exits 0. */
  done: Promise<T>;
}

/**
 * Runs an attack script of this folder in a process of its own. The attackers are other customers
 * on other machines: run in the bench's own process, their requests' JavaScript (bodies built,
 * answers read, thousands a second once refused) delays the victim's timings on the same event
 * loop, and the victim measures the bench's client as much as the server.
 */
export function startAttack<T>(script: string, args: readonly string[]): RunningAttack<T> {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, script), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let signalReady = () => {};
  const ready = new Promise<void>((resolve) => (signalReady = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.startsWith(`${ATTACK_READY_LINE}\n`)) signalReady();
  });
  const done = new Promise<T>((resolve, reject) =>
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the attack ${script} exited ${code}`));
      resolve(JSON.parse(out.trim().split('\n').at(-1)!) as T);
    }),
  );
  return { ready, done };
}

/** Runs an attack script to its end (startAttack) and resolves with what it printed. */
export function runAttack<T>(script: string, args: readonly string[]): Promise<T> {
  return startAttack<T>(script, args).done;
}
