import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface ServingProcess {
  pid: number;
  /** Wall time from spawn to the "listening" line. */
  ms: number;
  stop(): Promise<void>;
}

/** Starts `serve` and resolves once the server says it listens (its banner on stderr). */
export function serveUntilListening(bin: string, env: Record<string, string>, cwd: string): Promise<ServingProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, [bin, 'serve'], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let stderr = '';
    let listening = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`serve did not start in 120 s: ${stderr}`));
    }, 120_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (!listening && /vin-gateway is up/.test(stderr)) {
        listening = true;
        clearTimeout(timer);
        resolve({
          pid: child.pid!,
          ms: performance.now() - started,
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
          },
        });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${stderr}`));
    });
  });
}

/** A memory figure of a live process from /proc (VmRSS now, VmHWM its peak), in MB. */
export function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no ${field} for pid ${pid}`);
  return Number(match[1]) / 1024;
}

/** A process and every process below it (a server's image-reader processes), from /proc. */
export function processTree(pid: number): number[] {
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  } catch {
    // Gone already.
  }
  return [pid, ...children.flatMap(processTree)];
}

/** VmRSS of a process and of every process below it, summed (MB); a process gone meanwhile counts 0. */
export function treeRssMb(pid: number): number {
  return processTree(pid).reduce((sum, p) => {
    try {
      return sum + procStatusMb(p, 'VmRSS');
    } catch {
      return sum;
    }
  }, 0);
}
