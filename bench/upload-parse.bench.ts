/**
 * Bulk upload parsing benchmark (npx tsx bench/upload-parse.bench.ts): a 1,000,000-line CSV
 * upload (a header, real-looking VINs, ~31 MB) and the same VINs as a JSON array, read by
 * readBatchInput as the submission reads them. A ticker on the event loop (setImmediate) stands
 * for the other requests the process serves: the longest gap between its turns is how long one
 * of them would wait behind the parse. Prints one row per format: parse time and longest stall.
 */
import { readBatchInput } from '../src/domain/batch-jobs/batch-input.js';
import { fleetVins } from '../test/support/vins.js';

const LINES = 1_000_000;

async function measure(name: string, file: Blob, contentType: string): Promise<void> {
  let last = performance.now();
  let longest = 0;
  let ticking = true;
  const tick = () => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
    if (ticking) setImmediate(tick);
  };
  setImmediate(tick);
  const began = performance.now();
  const input = await readBatchInput(file, { contentType });
  const took = performance.now() - began;
  ticking = false;
  console.info(
    `${name.padEnd(10)} ${(file.size / 1024 / 1024).toFixed(1)} MB, ${input.vins.length} VINs: parsed in ${took.toFixed(0)} ms, longest event-loop stall ${longest.toFixed(1)} ms`,
  );
}

const vins = fleetVins(LINES, { seed: 57 });
await measure('csv', new Blob([`vin\n${vins.join('\n')}\n`]), 'text/csv');
await measure('json array', new Blob([JSON.stringify(vins)]), 'application/json');
