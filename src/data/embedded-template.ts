import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A new embedded database starts from a template: a data directory initialised and migrated when
 * the program was built (scripts/build.mjs), shipped beside the bundle. PGlite's initdb on a first
 * start cost ~800 MB of peak memory and many seconds; unpacking the template costs neither.
 * From the sources (tests, `npm run dev`) there is no template and initdb runs as before.
 */
export const EMBEDDED_TEMPLATE_NAME = 'pgdata-template.tar.gz';

export function embeddedTemplate(): Blob | undefined {
  const path = fileURLToPath(new URL(`./${EMBEDDED_TEMPLATE_NAME}`, import.meta.url));
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}
