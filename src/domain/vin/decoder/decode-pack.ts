import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  catalogIdentity,
  decodePackPath,
  findAllSchemaIds,
  PackFile,
  writePackFile,
  type Catalog,
  type PackRecord,
  type ProgressFn,
} from '../../../data/catalog/index.js';
import { DECODE_PACK_VERSION } from './decode-pack.version.js';
import type { MatcherSource } from './matcher-source.js';
import { StringTable } from './schema-matcher.js';
import { packSchemaMatcher } from './schema-matcher.pack.js';
import { packWmis } from './wmi-pack.js';

/**
 * The decode pack (docs/decisions/0061-decode-pack.md): every VIN schema of a catalog compiled
 * ahead of time, so the first sight of a pattern reads a few hundred bytes instead of querying
 * and compiling (~1 ms), and every WMI with its makes and links, so no process reads them ahead. Valid only for the catalog file it was built from and the code that
 * built it (DECODE_PACK_VERSION); anything else is ignored and the schemas are compiled as before.
 */

/** Schemas compiled per round while building (the event loop turns between rounds). */
const BUILD_CHUNK = 256;

/** The catalog's current pack, or undefined when there is none or it was built from something else. */
export function openDecodePack(catalog: Pick<Catalog, 'path'>): PackFile | undefined {
  const pack = PackFile.open(decodePackPath(catalog.path));
  if (pack === undefined) return undefined;
  if (pack.header.version === DECODE_PACK_VERSION && pack.header.catalog === catalogIdentity(catalog.path)) return pack;
  pack.close();
  return undefined;
}

/** Whether a pack can be written beside the catalog (a read-only image or mount: no). */
export function canWriteDecodePack(catalog: Pick<Catalog, 'path'>): boolean {
  const path = decodePackPath(catalog.path);
  try {
    accessSync(existsSync(path) ? path : dirname(path), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export interface DecodePackBuild {
  path: string;
  schemas: number;
  bytes: number;
  seconds: number;
}

/**
 * Compiles every schema of the catalog through `source` (the decoder's own compiler, nothing
 * cached) and writes the pack beside the catalog, atomically.
 */
export async function buildDecodePack(catalog: Catalog, source: MatcherSource, onProgress?: ProgressFn): Promise<DecodePackBuild> {
  const started = performance.now();
  const path = decodePackPath(catalog.path);
  onProgress?.(`vPIC catalog: compiling the decode pack ${path}`);
  const ids = await findAllSchemaIds(catalog.db);
  const strings = new StringTable();
  const records: PackRecord[] = [];
  for (let i = 0; i < ids.length; i += BUILD_CHUNK) {
    for (const matcher of await source.compileUncached(ids.slice(i, i + BUILD_CHUNK))) {
      records.push({ id: matcher.schemaId, bytes: packSchemaMatcher(matcher, strings, source.makeOfModel) });
    }
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  await source.preloadAllWmis();
  const wmis = packWmis(source.allWmis());
  const bytes = writePackFile(
    path,
    { version: DECODE_PACK_VERSION, catalog: catalogIdentity(catalog.path) },
    strings.strings,
    records,
    wmis,
  );
  const seconds = (performance.now() - started) / 1000;
  onProgress?.(`vPIC catalog: decode pack ready (${ids.length} schemas, ${(bytes / 1e6).toFixed(1)} MB, ${seconds.toFixed(1)} s)`);
  return { path, schemas: ids.length, bytes, seconds };
}
