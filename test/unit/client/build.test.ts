import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CLIENT_DIR, compileClient, generateClientTypes, TYPES_FILE } from '../../../client/scripts/build-client.js';
import { DOCUMENTS_FILE, generateClientDocuments } from '../../../client/scripts/typed-documents.js';

describe('client/ (@vin-gateway/client)', () => {
  it('has types generated from the current OpenAPI document (run `npm run client:build`)', async () => {
    expect(readFileSync(TYPES_FILE, 'utf8')).toBe(await generateClientTypes());
  });

  it('has typed GraphQL documents generated from the current schema and client/src/graphql/documents (run `npm run client:build`)', async () => {
    expect(readFileSync(DOCUMENTS_FILE, 'utf8')).toBe(await generateClientDocuments());
  });

  it('compiles without a type error, and client/dist is what it compiles to (run `npm run client:build`)', () => {
    const { files, errors } = compileClient();
    expect(errors).toEqual([]);
    const committed = readdirSync(join(CLIENT_DIR, 'dist'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(CLIENT_DIR, join(entry.parentPath, entry.name)))
      .sort();
    expect(committed).toEqual([...files.keys()].sort());
    for (const [path, text] of files) expect(readFileSync(join(CLIENT_DIR, path), 'utf8'), path).toBe(text);
  });

  it('is the workspace package @vin-gateway/client, apart from the gateway and its dependencies', () => {
    const root = JSON.parse(readFileSync(join(CLIENT_DIR, '../package.json'), 'utf8'));
    const pkg = JSON.parse(readFileSync(join(CLIENT_DIR, 'package.json'), 'utf8'));
    expect(root.workspaces).toContain('client');
    expect(root.exports['./client']).toBeUndefined();
    expect(pkg.name).toBe('@vin-gateway/client');
    expect(Object.keys(pkg.dependencies)).toEqual(['openapi-fetch']);
  });

  it('bundles run anywhere: no import of node: modules, nothing required but openapi-fetch', () => {
    for (const file of ['dist/index.js', 'dist/index.cjs', 'dist/graphql/index.js', 'dist/graphql/index.cjs']) {
      const text = readFileSync(join(CLIENT_DIR, file), 'utf8');
      expect(text, file).not.toMatch(/\bnode:/);
      const imported = [...text.matchAll(/(?:\bfrom\s*|\brequire\()["']([^"']+)["']/g)].map((match) => match[1]);
      expect(imported, file).toEqual(file === 'dist/index.js' ? ['openapi-fetch'] : []);
    }
  });

  it('ships at most 15 KB gzipped of JavaScript to an application, openapi-fetch included', () => {
    const gzipped = (path: string) => gzipSync(readFileSync(path)).length;
    const openapiFetch = gzipped(join(CLIENT_DIR, '../node_modules/openapi-fetch/dist/index.mjs'));
    // The ES module bundle imports openapi-fetch; the CommonJS bundle carries its own copy.
    expect(gzipped(join(CLIENT_DIR, 'dist/index.js')) + openapiFetch).toBeLessThanOrEqual(15 * 1024);
    expect(gzipped(join(CLIENT_DIR, 'dist/index.cjs'))).toBeLessThanOrEqual(15 * 1024);
    // The typed documents are an entry of their own: a GraphQL app ships them without the REST client.
    expect(gzipped(join(CLIENT_DIR, 'dist/graphql/index.js'))).toBeLessThanOrEqual(15 * 1024);
  });
});
