import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { printSchemaSdl } from '../graphql/schema.js';

/** The checkout's root: the nearest folder with a package.json, from src/bin or dist/src/bin alike. */
function checkoutRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

export const SCHEMA_FILE = join(checkoutRoot(), 'schema', 'schema.graphql');

export async function runSchemaPrintCommand(args: string[]): Promise<number> {
  const sdl = printSchemaSdl();
  if (args.includes('--stdout')) {
    process.stdout.write(sdl);
    return 0;
  }
  writeFileSync(SCHEMA_FILE, sdl);
  process.stdout.write(`wrote ${SCHEMA_FILE}\n`);
  return 0;
}
