import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ImageReaderPool, type PoolReading } from '../../../src/infra/ocr/reader-pool/image-reader-pool.js';
import { eventually } from '../../support/eventually.js';

/**
 * The pool tells each reader reading how many read now (decision 0314): a reader alone runs its
 * models on every core, readers side by side on one each. And it sends an image to a reader whose
 * models are loaded where one is free (/readyz says ready once one reader is). Real child processes speaking the
 * reader's messages (test/support/counting-reader.mjs); each reading ends when the test answers
 * its question, so the order is the test's, never the clock's.
 */
describe('the image reader pool shares the cores among its readers and prefers loaded ones', () => {
  let pool: ImageReaderPool | undefined;
  afterEach(async () => {
    await pool?.close();
  });

  /** A reading whose one question the test answers when it likes. */
  function heldReading(account: string) {
    let answer!: () => void;
    let asked = false;
    const reading: PoolReading = {
      account,
      bytes: new Uint8Array([1]),
      deadlineAt: Date.now() + 60_000,
      ask: () => {
        asked = true;
        return new Promise((resolve) => (answer = () => resolve(null)));
      },
    };
    return { reading, asked: () => asked, end: () => answer() };
  }

  it('tells two readers reading side by side that they are two, and the one left that it reads alone', async () => {
    pool = new ImageReaderPool({ entry: new URL('../../support/counting-reader.mjs', import.meta.url), size: 2, queueLimit: 4, env: {} });
    const first = heldReading('a');
    const second = heldReading('b');
    const firstTold = pool.read(first.reading);
    await eventually(() => first.asked(), 30_000);
    const secondTold = pool.read(second.reading);
    await eventually(() => second.asked(), 30_000);
    expect(pool.busyPids()).toHaveLength(2);

    first.end();
    // The first started alone (it is never told so), then had the second beside it.
    expect(await firstTold).toEqual([2]);
    second.end();
    // The second was told it reads beside the first, then, once the first ended, alone.
    expect(await secondTold).toEqual([2, 1]);
  }, 60_000);

  it('tells a reader nothing while it reads alone', async () => {
    pool = new ImageReaderPool({ entry: new URL('../../support/counting-reader.mjs', import.meta.url), size: 2, queueLimit: 4, env: {} });
    const only = heldReading('a');
    const told = pool.read(only.reading);
    await eventually(() => only.asked(), 30_000);
    only.end();
    expect(await told).toEqual([]);
  }, 60_000);

  it('sends an image to a reader whose models are loaded, not to one still loading', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'vg-reader-warm-'));
    pool = new ImageReaderPool({
      entry: new URL('../../support/counting-reader.mjs', import.meta.url),
      size: 2,
      queueLimit: 4,
      env: { COUNTING_READER_WARM_DIR: dir },
    });
    const warmed = pool.warm();
    const [first, second] = await eventually(() => pool!.readerPids().length === 2 && pool!.readerPids(), 30_000);
    // The reader an image would be offered first is still loading; the other is ready.
    writeFileSync(join(dir, `warm-${second}`), '');
    await warmed;
    const image = heldReading('a');
    const told = pool.read(image.reading);
    await eventually(() => image.asked(), 30_000);
    expect(pool.busyPids()).toEqual([second]);
    expect(pool.busyPids()).not.toContain(first);
    image.end();
    await told;
  }, 60_000);
});
