import { chmodSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded database holds password hashes and webhook secrets, and PGlite writes its files
 * world-readable and writable (mode 0666, whatever the umask). The data directory is therefore
 * made private (0700), which alone keeps other users out, and the files already in it are
 * narrowed to 0600 (directories 0700) at every start, so a directory from an older version is
 * fixed too.
 */
export function makeDataDirPrivate(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

/** Narrows every file under `dir` to 0600 and every directory to 0700. */
export function narrowModes(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      chmodSync(path, 0o700);
      narrowModes(path);
    } else if (entry.isFile() && (statSync(path).mode & 0o077) !== 0) {
      chmodSync(path, 0o600);
    }
  }
}
