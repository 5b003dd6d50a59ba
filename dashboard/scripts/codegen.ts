import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { generate } from '@graphql-codegen/cli';
import { CODEGEN_CONFIG } from '../codegen.js';

/** The typed documents as codegen makes them from the schema and the dashboard's operations. */
export async function generateTypedDocuments(): Promise<Array<{ filename: string; content: string }>> {
  return (await generate(CODEGEN_CONFIG, false)) as Array<{ filename: string; content: string }>;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  for (const { filename, content } of await generateTypedDocuments()) {
    mkdirSync(dirname(filename), { recursive: true });
    writeFileSync(filename, content);
    process.stdout.write(`wrote ${filename}\n`);
  }
}
