export { openCatalog, openCatalogFile, type Catalog, type CatalogDb, type OpenCatalogOptions } from './catalog.open.js';
export { defaultCatalogPath, bundledCatalogGzPath } from './catalog.paths.js';
export { ensureCatalogFile, type ProgressFn } from './catalog.unpack.js';
export { findCatalogRelease, type CatalogRelease } from './release.repo.js';
export { parseCatalogDate } from './catalog-dates.js';
export * from './wmi.repo.js';
export * from './patterns.repo.js';
export * from './lookups.repo.js';
export { findCatalogCoverage, type CatalogCoverage } from './coverage.repo.js';
