import { loadConfig } from '../config.js';
import { findCatalogRelease, openCatalog } from '../data/catalog/index.js';

/**
 * `vin-gateway catalog:prepare`: unpacks and indexes the vPIC catalog ahead of time (the image
 * does it at build time, so a container starts ready), then reports the file and its data release.
 */
export async function runCatalogPrepareCommand(args: string[]): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    process.stdout.write(
      'Usage: vin-gateway catalog:prepare\n\nUnpacks and indexes the vPIC catalog at VPIC_DB_PATH (default DATA_DIR/vpic/vpic.lite.db).\n',
    );
    return 0;
  }
  const config = loadConfig();
  const catalog = await openCatalog({
    dataDir: config.dataDir,
    vpicDbPath: config.vpicDbPath,
    onProgress: (message) => process.stderr.write(`${message}\n`),
  });
  try {
    const release = await findCatalogRelease(catalog.db);
    process.stdout.write(`${catalog.path} (data release ${release?.release ?? 'unknown'})\n`);
    return 0;
  } finally {
    await catalog.close();
  }
}
