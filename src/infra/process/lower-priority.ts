import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers this process's scheduling priority to `niceness`, every thread of it. On Linux a nice
 * value belongs to a thread: setting the process's only reaches the main thread (and the threads it
 * starts from then on), while the threads Node started before any JavaScript ran (V8's garbage
 * collector helpers, the libuv pool) keep the default and compete with the server as equals.
 * Elsewhere only the process's own value is set.
 */
export function lowerPriority(niceness: number): void {
  setPriority(niceness);
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  for (const tid of threads) {
    try {
      setPriority(Number(tid), niceness);
    } catch {
      // A thread that ended meanwhile.
    }
  }
}
