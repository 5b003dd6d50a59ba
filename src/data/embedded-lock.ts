import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite is single-process: two processes writing one data directory corrupt it.
 * An exclusive lock file holding the owner's pid keeps a second process out with a clear message;
 * a lock left by a process that no longer exists is taken over.
 */
export class EmbeddedDatabaseBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${ownerPid}). ` +
        'It can be opened by one process at a time: stop the server first, or point DATABASE_URL at PostgreSQL to share one database.',
    );
    this.name = 'EmbeddedDatabaseBusyError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireEmbeddedLock(dataDir: string, lockPath: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(ownerPid) && (ownerPid === process.pid || isAlive(ownerPid))) {
        throw new EmbeddedDatabaseBusyError(dataDir, ownerPid);
      }
      rmSync(lockPath, { force: true }); // stale: its owner is gone
    }
  }
  throw new Error(`could not take the lock ${lockPath}`);
}
