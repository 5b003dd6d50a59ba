import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogCheckOf, type CatalogCheck } from '../../../src/domain/ocr/catalog-check.js';
import { openUpload } from '../../../src/domain/ocr/image-upload.js';
import type { OcrPage } from '../../../src/domain/ocr/ocr-port.js';
import { readVin, type VinReading } from '../../../src/domain/ocr/vin-image-reader.js';
import { createVinDecoder, type VinDecoder } from '../../../src/domain/vin/decoder/index.js';
import { createTesseractOcrEngine, type TesseractOcrEngine } from '../../../src/infra/ocr/ocr-engine.js';
import { openTestCatalog } from '../../support/catalog.js';

/**
 * A sample of the scene family (door-jamb label, listing screenshot, a hard scanned document, a
 * windshield with no VIN), a tilted label and a European label without a check digit: the answer
 * must not depend on the machine's load, and the deadline, a safety cap, may only turn it into
 * nothing found.
 */
const FIXTURES = resolve(import.meta.dirname, '../../fixtures');
type Truth = Record<string, { vin: string | null }>;
const truthOf = (dir: string) => JSON.parse(readFileSync(resolve(FIXTURES, dir, 'truth.json'), 'utf8')) as Truth;
const truth: Truth = {
  ...Object.fromEntries(Object.entries(truthOf('ocr-scenes')).map(([f, t]) => [`ocr-scenes/${f}`, t])),
  'ocr/label-tilted.jpg': truthOf('ocr')['label-tilted.jpg']!,
  'ocr/unknown-european.jpg': truthOf('ocr')['unknown-european.jpg']!,
};
/** Those no look makes certain, or that the scene model read nothing of: the earlier reader reads them. */
const fallingBack = ['ocr/unknown-european.jpg', 'ocr-scenes/none-001.jpg'];
/**
 * Those the scene model's reading makes certain, alone (every character sure, decision 0312) or
 * with tesseract's (the tilted label in its straightened look, decision 0308).
 */
const confirmed = Object.keys(truth).filter((f) => !fallingBack.includes(f));

/** What a caller sees of an answer: the VIN stated, and whether it comes without a warning. */
const seen = (r: VinReading | null) =>
  r ? { vin: r.vin, certain: r.certain, verified: r.verified, warnings: [...r.warnings].sort() } : null;

/** Threads spinning on every core and then some, until stopped: a machine at a load of about ten. */
function spinners(count: number): () => Promise<void> {
  const workers = Array.from(
    { length: count },
    () => new Worker('const s = new Int32Array(new SharedArrayBuffer(4)); for (;;) { Atomics.add(s, 0, 1); }', { eval: true }),
  );
  return async () => {
    await Promise.all(workers.map((w) => w.terminate()));
  };
}

describe('the image reader answers the same whatever the load and the deadline', () => {
  let engine: TesseractOcrEngine;
  let decoder: VinDecoder;
  const inCatalog: CatalogCheck = (vins) => catalogCheckOf(decoder)(vins);
  let fellBack = false;
  /** The page, noting whether the earlier reader ran (it alone asks for the text bands). */
  const watched = (page: OcrPage): OcrPage =>
    new Proxy(page, {
      get(target, key, receiver) {
        if (key === 'textBands') fellBack = true;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
  const read = async (file: string, deadlineMs?: number) => {
    fellBack = false;
    const page = watched(await openUpload(engine, readFileSync(resolve(FIXTURES, file))));
    return readVin(page, { inCatalog, ...(deadlineMs ? { deadlineMs } : {}) });
  };

  beforeAll(async () => {
    decoder = await createVinDecoder(await openTestCatalog());
    engine = createTesseractOcrEngine({ size: 1, timeoutMs: 60_000, queueLimit: 8 });
    // Models and the worker started outside what is compared.
    await engine.warm();
  });
  afterAll(async () => {
    await engine?.close();
  });

  it('reads each image the same at the default deadline with and without ten threads spinning', async () => {
    // The confirmed ones, and one the earlier reader reads after the scene model.
    const files = [...confirmed, 'ocr/unknown-european.jpg'];
    const quiet = [];
    for (const file of files) quiet.push(seen(await read(file)));
    const stop = spinners(10);
    try {
      const loaded = [];
      for (const file of files) loaded.push(seen(await read(file)));
      expect(loaded).toEqual(quiet);
    } finally {
      await stop();
    }
    // And the confirmed ones are right and certain.
    expect(quiet.slice(0, confirmed.length).map((r) => r?.vin)).toEqual(confirmed.map((f) => truth[f]!.vin));
    expect(quiet.slice(0, confirmed.length).every((r) => r?.certain)).toBe(true);
  }, 300_000);

  it('reads each image to the same figures with its model runs on one core (readers side by side) as on every core', async () => {
    // Decision 0314: which sessions run must not move a single confidence.
    const files = [...confirmed, 'ocr/unknown-european.jpg'];
    const everyCore = [];
    for (const file of files) everyCore.push(await read(file));
    engine.readersReading(2);
    try {
      const oneCore = [];
      for (const file of files) oneCore.push(await read(file));
      expect(oneCore).toEqual(everyCore);
    } finally {
      engine.readersReading(1);
    }
    expect(everyCore.slice(0, confirmed.length).map((r) => r?.vin)).toEqual(confirmed.map((f) => truth[f]!.vin));
  }, 300_000);

  it('answers as without a deadline at 3 s and 1 s, or nothing; never a wrong VIN without a warning', async () => {
    const unlimitedOf = new Map<string, VinReading | null>();
    for (const file of fallingBack) {
      const unlimited = await read(file, 60_000);
      expect(fellBack, file).toBe(true);
      unlimitedOf.set(file, unlimited);
      for (const [deadlineMs, reading] of [
        [60_000, unlimited],
        [3000, await read(file, 3000)],
        [1000, await read(file, 1000)],
      ] as const) {
        // The cap only ever ends a reading with nothing found: never another VIN, nor another verdict.
        if (reading !== null) expect(seen(reading), `${file} at ${deadlineMs} ms`).toEqual(seen(unlimited));
        const trusted = reading !== null && !reading.warnings.includes('OCR_UNVERIFIED');
        if (trusted) expect(reading.vin, `${file} at ${deadlineMs} ms`).toBe(truth[file]!.vin);
        // The image without a VIN: nothing stated without a warning, at any deadline.
        if (truth[file]!.vin === null) expect(trusted, `${file} at ${deadlineMs} ms`).toBe(false);
      }
    }
    // Without a deadline to speak of, the European label is read right, flagged: it has no check digit.
    expect(seen(unlimitedOf.get('ocr/unknown-european.jpg')!)).toMatchObject({
      vin: truth['ocr/unknown-european.jpg']!.vin,
      certain: false,
    });
  }, 600_000);
});
