import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE } from '../../src/bin/schema-print.command.js';
import { printSchemaSdl } from '../../src/graphql/schema.js';

describe('schema/schema.graphql', () => {
  it('matches the schema the code builds (run `npm run schema:print` after changing types)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printSchemaSdl());
  });
});
