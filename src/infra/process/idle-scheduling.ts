import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Where Debian (and the Docker image's base) keeps util-linux's chrt. */
const CHRT = '/usr/bin/chrt';

/**
 * Puts every thread of this process under Linux's SCHED_IDLE (`chrt --all-tasks --idle --pid 0`):
 * it then runs only on a core no other work wants, and the kernel preempts it at once when a thread
 * of normal policy wakes. Threads started later (onnxruntime's) inherit the policy of the thread
 * that starts them. Node has no call for it, hence chrt. False, with nothing changed, where that
 * is impossible (not Linux, no chrt, refused by a sandbox): the caller's nice value stays the fallback.
 */
export function idleScheduling(): boolean {
  if (process.platform !== 'linux' || !existsSync(CHRT)) return false;
  try {
    execFileSync(CHRT, ['--all-tasks', '--idle', '--pid', '0', String(process.pid)], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}
