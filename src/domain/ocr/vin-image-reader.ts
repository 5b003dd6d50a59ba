import { boundsOf } from '../../infra/ocr/scene-text/rotated-rect.js';
import { askedOncePerVin, type CatalogCheck } from './catalog-check.js';
import { readBarcode } from './barcode-answer.js';
import { EarlierReader, ReadingCapped } from './earlier-reader.js';
import { engineCall } from './image-upload.js';
import { CLOSE_LOOKS, closeLookTarget, STRAIGHT_LOOK } from './looks.js';
import { labelNeighbours, rowsOf } from './label-neighbours.js';
import { labelKindOf } from './label-rules.js';
import type { ReaderPart } from './reader-parts.js';
import type { OcrBox, OcrLine, OcrPage, OcrRegion } from './ocr-port.js';
import { ReadingTally } from './reading-tally.js';
import { isStateable, SCENE_BATCH, vinShapedRegions } from './scene-reads.js';
import { isNearMiss, SECOND_READS, secondReadRegions } from './scene-rereads.js';
import { boxOf, rawReadsOfLine, rawReadsOfLines, type RawRead } from './vin-candidates.js';
import { overlapsMostly } from './vin-lines.js';
import type { VinReading } from './vin-reading.js';
import { isSameText, SCENE_KIND, type Verdict } from './vin-verdict.js';

export type { VinReading };

export interface ReaderOptions {
  inCatalog: CatalogCheck;
  /**
   * A safety cap on the earlier reader (the fallback), from its start: no pass starts after it,
   * and a reading that reaches it answers nothing (never a shorter reading's guess). Which passes
   * run depends only on what was read; images read normally end long before it (docs/ocr.md).
   */
  deadlineMs?: number;
  now?: () => number;
  /** Parts of the reader left out: for measuring what each adds (reader-parts.ts, bench/ocr.bench.ts --without). */
  without?: ReadonlySet<ReaderPart>;
}

export const DEFAULT_DEADLINE_MS = 20_000;

/**
 * Reads the VIN of a plate or label: a barcode that yields a valid VIN wins outright; otherwise the
 * scene-text model reads the lines shaped like a VIN and tesseract's closer looks confirm it, and
 * where they do not, the earlier reader's looks follow. Every pass runs in a fixed order until two
 * kinds of look agree on a VIN with a valid check digit (three, exactly, on one without) or the
 * sequence ends: the same image gets the same answer at any load. The catalog weighs candidates (a
 * VIN it decodes ranks higher) but does not decide what was read.
 */
export async function readVin(page: OcrPage, options: ReaderOptions): Promise<VinReading | null> {
  // Glyph reads still waiting for their thread when the reading ends are dropped: they would
  // only hold up the next image's.
  const reading = new AbortController();
  try {
    return await new ImageReading(page, options, reading.signal).read();
  } catch (error) {
    if (error instanceof ReadingCapped) return null;
    throw error;
  } finally {
    reading.abort();
  }
}

/** One image's reading, phase by phase. */
class ImageReading {
  private readonly inCatalog: CatalogCheck;
  private readonly tally: ReadingTally;
  /**
   * The line the scene model read as a VIN that tesseract did not confirm, what it read there,
   * and whether the verdict then was that text (the line is the answer's box only if so).
   */
  private unconfirmed: { line: OcrBox; vin: string; boxed: boolean } | null = null;
  /** The region each of the scene model's reads came from: where a straightened look goes. */
  private readonly regionOf = new Map<RawRead, OcrRegion['rect']>();
  /** What the scene model read in each of the detector's regions it read upright: none is read twice. */
  private readonly lineOf = new Map<OcrRegion['rect'], OcrLine>();
  /** The VINs whose surroundings were read (readAroundCertain): once each. */
  private readonly readAround = new Set<string>();

  constructor(
    private readonly page: OcrPage,
    private readonly options: ReaderOptions,
    private readonly signal: AbortSignal,
  ) {
    this.inCatalog = askedOncePerVin(options.inCatalog);
    this.tally = new ReadingTally(this.inCatalog);
  }

  async read(): Promise<VinReading | null> {
    const { barcode, sceneTarget } = await this.barcodeBesideScene();
    if (barcode) return barcode;
    if (this.tally.vinFieldEmpty) return null;
    if (sceneTarget) {
      const confirmed = await this.confirmScene(sceneTarget);
      if (confirmed) return confirmed;
    }
    await this.fallBack();
    await this.readAroundCertain();
    return this.answer();
  }

  /** The scene model's lines of these regions, each read at most once in the reading. */
  private async readRegionsOnce(rects: Array<OcrRegion['rect']>): Promise<OcrLine[]> {
    const unread = rects.filter((rect) => !this.lineOf.has(rect));
    if (unread.length > 0) {
      const lines = await engineCall(() => this.page.readRegions(unread.map((rect) => ({ rect }))));
      unread.forEach((rect, k) => this.lineOf.set(rect, lines[k]!));
    }
    return rects.map((rect) => this.lineOf.get(rect)!);
  }

  /**
   * Before a certain VIN is stated, the print around where it was read: a closer look cuts the
   * code out alone, and the scene model may never have read its line (a row too long for a VIN's
   * shape). A label of another number beside it or above it, or run into it, takes it out of the
   * weighing; an empty VIN field there ends the reading with none (label-rules.ts).
   */
  private async readAroundCertain(): Promise<void> {
    const verdict = this.tally.verdict;
    if (!verdict?.certain || this.readAround.has(verdict.best.vin)) return;
    this.readAround.add(verdict.best.vin);
    const boxes = this.tally.boxesOf(verdict.best.vin);
    const all = await engineCall(() => this.page.textRegions());
    const own = all.filter((r) => boxes.some((box) => overlapsMostly(boxOf([boundsOf(r.rect)]), box)));
    if (own.length === 0) return;
    const around = [
      ...own,
      ...labelNeighbours(
        own.map((r) => r.rect),
        all,
      ),
    ];
    const lines = await this.readRegionsOnce(around.map((r) => r.rect));
    const rows = rowsOf(lines);
    this.tally.noteLabels(rows);
    this.tally.noteForeignLetters(rows.flatMap((row) => rawReadsOfLine(row, { lines: rows })));
    // A VIN label alone on its row, a rule to write on after it: the field is blank.
    if (
      around.some(
        (r, k) => rows.includes(lines[k]!) && labelKindOf(lines[k]!.words.map((w) => w.text)) === 'vin' && this.page.ruleAfter(r.rect),
      )
    )
      this.tally.noteEmptyField();
    await this.tally.reweigh();
  }

  /**
   * The scene-text model reads first, beside the barcode scan: the regions its detector finds,
   * those shaped like a VIN's line first, until one reads as a VIN it could state. A barcode's VIN
   * wins outright.
   */
  private async barcodeBesideScene(): Promise<{ barcode: VinReading | null; sceneTarget: RawRead | null }> {
    const scene = this.readScene();
    scene.catch(() => undefined); // awaited below unless a barcode answers first
    const barcode = await readBarcode(this.page, this.inCatalog, () => this.page.barcodes());
    if (barcode) return { barcode, sceneTarget: null };
    return { barcode: null, sceneTarget: await scene.catch(() => null) };
  }

  /**
   * Reads the detector's VIN-shaped regions a batch at a time, weighing each batch's reads, until
   * one could be stated; answers that read (the best of its batch), or null. Its reading is one
   * kind of look; which regions are read depends on what was read, never on the clock.
   */
  private async readScene(): Promise<RawRead | null> {
    const all = await engineCall(() => this.page.textRegions());
    const regions = vinShapedRegions(all);
    const nearMisses: OcrRegion[] = [];
    // A barcode that answered ends the reading: the regions not yet read stay unread.
    for (let i = 0; i < regions.length && !this.signal.aborted; i += SCENE_BATCH) {
      const batch = regions.slice(i, i + SCENE_BATCH);
      const { lines, reads } = await this.readSceneLines(batch, all);
      await this.tally.weigh(reads, SCENE_KIND);
      if (this.tally.vinFieldEmpty) return null;
      const stateable = reads.filter(isStateable);
      if (stateable.length > 0) return closeLookTarget(stateable) ?? null;
      nearMisses.push(...batch.filter((_, k) => isNearMiss(lines[k]!)));
    }
    // No first read could be stated: the near misses, in the order they were read, are read again
    // closer (scene-rereads.ts), until one can. Only a read that can be stated is weighed: the
    // others are the same model's misreads again, and would only make its junk look agreed.
    for (const region of nearMisses.slice(0, this.leftOut('second-reads') ? 0 : SECOND_READS)) {
      if (this.signal.aborted) break;
      const { reads } = await this.readSceneLines(await engineCall(() => secondReadRegions(this.page, region)), all, region);
      if (this.tally.vinFieldEmpty) return null;
      const stateable = reads.filter(isStateable);
      if (stateable.length === 0) continue;
      await this.tally.weigh(stateable, SCENE_KIND);
      return closeLookTarget(stateable) ?? null;
    }
    return null;
  }

  /**
   * The scene model's reads of some regions. Where one holds a read that could be stated, the
   * print around it is read too (label-neighbours.ts) and the reads are taken from the rows the
   * lines make together: a label the detector found apart from its code still names it. What the
   * labels say is noted (ReadingTally.noteLabels). `anchor` is the region a second read's crops
   * were cut around: the print around it on the page is its own.
   */
  private async readSceneLines(wanted: Array<{ rect: OcrRegion['rect']; invert?: boolean }>, all: OcrRegion[], anchor?: OcrRegion) {
    const lines = await engineCall(() => this.page.readRegions(wanted));
    const holdsCode = (line: OcrLine) => rawReadsOfLine(line, { lines }).some(isStateable);
    const codes = anchor ? (lines.some(holdsCode) ? [anchor.rect] : []) : wanted.filter((_, k) => holdsCode(lines[k]!)).map((w) => w.rect);
    const around = codes.length > 0 ? labelNeighbours(codes, all) : [];
    const aroundLines = await this.readRegionsOnce(around.map((r) => r.rect));
    const read = [...lines, ...aroundLines];
    const sources = [...wanted.map((w) => w.rect), ...around.map((r) => r.rect)];
    wanted.forEach((w, k) => {
      if (!w.invert) this.lineOf.set(w.rect, lines[k]!);
    });
    const rows = rowsOf(read);
    this.tally.noteLabels(rows);
    const reads = rows.flatMap((row) => {
      const ofRow = rawReadsOfLine(row, { lines: rows });
      for (const r of ofRow) {
        const k = read.findIndex((line) => overlapsMostly(boxOf([line.bbox]), r.box));
        if (k !== -1) this.regionOf.set(r, sources[k]!);
      }
      return ofRow;
    });
    this.tally.noteForeignLetters(reads);
    return { lines, reads };
  }

  /**
   * Tesseract's closer looks at the line the scene model read as a VIN, every one of them until the
   * VIN is certain: independent readers, whose agreement makes it certain. Light text is turned
   * dark first, as on the first look at a page. Not confirmed, the earlier reader's looks may read
   * it as the scene model did; their reads join the scene model's.
   */
  private async confirmScene(target: RawRead): Promise<VinReading | null> {
    const region = this.regionOf.get(target);
    const looks = [
      ...CLOSE_LOOKS.map((closer, k) => ({ pass: closer(target.box), kind: `close-${k}` })),
      ...(region && !this.leftOut('straight') ? [{ pass: STRAIGHT_LOOK(region), kind: 'straight' }] : []),
    ];
    for (const { pass, kind } of looks) {
      if (this.tally.settled) break;
      const lines = await engineCall(() => this.page.recognize({ ...pass, darkText: true }));
      this.tally.noteLabels(lines);
      const reads = rawReadsOfLines(lines, { anyOffset: true });
      await this.tally.weigh(reads, kind);
    }
    if (this.tally.verdict?.certain) await this.readAroundCertain();
    const verdict = this.tally.verdict;
    // The box says where the answer was read: the scene's line, unless the answer is another text.
    const fromLine = verdict !== null && isSameText(verdict.best.vin, target.vin);
    if (verdict?.certain) return readingOf(verdict, this.tally.passCount, fromLine ? this.page.toImage(target.box) : null);
    this.unconfirmed = { line: target.box, vin: target.vin, boxed: fromLine };
    return null;
  }

  /** The earlier reader (located lines, tesseract's looks, glyphs), its cap counted from its own start. */
  private async fallBack(): Promise<void> {
    if (this.leftOut('earlier')) return;
    const now = this.options.now ?? Date.now;
    await new EarlierReader(this.page, this.tally, {
      capAt: now() + (this.options.deadlineMs ?? DEFAULT_DEADLINE_MS),
      now,
      signal: this.signal,
      ...(this.options.without ? { without: this.options.without } : {}),
    }).read();
  }

  private leftOut(part: ReaderPart): boolean {
    return this.options.without?.has(part) === true;
  }

  private answer(): VinReading | null {
    const verdict = this.tally.verdict;
    const scene = this.unconfirmed;
    const boxed = verdict !== null && scene?.boxed && isSameText(verdict.best.vin, scene.vin) ? scene.line : null;
    return readingOf(verdict, this.tally.passCount, boxed ? this.page.toImage(boxed) : null);
  }
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
    characters: final.characters,
    alternatives: final.alternatives,
    passes,
    ...(box ? { box } : {}),
  };
}
