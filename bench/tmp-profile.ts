import { openCatalog } from '../src/data/catalog/index.js';
import { createVinDecoder } from '../src/domain/vin/decoder/index.js';
import { resultLine } from '../src/domain/batch-jobs/result-lines.js';
import { fleetVins } from '../test/support/vins.js';
import { testCatalogPath } from '../test/support/catalog.js';
const catalog = await openCatalog({ dataDir: '.cache/test-data', vpicDbPath: testCatalogPath() });
const decoder = await createVinDecoder(catalog, { preloadWmis: false });
await decoder.decodeMany(fleetVins(5000, { seed: 1 }));
const vins = fleetVins(100_000, { seed: 3 });
let dec = 0,
  ser = 0,
  bytes = 0;
for (let from = 0; from < vins.length; from += 1000) {
  const slice = vins.slice(from, from + 1000);
  let t = performance.now();
  const out = await decoder.decodeMany(slice);
  dec += performance.now() - t;
  t = performance.now();
  const text = out.map((o, i) => resultLine(from + i, slice[i]!, o, 'A', undefined)).join('\n');
  bytes += text.length;
  ser += performance.now() - t;
}
console.log({ decodeMs: dec.toFixed(0), serializeMs: ser.toFixed(0), mb: (bytes / 1e6).toFixed(1) });
process.exit(0);
