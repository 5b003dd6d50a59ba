import { writeFileSync } from 'node:fs';
import { printSchemaSdl } from '../graphql/schema.js';
import { fromRoot } from '../infra/checkout-root.js';

export const SCHEMA_FILE = fromRoot('schema', 'schema.graphql');

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
