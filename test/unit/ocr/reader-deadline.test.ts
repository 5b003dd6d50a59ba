import { describe, expect, it } from 'vitest';
import type { CatalogCheck } from '../../../src/domain/ocr/catalog-check.js';
import type { OcrPass } from '../../../src/domain/ocr/ocr-port.js';
import { readVin } from '../../../src/domain/ocr/vin-image-reader.js';
import { lineOf, scriptedOcrPage } from '../../support/ocr-lines.js';
import { OcrEngineError } from '../../../src/infra/ocr/engine-errors.js';

/**
 * The earlier reader's sequence of passes on a scripted page: every recognition pass takes
 * `passMs` of a virtual clock (PASS_MS unless told) and reads the same line. Which passes run
 * depends on what they read, never on the clock; the deadline only caps a reading that runs away.
 */
const PASS_MS = 40;
const VIN = '1HGCM82633A004352';
/** The same with a check digit that fails: never read with certainty, so no pass settles it. */
const UNCERTAIN = '1HGCM82673A004352';

/** One word of glyphs, one sure choice each. */
const glyphWord = (text: string) => [[...text].map((char) => [{ char, cost: 0.1 }])];

/** Text bands found without OCR: a label's several lines, or a plate's one. */
const LABEL_BANDS = [
  { left: 10, top: 10, width: 390, height: 30 },
  { left: 10, top: 22, width: 300, height: 20 },
];
const PLATE_BANDS = LABEL_BANDS.slice(0, 1);

function scriptedPage(
  script: {
    text?: string;
    textOf?: (call: number) => string;
    glyphs?: string;
    labelLines?: number;
    bands?: typeof LABEL_BANDS;
    glyphsNeverEnd?: boolean;
    glyphsFail?: boolean;
    /** Real milliseconds the glyph thread takes: the verdict must not depend on it. */
    glyphsLateMs?: number;
    passMs?: number;
  } = {},
) {
  let clock = 0;
  const calls: Array<{ pass: OcrPass; at: number }> = [];
  let glyphReads = 0;
  let glyphsStartedAt: number | undefined;
  // No scene-text regions: these tests pin the tesseract and glyph looks that follow them.
  const page = scriptedOcrPage({
    textBands: () => script.bands ?? LABEL_BANDS,
    recognize: async (pass) => {
      calls.push({ pass, at: clock });
      // The pass's time passes while it runs: what starts beside it starts at the same time.
      await Promise.resolve();
      clock += script.passMs ?? PASS_MS;
      const line = lineOf(script.textOf?.(calls.length - 1) ?? script.text ?? VIN);
      // The first look at a label finds its other lines too (maker, date, weights).
      const extra = calls.length === 1 ? Array.from({ length: script.labelLines ?? 0 }, (_, i) => lineOf(`GVWR ${1000 + i} KG`)) : [];
      return [line, ...extra];
    },
    dotGlyphs: async () => {
      glyphReads += 1;
      glyphsStartedAt ??= clock;
      if (script.glyphsNeverEnd) await new Promise(() => undefined);
      if (script.glyphsFail) throw new OcrEngineError('recognition took longer than 10000 ms');
      if (script.glyphsLateMs) await new Promise((resolve) => setTimeout(resolve, script.glyphsLateMs));
      return script.glyphs ? glyphWord(script.glyphs) : [];
    },
  });
  return { page, calls, now: () => clock, glyphReads: () => glyphReads, glyphsStartedAt: () => glyphsStartedAt };
}

/** A catalog that knows nothing: no read is ever acceptable (with UNCERTAIN, no pass settles the reading). */
const knowsNothing: CatalogCheck = async () => new Set();
const knowsTheVin: CatalogCheck = async (vins) => new Set(vins.filter((v) => v === VIN));

describe('the earlier reader runs a fixed sequence of passes, capped only by its deadline', () => {
  it('runs every look of its sequence while nothing is settled', async () => {
    const { page, calls, now } = scriptedPage({ text: UNCERTAIN });
    await readVin(page, { inCatalog: knowsNothing, deadlineMs: 60_000, now });
    // The look at the page, then the closer look at the line it found.
    expect(calls).toHaveLength(1 + 1);
    expect(calls[0]!.pass.region).toBeUndefined();
    expect(calls[1]!.pass.region).toBeDefined();
  });

  it('runs the same passes, and answers the same, on a machine ten times slower', async () => {
    const quick = scriptedPage({ text: UNCERTAIN, glyphs: UNCERTAIN });
    const slow = scriptedPage({ text: UNCERTAIN, glyphs: UNCERTAIN, passMs: 10 * PASS_MS });
    const quickReading = await readVin(quick.page, { inCatalog: knowsNothing, now: quick.now });
    const slowReading = await readVin(slow.page, { inCatalog: knowsNothing, now: slow.now });
    expect(slow.calls.map((c) => c.pass)).toEqual(quick.calls.map((c) => c.pass));
    expect(slowReading).toEqual(quickReading);
    expect(quickReading).toMatchObject({ vin: UNCERTAIN, certain: false });
  });

  it('weighs a glyph read at its place in the sequence, however late its thread answers', async () => {
    const vinThenJunk = (call: number) => (call < 2 ? UNCERTAIN : '5TDZA23C06S123456');
    const prompt = scriptedPage({ textOf: vinThenJunk, bands: PLATE_BANDS, glyphs: VIN });
    const late = scriptedPage({ textOf: vinThenJunk, bands: PLATE_BANDS, glyphs: VIN, glyphsLateMs: 30 });
    const promptReading = await readVin(prompt.page, { inCatalog: knowsTheVin, deadlineMs: 60_000, now: prompt.now });
    const lateReading = await readVin(late.page, { inCatalog: knowsTheVin, deadlineMs: 60_000, now: late.now });
    expect(late.calls.map((c) => c.pass)).toEqual(prompt.calls.map((c) => c.pass));
    expect(lateReading).toEqual(promptReading);
  });

  it("answers nothing when the reading reaches its cap, never a shorter reading's guess", async () => {
    const { page, calls, now } = scriptedPage({ text: UNCERTAIN });
    const reading = await readVin(page, { inCatalog: knowsNothing, deadlineMs: 30, now });
    // The page look starts at 0 ms; at 40 the cap has passed: the closer look never starts and the reading ends.
    expect(calls.map((c) => c.at)).toEqual([0]);
    expect(reading).toBeNull();
  });

  it('reads glyphs only when the first look found no acceptable VIN', async () => {
    const unknown = scriptedPage({ text: UNCERTAIN });
    await readVin(unknown.page, { inCatalog: knowsNothing, deadlineMs: 60_000, now: unknown.now });
    expect(unknown.glyphReads()).toBe(1);

    const known = scriptedPage();
    const reading = await readVin(known.page, { inCatalog: knowsTheVin, deadlineMs: 60_000, now: known.now });
    expect(known.glyphReads()).toBe(0);
    // Two kinds of look agreeing on a VIN the catalog knows, with a valid check digit: verified, settled.
    expect(reading).toMatchObject({ vin: VIN, verified: true });
    expect(known.calls).toHaveLength(2);
  });

  it("on a label, takes no VIN from a glyph word of fields run together; a plate's band is read whole", async () => {
    // The engine reads a label's lines but no VIN; the glyphs cut a band into one word where a
    // tyre size runs into a VIN-like code (whose check digit holds).
    const glued = `P23545R18${VIN}`;
    const label = scriptedPage({ text: 'GVWR 2000 KG', glyphs: glued, labelLines: 6 });
    expect(await readVin(label.page, { inCatalog: knowsNothing, deadlineMs: 60_000, now: label.now })).toBeNull();
    expect(label.glyphReads()).toBeGreaterThan(0);

    // The same code as a word of its own on that label is a VIN the glyphs read (not certain: one kind of look).
    const alone = scriptedPage({ text: 'GVWR 2000 KG', glyphs: VIN, labelLines: 6 });
    expect(await readVin(alone.page, { inCatalog: knowsNothing, deadlineMs: 60_000, now: alone.now })).toMatchObject({
      vin: VIN,
      certain: false,
    });

    // A plate's one band keeps its whole word: stamped characters often run together.
    const plate = scriptedPage({ text: 'GVWR 2000 KG', bands: PLATE_BANDS, glyphs: glued });
    expect(await readVin(plate.page, { inCatalog: knowsNothing, deadlineMs: 60_000, now: plate.now })).toMatchObject({ vin: VIN });
  });

  it('reads the glyphs of a single-band page (a plate) from the start, beside the first look', async () => {
    const plate = scriptedPage({ text: UNCERTAIN, bands: PLATE_BANDS, glyphs: UNCERTAIN });
    await readVin(plate.page, { inCatalog: knowsNothing, deadlineMs: 60_000, now: plate.now });
    expect(plate.glyphsStartedAt()).toBe(0);
    // Its first look is the band alone, as one line (a sparse look at a whole plate reads its grain).
    expect(plate.calls[0]!.pass).toMatchObject({ psm: 7 });
    expect(plate.calls[0]!.pass.region).toBeDefined();

    // A page of several bands: only once the first look found no acceptable VIN.
    const label = scriptedPage({ text: UNCERTAIN, glyphs: UNCERTAIN });
    await readVin(label.page, { inCatalog: knowsNothing, deadlineMs: 60_000, now: label.now });
    expect(label.glyphsStartedAt()).toBe(PASS_MS);
  });

  it("waits for a plate's glyph read, even where the engine settles: one that never ends reaches the cap, and nothing is answered", async () => {
    const plate = scriptedPage({ bands: PLATE_BANDS, glyphsNeverEnd: true });
    const reading = await readVin(plate.page, { inCatalog: knowsTheVin, deadlineMs: 150, now: plate.now });
    expect(plate.calls).toHaveLength(1);
    expect(reading).toBeNull();
  });

  it('fails the reading as the engine does when the glyph read fails (its thread late or its queue full)', async () => {
    const plate = scriptedPage({ text: UNCERTAIN, bands: PLATE_BANDS, glyphsFail: true });
    await expect(readVin(plate.page, { inCatalog: knowsNothing, deadlineMs: 60_000, now: plate.now })).rejects.toMatchObject({
      code: 'UNAVAILABLE',
    });
  });

  it('settles on a VIN two kinds of look read alike with a valid check digit, though the catalog knows nothing: read with certainty, not verified', async () => {
    const { page, calls, now } = scriptedPage();
    const reading = await readVin(page, { inCatalog: knowsNothing, deadlineMs: 60_000, now });
    expect(reading).toMatchObject({ vin: VIN, certain: true, verified: false, source: 'ocr' });
    expect(reading!.warnings).not.toContain('OCR_UNVERIFIED');
    // The first look and its closer look agree: nothing more runs.
    expect(calls).toHaveLength(2);
  });
});
