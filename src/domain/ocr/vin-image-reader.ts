import { hasValidCheckDigit } from '../vin/check-digit.js';
import { hasNumericSerialEnd, isNorthAmerican } from './confusables.js';
import { engineCall } from './image-upload.js';
import { BAND_LOOKS, CLOSE_LOOKS, closeLookTarget, FIRST_LOOK, FIRST_LOOK_OF_PLATE, MORE_LOOKS } from './looks.js';
import type { OcrBox, OcrLine, OcrPage, OcrPass, OcrRegion } from './ocr-port.js';
import { readsOfGlyphs } from './glyph-reads.js';
import { PassCosts, type PassClass } from './pass-costs.js';
import { otherNumberBoxes, rawReadsOfLine, readsOfBarcode, type RawRead } from './vin-candidates.js';
import { catalogMatchOf, type CatalogCheck } from './catalog-check.js';
import { GLYPH_KIND, isAcceptable, isSameText, SCENE_KIND, weighReads, type Verdict } from './vin-verdict.js';
import { isStateable, SCENE_BATCH, vinShapedRegions } from './scene-reads.js';
import { isNearMiss, SECOND_READS, secondReadRegions } from './scene-rereads.js';
import { overlapsMostly, vinLikeWords } from './vin-lines.js';
import { unevenReadOfLine, type UnevenRead } from './uneven-reads.js';

export interface VinReading {
  vin: string;
  confidence: number;
  /**
   * Read with certainty, whatever the catalog says: from a barcode, or by looks that agree (see
   * vin-verdict.ts). A certain VIN the catalog cannot decode is answered VIN_NOT_FOUND naming it.
   */
  certain: boolean;
  /** Read with certainty and decoded by the catalog. */
  verified: boolean;
  source: 'barcode' | 'ocr';
  warnings: string[];
  alternatives: Verdict['alternatives'];
  /** Recognition passes run (0 when a barcode answered). */
  passes: number;
  /**
   * Where the VIN was read, in the uploaded image's pixels (upright): the line the scene-text
   * model read it from. Absent when a barcode or the earlier reader answered.
   */
  box?: { left: number; top: number; width: number; height: number };
}

export interface ReaderOptions {
  inCatalog: CatalogCheck;
  /**
   * No recognition pass starts that is expected to end later than this many ms after reading
   * began (the first look and the first closer look at what it found excepted): bounded latency
   * on images no pass settles. On the benchmark's hard images 1,000 ms keeps the exact reads of a
   * longer reading; 400 ms would halve the latency of unsettled images at the cost of a few (README).
   */
  deadlineMs?: number;
  now?: () => number;
}

export const DEFAULT_DEADLINE_MS = 1000;

/**
 * Reads the VIN of a plate or label: a barcode that yields a valid VIN wins outright; otherwise
 * recognition passes run until two kinds of look agree on a VIN with a valid check digit (three,
 * exactly, on one without) or the deadline comes. The catalog weighs candidates (a VIN it decodes
 * ranks higher) but does not decide what was read.
 */
export async function readVin(page: OcrPage, options: ReaderOptions): Promise<VinReading | null> {
  // Glyph reads still waiting for the glyph thread when the reading ends are dropped: they would
  // only hold up the next image's.
  const reading = new AbortController();
  try {
    return await readUntilSure(page, options, reading.signal);
  } finally {
    reading.abort();
  }
}

async function readUntilSure(page: OcrPage, options: ReaderOptions, signal: AbortSignal): Promise<VinReading | null> {
  const now = options.now ?? Date.now;
  let began = now();
  let deadline = began + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);
  const inCatalog = memoised(options.inCatalog);
  const costs = new PassCosts();

  const passes: RawRead[][] = [];
  const unevenReads: UnevenRead[][] = [];
  const kinds: string[] = [];
  let verdict: Verdict | null = null;
  // Reads are weighed one batch at a time, in the order they arrive (the glyph reads arrive
  // while engine passes run): every verdict counts every read before it.
  let weighing = Promise.resolve();
  // Where the scene model read a code named as another kind of number ("LABEL NO. …"), no look's
  // read of that code counts: a closer look at the code alone no longer sees its label.
  const otherNumbers: OcrBox[] = [];
  const weigh = (all: RawRead[], kind: string, uneven: UnevenRead[] = []): Promise<void> =>
    (weighing = weighing.then(async () => {
      const reads = all.filter((r) => !otherNumbers.some((box) => overlapsMostly(box, r.box)));
      passes.push(reads);
      unevenReads.push(uneven);
      kinds.push(kind);
      if (reads.length > 0 || (uneven.length > 0 && verdict !== null)) verdict = await weighReads(passes, inCatalog, kinds, unevenReads);
    }));
  const settled = () => verdict?.settled === true;
  const acceptableFound = () => verdict !== null && isAcceptable(verdict.best);

  // Plates: the strongest band's glyphs, read by their cells on a thread of their own, are the
  // best reader of stamped, embossed and dot-peen characters the engine misreads. They run beside
  // the engine's looks and count as a kind of look of their own: they verify only with another
  // kind agreeing. (Labels skip them: where the engine finds a VIN, glyph votes mostly repeat its
  // confusions, B for 8.)
  let glyphReads: RawRead[] | null = null;
  let glyphs: Promise<void> = Promise.resolve();
  const glyphBoxes: OcrBox[] = [];
  // A glyph read that fails (its thread late or its queue full) leaves the engine's looks to
  // answer alone, as on a label: one reader of several is missing, not the image unreadable.
  const readGlyphs = (band: OcrBox) => {
    if (glyphBoxes.some((b) => overlapsMostly(b, band))) return;
    glyphBoxes.push(band);
    const read = page.dotGlyphs(band, signal).then(
      (words) => {
        const reads = readsOfGlyphs(words, band);
        glyphReads = [...(glyphReads ?? []), ...reads];
        return weigh(reads, GLYPH_KIND);
      },
      () => undefined,
    );
    glyphs = Promise.all([glyphs, read]).then(() => undefined);
  };

  // The scene-text model reads first, beside the barcode scan: the regions its detector finds,
  // those shaped like a VIN's line first, until one reads as a VIN it could state. Its reading
  // is one kind of look; tesseract's closer looks at the same line are others, and their
  // agreement is what makes the VIN certain. Which regions are read depends on what was read,
  // never on the clock.
  const scene = readScene(page, (reads) => weigh(reads, SCENE_KIND), otherNumbers, signal);
  scene.catch(() => undefined); // awaited below unless a barcode answers first
  const sceneBarcode = await readBarcode(page, inCatalog, () => page.barcodes());
  if (sceneBarcode) return sceneBarcode;
  const sceneTarget = await scene.catch(() => null);
  let sceneBox: OcrBox | null = null;
  let sceneVin: string | null = null;

  const look = async (
    pass: OcrPass,
    kind: string,
    cost: PassClass,
    options: { always?: boolean; pending?: Promise<OcrLine[]> } = {},
  ): Promise<Look | null> => {
    if (settled() || (!options.always && now() + costs.estimate(cost) > deadline)) return null;
    // A pending look started with the reading, beside the barcode scan.
    const started = options.pending ? began : now();
    const lines = await (options.pending ?? engineCall(() => page.recognize(pass)));
    costs.record(cost, now() - started);
    // A whitelisted pass looked at one line on purpose: a VIN may sit anywhere in it, and a read of
    // it a character short or long still votes.
    const oneLine = pass.whitelist !== undefined;
    const reads = lines.flatMap((line) => rawReadsOfLine(line, { anyOffset: oneLine }));
    const uneven = oneLine ? lines.flatMap((line) => unevenReadOfLine(line) ?? []) : [];
    await weigh(reads, kind, uneven);
    return { reads, lines };
  };

  if (sceneTarget) {
    // Tesseract's closer looks at the line the scene model read as a VIN, every one of them
    // until the VIN is certain: a fixed sequence, so a VIN they confirm is the same at any load.
    // Light text is turned dark first, as on the first look at a page.
    for (const [k, closer] of CLOSE_LOOKS.entries())
      await look({ ...closer(sceneTarget.box), darkText: true }, `close-${k}`, 'close', { always: true });
    await weighing;
    const final = verdict as Verdict | null;
    // The box says where the answer was read: the scene's line, unless the answer is another text.
    const fromLine = final !== null && isSameText(final.best.vin, sceneTarget.vin);
    if (final?.certain) return readingOf(final, passes.length, fromLine ? page.toImage(sceneTarget.box) : null);
    // Not confirmed: the earlier reader's looks (whole page, located lines, glyphs) may read it
    // as the scene model did, within the deadline below; their reads join the scene model's.
    sceneBox = fromLine ? sceneTarget.box : null;
    sceneVin = sceneTarget.vin;
  }
  // No VIN certain yet: the bars beside the lines shaped like a VIN's, in crops straightened along
  // them and enlarged (a tilted or small label's bars the scan of the whole photo missed).
  const besideBarcode = await readBarcode(page, inCatalog, () => barcodesBesideLines(page));
  if (besideBarcode) return besideBarcode;
  // Nothing the scene model read could be stated, or tesseract did not confirm it: the earlier
  // reader (located lines, tesseract's looks, glyphs) has the deadline to itself.
  began = now();
  deadline = began + (options.deadlineMs ?? DEFAULT_DEADLINE_MS);

  // A page whose only text is one band is a plate (every label has several lines): its glyphs
  // are read from the start, beside the first look, not after it.
  const bands = page.textBands();
  const singleBand = bands.length === 1;
  // Elsewhere the runs of print shaped like a VIN (about 17 characters, the tallest first), found
  // without OCR, are looked at first: one line read closely costs a fraction of a look at the
  // whole page, and reads print too small for that look's scale.
  const located = singleBand ? [] : vinLikeWords(page.textLines());
  // Barcodes (main thread, wasm), the first OCR pass and on plates the glyph read (threads of
  // their own) run side by side.
  const firstPass = singleBand ? FIRST_LOOK_OF_PLATE(bands[0]!) : located[0] ? CLOSE_LOOKS[0]!(located[0]) : FIRST_LOOK;
  const firstLook = engineCall(() => page.recognize(firstPass));
  firstLook.catch(() => undefined); // awaited below unless a barcode answers first
  // The glyphs of a plate's band, or of the run most like a VIN, are read from the start too.
  if (singleBand) readGlyphs(bands[0]!);
  else if (located[0]) readGlyphs(located[0]);
  const closeLooksAt = async (box: OcrBox, options: { firstAlways?: boolean; from?: number } = {}) => {
    for (const [k, closer] of CLOSE_LOOKS.entries()) {
      if (k >= (options.from ?? 0)) await look(closer(box), `close-${k}`, 'close', { always: k === 0 && options.firstAlways === true });
    }
  };
  const closeLooks = async (reads: RawRead[] | null | undefined, options: { firstAlways?: boolean } = {}) => {
    const target = reads && closeLookTarget(reads);
    if (target) await closeLooksAt(target.box, options);
  };

  let pageLook: Look | null;
  if (located[0]) {
    // The located line's closer looks first; the look at the whole page, which finds a VIN line
    // the locating missed, only after them, and always when they found no acceptable VIN.
    await look(firstPass, 'close-0', 'close', { always: true, pending: firstLook });
    await closeLooksAt(located[0], { from: 1 });
    pageLook = await look(FIRST_LOOK, 'page', 'page', { always: !acceptableFound() });
  } else {
    pageLook = await look(firstPass, 'page', 'page', { always: true, pending: firstLook });
  }
  const pageReads = pageLook?.reads;
  if (!singleBand && !acceptableFound() && bands[0]) readGlyphs(bands[0]);
  // The line the first look took for the VIN, read glyph by glyph too: a typeface the engine
  // reads badly (OCR-A and the like) is one the glyph templates may know, and where the text
  // bands missed the line (embossed plates lit from one side), this is the glyphs' only look.
  const vinLine = pageReads && pageReads.length > 0 ? closeLookTarget(pageReads)?.box : (located[0] ?? vinLikeLine(pageLook?.lines ?? []));
  // A VIN without a check digit needs the glyphs' agreement to be certain (vin-verdict.ts), and a
  // correction the catalog happens to decode is no reason to stop reading what is printed.
  const best = (verdict as Verdict | null)?.best;
  if (!(acceptableFound() && best?.checkDigitValid && best.edits === 0) && vinLine) readGlyphs(vinLine);
  // On a plate (the first look found next to no text: a label has lines of it), where the
  // engine's band looks agree neither with the glyph reads nor among themselves, the engine
  // cannot read these glyphs (dot-peen: it never does), and more of its looks would not change
  // the answer: the reading ends there instead of at the deadline.
  const plate = pageLook !== null && looksLikePlate(pageLook.lines);
  const bandReads: Array<{ kind: string; reads: RawRead[] }> = [];
  const engineLost = () =>
    plate && glyphReads !== null && new Set(bandReads.map((b) => b.kind)).size >= ENGINE_TRIALS && !engineAgrees(bandReads, glyphReads);
  // The closer look at what the page look found always runs where nothing was located: on labels
  // it is what verifies. Where the page look found nothing, the other located runs get their looks.
  const pageTarget = pageReads && pageReads.length > 0 ? closeLookTarget(pageReads)?.box : undefined;
  if (!pageTarget || !located[0] || !overlapsMostly(located[0], pageTarget)) await closeLooks(pageReads, { firstAlways: !located[0] });
  if (!acceptableFound()) {
    for (const box of located.slice(1)) if (!pageTarget || !overlapsMostly(pageTarget, box)) await closeLooksAt(box);
  }
  const bandLook = async (pass: OcrPass, kind: string, cost: PassClass) => {
    const seen = engineLost() ? null : await look(pass, kind, cost);
    if (seen) bandReads.push({ kind, reads: seen.reads });
    return seen;
  };
  for (const band of bands.slice(0, 2)) {
    for (const [k, bandPass] of BAND_LOOKS.entries()) {
      const reads = (await bandLook(bandPass(band), `band-${k}`, 'band'))?.reads;
      // Found a candidate: the same look at another scale, for the per-character majority (it
      // counts as the same kind of look, so it cannot verify on its own).
      if (reads && reads.length > 0) await bandLook({ ...bandPass(band), targetHeight: 96 }, `band-${k}`, 'band-large');
    }
  }
  for (const more of MORE_LOOKS) if (!engineLost()) await closeLooks((await look(more, 'page-more', 'page-more'))?.reads);
  // The glyph read still running is awaited, until the deadline, where it may change the answer:
  // a VIN not read with certainty (one without a check digit needs it), and on a plate any VIN,
  // whose looks of the engine may all share one confusion the check digit cannot catch (a
  // flagged 1 read as A). A label's VIN read with certainty is not held up for it.
  if (!(verdict as Verdict | null)?.certain || singleBand) await Promise.race([glyphs, sleepUntil(deadline, now)]);
  await weighing;
  const final = verdict as Verdict | null;
  const boxed = final !== null && sceneBox !== null && sceneVin !== null && isSameText(final.best.vin, sceneVin);
  return readingOf(final, passes.length, boxed && sceneBox ? page.toImage(sceneBox) : null);
}

function readingOf(final: Verdict | null, passes: number, box: OcrBox | null): VinReading | null {
  if (!final) return null;
  return {
    vin: final.best.vin,
    confidence: final.confidence,
    certain: final.certain,
    verified: final.verified,
    source: 'ocr',
    warnings: final.warnings,
    alternatives: final.alternatives,
    passes,
    ...(box ? { box } : {}),
  };
}

/**
 * Reads the detector's VIN-shaped regions a batch at a time, weighing each batch's reads, until
 * one could be stated; answers that read (the best of its batch), or null.
 */
async function readScene(
  page: OcrPage,
  weighScene: (reads: RawRead[]) => Promise<void>,
  otherNumbers: OcrBox[],
  signal: AbortSignal,
): Promise<RawRead | null> {
  const regions = vinShapedRegions(await engineCall(() => page.textRegions()));
  const readLines = async (wanted: Array<{ rect: OcrRegion['rect']; invert?: boolean }>) => {
    const lines = await engineCall(() => page.readRegions(wanted));
    otherNumbers.push(...lines.flatMap(otherNumberBoxes));
    return { lines, reads: lines.flatMap((line) => rawReadsOfLine(line)) };
  };
  const nearMisses: OcrRegion[] = [];
  // A barcode that answered ends the reading: the regions not yet read stay unread.
  for (let i = 0; i < regions.length && !signal.aborted; i += SCENE_BATCH) {
    const batch = regions.slice(i, i + SCENE_BATCH);
    const { lines, reads } = await readLines(batch);
    await weighScene(reads);
    const stateable = reads.filter(isStateable);
    if (stateable.length > 0) return closeLookTarget(stateable) ?? null;
    nearMisses.push(...batch.filter((_, k) => isNearMiss(lines[k]!)));
  }
  // No first read could be stated: the near misses, in the order they were read, are read again
  // closer (scene-rereads.ts), until one can. Only a read that can be stated is weighed: the
  // others are the same model's misreads again, and would only make its junk look agreed.
  for (const region of nearMisses.slice(0, SECOND_READS)) {
    if (signal.aborted) break;
    const { reads } = await readLines(await engineCall(() => secondReadRegions(page, region)));
    const stateable = reads.filter(isStateable);
    if (stateable.length === 0) continue;
    await weighScene(stateable);
    return closeLookTarget(stateable) ?? null;
  }
  return null;
}

/** What one recognition pass saw: the lines as read, and the 17-character windows of them that could be VINs. */
interface Look {
  reads: RawRead[];
  lines: OcrLine[];
}

/** Resolves at `deadline` on the `now` clock (at once when it has passed). */
function sleepUntil(deadline: number, now: () => number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - now())).unref?.());
}

/** The line most like a VIN by its length (some characters misread as none of the VIN's), the most confident. */
function vinLikeLine(lines: OcrLine[]): OcrBox | undefined {
  const length = (l: OcrLine) => l.text.replace(/[^A-Za-z0-9]/g, '').length;
  const line = lines.filter((l) => length(l) >= 15 && length(l) <= 22).sort((a, b) => b.confidence - a.confidence)[0];
  return line && { left: line.bbox.x0, top: line.bbox.y0, width: line.bbox.x1 - line.bbox.x0, height: line.bbox.y1 - line.bbox.y0 };
}

/** Lines of text (four characters or more) a first look may find on a plate; labels have more. */
const PLATE_LINES = 4;

function looksLikePlate(firstLook: OcrLine[]): boolean {
  return firstLook.filter((line) => line.text.replace(/\s/g, '').length >= 4).length <= PLATE_LINES;
}

/** Kinds of band look the engine gets before its disagreement with the glyph reads ends the reading. */
const ENGINE_TRIALS = 2;

/** Some band read is near a glyph read, or two band looks of different kinds read near each other. */
function engineAgrees(bandReads: Array<{ kind: string; reads: RawRead[] }>, glyphReads: RawRead[]): boolean {
  const near = (a: RawRead[], b: RawRead[]) => a.some((x) => b.some((y) => isSameText(x.vin, y.vin)));
  return bandReads.some(
    (p, i) => near(p.reads, glyphReads) || bandReads.slice(i + 1).some((q) => q.kind !== p.kind && near(p.reads, q.reads)),
  );
}

/**
 * A barcode's VIN is read with certainty (its symbology has its own checks): it is the answer
 * whether or not the catalog decodes it. The catalog only chooses between windows of a longer
 * text, or between several barcodes: one it decodes first, then one whose check digit holds.
 */
async function readBarcode(page: OcrPage, inCatalog: CatalogCheck, scan: () => Promise<string[]>): Promise<VinReading | null> {
  const texts = await engineCall(scan);
  const vins = [...new Set(texts.flatMap(readsOfBarcode))].filter(
    (v) => hasNumericSerialEnd(v) && (hasValidCheckDigit(v) || !isNorthAmerican(v)),
  );
  if (vins.length === 0) return null;
  const known = await inCatalog(vins);
  const decodes = (v: string) => catalogMatchOf(known, v) !== null;
  const vin =
    vins.find(decodes) ?? vins.find(hasValidCheckDigit) ?? (texts.some((t) => t.trim().toUpperCase() === vins[0]) ? vins[0] : undefined);
  if (!vin) return null;
  return {
    vin,
    confidence: 0.99,
    certain: true,
    verified: decodes(vin),
    source: 'barcode',
    warnings: hasValidCheckDigit(vin) ? [] : ['CHECK_DIGIT_MISMATCH'],
    alternatives: [],
    passes: 0,
  };
}

/** Lines beside which barcodes are looked for: a label's VIN line is among the first by shape. */
const BARCODE_LINES = 3;

/** The barcodes beside the first lines shaped like a VIN's (the detector's order), until some text holds a VIN. */
async function barcodesBesideLines(page: OcrPage): Promise<string[]> {
  for (const line of vinShapedRegions(await page.textRegions()).slice(0, BARCODE_LINES)) {
    const texts = await page.barcodesBeside(line.rect);
    if (texts.some((t) => readsOfBarcode(t).length > 0)) return texts;
  }
  return [];
}

/** The catalog is asked once per VIN per image, however many passes weigh it again. */
function memoised(check: CatalogCheck): CatalogCheck {
  const known = new Map<string, { identified: boolean } | null>();
  return async (vins) => {
    const fresh = vins.filter((v) => !known.has(v));
    if (fresh.length > 0) {
      const found = await check(fresh);
      for (const v of fresh) known.set(v, catalogMatchOf(found, v));
    }
    const answer = new Map<string, { identified: boolean }>();
    for (const v of vins) {
      const match = known.get(v);
      if (match) answer.set(v, match);
    }
    return answer;
  };
}
