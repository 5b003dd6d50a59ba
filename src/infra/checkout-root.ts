import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let found: string | undefined;

/**
 * The installation's root: the nearest folder above this code with a package.json. The same from
 * the sources (src/…) and from the bundle (dist/…, whose chunks all sit in one folder), so files
 * shipped beside the code (the dashboard's build, the printed schema) are found from either.
 */
export function checkoutRoot(): string {
  if (found) return found;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return (found = dir);
}

/** A path under the installation's root. */
export const fromRoot = (...parts: string[]): string => join(checkoutRoot(), ...parts);
