import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildOpenApiDocument } from '../../rest-adapter/openapi/document.js';
import { fromRoot } from '../infra/checkout-root.js';

export const OPENAPI_FILE = fromRoot('openapi', 'openapi.json');

/** The OpenAPI document as committed: the served one, indented for reading and diffs. */
export function printOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

export async function runOpenApiPrintCommand(args: string[]): Promise<number> {
  const text = printOpenApiDocument();
  if (args.includes('--stdout')) {
    process.stdout.write(text);
    return 0;
  }
  mkdirSync(dirname(OPENAPI_FILE), { recursive: true });
  writeFileSync(OPENAPI_FILE, text);
  process.stdout.write(`wrote ${OPENAPI_FILE}\n`);
  return 0;
}
