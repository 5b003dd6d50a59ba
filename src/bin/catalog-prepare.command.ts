import { loadConfig } from '../config.js';
import { findCatalogRelease, openCatalog } from '../data/catalog/index.js';
import { createVinDecoder } from '../domain/vin/decoder/index.js';

/**
 * `vin-gateway catalog:prepare`: unpacks and indexes the vPIC catalog ahead of time and compiles
 * its decode pack (the image does it at build time, so a container starts ready and decodes a
 * pattern the first time as fast as the second), then reports the file and its data release.
 */
export async function runCatalogPrepareCommand(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(
      'Usage: vin-gateway catalog:prepare\n\nUnpacks and indexes the vPIC catalog at VPIC_DB_PATH (default DATA_DIR/vpic/vpic.lite.db)\nand compiles its decode pack beside it (<catalog>.decode-pack) when missing or stale.\n',
    );
    return 0;
  }
  const config = loadConfig();
  const onProgress = (message: string) => process.stderr.write(`${message}\n`);
  const catalog = await openCatalog({ dataDir: config.dataDir, vpicDbPath: config.vpicDbPath, onProgress });
  try {
    // Creating a decoder builds the pack when it is missing or was built from another catalog or code.
    await createVinDecoder(catalog, { decodePack: 'build', preloadWmis: false, onProgress });
    const release = await findCatalogRelease(catalog.db);
    process.stdout.write(`${catalog.path} (data release ${release?.release ?? 'unknown'})\n`);
    return 0;
  } finally {
    await catalog.close();
  }
}
