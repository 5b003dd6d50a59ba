import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchemaSdl } from '../graphql/schema.js';

export const SCHEMA_FILE = fileURLToPath(new URL('../../schema/schema.graphql', import.meta.url));

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
