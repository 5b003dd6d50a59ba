import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { plateSvg } from '../../../bench/ocr/plate-svg.js';
import { Rng } from '../../../bench/ocr/random.js';
import { GlyphReadAbandoned, readDotGlyphs } from '../../../src/infra/ocr/dot-reader.js';
import { OcrEngineError, OcrQueueFullError } from '../../../src/infra/ocr/engine-errors.js';
import { GlyphThread } from '../../../src/infra/ocr/glyph-thread.js';
import { decodeGrey } from '../../../src/infra/ocr/image-prep.js';
import { findTextBands } from '../../../src/infra/ocr/text-bands.js';

async function dotPlate() {
  const plate = await plateSvg('1GCMFDGP7EV193042', 'dotpeen', 'dejavuMonoBold', new Rng(5));
  const grey = await decodeGrey(await sharp(Buffer.from(plate.svg)).png().toBuffer(), 40e6);
  return { grey, band: findTextBands(grey.pixels, grey.width, grey.height)[0]! };
}

describe('the glyph reader on a thread of its own', () => {
  let thread: GlyphThread | undefined;
  afterEach(async () => {
    await thread?.close();
  });

  it('answers what the reader answers on the main thread, without holding up the main thread', async () => {
    const { grey, band } = await dotPlate();
    thread = new GlyphThread({ timeoutMs: 20_000, queueLimit: 4 });
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 5);
    const [a, b] = await Promise.all([thread.read(grey, band), thread.read(grey, band)]);
    clearInterval(ticker);
    const expected = readDotGlyphs(grey, band);
    expect(a).toEqual(expected);
    expect(b).toEqual(expected);
    // The page is copied for the thread, not taken from the caller.
    expect(grey.pixels.length).toBe(grey.width * grey.height);
    // Thread start-up and two reads take far longer than one 5 ms tick: the main thread kept ticking.
    expect(ticks).toBeGreaterThan(3);
  });

  it('refuses work beyond its queue, times out a late read and recovers with a new thread', async () => {
    const { grey, band } = await dotPlate();
    thread = new GlyphThread({ timeoutMs: 20_000, queueLimit: 0 });
    const first = thread.read(grey, band);
    await expect(thread.read(grey, band)).rejects.toBeInstanceOf(OcrQueueFullError);
    await expect(first).resolves.toBeDefined();
    await thread.close();

    // 1 ms cannot even start a thread.
    thread = new GlyphThread({ timeoutMs: 1, queueLimit: 4 });
    await expect(thread.read(grey, band)).rejects.toBeInstanceOf(OcrEngineError);
    const patient = new GlyphThread({ timeoutMs: 20_000, queueLimit: 4 });
    try {
      await expect(patient.read(grey, band)).resolves.toEqual(readDotGlyphs(grey, band));
    } finally {
      await patient.close();
    }
  });

  it('drops a read still waiting when its reading ends, and goes on with the next', async () => {
    const { grey, band } = await dotPlate();
    thread = new GlyphThread({ timeoutMs: 20_000, queueLimit: 4 });
    const reading = new AbortController();
    const running = thread.read(grey, band);
    const waiting = thread.read(grey, band, reading.signal);
    reading.abort();
    await expect(waiting).rejects.toThrow(/no longer wanted/);
    const expected = readDotGlyphs(grey, band);
    await expect(running).resolves.toEqual(expected);
    await expect(thread.read(grey, band)).resolves.toEqual(expected);
    await expect(thread.read(grey, band, reading.signal)).rejects.toThrow(/no longer wanted/);
  });

  it('stops a read already running when its reading ends, answers it at once and reads the next one whole', async () => {
    const { grey, band } = await dotPlate();
    thread = new GlyphThread({ timeoutMs: 20_000, queueLimit: 4 });
    thread.warm();
    const reading = new AbortController();
    const running = thread.read(grey, band, reading.signal);
    const settled = { value: false };
    void running.catch(() => (settled.value = true));
    // The job is on the thread (not waiting): aborting now reaches it through shared memory.
    await new Promise((resolve) => setTimeout(resolve, 50));
    reading.abort();
    await Promise.resolve();
    await Promise.resolve();
    expect(settled.value).toBe(true);
    await expect(running).rejects.toThrow(/no longer wanted/);
    await expect(thread.read(grey, band)).resolves.toEqual(readDotGlyphs(grey, band));
  });

  it('stops classifying within a glyph once the read is no longer wanted', async () => {
    const { grey, band } = await dotPlate();
    let asked = 0;
    expect(() => readDotGlyphs(grey, band, () => ++asked < 4)).toThrow(GlyphReadAbandoned);
    expect(asked).toBe(4);
    let always = 0;
    readDotGlyphs(grey, band, () => (always += 1) > 0);
    // A whole read asks once per glyph and more: the abandoned one stopped early.
    expect(always).toBeGreaterThan(17);
  });

  it('answers shut down after close', async () => {
    const { grey, band } = await dotPlate();
    thread = new GlyphThread({ timeoutMs: 20_000, queueLimit: 4 });
    await thread.close();
    await expect(thread.read(grey, band)).rejects.toThrow(/shut down/);
  });
});
